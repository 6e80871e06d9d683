import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH82_QUESTIONS } from './fresh82-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The eighty-second fresh question set (blind)', FRESH82_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH82_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH82_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the eighty-second fresh set reads the ground truth as its header says', () => {
  it('takes the 2019/20 financial year as 1 April 2019 to 31 March 2020, by event date alone', () => {
    const rows = [
      devRow({ event_date: '2019-03-31' }),
      devRow({ event_date: '2019-04-01' }),
      devRow({ event_date: '2020-03-31' }),
      devRow({ event_date: '2020-04-01' }),
      devRow({ event_date: null, published_date: '2019-08-01' }),
      devRow({ notebook: 'b', event_date: '2019-08-01' }),
    ];
    expect(ask('How many incidents in the population fall', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts the lockdown range and the third quarter inclusive at both ends', () => {
    const rows = [
      devRow({ event_date: '2020-03-26' }),
      devRow({ event_date: '2020-03-27' }),
      devRow({ event_date: '2021-12-31' }),
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: null, published_date: '2021-01-01' }),
    ];
    expect(ask('Whilst the country', rows)).toEqual({ kind: 'number', value: 2 });
    const quarter = [
      devRow({ notebook: 'b', event_date: '2022-06-30' }),
      devRow({ notebook: 'b', event_date: '2022-07-01' }),
      devRow({ notebook: 'b', event_date: '2022-09-30' }),
      devRow({ notebook: 'b', event_date: '2022-10-01' }),
      devRow({ notebook: 'b', event_date: '2023-08-01' }),
    ];
    expect(ask('How many incidents in the population occurred', quarter)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes hijackings as carjackings or truck hijackings in Ekurhuleni in 2025', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', crimes: ['armed robbery'], event_date: '2025-02-01' }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['truck hijacking'], event_date: '2024-12-31' }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking'], event_date: '2025-03-01' }),
      devRow({ notebook: 'b', municipality: 'Ekurhuleni', crimes: ['carjacking'], event_date: '2025-03-01' }),
    ];
    expect(ask('was there any hijackings', rows)).toEqual({ kind: 'text', value: 'No' });
    for (const crime of ['carjacking', 'truck hijacking']) {
      const hit = [
        ...rows,
        devRow({ municipality: 'Ekurhuleni', crimes: [crime], event_date: '2025-06-01' }),
      ];
      expect(ask('was there any hijackings', hit)).toEqual({ kind: 'text', value: 'Yes' });
    }
  });

  it('reads the weak end as Saturday or Sunday and the weak as Monday to Friday, undated left out', () => {
    const murders = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // a Saturday
    ];
    expect(ask('guys how many murders', murders)).toEqual({ kind: 'number', value: 2 });
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2023-05-01' });
    const week = [
      b('2023-01-02'), // Monday
      b('2023-01-06'), // Friday
      b('2023-01-07'), // Saturday
      b('2023-01-08'), // Sunday
      b('2022-12-30'), // Friday, another year
      b(null),
    ];
    expect(ask('how many incidents during the weak', week)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts more then to suspects as three or more stated arrests', () => {
    const rows = [2, 3, 7, null, 0].map((n) => devRow({ notebook: 'b', num_suspects_arrested: n }));
    expect(ask('how many cases had more then to', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the KZN variance as killed less injured, and refuses one that is not positive', () => {
    const kzn = (killed: number | null, injured: number | null) =>
      devRow({ province: 'KwaZulu-Natal', victims_killed: killed, victims_injured: injured });
    const rows = [kzn(4, 1), kzn(2, null), kzn(null, 1), devRow({ province: 'Gauteng', victims_injured: 9 })];
    expect(ask('For the KwaZulu-Natal population', rows)).toEqual({ kind: 'number', value: 4 });
    expect(() => ask('For the KwaZulu-Natal population', [...rows, kzn(0, 4)])).toThrow(
      /no positive variance/,
    );
    const sexes = [
      devRow({ notebook: 'b', victims_male: 3, victims_female: 1 }),
      devRow({ notebook: 'b', victims_male: null, victims_female: 1, num_victims: 4 }),
    ];
    expect(ask('Reconcile victims by sex', sexes)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the firearm share over incidents with a stated arrest, to one decimal place', () => {
    const rows = [
      devRow({ arrest_made: true, crimes: ['illegal firearm possession', 'murder'] }),
      devRow({ arrest_made: true, crimes: ['murder'] }),
      devRow({ arrest_made: true, crimes: ['armed robbery'] }),
      devRow({ arrest_made: false, crimes: ['illegal firearm possession'] }),
      devRow({ arrest_made: null, crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('Of the incidents in which an arrest', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('takes the female share of suspects over suspects of stated sex, to one decimal place', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_female: 1, suspects_male: 2 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: 3 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: null, num_suspects_arrested: 6 }),
    ];
    expect(ask('Of the suspects whose sex', rows)).toEqual({ kind: 'number', value: 16.7 });
  });

  it('answers the children questions from stated figures, strictly more and unstated as none', () => {
    const child = (province: string, n: number | null) =>
      devRow({ notebook: 'b', province, victims_children: n });
    const even = [
      child('Northern Cape', 3),
      child('Free State', 2),
      child('North West', 1),
      child('Limpopo', null),
    ];
    expect(ask('Is it right that more children', even)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Is it right that more children', [...even, child('Northern Cape', 1)])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const mpumalanga = [child('Mpumalanga', null), child('Mpumalanga', 0), child('Limpopo', 2)];
    expect(ask('was any kids', mpumalanga)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('was any kids', [...mpumalanga, child('Mpumalanga', 1)])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks municipalities by killed or by incidents, skipping unknown ones and naming a metro without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask("South Africa's big cities", rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    expect(() =>
      ask("South Africa's big cities", [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })]),
    ).toThrow(/no single leader/);
    const b = [
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('witch municipality', b)).toEqual({ kind: 'text', value: ['Mangaung', 'Mangaung'] });
  });

  it('names the incident with most arrests by the parts of its location no other incident shares', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'old mine, Barberton', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', location: 'Barberton town', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', location: 'Mhala', num_suspects_arrested: null }),
    ];
    expect(ask('Identify the single incident', rows)).toEqual({ kind: 'text', value: ['old mine'] });
  });

  it('sums arrests of zama zamas as illegal mining, and ranks provinces by stated police victims', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['illegal mining', 'other'],
        num_suspects_arrested: 6,
        victims_police: 1,
      }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        crimes: ['illegal mining'],
        num_suspects_arrested: null,
        victims_police: 1,
      }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        crimes: ['theft'],
        num_suspects_arrested: 9,
        victims_police: null,
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['murder'],
        num_suspects_arrested: 1,
        victims_police: 2,
      }),
    ];
    expect(ask('How many suspects were arrested in illegal mining', rows)).toEqual({
      kind: 'number',
      value: 6,
    });
    expect(ask('Whilst researching', rows)).toEqual({ kind: 'text', value: 'North West' });
  });

  it('sums the killed of KZN in 2023 by event date, answering KZN in any of its names for the ranking', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', event_date: '2023-06-03', victims_killed: 7 }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2022-06-03', victims_killed: 4 }),
      devRow({
        province: 'KwaZulu-Natal',
        event_date: null,
        published_date: '2023-02-01',
        victims_killed: 2,
      }),
      devRow({ province: 'Western Cape', event_date: '2023-06-03', victims_killed: 10 }),
    ];
    expect(ask('how many people killed in kzn', rows)).toEqual({ kind: 'number', value: 7 });
    expect(ask('witch province', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });
});
