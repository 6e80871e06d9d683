import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH126_QUESTIONS } from './fresh126-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-twenty-sixth fresh question set (blind)', FRESH126_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH126_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH126_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-twenty-sixth fresh set reads the ground truth as its header says', () => {
  it('counts murders in KwaZulu-Natal only, not attempted murder, and only in its own notebook', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('Uhm, hi, yes, hello?', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('sums the stated child victims, a null adding nothing', () => {
    const rows = [
      devRow({ victims_children: 2 }),
      devRow({ victims_children: null }),
      devRow({ victims_children: 0 }),
      devRow({ num_victims: 3 }),
      devRow({ notebook: 'b', victims_children: 5 }),
    ];
    expect(ask('Ja hi, so, like, the kids', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('asks about the corrected place: a CIT heist in Gauteng, not the Western Cape', () => {
    const westernCape = [devRow({ province: 'Western Cape', crimes: ['cash-in-transit robbery'] })];
    expect(ask('Okay so uhm, my question', westernCape)).toEqual({ kind: 'text', value: 'No' });
    const gauteng = [...westernCape, devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'] })];
    expect(ask('Okay so uhm, my question', gauteng)).toEqual({ kind: 'text', value: 'Yes' });
    const otherRobbery = [...westernCape, devRow({ province: 'Gauteng', crimes: ['business robbery'] })];
    expect(ask('Okay so uhm, my question', otherRobbery)).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the men suspects of 2019 by event date, leaving undated rows and nulls out', () => {
    const rows = [
      devRow({ event_date: '2019-02-01', suspects_male: 3 }),
      devRow({ event_date: '2019-12-31', suspects_male: null }),
      devRow({ event_date: '2019-07-07', suspects_male: 2, suspects_female: 4 }),
      devRow({ event_date: null, published_date: '2019-05-05', suspects_male: 6 }),
      devRow({ event_date: '2020-01-01', suspects_male: 1 }),
    ];
    expect(ask('Em 2019, quantos homens', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts murders in June to August of any year, the undated murder in no season', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2018-06-01' }),
      devRow({ crimes: ['murder'], event_date: '2023-08-31' }),
      devRow({ crimes: ['murder'], event_date: '2023-09-01' }),
      devRow({ crimes: ['murder'], event_date: '2021-05-31' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2022-07-10' }),
      devRow({ crimes: ['attempted murder'], event_date: '2022-07-10' }),
    ];
    expect(ask('Item 7.4', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads "no arrest" as a stated false over every row of the notebook', () => {
    const rows = [
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: false }),
    ];
    expect(ask('Item 5.1', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('dates the latest Gauteng kidnapping by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2021-03-01', published_date: '2021-03-02' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['kidnapping'], province: 'Western Cape', event_date: '2024-01-01' }),
      devRow({ crimes: ['extortion'], event_date: '2023-01-01' }),
    ];
    expect(ask('Noted: residents', rows)).toEqual({ kind: 'date', value: '2021-03-01' });
  });

  it('compares people killed by province and refuses a comparison the wrong way round', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Western Cape', victims_killed: 9 }),
    ];
    expect(ask('Item 6.3', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Western Cape', victims_killed: 5 })];
    expect(() => ask('Item 6.3', reversed)).toThrow(/does not have more/);
  });

  it('counts robberies of any kind in Mpumalanga, carjacking and truck hijacking left out', () => {
    const b = (province: string, crimes: string[]) => devRow({ notebook: 'b', province, crimes });
    const rows = [
      b('Mpumalanga', ['armed robbery', 'murder']),
      b('Mpumalanga', ['cash-in-transit robbery']),
      b('Mpumalanga', ['house robbery', 'business robbery']),
      b('Mpumalanga', ['carjacking']),
      b('Mpumalanga', ['truck hijacking']),
      b('Limpopo', ['robbery']),
    ];
    expect(ask('Aqui em Komatipoort', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks municipalities by stated arrests, skipping rows without a municipality, and refuses a tie', () => {
    const b = (municipality: string | null, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', municipality, num_suspects_arrested });
    const rows = [b('City of Mbombela', 4), b('Rustenburg', 3), b(null, 9), b('Rustenburg', null)];
    expect(ask('Qual município', rows)).toEqual({ kind: 'text', value: ['City of Mbombela', 'Mbombela'] });
    expect(() => ask('Qual município', [...rows, b('Rustenburg', 1)])).toThrow(/no single leader/);
  });

  it('takes the share of women victims over victims of stated sex', () => {
    const rows = [
      devRow({ notebook: 'b', victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Item 8.1', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('rates the earliest murder by event date, attempted murder and undated murders left out', () => {
    const b = (crimes: string[], event_date: string | null) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2024-01-01' });
    const rows = [
      b(['murder'], '2020-07-26'),
      b(['murder'], null),
      b(['attempted murder'], '2010-01-01'),
      b(['murder', 'rape'], '2016-04-04'),
    ];
    expect(ask('Ja, uhm, what was the', rows)).toEqual({ kind: 'date', value: '2016-04-04' });
  });
});
