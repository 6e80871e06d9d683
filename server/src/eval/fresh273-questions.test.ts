import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH273_QUESTIONS } from './fresh273-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-seventy-third fresh question set (blind)', FRESH273_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH273_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH273_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-seventy-third fresh set reads the ground truth as its header says', () => {
  it('counts the first quarter by event date in any year, the undated and April left out', () => {
    const rows = [
      devRow({ event_date: '2019-01-01' }),
      devRow({ event_date: '2023-03-31' }),
      devRow({ event_date: '2023-04-01' }),
      devRow({ event_date: null, published_date: '2022-02-02' }),
      devRow({ notebook: 'b', event_date: '2022-02-02' }),
    ];
    expect(ask('Trail notes, first waypoint', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by the sum of suspects arrested, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 9 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 3 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
    ];
    expect(ask('Looking for the summit', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', num_suspects_arrested: 4 })];
    expect(() => ask('Looking for the summit', tied)).toThrow(/no single leader/);
  });

  it('takes the median over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ notebook: 'b', suspect_ages: [99, 99, 99] }),
    ];
    expect(ask('Switchbacks of the ages', rows)).toEqual({ kind: 'number', value: 30 });
  });

  it('needs both murder and attempted murder in one row, and excludes murders with a gun charge', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['murder', 'attempted murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('Of all the pieces', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Among the murders hallmarked', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the male share over the victims of stated sex only', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: null, victims_male: 0 }),
    ];
    expect(ask('Weighing only the victims', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('counts Wednesdays by the event date, and dates the last Eastern Cape fare by it too', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', event_date: '2024-01-03', published_date: '2024-03-01' }), // Wednesday
      devRow({ province: 'Eastern Cape', event_date: '2023-05-10' }), // Wednesday
      devRow({ province: 'Eastern Cape', event_date: null, published_date: '2025-01-01' }), // a Wednesday
      devRow({ province: 'Gauteng', event_date: '2025-06-05' }), // Thursday
    ];
    expect(ask('Midweek rush', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Terminus for the Easten Cape', rows)).toEqual({ kind: 'date', value: '2024-01-03' });
  });

  it('answers "more fares since 2021" with a strict comparison from 1 January 2021', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', event_date: '2021-01-01' }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2020-12-31' }),
      devRow({ province: 'Gauteng', event_date: '2022-05-05' }),
    ];
    expect(ask('From January 2021 onwards', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'KwaZulu-Natal', event_date: '2024-02-02' })];
    expect(ask('From January 2021 onwards', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('skips rows without a municipality when ranking the termini', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('Eish, which terminus', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('counts winter murders and the pre-2020 incidents by event date alone', () => {
    const b = (event_date: string | null, crimes = ['murder']) =>
      devRow({ notebook: 'b', event_date, crimes, published_date: '2019-07-01' });
    const rows = [
      b('2019-06-01'),
      b('2021-08-31'),
      b('2021-09-01'),
      b(null),
      b('2019-07-04', ['attempted murder']),
      b('2020-01-01'),
    ];
    expect(ask('Winter hiking season', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Before the descent', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds farms by the word in the location, any case, and compares strictly', () => {
    const farm = (province: string, location: string) => devRow({ notebook: 'b', province, location });
    const rows = [
      farm('Free State', 'Lismor Farm, near Kestell'),
      farm('Free State', 'Bloemfontein'),
      farm('Northern Cape', 'farm near Koingnaas'),
    ];
    expect(ask('Were there more incidents on farms', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, farm('Free State', 'farm in Bloemspruit')];
    expect(ask('Were there more incidents on farms', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the median of stated arrest figures in the North West, a zero counting and a null not', () => {
    const nw = (num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested });
    const rows = [
      nw(0),
      nw(2),
      nw(null),
      nw(4),
      nw(10),
      devRow({ notebook: 'b', num_suspects_arrested: 50 }),
    ];
    expect(ask('For the North West pieces', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks the crimes beside murder, once per row, leaving out murder itself and "other"', () => {
    const b = (crimes: string[]) => devRow({ notebook: 'b', crimes });
    const rows = [
      b(['murder', 'kidnapping', 'other']),
      b(['murder', 'kidnapping', 'armed robbery']),
      b(['murder', 'other']),
      b(['armed robbery', 'illegal firearm possession']),
      b(['murder', 'illegal firearm possession']),
    ];
    expect(ask('Which crime is most often set beside murder', rows)).toEqual({
      kind: 'text',
      value: ['kidnapping'],
    });
    const tied = [...rows, b(['murder', 'armed robbery'])];
    expect(() => ask('Which crime is most often set beside murder', tied)).toThrow(/no single leader/);
  });

  it('takes the weekend share over every fare, the undated counting as not on a weekend', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-01-06' });
    const rows = [b('2024-01-06'), b('2024-01-07'), b('2024-01-08'), b(null), b('2024-01-09')];
    expect(ask('Weekend jol', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('ranks routes by stated victims and finds no Mpumalanga cash-in-transit fare before 2021', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', num_victims: 5 }),
      devRow({ notebook: 'b', province: 'Free State', num_victims: 2 }),
      devRow({ notebook: 'b', province: 'Free State', num_victims: 2 }),
      devRow({ notebook: 'b', province: 'Free State', num_victims: null }),
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['cash-in-transit robbery'],
        event_date: '2020-12-31',
      }),
    ];
    expect(ask('Ayoba, which route', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    expect(ask('Any cash-in-transit fare', rows)).toEqual({ kind: 'text', value: 'No' });
    const later = [
      ...rows,
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['cash-in-transit robbery'],
        event_date: '2021-01-01',
      }),
    ];
    expect(ask('Any cash-in-transit fare', later)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
