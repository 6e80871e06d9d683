import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH286_QUESTIONS } from './fresh286-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-eighty-sixth fresh question set (blind)', FRESH286_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH286_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH286_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-eighty-sixth fresh set reads the ground truth as its header says', () => {
  it('counts KwaZulu-Natal murders only, attempted murder and other provinces left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('Sketching a strip', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed per weekday of the event date, leaving out undated and unstated rows, and refuses a tie', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 2 }), // Saturday
      devRow({ event_date: '2024-01-13', victims_killed: 1 }), // Saturday
      devRow({ event_date: '2024-01-03', victims_killed: 2 }), // Wednesday
      devRow({ event_date: '2024-01-10', victims_killed: null }), // Wednesday, unstated
      devRow({ event_date: null, published_date: '2024-01-03', victims_killed: 5 }), // published on a Wednesday
    ];
    expect(ask('Running gag idea', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const tied = [...rows, devRow({ event_date: '2024-01-17', victims_killed: 1 })];
    expect(() => ask('Running gag idea', tied)).toThrow(/no single leader/);
  });

  it('takes the gun share over every incident of the notebook, undated ones included', () => {
    const rows = [
      devRow({ crimes: ['illegal firearm possession', 'murder'] }),
      devRow({ crimes: ['murder'], event_date: null }),
      devRow({ crimes: ['theft'] }),
      devRow({ crimes: ['drug possession'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('What percentage of all the panels', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('dates the first kidnapping by event date, never by an earlier publication of an undated one', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-14' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2012-02-02' }),
      devRow({ crimes: ['kidnapping', 'rape'], event_date: '2020-01-01' }),
    ];
    expect(ask('Origin story panel', rows)).toEqual({ kind: 'date', value: '2019-05-13' });
  });

  it('counts a weekend by the event date alone', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Weekends are our madhouse', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30, 50] }),
      devRow({ suspect_ages: null }),
    ];
    expect(ask("Grinder's going", rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('counts winter murders in June to August of any year, the undated and the edges left out', () => {
    const murder = (event_date: string | null) =>
      devRow({ crimes: ['murder'], event_date, published_date: '2024-07-01' });
    const rows = [
      murder('2019-06-01'),
      murder('2023-08-31'),
      murder('2021-05-31'),
      murder('2021-09-01'),
      murder(null),
      devRow({ crimes: ['attempted murder'], event_date: '2022-07-07' }),
    ];
    expect(ask('The winter act', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('averages only the stated numbers of victims, to one decimal', () => {
    const rows = [
      devRow({ num_victims: 1 }),
      devRow({ num_victims: 2 }),
      devRow({ num_victims: 2 }),
      devRow({ num_victims: null }),
    ];
    expect(ask('A cue for my stage manager', rows)).toEqual({ kind: 'number', value: 1.7 });
  });

  it('takes the share of women over the victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 4, victims_female: 1, victims_male: 3 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 2, victims_female: 2, victims_male: 0 }),
    ];
    expect(ask('Of the victims where', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('ranks robbery months without carjackings or undated robberies, and refuses a tie', () => {
    const robbery = (crime: string, event_date: string | null) =>
      devRow({ notebook: 'b', crimes: [crime], event_date, published_date: '2024-03-01' });
    const rows = [
      robbery('business robbery', '2023-07-04'),
      robbery('cash-in-transit robbery', '2020-07-09'),
      robbery('house robbery', '2021-11-01'),
      robbery('carjacking', '2021-11-02'),
      robbery('truck hijacking', '2021-11-03'),
      robbery('armed robbery', null),
    ];
    expect(ask('Doing a calendar comic', rows)).toEqual({ kind: 'text', value: 'July' });
    expect(() => ask('Doing a calendar comic', [...rows, robbery('robbery', '2019-11-20')])).toThrow(
      /no single leader/,
    );
  });

  it('counts kidnappings from the first day of 2023 on, the undated left out', () => {
    const kidnapping = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date, published_date: '2024-01-01' });
    const rows = [
      kidnapping('2023-01-01'),
      kidnapping('2025-08-23'),
      kidnapping('2022-12-31'),
      kidnapping(null),
    ];
    expect(ask('Saw a kidnaping story', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median arrests over the stated figures, a stated zero counting', () => {
    const rows = [
      devRow({ notebook: 'b', num_suspects_arrested: 0 }),
      devRow({ notebook: 'b', num_suspects_arrested: 0 }),
      devRow({ notebook: 'b', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', num_suspects_arrested: null }),
      devRow({ notebook: 'b', num_suspects_arrested: null }),
      devRow({ notebook: 'b', num_suspects_arrested: null }),
    ];
    expect(ask('When the strings are cut', rows)).toEqual({ kind: 'number', value: 0 });
  });

  it('finds a farm by the word in the location, in any case, whatever the crime', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor Farm, near Kestell', crimes: ['murder'] }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', location: 'Mareetsane', crimes: ['murder'] }),
    ];
    expect(ask('The farmyard act', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares the Free State killed with Limpopo and North West added together', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'North West', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'North West', victims_killed: null }),
    ];
    expect(ask('Punchline test', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ notebook: 'b', province: 'Free State', victims_killed: 1 })];
    expect(ask('Punchline test', more)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
