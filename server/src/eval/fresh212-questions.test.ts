import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH212_QUESTIONS } from './fresh212-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-twelfth fresh question set (blind)', FRESH212_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH212_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH212_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-twelfth fresh set reads the ground truth as its header says', () => {
  it('reads jhb and cpt as the metros, counting murders only, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', crimes: ['murder'] }),
      devRow({ municipality: 'City of Cape Town', crimes: ['murder', 'armed robbery'] }),
      devRow({ municipality: 'City of Cape Town', crimes: ['attempted murder'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['murder'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['murder'] }),
      devRow({ notebook: 'b', municipality: 'City of Cape Town', crimes: ['murder'] }),
    ];
    expect(ask('cpt vs jhb', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('hw many incidents were in jhb', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, devRow({ municipality: 'City of Johannesburg', crimes: ['murder'] })];
    expect(() => ask('cpt vs jhb', reversed)).toThrow(/does not have more/);
  });

  it('ranks weekdays over incidents with a stated female victim, by event date only', () => {
    const rows = [
      devRow({ event_date: '2024-01-03', victims_female: 1 }), // Wednesday
      devRow({ event_date: '2024-01-10', victims_female: 2 }), // Wednesday
      devRow({ event_date: '2024-01-05', victims_female: 1 }), // Friday
      devRow({ event_date: '2024-01-12', victims_female: 0, victims_male: 3 }), // Friday, no woman
      devRow({ event_date: '2024-01-19', victims_female: null }), // Friday, unstated
      devRow({ event_date: null, published_date: '2024-01-26', victims_female: 1 }), // published on a Friday
    ];
    expect(ask('wat day of the week', rows)).toEqual({ kind: 'text', value: 'Wednesday' });
  });

  it('takes the KwaZulu-Natal female share over victims of stated sex only', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', num_victims: 4, victims_female: 1, victims_male: 3 }),
      devRow({ province: 'KwaZulu-Natal', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ province: 'Gauteng', num_victims: 2, victims_female: 2, victims_male: 0 }),
    ];
    expect(ask('For my provincial breakdown', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the median victims per murder over stated counts, the middle two averaged', () => {
    const rows = [
      devRow({ crimes: ['murder'], num_victims: 1 }),
      devRow({ crimes: ['murder', 'attempted murder'], num_victims: 4 }),
      devRow({ crimes: ['murder'], num_victims: 2 }),
      devRow({ crimes: ['murder'], num_victims: 9 }),
      devRow({ crimes: ['murder'], num_victims: null }),
      devRow({ crimes: ['attempted murder'], num_victims: 30 }),
    ];
    expect(ask('What is the median number', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the earliest rape by the event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['rape'], event_date: '2019-05-04', published_date: '2019-05-06' }),
      devRow({ crimes: ['rape', 'kidnapping'], event_date: null, published_date: '2015-01-01' }),
      devRow({ crimes: ['sexual assault'], event_date: '2016-02-02' }),
      devRow({ crimes: ['rape'], event_date: '2020-01-01' }),
    ];
    expect(ask('On what date did the earliest rape', rows)).toEqual({ kind: 'date', value: '2019-05-04' });
  });

  it('compares the Cape provinces by summed female victims, other provinces left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_female: 1 }),
      devRow({ province: 'Eastern Cape', victims_female: 1 }),
      devRow({ province: 'Western Cape', victims_female: 3 }),
      devRow({ province: 'Gauteng', victims_female: 9 }),
      devRow({ province: 'Eastern Cape', victims_female: null, num_victims: 5 }),
    ];
    expect(ask('Comparing the two Cape provinces', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
    const tied = [...rows, devRow({ province: 'Eastern Cape', victims_female: 1 })];
    expect(() => ask('Comparing the two Cape provinces', tied)).toThrow(/no single leader/);
  });

  it('ranks stations by dockets, skipping rows without a station, and sums police victims per province', () => {
    const rows = [
      devRow({ police_station: 'Parow', province: 'Western Cape', victims_police: 2 }),
      devRow({ police_station: 'Parow', province: 'Western Cape', victims_police: null }),
      devRow({ police_station: 'Harare', province: 'Western Cape', victims_police: 1 }),
      devRow({ police_station: null, province: 'Western Cape', victims_police: 4 }),
      devRow({ police_station: null, province: 'Gauteng', victims_police: 5 }),
      devRow({ police_station: null, province: 'Gauteng' }),
    ];
    expect(ask('Which police station has the most dockets', rows)).toEqual({ kind: 'text', value: 'Parow' });
    expect(ask('How many members of the Service', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('averages Gauteng arrests over dockets that state them, to one decimal', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
      devRow({ province: 'Limpopo', num_suspects_arrested: 20 }),
    ];
    expect(ask('On average, how many suspects', rows)).toEqual({ kind: 'number', value: 1.7 });
  });

  it('counts car and truck hijackings in Mpumalanga, and spots a bloem weekend by event date', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ province: 'Mpumalanga', crimes: ['carjacking'] }),
      b({ province: 'Mpumalanga', crimes: ['truck hijacking', 'kidnapping'] }),
      b({ province: 'Mpumalanga', crimes: ['armed robbery'] }),
      b({ province: 'Limpopo', crimes: ['carjacking'] }),
      b({ municipality: 'Mangaung', event_date: '2024-01-08' }), // Monday
      b({ municipality: 'Mangaung', event_date: null, published_date: '2024-01-06' }), // published on a Saturday
      b({ municipality: 'Maluti-a-Phofung', event_date: '2024-01-06' }), // Saturday, not bloem
    ];
    expect(ask('hw many hi jackings', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('was there anything in bloem', rows)).toEqual({ kind: 'text', value: 'No' });
    const weekend = [...rows, b({ municipality: 'Mangaung', event_date: '2024-01-07' })]; // Sunday
    expect(ask('was there anything in bloem', weekend)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks months by people killed in any year, and sums the killed within the inclusive date range', () => {
    const b = (event_date: string | null, victims_killed: number | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, victims_killed, published_date: '2022-01-01' });
    const rows = [
      b('2020-01-01', 1),
      b('2021-12-31', 2),
      b('2019-07-10', 4),
      b('2021-07-04', 0),
      b('2022-01-15', 2),
      b(null, 9),
    ];
    expect(ask('between jan 2020 and dec 2021', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('wat month do the most ppl get killed', rows)).toEqual({ kind: 'text', value: 'July' });
  });

  it('reads the rape questions: known attackers, suspect-age median and the provincial excess', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', crimes: ['rape'], ...fields });
    const rows = [
      b({ province: 'Northern Cape', relationship: 'acquaintance', suspect_ages: [20, 30] }),
      b({ province: 'Northern Cape', relationship: 'partner', suspect_ages: [40] }),
      b({ province: 'Northern Cape', relationship: 'stranger', suspect_ages: null }),
      b({ province: 'North West', relationship: null, suspect_ages: [50] }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'family', suspect_ages: [99] }),
    ];
    expect(ask('In how many rape cases', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('What was the median age', rows)).toEqual({ kind: 'number', value: 35 });
    expect(ask('How many more rape cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest murder with a stated police victim, and ranks precincts by their largest single haul', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({
        crimes: ['murder'],
        victims_police: 1,
        event_date: '2019-03-02',
        police_station: 'Senekal',
        num_suspects_arrested: 3,
      }),
      b({
        crimes: ['murder'],
        victims_police: 0,
        event_date: '2023-01-01',
        police_station: 'Senekal',
        num_suspects_arrested: 3,
      }),
      b({
        crimes: ['attempted murder'],
        victims_police: 2,
        event_date: '2024-01-01',
        police_station: 'Giyani',
        num_suspects_arrested: 5,
      }),
      b({
        crimes: ['murder'],
        victims_police: null,
        event_date: '2025-01-01',
        police_station: null,
        num_suspects_arrested: 40,
      }),
    ];
    expect(ask('When was the most recent murder', rows)).toEqual({ kind: 'date', value: '2019-03-02' });
    expect(ask('Which precinct made the biggest', rows)).toEqual({ kind: 'text', value: 'Giyani' });
  });
});
