import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH70_QUESTIONS } from './fresh70-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The seventieth fresh question set (blind)', FRESH70_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH70_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH70_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the seventieth fresh set reads the ground truth as its header says', () => {
  it('counts "3+ dead" by the stated killed alone, an unstated figure never passing', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 3 }),
      devRow({ crimes: ['murder'], victims_killed: 7 }),
      devRow({ crimes: ['murder'], victims_killed: 2, num_victims: 5 }),
      devRow({ crimes: ['murder'], victims_killed: null, num_victims: 9 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 4 }),
    ];
    expect(ask('Filter: incidents with 3+ dead', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sorts municipalities by summed injured, skipping rows without a municipality, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_injured: 4 }),
      devRow({ municipality: 'City of Cape Town', victims_injured: 3 }),
      devRow({ municipality: 'Msunduzi', victims_injured: 6 }),
      devRow({ municipality: null, victims_injured: 20 }),
      devRow({ municipality: 'Msunduzi', victims_injured: null }),
    ];
    expect(ask('If I sort the municipalities', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'Msunduzi', victims_injured: 1 })];
    expect(() => ask('If I sort the municipalities', tied)).toThrow(/no single leader/);
  });

  it('takes the murder share over every Eastern Cape row, attempted murder not being murder', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['theft'], event_date: null }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Filter on province = Eastern Cape', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('reads Fri, Sat or Sun from the event date, never the publication date', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-06' }),
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Pivot by weekday', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('answers "bana among the victims" from a stated child victim in KwaZulu-Natal only', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_children: 0 }),
      devRow({ province: 'KwaZulu-Natal', victims_children: null }),
      devRow({ province: 'Gauteng', victims_children: 2 }),
    ];
    expect(ask('Ke kopa, just yes or no', rows)).toEqual({ kind: 'text', value: 'No' });
    const withChild = [...rows, devRow({ province: 'KwaZulu-Natal', victims_children: 1 })];
    expect(ask('Ke kopa, just yes or no', withChild)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes winter as June to August of any year and sums only the stated killed', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-06-01', victims_killed: 2 }),
      devRow({ crimes: ['murder'], event_date: '2023-08-31', victims_killed: 3 }),
      devRow({ crimes: ['murder'], event_date: '2021-07-15', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: '2020-09-01', victims_killed: 5 }),
      devRow({ crimes: ['murder'], event_date: '2020-05-31', victims_killed: 4 }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-07-01', victims_killed: 6 }),
    ];
    expect(ask('Ke kopa ntate, in winter', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('compares murders of the Cape Town and Johannesburg metros, not their provinces', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', municipality: 'Swartland', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', municipality: 'Swartland', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg', crimes: ['attempted murder'] }),
    ];
    expect(ask('We said on air that Cape Town', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ municipality: 'City of Cape Town', crimes: ['murder'] })];
    expect(ask('We said on air that Cape Town', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('names the incident with the most victims by the part of its location no other shares', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', num_victims: 14, victims_killed: 7 }),
      devRow({ location: 'Site C, Khayelitsha', num_victims: 13, victims_killed: 9 }),
      devRow({ location: 'Sweetwaters', num_victims: 12 }),
      devRow({ location: 'Hout Bay', num_victims: null }),
    ];
    expect(ask('Our host said the incident', rows)).toEqual({ kind: 'text', value: ['Site B'] });
  });

  it('ranks provinces by incidents with 2+ killed, not by the killed summed', () => {
    const b = (province: string, victims_killed: number | null) =>
      devRow({ notebook: 'b', province, crimes: ['murder'], victims_killed });
    const rows = [
      b('Free State', 2),
      b('Free State', 3),
      b('North West', 9),
      b('Limpopo', 1),
      b('Limpopo', 1),
      b('Limpopo', null),
    ];
    expect(ask('Count of records by province', rows)).toEqual({ kind: 'text', value: 'Free State' });
  });

  it('measures the fall in deaths by event year and refuses a reversed comparison', () => {
    const b = (event_date: string | null, victims_killed: number | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, victims_killed, published_date: '2023-06-01' });
    const rows = [
      b('2022-07-15', 7),
      b('2022-01-01', null),
      b('2023-11-25', 1),
      b('2023-07-30', 1),
      b(null, 5),
    ];
    expect(ask('Fatalaties by year', rows)).toEqual({ kind: 'number', value: 5 });
    expect(() => ask('Fatalaties by year', [...rows, b('2023-03-01', 6)])).toThrow(/does not have more/);
  });

  it('finds a Free State farm by the word in the location, in any case', () => {
    const b = (province: string, location: string) => devRow({ notebook: 'b', province, location });
    const rows = [
      b('Free State', 'Lismor farm, near Kestell'),
      b('Free State', 'De Rots Farm, Senekal'),
      b('Free State', 'Phuthaditjhaba'),
      b('North West', 'near Klippan farm, Slurry'),
    ];
    expect(ask('Dumela. Ke kopa, here in the Free State', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares women and men among Free State victims of stated sex only', () => {
    const b = (province: string, victims_female: number | null, victims_male: number | null) =>
      devRow({ notebook: 'b', province, victims_female, victims_male });
    const rows = [
      b('Free State', 6, 1),
      b('Free State', 0, 2),
      b('Free State', null, null),
      b('Limpopo', 0, 9),
    ];
    expect(ask('One of our hosts claimed', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('One of our hosts claimed', [...rows, b('Free State', 0, 4)])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('takes the firearm share over the murder incidents alone', () => {
    const b = (crimes: string[]) => devRow({ notebook: 'b', crimes });
    const rows = [
      b(['murder', 'illegal firearm possession']),
      b(['murder']),
      b(['murder']),
      b(['murder']),
      b(['attempted murder', 'illegal firearm possession']),
    ];
    expect(ask('The host said roughly one in three', rows)).toEqual({ kind: 'number', value: 25 });
  });
});
