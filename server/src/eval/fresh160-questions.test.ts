import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH160_QUESTIONS } from './fresh160-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-sixtieth fresh question set (blind)', FRESH160_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH160_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH160_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-sixtieth fresh set reads the ground truth as its header says', () => {
  it('counts a window inclusive of both end days, by event date alone, in the one municipality', () => {
    const jhb = (event_date: string | null) =>
      devRow({ municipality: 'City of Johannesburg', event_date, published_date: '2020-06-01' });
    const rows = [
      jhb('2019-01-01'),
      jhb('2022-12-31'),
      jhb('2018-12-31'),
      jhb('2023-01-01'),
      jhb(null),
      devRow({ municipality: 'Ekurhuleni', event_date: '2020-01-01' }),
    ];
    expect(ask('For the ward brief', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('lists each Gauteng municipality once, without "City of", skipping unknown ones and other provinces', () => {
    const rows = [
      devRow({ province: 'Gauteng', municipality: 'City of Tshwane' }),
      devRow({ province: 'Gauteng', municipality: 'City of Tshwane' }),
      devRow({ province: 'Gauteng', municipality: 'Ekurhuleni' }),
      devRow({ province: 'Gauteng', municipality: null }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
    ];
    expect(ask('Kindly list every municipality', rows)).toEqual({
      kind: 'list',
      value: ['Ekurhuleni', 'Tshwane'],
    });
  });

  it('sums the killed from 2020 onwards, the last day of 2019 and an unstated figure adding nothing', () => {
    const durban = (event_date: string, victims_killed: number | null) =>
      devRow({ municipality: 'eThekwini', event_date, victims_killed });
    const rows = [
      durban('2020-01-01', 2),
      durban('2019-12-31', 5),
      durban('2024-03-01', null),
      durban('2023-06-03', 4),
      devRow({ municipality: 'Msunduzi', event_date: '2022-01-01', victims_killed: 9 }),
    ];
    expect(ask('What was the total number of persons killed', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('counts every crime of a row in the crime ranking, and refuses a tie at the top', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['attempted murder'] }),
    ];
    expect(ask('wat crime happend', rows)).toEqual({ kind: 'text', value: ['attempted murder'] });
    const tied = [...rows, devRow({ crimes: ['murder'] })];
    expect(() => ask('wat crime happend', tied)).toThrow(/no single leader/);
  });

  it('counts a hijacking of a car or a truck once per incident and dates the latest by event date', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'truck hijacking'], event_date: '2021-05-01' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2023-02-01' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['vehicle theft'], event_date: '2024-01-01' }),
      devRow({ crimes: ['armed robbery'], event_date: '2024-06-01' }),
    ];
    expect(ask('How many hijackings', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('When was the most recent hijacking', rows)).toEqual({ kind: 'date', value: '2023-02-01' });
  });

  it('takes a road as the whole word in the location, in any case', () => {
    const rows = [
      devRow({ location: 'R551 Meyerton-Heidelberg road' }),
      devRow({ location: 'Sydney Road, Durban' }),
      devRow({ location: 'Broadway, Durban' }),
      devRow({ location: 'Roadside stall, Durban' }),
      devRow({ location: 'taxi rank, Durban' }),
    ];
    expect(ask('How many incidents happened on a road', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts the killed of murders and attempted murders as shootings, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], victims_killed: 1 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['armed robbery'], victims_killed: 5 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 2 }),
    ];
    expect(ask('Shootings (murders + attempted murders)', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 2 })];
    expect(() => ask('Shootings (murders + attempted murders)', reversed)).toThrow(/does not have more/);
  });

  it('compares the years of shootings by event date, undated deaths left out', () => {
    const b = (event_date: string | null, crimes: string[], victims_killed: number | null) =>
      devRow({ notebook: 'b', event_date, crimes, victims_killed, published_date: '2020-05-01' });
    const rows = [
      b('2020-12-31', ['murder'], 4),
      b('2020-02-01', ['attempted murder'], 0),
      b('2023-01-01', ['murder'], 1),
      b(null, ['murder'], 7),
      b('2023-04-01', ['carjacking'], 6),
    ];
    expect(ask('Shootings - murders and attempted murders', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('answers more female than male victims from the stated sums, a tie being "No"', () => {
    const b = (victims_female: number | null, victims_male: number | null) =>
      devRow({ notebook: 'b', victims_female, victims_male });
    const tie = [b(2, 1), b(null, 1), b(0, null)];
    expect(ask('were more wemen', tie)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('were more wemen', [...tie, b(1, null)])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('averages the stated ages of rape suspects, one age per suspect, to the whole year', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: [20, 30] }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], suspect_ages: [41] }),
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: null }),
      devRow({ notebook: 'b', crimes: ['murder'], suspect_ages: [70] }),
    ];
    expect(ask('what was the avrage age', rows)).toEqual({ kind: 'number', value: 30 });
    const halfway = [...rows, devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: [31] })];
    expect(() => ask('what was the avrage age', halfway)).toThrow(/halfway/);
  });

  it('counts a known attacker as partner, family or acquaintance, never a stranger or an unstated tie', () => {
    const rows = [
      devRow({ notebook: 'b', relationship: 'partner' }),
      devRow({ notebook: 'b', relationship: 'family' }),
      devRow({ notebook: 'b', relationship: 'acquaintance' }),
      devRow({ notebook: 'b', relationship: 'stranger' }),
      devRow({ notebook: 'b', relationship: null }),
      devRow({ notebook: 'b' }),
    ];
    expect(ask('in how many cases did the victim know', rows)).toEqual({ kind: 'number', value: 3 });
    const inA = rows.map((r) => ({ ...r, notebook: 'a' as const }));
    expect(ask('was any of the attackers a family member', inA)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('was any of the attackers a family member', inA.slice(2))).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('takes the share of murders with an arrest over all murders, an unstated arrest not being one', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder', 'kidnapping'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('What % of the murders', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks provinces by suspects arrested summed, not by incidents, and finds hijackings on Limpopo roads', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null }),
    ];
    expect(ask('Which province accounted', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const roads = [
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], location: 'R36 road' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['carjacking'], location: 'N4 road' }),
    ];
    expect(ask('Any hijackings on the R-roads', roads)).toEqual({ kind: 'text', value: 'No' });
    const hijacked = [
      ...roads,
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['truck hijacking'], location: 'R71 Road' }),
    ];
    expect(ask('Any hijackings on the R-roads', hijacked)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('refuses the taxi drivers and the time of day, whatever the rows hold', () => {
    const rows = [devRow({ crimes: ['murder'], victims_killed: 2, location: 'taxi rank' })];
    expect(ask('Of all the ppl killed', rows)).toEqual({ kind: 'refusal' });
    expect(ask('What time of day', rows)).toEqual({ kind: 'refusal' });
  });
});
