import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH240_QUESTIONS } from './fresh240-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fortieth fresh question set (blind)', FRESH240_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH240_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH240_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-fortieth fresh set reads the ground truth as its header says', () => {
  it('counts carjackings and truck hijackings as hijackings, but not vehicle theft or the other notebook', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
    ];
    expect(ask('Ja my bru, how many hijackings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums arrests in the City of Johannesburg municipality only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 4 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 6 }),
      devRow({ municipality: null, location: 'Johannesburg', num_suspects_arrested: 3 }),
    ];
    expect(ask('How many skelms got bust in Joburg', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('reads "got away clean" as a stated false arrest, for murder in KwaZulu-Natal only', () => {
    const unstated = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], arrest_made: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], arrest_made: false }),
      devRow({ province: 'Gauteng', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('KZN - any murder', unstated)).toEqual({ kind: 'text', value: 'No' });
    const clean = [
      ...unstated,
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('KZN - any murder', clean)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts weekend murders by event date alone, attempted murder and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('how many murdurs', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the arrest share over all rows, an unstated arrest counting as no arrest made', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
    ];
    expect(ask('According to the notebook, approximately what percentage', rows)).toEqual({
      kind: 'number',
      value: 75,
    });
  });

  it('takes the median of stated victim counts, a stated zero counting and an unstated one not', () => {
    const rows = [
      devRow({ num_victims: 0 }),
      devRow({ num_victims: 1 }),
      devRow({ num_victims: 4 }),
      devRow({ num_victims: 9 }),
      devRow({ num_victims: null }),
      devRow({ num_victims: null }),
    ];
    expect(ask('What was the median number of victims', rows)).toEqual({ kind: 'number', value: 2.5 });
  });

  it('dates the earliest kidnapping by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-19' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2012-01-01' }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date: '2011-01-01' }),
    ];
    expect(ask('If possible, could you state the date', rows)).toEqual({ kind: 'date', value: '2019-05-13' });
  });

  it('finds Khayelitsha by its name in the location and sums only the stated killed', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_killed: 7 }),
      devRow({ location: 'Enkanini, khayelitsha', victims_killed: null }),
      devRow({ location: 'Site C, Khayelitsha', victims_killed: 4 }),
      devRow({ location: 'Samora Machel', victims_killed: 2 }),
    ];
    expect(ask('Khayelitsha and its informal settlements', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('counts Gauteng outside the metros only where a non-metro municipality is stated', () => {
    const rows = [
      devRow({ province: 'Gauteng', municipality: 'Midvaal' }),
      devRow({ province: 'Gauteng', municipality: 'Ekurhuleni' }),
      devRow({ province: 'Gauteng', municipality: 'City of Tshwane' }),
      devRow({ province: 'Gauteng', municipality: null }),
      devRow({ province: 'North West', municipality: 'Madibeng' }),
    ];
    expect(ask('Urban versus rural in Gauteng', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts the Cape Town metro from 1 January 2022 on, the undated and the last day of 2021 left out', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', event_date: '2022-01-01' }),
      devRow({ municipality: 'City of Cape Town', event_date: '2021-12-31' }),
      devRow({ municipality: 'City of Cape Town', event_date: null, published_date: '2023-01-01' }),
      devRow({ municipality: 'Swartland', event_date: '2023-01-01' }),
      devRow({ municipality: 'City of Cape Town', event_date: '2024-06-08' }),
    ];
    expect(ask('How many incidents were there in the Cape Town metro', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('finds farm murders by the word in the location, any case, murder alone', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', crimes: ['murder'] }),
      devRow({ notebook: 'b', location: 'Spitskop Trust Farm, Thaba Nchu', crimes: ['murder', 'robbery'] }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['attempted murder'] }),
      devRow({ notebook: 'b', location: 'Mareetsane', crimes: ['murder'] }),
    ];
    expect(ask('Farm murders bru', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by suspects arrested, a null adding nothing, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 12 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
    ];
    expect(ask('Which province got the most skelms', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 1 })];
    expect(() => ask('Which province got the most skelms', tied)).toThrow(/no single leader/);
  });

  it('holds both ends of an inclusive date window and leaves undated rows out', () => {
    const at = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2021-01-01' });
    const rows = [at('2020-01-01'), at('2022-06-30'), at('2019-12-31'), at('2022-07-01'), at(null)];
    expect(ask('If possible, could you indicate', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the metro share over all rows, a null municipality not being a metro', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: 'City of Mbombela' }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('Urban versus rural: what percentage', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('lists each farm province once, alphabetically, and sums arrests on illegal mining only', () => {
    const rows = [
      devRow({
        notebook: 'b',
        location: 'farm near Koingnaas',
        province: 'Northern Cape',
        crimes: ['illegal mining'],
        num_suspects_arrested: 9,
      }),
      devRow({
        notebook: 'b',
        location: 'De Rots farm',
        province: 'Free State',
        crimes: ['murder'],
        num_suspects_arrested: 2,
      }),
      devRow({ notebook: 'b', location: 'Lismor farm', province: 'Free State', crimes: ['theft'] }),
      devRow({
        notebook: 'b',
        location: 'old mine, Barberton',
        province: 'Mpumalanga',
        crimes: ['illegal mining'],
        num_suspects_arrested: null,
      }),
    ];
    expect(ask('List the provinces', rows)).toEqual({ kind: 'list', value: ['Free State', 'Northern Cape'] });
    expect(ask('On mining land', rows)).toEqual({ kind: 'number', value: 9 });
  });
});
