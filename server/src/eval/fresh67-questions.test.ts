import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH67_QUESTIONS } from './fresh67-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The sixty-seventh fresh question set (blind)', FRESH67_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH67_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH67_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the sixty-seventh fresh set reads the ground truth as its header says', () => {
  it('counts Eastern Cape murders in a window that holds both its end days, by event date alone', () => {
    const murder = (event_date: string | null, province = 'Eastern Cape') =>
      devRow({ province, crimes: ['murder'], event_date, published_date: '2020-06-01' });
    const rows = [
      murder('2019-01-01'),
      murder('2022-12-31'),
      murder('2018-12-31'),
      murder('2023-01-01'),
      murder(null),
      murder('2020-05-05', 'Western Cape'),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2020-05-05' }),
    ];
    expect(ask('With regard to the Eastern Cape', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities over Gauteng rows only, leaving out unknown municipalities', () => {
    const rows = [
      devRow({ province: 'Gauteng', municipality: 'Ekurhuleni' }),
      devRow({ province: 'Gauteng', municipality: 'Ekurhuleni' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: null }),
      devRow({ province: 'Gauteng', municipality: null }),
      devRow({ province: 'Gauteng', municipality: null }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
    ];
    expect(ask('In respect of the Gauteng province', rows)).toEqual({
      kind: 'text',
      value: ['Ekurhuleni', 'Ekurhuleni'],
    });
  });

  it('takes "no arrest" as a stated false, over all the province incidents', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', arrest_made: false }),
      devRow({ province: 'KwaZulu-Natal', arrest_made: null }),
      devRow({ province: 'KwaZulu-Natal', arrest_made: true }),
      devRow({ province: 'KwaZulu-Natal', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: false }),
    ];
    expect(ask('What percentage of the incidents reported in KwaZulu-Natal', rows)).toEqual({
      kind: 'number',
      value: 25,
    });
  });

  it('sums the female victims of murders only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_female: 2, victims_male: 1 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_female: 1 }),
      devRow({ crimes: ['murder'], victims_female: null, num_victims: 4 }),
      devRow({ crimes: ['attempted murder'], victims_female: 5 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_female: 3 }),
    ];
    expect(ask('How many women and girls', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('finds Khayelitsha by the word in the location and sums only the stated killed', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], victims_killed: 4 }),
      devRow({ location: 'Enkanini, Khayelitsha', crimes: ['murder'], victims_killed: null }),
      devRow({ location: 'Site C, khayelitsha', crimes: ['murder'], victims_killed: 2 }),
      devRow({ location: 'Mitchells Plain', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('Folks, the phones are ringing', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('reads Durbs as eThekwini and an unstated arrest as no answer either way', () => {
    const unstated = [
      devRow({ municipality: 'eThekwini', crimes: ['murder'], arrest_made: null }),
      devRow({ municipality: 'eThekwini', crimes: ['attempted murder'], arrest_made: false }),
      devRow({ municipality: 'uMlalazi', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Okay, a caller from Durbs', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, devRow({ municipality: 'eThekwini', crimes: ['murder'], arrest_made: false })];
    expect(ask('Okay, a caller from Durbs', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('reads Joburg as the City of Johannesburg, not the whole of Gauteng', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', crimes: ['kidnapping'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['kidnapping'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['extortion'] }),
    ];
    expect(ask('Next SMS', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by murder incidents, not by people killed, and names KZN either way', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 1 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'], victims_killed: 1 }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 7 }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'] }),
    ];
    expect(ask("Here's one that has our listeners", rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });

  it('averages the stated arrests of CIT incidents to one decimal place', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 7 }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: null }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 20 }),
    ];
    expect(ask('For our CIT exposure', rows)).toEqual({ kind: 'number', value: 4.7 });
  });

  it('counts truck hijackings as hijackings but not vehicle theft', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['truck hijacking'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['carjacking'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['vehicle theft'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['vehicle theft'] }),
    ];
    expect(ask('Hijackings, carjacking and truck hijacking', rows)).toEqual({
      kind: 'text',
      value: 'Gauteng',
    });
  });

  it('counts North West murders since 2020 by event date, the undated and 2019 left out', () => {
    const murder = (event_date: string | null, province = 'North West') =>
      devRow({ notebook: 'b', province, crimes: ['murder'], event_date, published_date: '2021-01-01' });
    const rows = [
      murder('2020-01-01'),
      murder('2024-07-01'),
      murder('2019-12-31'),
      murder(null),
      murder('2022-02-02', 'Free State'),
    ];
    expect(ask('Text from a listener in Mahikeng', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts weekend rapes by event date, never by the publication date', () => {
    const rape = (event_date: string | null, published_date = '2024-01-10') =>
      devRow({ notebook: 'b', crimes: ['rape'], event_date, published_date });
    const rows = [
      rape('2023-12-03'), // Sunday
      rape('2016-02-06'), // Saturday
      rape('2021-09-21'), // Tuesday
      rape(null, '2024-01-13'), // published on a Saturday
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2023-12-03' }),
    ];
    expect(ask('Our listeners want to know how many of the rapes', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes a vehicle loss over all incidents, including vehicle theft and truck hijacking', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'] }),
      devRow({ notebook: 'b', crimes: ['vehicle theft', 'stock theft'] }),
      devRow({ notebook: 'b', crimes: ['theft'] }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
      devRow({ notebook: 'b', crimes: ['business robbery'] }),
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'] }),
    ];
    expect(ask('What share of all incidents involved a vehicle loss', rows)).toEqual({
      kind: 'number',
      value: 43,
    });
  });

  it('dates the latest hijacking by event date, an undated one never the latest', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['truck hijacking'], event_date: '2022-09-29' }),
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: '2022-08-04' }),
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: null, published_date: '2025-01-01' }),
      devRow({ notebook: 'b', crimes: ['vehicle theft'], event_date: '2024-01-01' }),
    ];
    expect(ask('Date of the most recent hijacking', rows)).toEqual({ kind: 'date', value: '2022-09-29' });
  });

  it('compares calendar years by event date and refuses a reversed comparison', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-01-01' }),
      devRow({ notebook: 'b', event_date: '2023-12-31' }),
      devRow({ notebook: 'b', event_date: '2023-06-01' }),
      devRow({ notebook: 'b', event_date: '2022-05-05' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-03-03' }),
    ];
    expect(ask('Volume comparison by incident date', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [
      ...rows,
      devRow({ notebook: 'b', event_date: '2022-01-01' }),
      devRow({ notebook: 'b', event_date: '2022-02-01' }),
    ];
    expect(() => ask('Volume comparison by incident date', reversed)).toThrow(/does not have more/);
  });
});
