import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH206_QUESTIONS } from './fresh206-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-sixth fresh question set (blind)', FRESH206_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH206_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH206_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-sixth fresh set reads the ground truth as its header says', () => {
  it('compares murders alone by province, attempted murder not counting, and says No on a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
    ];
    expect(ask('RIVAL RAG', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const tied = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder'] })];
    expect(ask('RIVAL RAG', tied)).toEqual({ kind: 'text', value: 'No' });
  });

  it('sums the killed of weekend murders by event date, leaving attempted murders, weekdays and undated rows out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06', victims_killed: 3 }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07', victims_killed: 2 }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-07', victims_killed: null }),
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06', victims_killed: 4 }),
      devRow({ crimes: ['murder'], event_date: '2024-01-08', victims_killed: 5 }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13', victims_killed: 6 }),
    ];
    expect(ask('WEEKEND CARNAGE', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('names the incident with the most injured by the parts of its location no other incident shares', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Site C, Khayelitsha', victims_injured: 3 }),
      devRow({ location: 'Sweetwaters, Pietermaritzburg', victims_injured: 9 }),
      devRow({ location: 'Glenwood', victims_injured: null }),
    ];
    expect(ask('Which single incident', rows)).toEqual({
      kind: 'text',
      value: ['Sweetwaters', 'Pietermaritzburg'],
    });
    expect(() =>
      ask('Which single incident', [...rows, devRow({ location: 'Hout Bay', victims_injured: 9 })]),
    ).toThrow(/no single leader/);
  });

  it('takes the City of Cape Town share over Western Cape incidents only, rows without a municipality in the whole', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'Swartland' }),
      devRow({ province: 'Western Cape', municipality: null }),
      devRow({ province: 'Western Cape', municipality: null }),
      devRow({ province: 'Western Cape', municipality: null }),
      devRow({ province: 'Gauteng', municipality: 'City of Cape Town' }),
    ];
    expect(ask('The honourable member asserts that more than half', rows)).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('compares the periods by event date with whole years at both ends, and refuses a later period that is not larger', () => {
    const rows = [
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: '2024-12-31' }),
      devRow({ event_date: '2023-06-01' }),
      devRow({ event_date: '2017-01-01' }),
      devRow({ event_date: '2016-12-31' }),
      devRow({ event_date: '2020-05-05' }),
      devRow({ event_date: null, published_date: '2023-01-01' }),
    ];
    expect(ask('For the comparison between reporting periods', rows)).toEqual({ kind: 'number', value: 2 });
    const even = [...rows, devRow({ event_date: '2019-12-31' }), devRow({ event_date: '2018-02-02' })];
    expect(() => ask('For the comparison between reporting periods', even)).toThrow(/does not have more/);
  });

  it('takes the median of stated Eastern Cape arrests, the mean of the middle two when even', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', num_suspects_arrested: 0 }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: 7 }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: 2 }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: null }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 40 }),
    ];
    expect(ask('The committee would be grateful', rows)).toEqual({ kind: 'number', value: 2 });
    const even = [...rows, devRow({ province: 'Eastern Cape', num_suspects_arrested: 5 })];
    expect(ask('The committee would be grateful', even)).toEqual({ kind: 'number', value: 3.5 });
  });

  it('averages every stated suspect age, one per suspect, to one decimal', () => {
    const rows = [
      devRow({ suspect_ages: [20, 30] }),
      devRow({ suspect_ages: [41] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ notebook: 'b', suspect_ages: [90] }),
    ];
    expect(ask('df.suspect_ages.explode()', rows)).toEqual({ kind: 'number', value: 30.3 });
  });

  it('ranks KZN weekdays by event date alone and counts murders with a stated false arrest only', () => {
    const kzn = (event_date: string | null) =>
      devRow({ province: 'KwaZulu-Natal', event_date, published_date: '2024-01-03' });
    const days = [
      kzn('2024-01-03'), // Wednesday
      kzn('2024-01-10'), // Wednesday
      kzn('2024-01-01'), // Monday
      kzn(null),
      kzn(null),
      devRow({ province: 'Gauteng', event_date: '2024-01-01' }),
      devRow({ province: 'Gauteng', event_date: '2024-01-08' }),
    ];
    expect(ask("df[df.province=='KZN']", days)).toEqual({ kind: 'text', value: 'Wednesday' });
    const murders = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['murder', 'kidnapping'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: true }),
    ];
    expect(ask('len(df[', murders)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by summed arrests, not by incidents, and reads GBH as assault gbh in North West only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['assault gbh'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['common assault'] }),
    ];
    expect(ask('Which province had the MOST', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(ask('Rival says there was a GBH', rows)).toEqual({ kind: 'text', value: 'No' });
    const gbh = [
      ...rows,
      devRow({ notebook: 'b', province: 'North West', crimes: ['assault gbh', 'robbery'] }),
    ];
    expect(ask('Rival says there was a GBH', gbh)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('holds the Free State claim only when strictly ahead of every other province', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['attempted murder'] }),
    ];
    expect(ask('The honourable member for the Free State', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'] })];
    expect(ask('The honourable member for the Free State', tied)).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the Free State share of the stated killed, and sums children of rape cases only', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        crimes: ['rape'],
        victims_killed: 1,
        victims_children: 2,
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        crimes: ['murder'],
        victims_killed: 2,
        victims_children: 1,
      }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        crimes: ['rape'],
        victims_killed: 4,
        victims_children: null,
      }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['sexual assault'], victims_killed: null }),
    ];
    expect(ask('What share of all persons killed', rows)).toEqual({ kind: 'number', value: 43 });
    expect(ask('RAPE cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads the pandas fragments literally: female victims above zero, acquaintance rapes, provinces listed once', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['rape'],
        relationship: 'acquaintance',
        victims_female: 1,
      }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        crimes: ['rape'],
        relationship: 'partner',
        victims_female: 2,
      }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['rape'], relationship: null, victims_female: 0 }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['illegal mining'], victims_female: null }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['illegal mining', 'theft'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['theft'], relationship: 'acquaintance' }),
    ];
    expect(ask('df[df.victims_female > 0]', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('SELECT COUNT(*)', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask("df[df.crimes.apply(lambda c: 'illegal mining'", rows)).toEqual({
      kind: 'list',
      value: ['North West', 'Northern Cape'],
    });
  });

  it('dates the latest CIT by event date and sums the killed of 2020 by event date only', () => {
    const rows = [
      devRow({
        notebook: 'b',
        crimes: ['cash-in-transit robbery'],
        event_date: '2020-02-26',
        victims_killed: 1,
      }),
      devRow({
        notebook: 'b',
        crimes: ['cash-in-transit robbery'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: '2024-01-01', victims_killed: 4 }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2020-12-31', victims_killed: 3 }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2021-01-01', victims_killed: 8 }),
      devRow({
        notebook: 'b',
        crimes: ['murder'],
        event_date: null,
        published_date: '2020-06-01',
        victims_killed: 9,
      }),
    ];
    expect(ask('latest CIT hit', rows)).toEqual({ kind: 'date', value: '2020-02-26' });
    expect(ask("df[df.event_date.between('2020-01-01'", rows)).toEqual({ kind: 'number', value: 4 });
  });
});
