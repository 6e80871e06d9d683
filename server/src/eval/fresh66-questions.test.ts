import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH66_QUESTIONS } from './fresh66-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The sixty-sixth fresh question set (blind)', FRESH66_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH66_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH66_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the sixty-sixth fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of CIT incidents only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 3 }),
      devRow({
        crimes: ['cash-in-transit robbery', 'illegal firearm possession'],
        num_suspects_arrested: null,
      }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 }),
    ];
    expect(ask('CIT hits', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts a weekend by the event date alone, in Gauteng, for house or business robberies', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['business robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['house robbery'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['house robbery'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['house robbery'], event_date: '2024-01-06', province: 'Limpopo' }),
      devRow({ crimes: ['carjacking'], event_date: '2024-01-06' }),
    ];
    expect(ask('House + business robberies', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest stock theft by event date, never by a later publication', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], event_date: '2022-03-01', published_date: '2022-03-02' }),
      devRow({ crimes: ['stock theft'], event_date: null, published_date: '2025-06-01' }),
      devRow({ crimes: ['theft'], event_date: '2024-08-01' }),
    ];
    expect(ask('Good morning. Could you kindly', rows)).toEqual({ kind: 'date', value: '2022-03-01' });
  });

  it('takes "nobody arrested" as a stated false, not an unstated arrest', () => {
    const unstated = [devRow({ crimes: ['stock theft'], arrest_made: null })];
    expect(ask('Hello, my neighbour says', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, devRow({ crimes: ['stock theft'], arrest_made: false })];
    expect(ask('Hello, my neighbour says', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts culpable homicide as a homicide but not attempted murder, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'] }),
    ];
    expect(ask('How many more homicides', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, devRow({ province: 'Western Cape', crimes: ['culpable homicide'] })];
    expect(() => ask('How many more homicides', reversed)).toThrow(/does not have more/);
  });

  it('measures the fall in people killed by event year, leaving undated deaths out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2022-05-01', victims_killed: 6 }),
      devRow({ crimes: ['murder'], event_date: '2022-09-01', victims_killed: 3 }),
      devRow({ crimes: ['murder'], event_date: '2023-02-01', victims_killed: 5 }),
      devRow({ crimes: ['murder'], event_date: '2023-04-01', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2023-06-01', victims_killed: 4 }),
    ];
    expect(ask('By what percentage', rows)).toEqual({ kind: 'number', value: 44 });
    const rise = [...rows, devRow({ crimes: ['murder'], event_date: '2023-07-01', victims_killed: 9 })];
    expect(() => ask('By what percentage', rise)).toThrow(/no fall/);
  });

  it('finds a farm by the word in the location, in any case, and sums only the stated killed', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor Farm, near Kestell', crimes: ['murder'], victims_killed: 3 }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['house robbery'], victims_killed: null }),
      devRow({ notebook: 'b', location: 'near Klippan farm, Slurry', crimes: ['murder'], victims_killed: 1 }),
      devRow({ notebook: 'b', location: 'Mareetsane', crimes: ['murder'], victims_killed: 2 }),
    ];
    expect(ask('Good day to you. We old people', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('counts farm murders before 2021 by event date, the undated and the first of 2021 left out', () => {
    const farm = (event_date: string | null, location = 'a farm outside Senekal') =>
      devRow({ notebook: 'b', location, crimes: ['murder'], event_date, published_date: '2020-06-01' });
    const rows = [
      farm('2020-12-31'),
      farm('2019-03-01'),
      farm('2021-01-01'),
      farm(null),
      farm('2018-01-01', 'Senekal town'),
      devRow({
        notebook: 'b',
        location: 'farm near Glen',
        crimes: ['stock theft'],
        event_date: '2019-01-01',
      }),
    ];
    expect(ask('Good afternoon. I am trying', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share over the victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 4, victims_female: 3, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: null, victims_male: null }),
      devRow({ num_victims: 2, victims_female: 0, victims_male: 2 }),
    ];
    expect(ask('Among the victims whose sex', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('ranks robbery months without carjackings or undated robberies, skips unknown municipalities, and refuses a tie', () => {
    const robbery = (crime: string, event_date: string | null) =>
      devRow({ notebook: 'b', crimes: [crime], event_date, published_date: '2024-03-01' });
    const rows = [
      robbery('armed robbery', '2023-03-04'),
      robbery('cash-in-transit robbery', '2022-03-09'),
      robbery('robbery', '2021-05-01'),
      robbery('carjacking', '2021-05-02'),
      robbery('truck hijacking', '2021-05-03'),
      robbery('house robbery', null),
    ];
    expect(ask('In which calendar month', rows)).toEqual({ kind: 'text', value: 'March' });
    expect(() =>
      ask('In which calendar month', [...rows, robbery('business robbery', '2020-05-20')]),
    ).toThrow(/no single leader/);
    const places = [
      devRow({ municipality: 'City of Tshwane' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('Patrol planning', places)).toEqual({ kind: 'text', value: ['City of Tshwane', 'Tshwane'] });
  });
});
