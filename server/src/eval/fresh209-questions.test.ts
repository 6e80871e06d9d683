import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH209_QUESTIONS } from './fresh209-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-ninth fresh question set (blind)', FRESH209_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH209_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH209_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-ninth fresh set reads the ground truth as its header says', () => {
  it('counts Eastern Cape murders without attempted murders or other provinces', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'] }),
    ];
    expect(ask('eish zingaphi murdas', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the weekday from the event date alone, an undated incident on no weekday', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: '2024-01-04', published_date: '2024-01-10' }), // Thursday, published on a Wednesday
      devRow({ event_date: null, published_date: '2024-01-17' }), // published on a Wednesday
    ];
    expect(ask('yoh zingaphi incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest Gauteng kidnapping by event date, never by a later publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2023-05-01', published_date: '2023-05-02' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['kidnapping'], province: 'Limpopo', event_date: '2024-09-09' }),
      devRow({ crimes: ['murder'], event_date: '2024-10-10' }),
    ];
    expect(ask('nini was the latest', rows)).toEqual({ kind: 'date', value: '2023-05-01' });
  });

  it('sums the victims of one named municipality, not those of its towns elsewhere or unstated', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', location: 'Umlazi', num_victims: 4 }),
      devRow({
        province: 'KwaZulu-Natal',
        municipality: 'eThekwini',
        location: 'Glenwood',
        num_victims: null,
      }),
      devRow({ province: 'KwaZulu-Natal', municipality: null, location: 'Durban', num_victims: 7 }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', num_victims: 2, victims_killed: 9 }),
    ];
    expect(ask('What is the total number of victims', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('compares the victims of two metros and refuses a reversed comparison', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', province: 'Western Cape', num_victims: 5 }),
      devRow({ municipality: 'City of Cape Town', province: 'Western Cape', num_victims: null }),
      devRow({ municipality: 'City of Johannesburg', num_victims: 2 }),
    ];
    expect(ask('For a council briefing', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ municipality: 'City of Johannesburg', num_victims: 4 })];
    expect(() => ask('For a council briefing', reversed)).toThrow(/does not have more/);
  });

  it('lists the distinct Eastern Cape municipalities with a murder, in alphabetical order', () => {
    const ec = (municipality: string | null, crimes: string[]) =>
      devRow({ province: 'Eastern Cape', municipality, crimes });
    const rows = [
      ec('Nelson Mandela Bay', ['murder']),
      ec('Nelson Mandela Bay', ['murder', 'attempted murder']),
      ec('Mnquma', ['murder']),
      ec('Buffalo City', ['attempted murder']),
      ec(null, ['murder']),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', crimes: ['murder'] }),
    ];
    expect(ask('For a provincial oversight report', rows)).toEqual({
      kind: 'list',
      value: ['Mnquma', 'Nelson Mandela Bay'],
    });
  });

  it('sums the killed only where arrest_made is a stated false, a blank adding nothing', () => {
    const rows = [
      devRow({ arrest_made: false, victims_killed: 3 }),
      devRow({ arrest_made: false, victims_killed: null }),
      devRow({ arrest_made: null, victims_killed: 5 }),
      devRow({ arrest_made: true, victims_killed: 2 }),
    ];
    expect(ask('filter: arrest_made = FALSE', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the median over one age per suspect, and the mean arrests over stated murder rows only', () => {
    const ages = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [90, 90, 90] }),
    ];
    expect(ask('=MEDIAN(suspect_ages)', ages)).toEqual({ kind: 'number', value: 30 });
    const even = [...ages, devRow({ suspect_ages: [35] })];
    expect(ask('=MEDIAN(suspect_ages)', even)).toEqual({ kind: 'number', value: 32.5 });
    const arrests = [
      devRow({ crimes: ['murder'], num_suspects_arrested: 1 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: null }),
      devRow({ crimes: ['attempted murder'], num_suspects_arrested: 9 }),
    ];
    expect(ask('AVERAGEIFS(num_suspects_arrested', arrests)).toEqual({ kind: 'number', value: 1.7 });
  });

  it('checks the CIT claim against a stated true, an unstated arrest breaking it', () => {
    const cit = (arrest_made: boolean | null) => devRow({ crimes: ['cash-in-transit robbery'], arrest_made });
    expect(ask('Claim check', [cit(true), cit(true)])).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('Claim check', [cit(true), cit(null)])).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Claim check', [cit(true), cit(false)])).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the share of incidents with a stated female suspect over all the rows', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_female: 1, suspects_male: 2 }),
      devRow({ notebook: 'b', suspects_female: 0, suspects_male: 1 }),
      devRow({ notebook: 'b', suspects_female: null }),
      devRow({ notebook: 'b' }),
      devRow({ notebook: 'a', suspects_female: 3 }),
    ];
    expect(ask('what % of the cases', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts a date range with both ends in, the undated out', () => {
    const on = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2021-01-01' });
    const rows = [on('2020-06-01'), on('2021-06-30'), on('2020-05-31'), on('2021-07-01'), on(null)];
    expect(ask('filter: event_date >= 2020-06-01', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by suspects arrested, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 3 }),
    ];
    expect(ask('pivot: rows = province', rows)).toEqual({ kind: 'text', value: 'North West' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 })];
    expect(() => ask('pivot: rows = province', tied)).toThrow(/no single leader/);
  });

  it('compares victims of two municipalities by num_victims, and ranks Northern Cape municipalities alone', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', municipality: 'City of Matlosana', num_victims: 2 }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'City of Matlosana', num_victims: null }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Rustenburg', num_victims: 3 }),
    ];
    expect(ask('Did the City of Matlosana', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ notebook: 'b', municipality: 'City of Matlosana', num_victims: 2 })];
    expect(ask('Did the City of Matlosana', more)).toEqual({ kind: 'text', value: 'Yes' });
    const nc = [
      devRow({ notebook: 'b', province: 'Northern Cape', municipality: 'Ga-Segonyana' }),
      devRow({ notebook: 'b', province: 'Northern Cape', municipality: 'Ga-Segonyana' }),
      devRow({ notebook: 'b', province: 'Northern Cape', municipality: 'Sol Plaatje' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
    ];
    expect(ask('For the Northern Cape', nc)).toEqual({
      kind: 'text',
      value: ['Ga-Segonyana', 'Ga-Segonyana'],
    });
  });
});
