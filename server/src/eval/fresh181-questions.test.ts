import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH181_QUESTIONS } from './fresh181-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-eighty-first fresh question set (blind)', FRESH181_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH181_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH181_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-eighty-first fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of stock theft incidents only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['stock theft', 'vehicle theft'], num_suspects_arrested: null }),
      devRow({ crimes: ['theft'], num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', crimes: ['stock theft'], num_suspects_arrested: 9 }),
    ];
    expect(ask('For those stock theft cases', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('Dumela.', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('lists each province with a stock theft once, and answers the Free State question from the province', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['stock theft'] }),
      devRow({ province: 'Eastern Cape', crimes: ['stock theft', 'other'] }),
      devRow({ province: 'Western Cape', crimes: ['stock theft'] }),
      devRow({ province: 'Free State', crimes: ['murder'], location: 'De Rots farm' }),
    ];
    expect(ask('Which provinces had stock theft', rows)).toEqual({
      kind: 'list',
      value: ['Eastern Cape', 'Western Cape'],
    });
    expect(ask('Any stock theft case from the FS', rows)).toEqual({ kind: 'text', value: 'No' });
    const withFreeState = [...rows, devRow({ province: 'Free State', crimes: ['stock theft'] })];
    expect(ask('Any stock theft case from the FS', withFreeState)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes an arrest as a stated true: an unstated arrest is no arrest in the Eastern Cape share', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', arrest_made: true }),
      devRow({ province: 'Eastern Cape', arrest_made: false }),
      devRow({ province: 'Eastern Cape', arrest_made: null }),
      devRow({ province: 'Eastern Cape', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: true }),
    ];
    expect(ask('Eastern Cape: what %', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('finds a farm by the word in the location, in any case, and sums Free State farm arrests only', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Spitskop Trust Farm',
        num_suspects_arrested: 0,
      }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein', num_suspects_arrested: 5 }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'De Rots farm',
        num_suspects_arrested: null,
      }),
      devRow({ notebook: 'b', province: 'North West', location: 'Klippan farm', num_suspects_arrested: 3 }),
    ];
    expect(ask('Incidents on dipolasi', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest stock theft with a stated arrest, by event date only', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['stock theft'], arrest_made: true, event_date: '2023-03-09' }),
      devRow({ notebook: 'b', crimes: ['stock theft'], arrest_made: false, event_date: '2024-01-01' }),
      devRow({ notebook: 'b', crimes: ['stock theft'], arrest_made: null, event_date: '2024-02-01' }),
      devRow({
        notebook: 'b',
        crimes: ['stock theft'],
        arrest_made: true,
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ notebook: 'b', crimes: ['theft'], arrest_made: true, event_date: '2024-05-01' }),
    ];
    expect(ask('Latest date of a stock theft', rows)).toEqual({ kind: 'date', value: '2023-03-09' });
  });

  it('compares Free State years by event date and refuses a year that does not have more', () => {
    const fs = (event_date: string | null) =>
      devRow({ notebook: 'b', province: 'Free State', event_date, published_date: '2023-06-01' });
    const rows = [
      fs('2023-01-01'),
      fs('2023-12-31'),
      fs('2022-07-15'),
      fs(null),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2023-05-05' }),
    ];
    expect(ask('Free State incidents, selemo', rows)).toEqual({ kind: 'number', value: 1 });
    expect(() => ask('Free State incidents, selemo', [...rows, fs('2022-01-01')])).toThrow(
      /does not have more/,
    );
  });

  it('ranks Free State municipalities only, the unknown left out, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Setsoto' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: null }),
      devRow({ notebook: 'b', province: 'Free State', municipality: null }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
    ];
    expect(ask('Which municipality in the FS', rows)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Free State', municipality: 'Setsoto' })];
    expect(() => ask('Which municipality in the FS', tied)).toThrow(/no single leader/);
  });

  it('counts police victims by victims_police alone: the sum of officers apart from the incidents', () => {
    const rows = [
      devRow({ victims_police: 6, victims_killed: 0, victims_injured: 6 }),
      devRow({ victims_police: 1, victims_killed: 1 }),
      devRow({ victims_police: 0, victims_killed: 2 }),
      devRow({ victims_police: null, victims_killed: 5 }),
    ];
    expect(ask('What is the total number of police officers', rows)).toEqual({ kind: 'number', value: 7 });
    expect(ask('In how many distinct incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts killed victims only in the Eastern Cape from 2020, suspects shot by police adding nothing', () => {
    const ec = (event_date: string | null, victims_killed: number | null) =>
      devRow({ province: 'Eastern Cape', event_date, victims_killed, published_date: '2024-08-01' });
    const rows = [
      ec('2021-03-16', 4),
      ec('2024-07-29', 0), // five suspects shot dead by the police: not victims
      ec('2019-12-29', 3),
      ec('2020-01-01', null),
      ec(null, 6),
      devRow({ province: 'Gauteng', event_date: '2022-01-01', victims_killed: 2 }),
    ];
    expect(ask('How many people were killed in the Eastern Cape', rows)).toEqual({
      kind: 'number',
      value: 4,
    });
  });

  it('sums the killed over incidents with a police victim, officers and others alike', () => {
    const rows = [
      devRow({ notebook: 'b', victims_police: 1, victims_killed: 2 }),
      devRow({ notebook: 'b', victims_police: 2, victims_killed: 2 }),
      devRow({ notebook: 'b', victims_police: 1, victims_killed: null }),
      devRow({ notebook: 'b', victims_police: 0, victims_killed: 4 }),
      devRow({ notebook: 'b', victims_police: null, victims_killed: 3 }),
    ];
    expect(ask('Considering only incidents', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('ranks provinces by police officers summed, not by incidents, and takes the murder share', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['murder'], victims_police: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], victims_police: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['attempted murder'], victims_police: 0 }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], victims_police: null }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], victims_police: 0 }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], victims_police: 0 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'], victims_police: 0 }),
    ];
    expect(ask('Which province records', rows)).toEqual({ kind: 'text', value: 'North West' });
    // Two of the six murders had a police victim; the attempted murder is not a murder.
    expect(ask('Of the incidents involving a murder charge', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('dates the earliest police victim by event date, an undated one or one without officers left out', () => {
    const rows = [
      devRow({ notebook: 'b', victims_police: 1, event_date: '2019-03-02' }),
      devRow({ notebook: 'b', victims_police: 1, event_date: null, published_date: '2015-01-01' }),
      devRow({ notebook: 'b', victims_police: 0, event_date: '2016-01-01' }),
      devRow({ notebook: 'b', victims_police: 2, event_date: '2021-07-26' }),
    ];
    expect(ask('What is the date of the earliest incident', rows)).toEqual({
      kind: 'date',
      value: '2019-03-02',
    });
  });

  it('ranks crimes without "other", lists rape provinces once, and counts murders over rapes', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['rape', 'other'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['rape', 'kidnapping', 'other'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['murder', 'other'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['other'] }),
    ];
    expect(ask('Which crime happend', rows)).toEqual({ kind: 'text', value: ['rape'] });
    expect(ask('Please name all the provinces', rows)).toEqual({ kind: 'list', value: ['Free State'] });
    const a = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['culpable homicide'] }),
      devRow({ crimes: ['rape'] }),
    ];
    expect(ask('Were there more murders than rapes', a)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts Mpumalanga in 2022 by event date and takes the arrested share by a stated true', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2022-05-04', arrest_made: true }),
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2022-12-31', arrest_made: false }),
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2023-01-01', arrest_made: null }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2022-06-01', arrest_made: true }),
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        event_date: null,
        published_date: '2022-06-01',
        arrest_made: true,
      }),
    ];
    expect(ask('How many incidents were there in Limpopo', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('In how many of the incidents did the police', rows)).toEqual({ kind: 'number', value: 60 });
  });
});
