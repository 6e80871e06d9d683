import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH47_QUESTIONS } from './fresh47-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The forty-seventh fresh question set (blind)', FRESH47_QUESTIONS);

describe('the forty-seventh fresh set reads its trickiest wordings as its header says', () => {
  it('counts injured persons inside an inclusive window, outside the Western Cape, nulls adding nothing', () => {
    const rows = [
      devRow({ event_date: '2019-06-01', province: 'Gauteng', victims_injured: 2 }),
      devRow({ event_date: '2022-12-31', province: 'KwaZulu-Natal', victims_injured: 3 }),
      devRow({ event_date: '2019-05-31', province: 'Gauteng', victims_injured: 50 }),
      devRow({ event_date: '2023-01-01', province: 'Eastern Cape', victims_injured: 50 }),
      devRow({ event_date: '2020-01-01', province: 'Western Cape', victims_injured: 50 }),
      devRow({ event_date: '2020-01-01', province: 'Eastern Cape', victims_injured: null }),
      devRow({ event_date: null, province: 'Eastern Cape', victims_injured: 50 }),
    ];
    expect(
      expectationIn(
        FRESH47_QUESTIONS,
        'How many persons were recorded as injured in matters occurring from 1 June 2019 to 31 December 2022, inclusive of both dates, other than matters in the Western Cape?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 5 });
  });

  it('drops only the murder matters whose arrest_made is false, and never counts attempted murder', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'robbery'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['attempted murder'], arrest_made: true }),
    ];
    expect(
      expectationIn(
        FRESH47_QUESTIONS,
        'In how many matters were the accused charged with murder, save for those matters in which no arrest was made?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('reads a weekend as a Saturday or Sunday of the event date, undated murders left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-06-08' }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-06-09' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-06-07' }), // Friday
      devRow({ crimes: ['murder'], event_date: null }),
      devRow({ crimes: ['theft'], event_date: '2024-06-08' }),
    ];
    expect(
      expectationIn(
        FRESH47_QUESTIONS,
        'Weekend bloodshed in Mzansi: how many murder cases happened on a Saturday or a Sunday?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('matches Khayelitsha by the location text and lets an unstated death toll add nothing', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ location: 'Enkanini, Khayelitsha', municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ location: 'Site C, Khayelitsha', municipality: 'City of Cape Town', victims_killed: 2 }),
      devRow({ location: 'Mitchells Plain', municipality: 'City of Cape Town', victims_killed: 9 }),
    ];
    expect(
      expectationIn(
        FRESH47_QUESTIONS,
        'Khayelitsha keeps making the back pages for the wrong reasons. How many people were killed there altogether?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the child share over all rape incidents, a null child figure counting as none', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 1 }),
    ];
    expect(
      expectationIn(
        FRESH47_QUESTIONS,
        'What percentage of the rape incidents involved at least one child victim (under 18)? Use all rape incidents as the base and give one decimal.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33.3 });
  });

  it('reads "more than 2 but at most 5" as 3 to 5 arrested, and ages 18 to 25 as inclusive', () => {
    const arrests = [2, 3, 5, 6, null].map((n) => devRow({ notebook: 'b', num_suspects_arrested: n }));
    expect(
      expectationIn(
        FRESH47_QUESTIONS,
        'In how many incidents were more than 2 but at most 5 suspects arrested?',
        arrests,
      ),
    ).toEqual({ kind: 'number', value: 2 });
    const ages = [devRow({ suspect_ages: [17, 18, 25, 26] }), devRow({ suspect_ages: [20, 20] })];
    expect(
      expectationIn(
        FRESH47_QUESTIONS,
        'How many suspects aged 18 to 25 inclusive appear in the releases, counting each stated age once?',
        ages,
      ),
    ).toEqual({ kind: 'number', value: 4 });
  });
});
