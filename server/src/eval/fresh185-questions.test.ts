import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH185_QUESTIONS } from './fresh185-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-eighty-fifth fresh question set (blind)', FRESH185_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH185_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH185_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-eighty-fifth fresh set reads the ground truth as its header says', () => {
  it('counts a farm attack only on a farm, in the Free State, and only when people were attacked', () => {
    const rows = [
      bRow({ province: 'Free State', location: 'Lismor farm, near Kestell', crimes: ['murder'] }),
      bRow({ province: 'Free State', location: 'De Rots Farm, Senekal', crimes: ['house robbery'] }),
      bRow({ province: 'Free State', location: 'farm near Glen', crimes: ['stock theft'] }),
      bRow({ province: 'Free State', location: 'Spitskop Trust Farm', crimes: ['theft', 'other'] }),
      bRow({ province: 'Free State', location: 'Bloemfontein', crimes: ['murder'] }),
      bRow({ province: 'North West', location: 'Klippan farm, Slurry', crimes: ['murder'] }),
      devRow({ province: 'Free State', location: 'farm near Kroonstad', crimes: ['murder'] }),
    ];
    expect(ask('FS farm attacks only', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the last FS farm attack by event date, leaving undated attacks and farm stock theft out', () => {
    const rows = [
      bRow({
        province: 'Free State',
        location: 'a farm near Kestell',
        crimes: ['murder'],
        event_date: '2022-07-15',
      }),
      bRow({
        province: 'Free State',
        location: 'farm near Glen',
        crimes: ['murder', 'house robbery'],
        event_date: null,
        published_date: '2025-05-06',
      }),
      bRow({
        province: 'Free State',
        location: 'farm in Bloemspruit',
        crimes: ['stock theft'],
        event_date: '2023-03-09',
      }),
      bRow({
        province: 'Limpopo',
        location: 'farm near Tzaneen',
        crimes: ['murder'],
        event_date: '2024-01-01',
      }),
    ];
    expect(ask('When was the last farm attack', rows)).toEqual({ kind: 'date', value: '2022-07-15' });
  });

  it('ranks provinces by the stated killed on farms only, and refuses a tie', () => {
    const rows = [
      bRow({ province: 'Free State', location: 'Lismor farm', victims_killed: 2 }),
      bRow({ province: 'Free State', location: 'farm near Glen', victims_killed: null }),
      bRow({ province: 'Northern Cape', location: 'farm in Magogong', victims_killed: 3 }),
      bRow({ province: 'Limpopo', location: 'Sonkwane village', victims_killed: 9 }),
    ];
    expect(ask('Which province has the most people killed on farms', rows)).toEqual({
      kind: 'text',
      value: 'Northern Cape',
    });
    const tied = [...rows, bRow({ province: 'Free State', location: 'De Rots farm', victims_killed: 1 })];
    expect(() => ask('Which province has the most people killed on farms', tied)).toThrow(/no single leader/);
  });

  it('averages killed per FS incident over the stated figures only, a stated 0 counting', () => {
    const rows = [
      bRow({ province: 'Free State', victims_killed: 7 }),
      bRow({ province: 'Free State', victims_killed: 0 }),
      bRow({ province: 'Free State', victims_killed: 0 }),
      bRow({ province: 'Free State', victims_killed: null }),
      bRow({ province: 'Limpopo', victims_killed: 4 }),
    ];
    // 7 / 3 = 2.33, not 7 / 4 = 1.75 and not 11 / 4.
    expect(ask('What was the average number of persons killed', rows)).toEqual({
      kind: 'number',
      value: 2.3,
    });
  });

  it('takes year-on-year changes by event year, leaving undated rows out, and refuses a change the other way', () => {
    const incidents = (year: string, n: number) =>
      Array.from({ length: n }, (_, i) => bRow({ event_date: `${year}-0${i + 1}-10` }));
    const rows = [
      ...incidents('2022', 4),
      ...incidents('2023', 5),
      bRow({ event_date: null, published_date: '2023-06-01' }),
    ];
    expect(ask('By what percentage did the number of recorded incidents', rows)).toEqual({
      kind: 'number',
      value: 25,
    });
    expect(() =>
      ask('By what percentage did the number of recorded incidents', incidents('2022', 3)),
    ).toThrow(/no increase/);

    const killed = [
      devRow({ event_date: '2022-02-01', victims_killed: 6 }),
      devRow({ event_date: '2022-08-01', victims_killed: 2 }),
      devRow({ event_date: '2023-03-01', victims_killed: 6 }),
      devRow({ event_date: '2023-04-01', victims_killed: null }),
      devRow({ event_date: null, published_date: '2023-05-01', victims_killed: 5 }),
    ];
    expect(ask('By what percentage did the number of persons killed', killed)).toEqual({
      kind: 'number',
      value: 25,
    });
    const rise = [...killed, devRow({ event_date: '2023-09-01', victims_killed: 3 })];
    expect(() => ask('By what percentage did the number of persons killed', rise)).toThrow(/no decline/);
  });

  it('takes a ratio as sum over sum, nulls adding nothing', () => {
    const rows = [
      devRow({ victims_killed: 3, victims_injured: 1 }),
      devRow({ victims_killed: 4, victims_injured: null }),
      devRow({ victims_killed: null, victims_injured: 2 }),
    ];
    expect(ask('Please provide the ratio of persons killed', rows)).toEqual({ kind: 'number', value: 2.33 });
    const sexes = [
      bRow({ victims_female: 1, victims_male: 2 }),
      bRow({ victims_female: 1, victims_male: 1 }),
      bRow({ victims_female: null, victims_male: null, num_victims: 5 }),
    ];
    expect(ask('Please state the ratio of female to male', sexes)).toEqual({ kind: 'number', value: 0.67 });
  });

  it('ranks provinces by average victims per incident over stated counts, not by total victims', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_victims: 2 }),
      devRow({ province: 'Gauteng', num_victims: 2 }),
      devRow({ province: 'Gauteng', num_victims: 2 }),
      devRow({ province: 'Western Cape', num_victims: 5 }),
      devRow({ province: 'Western Cape', num_victims: null }),
      devRow({ province: 'Western Cape', num_victims: null }),
    ];
    expect(ask('Which province recorded the highest average number of victims', rows)).toEqual({
      kind: 'text',
      value: 'Western Cape',
    });
  });

  it('shares child-victim incidents over all rows, an unstated figure counting as none', () => {
    const rows = [
      bRow({ victims_children: 2 }),
      bRow({ victims_children: 0 }),
      bRow({ victims_children: null }),
      bRow({ victims_children: null }),
      devRow({ victims_children: 1 }),
    ];
    expect(ask('We say about a quarter', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('lets an unstated arrest break the claim that every rape case ended in an arrest', () => {
    const rows = [
      bRow({ crimes: ['rape'], arrest_made: true }),
      bRow({ crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('We say every rape case', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...rows, bRow({ crimes: ['rape', 'kidnapping'], arrest_made: null })];
    expect(ask('We say every rape case', unstated)).toEqual({ kind: 'text', value: 'No' });
  });

  it('finds Khayelitsha by the word in the location and sums only its stated killed', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_killed: 7 }),
      devRow({ location: 'Site C, Khayelitsha', victims_killed: 6 }),
      devRow({ location: 'Enkanini, Khayelitsha', victims_killed: null }),
      devRow({ location: 'Mitchells Plain', victims_killed: 5 }),
    ];
    expect(ask("Line in the script: 'more than a dozen", rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask("Line in the script: 'more than a dozen", rows.slice(1))).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('reads the top weekday from dated incidents only, and refuses a tie', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('We say Wednesday comes up', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(() => ask('We say Wednesday comes up', [...rows, devRow({ event_date: '2024-01-13' })])).toThrow(
      /no single leader/,
    );
  });

  it('ranks months by stated killed of dated incidents, and names stations and FS municipalities as recorded', () => {
    const rows = [
      bRow({ event_date: '2022-07-15', victims_killed: 3 }),
      bRow({ event_date: '2020-03-02', victims_killed: 1 }),
      bRow({ event_date: '2021-03-20', victims_killed: 1 }),
      bRow({ event_date: '2021-03-25', victims_killed: null }),
      bRow({ event_date: null, published_date: '2021-03-28', victims_killed: 9 }),
    ];
    expect(ask('In which calendar month', rows)).toEqual({ kind: 'text', value: 'July' });

    const stations = [
      devRow({ police_station: 'Hillbrow' }),
      devRow({ police_station: null }),
      devRow({ police_station: null }),
    ];
    expect(ask('Which police station comes up', stations)).toEqual({ kind: 'text', value: 'Hillbrow' });

    const municipalities = [
      bRow({ province: 'Free State', municipality: 'Mangaung' }),
      bRow({ province: 'Free State', municipality: null }),
      bRow({ province: 'Free State', municipality: null }),
      bRow({ province: 'Limpopo', municipality: 'Greater Tzaneen' }),
      bRow({ province: 'Limpopo', municipality: 'Greater Tzaneen' }),
    ];
    expect(ask('Inside the Free Sate', municipalities)).toEqual({ kind: 'text', value: 'Mangaung' });
  });

  it('checks the biggest bust by both its place and its 19 arrests', () => {
    const rows = [
      bRow({ location: 'old mine, Barberton', num_suspects_arrested: 19 }),
      bRow({ location: 'Tlhabane', num_suspects_arrested: 12 }),
    ];
    expect(ask('We say the single biggest bust', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const bigger = [...rows, bRow({ location: 'Kwa-Guqa, Vosman', num_suspects_arrested: 20 })];
    expect(ask('We say the single biggest bust', bigger)).toEqual({ kind: 'text', value: 'No' });
  });
});
