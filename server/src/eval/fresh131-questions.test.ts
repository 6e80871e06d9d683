import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH131_QUESTIONS } from './fresh131-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-thirty-first fresh question set (blind)', FRESH131_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH131_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH131_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-thirty-first fresh set reads the ground truth as its header says', () => {
  it('counts murders between 2019 and 2022 inclusive by event date, leaving undated and attempted murders out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['murder', 'armed robbery'], event_date: '2022-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2018-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2023-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-05-05' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-05-05' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2020-05-05' }),
    ];
    expect(ask('hi, doing a stats project', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the injured of one province only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_injured: 4 }),
      devRow({ province: 'Western Cape', victims_injured: null }),
      devRow({ province: 'Western Cape', victims_injured: 2 }),
      devRow({ province: 'Gauteng', victims_injured: 9 }),
      devRow({ notebook: 'b', province: 'Western Cape', victims_injured: 5 }),
    ];
    expect(ask('sum of victims injured', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('reads "after 2020" as from 1 January 2021, by event date alone', () => {
    const kidnapping = (event_date: string | null, published_date = '2021-02-01') =>
      devRow({ province: 'Eastern Cape', crimes: ['kidnapping'], event_date, published_date });
    expect(ask('quick y/n', [kidnapping('2020-12-31'), kidnapping(null)])).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(ask('quick y/n', [kidnapping('2021-01-01')])).toEqual({ kind: 'text', value: 'Yes' });
    expect(
      ask('quick y/n', [devRow({ province: 'Gauteng', crimes: ['kidnapping'], event_date: '2023-01-01' })]),
    ).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts a known attacker only when the release states partner, family or acquaintance', () => {
    const rows = [
      devRow({ crimes: ['rape'], relationship: 'partner' }),
      devRow({ crimes: ['rape'], relationship: 'family' }),
      devRow({ crimes: ['rape', 'kidnapping'], relationship: 'acquaintance' }),
      devRow({ crimes: ['rape'], relationship: 'stranger' }),
      devRow({ crimes: ['rape'], relationship: null }),
      devRow({ crimes: ['murder'], relationship: 'partner' }),
    ];
    expect(ask('Most rapes are committed', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the earliest child victim by event date, ignoring undated rows and rows with no stated child', () => {
    const rows = [
      devRow({ event_date: '2019-04-02', victims_children: 1 }),
      devRow({ event_date: null, published_date: '2010-01-01', victims_children: 2 }),
      devRow({ event_date: '2015-01-01', victims_children: 0 }),
      devRow({ event_date: '2014-01-01', victims_children: null }),
      devRow({ notebook: 'b', event_date: '2012-01-01', victims_children: 1 }),
    ];
    expect(ask('What is the date of the earliest', rows)).toEqual({ kind: 'date', value: '2019-04-02' });
  });

  it('answers "every CIT heist arrested" only over stated arrests, and No when there is none', () => {
    const heist = (arrest_made: boolean | null) =>
      devRow({ crimes: ['cash-in-transit robbery'], arrest_made });
    const question = 'The story claims that every one';
    expect(ask(question, [heist(true), heist(true), devRow({ arrest_made: false })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    expect(ask(question, [heist(true), heist(null)])).toEqual({ kind: 'text', value: 'No' });
    expect(ask(question, [devRow({ crimes: ['business robbery'] })])).toEqual({ kind: 'text', value: 'No' });
  });

  it('compares the killed of two provinces, and refuses the comparison when the first has no more', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 5 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 2 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: 10 }),
    ];
    const question = 'Checking a line before print';
    expect(ask(question, rows)).toEqual({ kind: 'number', value: 3 });
    expect(() => ask(question, [...rows, devRow({ province: 'Western Cape', victims_killed: 3 })])).toThrow(
      /does not have more/,
    );
  });

  it('takes the share of incidents with an arrest over every row, an unstated arrest counting as none', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: false }),
    ];
    expect(ask('The draft says', rows)).toEqual({ kind: 'number', value: 71 });
  });

  it('ranks municipalities without the rows that name none, and names the leader without "City of"', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('which municipality appears', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
  });

  it('counts women and girls in rape or sexual assault cases, not in other crimes', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_female: 1 }),
      devRow({ notebook: 'b', crimes: ['sexual assault', 'kidnapping'], victims_female: 2 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_female: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_female: 4 }),
    ];
    expect(ask('For our report on sexual violence', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('says no woman was a suspect only when the stated women suspects add up to nothing', () => {
    const question = 'Our reporter writes that not a single woman';
    expect(
      ask(question, [
        devRow({ notebook: 'b', suspects_female: 0, suspects_male: 2 }),
        devRow({ notebook: 'b', suspects_female: null }),
      ]),
    ).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask(question, [devRow({ notebook: 'b', suspects_female: 1 })])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('pools the first half of every year by event month and counts the year by event date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-01-15' }),
      devRow({ notebook: 'b', event_date: '2019-06-30' }),
      devRow({ notebook: 'b', event_date: '2023-07-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-03-01' }),
    ];
    expect(ask('how many incidents fall in the first half', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Story has nine incidents in 2023', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it("ranks provinces by stated child victims, and computes the editor's figure whatever the copy claims", () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', victims_children: 3, num_suspects_arrested: 4 }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        victims_children: null,
        num_suspects_arrested: null,
      }),
      devRow({ notebook: 'b', province: 'Free State', victims_children: 2, num_suspects_arrested: 26 }),
    ];
    expect(ask('In which province were the most children', rows)).toEqual({
      kind: 'text',
      value: 'Northern Cape',
    });
    expect(ask('Reporter totals 30 suspects', rows)).toEqual({ kind: 'number', value: 4 });
  });
});
