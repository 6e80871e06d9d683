import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH43_QUESTIONS } from './fresh43-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The forty-third fresh question set (blind)', FRESH43_QUESTIONS);

describe('the forty-third fresh set reads its trickiest wordings as its header says', () => {
  it('counts KZN deaths in an inclusive window, a null death toll adding nothing', () => {
    const kzn = { province: 'KwaZulu-Natal', crimes: ['murder'] };
    const rows = [
      devRow({ ...kzn, event_date: '2019-01-01', victims_killed: 2 }),
      devRow({ ...kzn, event_date: '2023-12-31', victims_killed: 3 }),
      devRow({ ...kzn, event_date: '2023-06-01', victims_killed: null, num_victims: 4 }),
      devRow({ ...kzn, event_date: '2018-12-31', victims_killed: 7 }),
      devRow({ ...kzn, event_date: '2024-01-01', victims_killed: 11 }),
      devRow({ ...kzn, event_date: null, victims_killed: 13 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2020-05-05', victims_killed: 17 }),
    ];
    expect(
      expectationIn(
        FRESH43_QUESTIONS,
        "I'm compiling violent-death figures for KwaZulu-Natal. Counting only releases that give a death toll, how many people were killed in KZN incidents that happened between 1 January 2019 and 31 December 2023, both dates included?",
        rows,
      ),
    ).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the killed share over stated killed plus stated injured, to one decimal', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder'], victims_killed: 3, victims_injured: 1 }),
      devRow({ crimes: ['attempted murder'], victims_killed: null, victims_injured: 4, num_victims: 9 }),
      devRow({ crimes: ['murder'], victims_killed: 0, victims_injured: null }),
    ];
    // 3 killed of 3 + 5 harmed.
    expect(
      expectationIn(
        FRESH43_QUESTIONS,
        'Across every incident in this notebook, of all the people reported either killed or injured, what percentage were killed? Use killed plus injured as the base and give one decimal place.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 37.5 });
  });

  it('takes the child share of rape victims over all their victims, a null child figure adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: 3, victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], num_victims: 1, victims_children: null }),
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: 1, victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['murder'], num_victims: 2, victims_children: 2 }),
    ];
    // 3 children of 5 victims.
    expect(
      expectationIn(
        FRESH43_QUESTIONS,
        'Looking at rape cases only: what percentage of the victims were children under 18, taking all victims in those cases as the denominator? Nearest whole percent.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 60 });
  });

  it('matches "Bloemfontien" in the location only, "near Bloemfontein" included', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Bloemfontein', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', location: 'farm in Bloemspruit, near Bloemfontein', municipality: 'Mangaung' }),
      devRow({
        notebook: 'b',
        location: 'farm near Glen',
        municipality: 'Mangaung',
        context: 'They will appear in the Bloemfontein Magistrate’s Court.',
      }),
      devRow({ notebook: 'b', location: 'Thaba Nchu', municipality: 'Mangaung' }),
    ];
    expect(expectationIn(FRESH43_QUESTIONS, 'How many cases in Bloemfontien?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('counts a financial year from 1 April to 31 March inclusive, by arrest made', () => {
    const b = { notebook: 'b' as const };
    const rows = [
      devRow({ ...b, event_date: '2023-04-01', arrest_made: true }),
      devRow({ ...b, event_date: '2024-03-31', arrest_made: true }),
      devRow({ ...b, event_date: '2023-09-09', arrest_made: false }),
      devRow({ ...b, event_date: '2023-03-31', arrest_made: true }),
      devRow({ ...b, event_date: '2024-04-01', arrest_made: true }),
      devRow({ ...b, event_date: null, published_date: '2023-12-20', arrest_made: true }),
    ];
    expect(
      expectationIn(
        FRESH43_QUESTIONS,
        'During the 2023/24 financial year, that is 1 April 2023 to 31 March 2024, in how many incidents was an arrest made?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('leaves out murders that also involve a kidnapping, and answers no when no child victim is stated', () => {
    const b = { notebook: 'b' as const };
    const rows = [
      devRow({ ...b, crimes: ['murder'], province: 'Mpumalanga', victims_children: 0, suspect_ages: [16] }),
      devRow({ ...b, crimes: ['murder', 'kidnapping'], province: 'Mpumalanga', victims_children: null }),
      devRow({ ...b, crimes: ['kidnapping'], province: 'Limpopo', victims_children: 1 }),
      devRow({ ...b, crimes: ['murder', 'armed robbery'], province: 'Limpopo' }),
    ];
    expect(
      expectationIn(FRESH43_QUESTIONS, 'How many murder cases did not also involve a kidnapping?', rows),
    ).toEqual({ kind: 'number', value: 2 });
    expect(
      expectationIn(
        FRESH43_QUESTIONS,
        'Did any incident in Mpumalanga involve a victim under the age of 18?',
        rows,
      ),
    ).toEqual({ kind: 'text', value: 'No' });
  });
});
