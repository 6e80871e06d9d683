import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH233_QUESTIONS, medianOf } from './fresh233-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-thirty-third fresh question set (blind)', FRESH233_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH233_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH233_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-thirty-third fresh set reads the ground truth as its header says', () => {
  it('sums the stated children of its own notebook, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 2 }),
      devRow({ crimes: ['murder'], victims_children: null, num_victims: 4 }),
      devRow({ crimes: ['kidnapping'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 5 }),
    ];
    expect(ask('Across all of these incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts a known attacker only when the relationship is stated as partner, family or acquaintance', () => {
    const rows = [
      devRow({ relationship: 'partner' }),
      devRow({ relationship: 'family' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'stranger' }),
      devRow({ relationship: null }),
      devRow({}),
    ];
    expect(ask('In how many of these incidents', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the female share over the people of stated sex, a total of unstated sex adding nothing', () => {
    const rows = [
      devRow({ num_victims: 4, victims_female: 1, victims_male: 3 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 2, victims_female: 2, victims_male: null }),
    ];
    expect(ask('Of the people who were harmed', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('dates the latest rape by the event date, never by a later publication or an undated case', () => {
    const rows = [
      devRow({ crimes: ['rape'], event_date: '2021-05-03', published_date: '2021-05-04' }),
      devRow({ crimes: ['rape'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['sexual assault'], event_date: '2024-02-02' }),
    ];
    expect(ask('On what date did the most recent rape', rows)).toEqual({ kind: 'date', value: '2021-05-03' });
  });

  it('counts illegal guns with somebody killed only when a death is stated, not from the crime alone', () => {
    const rows = [
      devRow({ crimes: ['illegal firearm possession', 'murder'], victims_killed: 2 }),
      devRow({ crimes: ['illegal firearm possession', 'murder'], victims_killed: null }),
      devRow({ crimes: ['illegal firearm possession'], victims_killed: 0 }),
      devRow({ crimes: ['murder'], victims_killed: 1 }),
    ];
    expect(ask('How many jobs had illegal guns', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts each year of the series by the event date, leaving undated incidents out of every year', () => {
    const rows = [
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: '2022-12-31' }),
      devRow({ event_date: '2023-06-30' }),
      devRow({ event_date: null, published_date: '2024-03-01' }),
      devRow({ event_date: '2024-08-08' }),
      devRow({ event_date: '2021-12-31', published_date: '2022-01-02' }),
    ];
    expect(ask('For my bar graph', rows)).toEqual({ kind: 'list', value: [2, 1, 1] });
  });

  it('takes the median of the stated ages, the middle two averaged for an even count', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30, 50] }),
      devRow({ suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [99] }),
    ];
    expect(ask('My teacher says find the mean', rows)).toEqual({ kind: 'number', value: 35 });
    expect(() => medianOf([], 1)).toThrow(/no stated value/);
    expect(() => medianOf([1, 2], 0)).toThrow(/halfway/);
  });

  it('averages arrests over the stated figures, a stated zero kept and an unstated one left out', () => {
    const rows = [
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 3 }),
      devRow({ num_suspects_arrested: 4 }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('Whats the avrage number', rows)).toEqual({ kind: 'number', value: 2.3 });
  });

  it('takes "ended with an arrest" and "nobody arrested" as stated values over all rows', () => {
    const states = [true, false, null, null] as const;
    const inB = states.map((arrest_made) => devRow({ notebook: 'b', arrest_made }));
    expect(ask('What percentige of the incidents', inB)).toEqual({ kind: 'number', value: 25 });
    const inA = states.map((arrest_made) => devRow({ arrest_made }));
    expect(ask('What percentage of the incidents ended', inA)).toEqual({ kind: 'number', value: 25 });
  });

  it('refuses a reversed comparison of people killed', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 5 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
    ];
    expect(ask('How many more people were killed', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Gauteng', victims_killed: 4 })];
    expect(() => ask('How many more people were killed', reversed)).toThrow(/does not have more/);
  });

  it('compares North West and Mpumalanga by suspects arrested alone, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 20 }),
    ];
    expect(ask('North West or Mpumalanga', rows)).toEqual({ kind: 'text', value: 'North West' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 1 })];
    expect(() => ask('North West or Mpumalanga', tied)).toThrow(/no single leader/);
  });

  it('counts CIT and business robberies in North West by event date inside the window only', () => {
    const robbery = (crime: string, event_date: string | null, province = 'North West') =>
      devRow({ notebook: 'b', crimes: [crime], event_date, province, published_date: '2022-01-01' });
    const rows = [
      robbery('cash-in-transit robbery', '2020-01-01'),
      robbery('business robbery', '2024-12-31'),
      robbery('business robbery', '2025-01-01'),
      robbery('business robbery', '2019-12-31'),
      robbery('cash-in-transit robbery', null),
      robbery('house robbery', '2022-05-05'),
      robbery('business robbery', '2022-05-05', 'Mpumalanga'),
    ];
    expect(ask('CIT and business robberies', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('names the top two crimes, a firearm by that word, and refuses a tie at the cut-off', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ notebook: 'b', crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ notebook: 'b', crimes: ['murder', 'rape'] }),
    ];
    expect(ask('For my project I need the top 2', rows)).toEqual({
      kind: 'list',
      value: ['murder', 'firearm'],
    });
    const cut = [...rows, devRow({ notebook: 'b', crimes: ['rape'] })];
    expect(() => ask('For my project I need the top 2', cut)).toThrow(/no single top 2/);
  });
});
