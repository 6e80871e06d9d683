import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH276_QUESTIONS } from './fresh276-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-seventy-sixth fresh question set (blind)', FRESH276_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH276_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH276_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-seventy-sixth fresh set reads the ground truth as its header says', () => {
  it('counts Western Cape murders only, in notebook a', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('Ja nee, my regulars', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('ranks provinces by the stated killed, answers KZN in its forms, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
      devRow({ province: 'Gauteng', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: null }),
    ];
    expect(ask('Lekker, now tell me', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask('Lekker, now tell me', [...rows, devRow({ province: 'Gauteng', victims_killed: 1 })]),
    ).toThrow(/no single leader/);
  });

  it('takes the median over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [30, 31] }),
    ];
    expect(ask('Hold still, ou', rows)).toEqual({ kind: 'number', value: 30.5 });
  });

  it('needs strictly more Gauteng kidnappings than KZN for a yes', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping', 'murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Ja, my cousin reckons', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Gauteng', crimes: ['kidnapping'] })];
    expect(ask('Ja, my cousin reckons', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the Cape Town share and the arrest share over all the rows, an unstated arrest not counting', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', arrest_made: true }),
      devRow({ municipality: null, arrest_made: null }),
      devRow({ municipality: 'Stellenbosch', arrest_made: false }),
      devRow({ municipality: 'City of Cape Town', arrest_made: true }),
      devRow({ municipality: 'Drakenstein', arrest_made: true }),
    ];
    expect(ask('Just a trim on this one', rows)).toEqual({ kind: 'number', value: 40 });
    expect(ask('Outcome hx', rows)).toEqual({ kind: 'number', value: 60 });
  });

  it('counts Wednesdays by the event date alone, the undated left out', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2024-01-04' }), // Thursday
      devRow({ event_date: null, published_date: '2024-01-10' }), // published on a Wednesday
      devRow({ event_date: '2023-05-31' }), // Wednesday
    ];
    expect(ask('Chart review, notebook a', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the earliest attempted murder and the latest CIT by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], event_date: '2019-06-12' }),
      devRow({ crimes: ['attempted murder'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2015-01-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-07-29' }),
    ];
    expect(ask('Earliest presentation', rows)).toEqual({ kind: 'date', value: '2019-06-12' });
    expect(ask('Last bell', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
  });

  it('sums killed in 2019 by event year, the undated and unstated adding nothing', () => {
    const rows = [
      devRow({ event_date: '2019-02-01', victims_killed: 2 }),
      devRow({ event_date: '2019-12-31', victims_killed: null }),
      devRow({ event_date: null, published_date: '2019-05-01', victims_killed: 4 }),
      devRow({ event_date: '2020-01-01', victims_killed: 3 }),
    ];
    expect(ask('Knockouts in 2019', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities of notebook a without the unknown, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ notebook: 'b', municipality: 'Ekurhuleni' }),
      devRow({ notebook: 'b', municipality: 'Ekurhuleni' }),
    ];
    expect(ask('Fight night', rows)).toEqual({ kind: 'text', value: ['City of Cape Town', 'Cape Town'] });
    expect(() => ask('Fight night', [...rows, devRow({ municipality: 'Ekurhuleni' })])).toThrow(
      /no single leader/,
    );
  });

  it('ranks municipalities without the unknown, naming a city with or without "City of"', () => {
    const b = (municipality: string | null) =>
      devRow({ notebook: 'b', municipality, province: 'North West' });
    const rows = [b('City of Matlosana'), b('City of Matlosana'), b('Madibeng'), b(null), b(null), b(null)];
    expect(ask('Ja nee, which municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
  });

  it('sums male victims of murder cases only, in notebook b', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], victims_male: 2, victims_female: 1 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_male: null }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], victims_male: 5 }),
      devRow({ crimes: ['murder'], victims_male: 7 }),
    ];
    expect(ask('Eish. In the murder cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median arrests over stated figures, the mean of the middle two for an even count', () => {
    const b = (num_suspects_arrested: number | null) => devRow({ notebook: 'b', num_suspects_arrested });
    const rows = [b(0), b(1), b(4), b(9), b(null)];
    expect(ask('For the file', rows)).toEqual({ kind: 'number', value: 2.5 });
  });

  it('counts July in any year and kidnappings since 2020 by event date only', () => {
    const b = (event_date: string | null, crimes = ['theft']) =>
      devRow({ notebook: 'b', event_date, crimes, published_date: '2020-07-15' });
    const rows = [
      b('2016-07-01'),
      b('2023-07-31', ['kidnapping']),
      b('2019-12-31', ['kidnapping']),
      b('2020-01-01', ['kidnapping']),
      b(null, ['kidnapping']),
      b('2023-08-01'),
    ];
    expect(ask('July!', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Hx of kidnapping', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums arrests of 2023 and 2024 by event date and ranks provinces by arrests', () => {
    const b = (province: string, event_date: string | null, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province, event_date, num_suspects_arrested, published_date: '2024-06-01' });
    const rows = [
      b('Mpumalanga', '2023-01-01', 3),
      b('Mpumalanga', '2024-12-31', 2),
      b('Limpopo', '2022-12-31', 5),
      b('Limpopo', null, 1),
      b('Limpopo', '2025-01-01', null),
    ];
    expect(ask('Two seasons', rows)).toEqual({ kind: 'number', value: 5 });
    expect(ask('Which corner locks up', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    expect(() => ask('Which corner locks up', [...rows, b('Mpumalanga', null, 0)])).not.toThrow();
    expect(() => ask('Which corner locks up', [...rows, b('Free State', null, 6)])).toThrow(
      /no single leader/,
    );
  });
});
