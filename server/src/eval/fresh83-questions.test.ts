import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH83_QUESTIONS } from './fresh83-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The eighty-third fresh question set (blind)', FRESH83_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH83_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH83_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the eighty-third fresh set reads the ground truth as its header says', () => {
  it('counts KZN murders from 2020 by event date, attempted murder and the undated left out', () => {
    const kzn = (crimes: string[], event_date: string | null, province = 'KwaZulu-Natal') =>
      devRow({ province, crimes, event_date, published_date: '2020-06-01' });
    const rows = [
      kzn(['murder'], '2020-01-01'),
      kzn(['murder', 'attempted murder'], '2023-06-03'),
      kzn(['murder'], '2019-12-31'),
      kzn(['murder'], null),
      kzn(['attempted murder'], '2021-05-05'),
      kzn(['culpable homicide'], '2021-05-05'),
      kzn(['murder'], '2022-01-01', 'Gauteng'),
    ];
    expect(ask('This side in KZN', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes "Durban side" as eThekwini alone, an unstated killed adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', crimes: ['murder'], victims_killed: 7 }),
      devRow({
        province: 'KwaZulu-Natal',
        municipality: 'eThekwini',
        crimes: ['arson'],
        victims_killed: null,
      }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'Msunduzi', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', municipality: null, crimes: ['murder'], victims_killed: 2 }),
    ];
    expect(ask('Durban side', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('ranks robberies with cash vans but without hijackings, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Eastern Cape', crimes: ['armed robbery', 'attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['house robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking'] }),
      devRow({ province: 'Gauteng', crimes: ['truck hijacking'] }),
    ];
    expect(ask('Which province is having', rows)).toEqual({ kind: 'text', value: 'Eastern Cape' });
    const tied = [...rows, devRow({ province: 'Gauteng', crimes: ['business robbery'] })];
    expect(() => ask('Which province is having', tied)).toThrow(/no single leader/);
  });

  it('starts "after 2020" on the first of January 2021', () => {
    const cit = (event_date: string | null, province = 'KwaZulu-Natal') =>
      devRow({ province, crimes: ['cash-in-transit robbery'], event_date, published_date: '2021-03-01' });
    const before = [cit('2020-12-31'), cit(null), cit('2022-01-01', 'Gauteng')];
    expect(ask('Tell me one thing', before)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Tell me one thing', [...before, cit('2021-01-01')])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums Western Cape arrests over a window that holds both its ends', () => {
    const wc = (event_date: string | null, num_suspects_arrested: number | null) =>
      devRow({ province: 'Western Cape', event_date, num_suspects_arrested });
    const rows = [
      wc('2019-01-01', 3),
      wc('2022-12-31', 2),
      wc('2020-06-06', null),
      wc('2018-12-31', 10),
      wc('2023-01-01', 10),
      wc(null, 10),
      devRow({ province: 'Eastern Cape', event_date: '2020-01-01', num_suspects_arrested: 4 }),
    ];
    expect(ask('We can confirm that the SAPS', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the arrest share over every Eastern Cape incident, an unstated arrest in the whole only', () => {
    const ec = (arrest_made: boolean | null) => devRow({ province: 'Eastern Cape', arrest_made });
    const rows = [
      ec(true),
      ec(true),
      ec(true),
      ec(false),
      ec(null),
      ec(null),
      ec(true),
      devRow({ province: 'Gauteng', arrest_made: false }),
    ];
    expect(ask('For the provincial statement', rows)).toEqual({ kind: 'number', value: 57 });
  });

  it('answers true or false strictly, as a yes or no or as true or false', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('True or false: the Eastern Cape', rows)).toEqual({ kind: 'text', value: ['No', 'False'] });
    const more = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder', 'house robbery'] })];
    expect(ask('True or false: the Eastern Cape', more)).toEqual({ kind: 'text', value: ['Yes', 'True'] });
  });

  it('names the month of the earliest carjacking by event date, truck hijackings left out', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: '2018-06-07' }),
      devRow({ crimes: ['carjacking'], event_date: '2021-11-17' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2014-01-01' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2014-03-01' }),
    ];
    expect(ask('In which month did the earliest carjacking', rows)).toEqual({ kind: 'text', value: 'June' });
  });

  it('counts the people robbed at shops from business robberies alone, nulls adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['business robbery', 'murder'], num_victims: 3 }),
      devRow({ notebook: 'b', crimes: ['business robbery'], num_victims: null }),
      devRow({ notebook: 'b', crimes: ['house robbery'], num_victims: 4 }),
      devRow({ notebook: 'b', crimes: ['armed robbery'], num_victims: 2 }),
      devRow({ crimes: ['business robbery'], num_victims: 9 }),
    ];
    expect(ask('How many people got robbed at shops', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts police victims from the first of January 2020 by event date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-01-01', victims_police: 2 }),
      devRow({ notebook: 'b', event_date: '2019-12-31', victims_police: 1 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2021-01-01', victims_police: 1 }),
      devRow({ notebook: 'b', event_date: '2024-05-05', victims_police: null }),
      devRow({ notebook: 'b', event_date: '2024-05-05', victims_police: 1 }),
    ];
    expect(ask('We can confirm that members', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts a weekend by the event date, never by the publication', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-01-07' }), // Sunday
      devRow({ notebook: 'b', event_date: '2024-01-05' }), // Friday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('How many of the incidents occurred over a weekend', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes the Free State murder share over all its incidents, attempted murder not a murder', () => {
    const fs = (crimes: string[]) => devRow({ notebook: 'b', province: 'Free State', crimes });
    const rows = [
      fs(['murder']),
      fs(['attempted murder']),
      fs(['stock theft']),
      fs(['murder', 'house robbery']),
      fs(['rape']),
      fs(['theft']),
      fs(['culpable homicide']),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'] }),
    ];
    expect(ask('The SAPS in the Free State', rows)).toEqual({ kind: 'number', value: 29 });
  });

  it('names the month of the deadliest incident, and refuses a tie or an undated leader', () => {
    const killed = (location: string, victims_killed: number | null, event_date: string | null) =>
      devRow({ notebook: 'b', location, victims_killed, event_date, published_date: '2022-08-01' });
    const rows = [
      killed('Lismor farm, near Kestell', 7, '2022-07-15'),
      killed('farm near Glen', 2, '2021-03-01'),
      killed('Mareetsane', null, '2021-01-01'),
    ];
    expect(ask('In which month did the deadliest', rows)).toEqual({ kind: 'text', value: 'July' });
    expect(() =>
      ask('In which month did the deadliest', [...rows, killed('Senekal', 7, '2020-01-01')]),
    ).toThrow(/no single leader/);
    expect(() => ask('In which month did the deadliest', [...rows, killed('Taung', 9, null)])).toThrow(
      /no date/,
    );
  });

  it('names the town of the largest arrest by the part of its location no other incident shares', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'old mine, Barberton', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', location: 'Kwa-Guqa, Vosman', num_suspects_arrested: 11 }),
      devRow({ notebook: 'b', location: 'old mine, Kimberley', num_suspects_arrested: null }),
    ];
    expect(ask('Which town saw', rows)).toEqual({ kind: 'text', value: ['Barberton'] });
  });
});
