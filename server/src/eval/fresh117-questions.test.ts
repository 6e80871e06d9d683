import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH117_QUESTIONS } from './fresh117-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-seventeenth fresh question set (blind)', FRESH117_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH117_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH117_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-seventeenth fresh set reads the ground truth as its header says', () => {
  it('sums the killed of 2022 by event date, the undated and the unstated adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2022-01-01', victims_killed: 3 }),
      devRow({ crimes: ['murder'], event_date: '2022-12-31', victims_killed: 2 }),
      devRow({ crimes: ['murder'], event_date: '2022-06-01', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2022-05-01', victims_killed: 7 }),
      devRow({
        crimes: ['murder'],
        event_date: '2021-12-31',
        published_date: '2022-01-03',
        victims_killed: 4,
      }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2022-03-03', victims_killed: 9 }),
    ];
    expect(ask('For a sentence in an article', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks provinces by murder alone, attempted murder left out, KZN accepted, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['culpable homicide'] }),
    ];
    expect(ask('I would like to write', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask('I would like to write', [...rows, devRow({ province: 'Gauteng', crimes: ['murder'] })]),
    ).toThrow(/no single leader/);
  });

  it('dates the earliest carjacking by event date, truck hijackings and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2019-05-05' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2015-01-01' }),
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: null, published_date: '2014-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2021-02-02' }),
    ];
    expect(ask('What is the date of the earliest carjacking', rows)).toEqual({
      kind: 'date',
      value: '2019-05-05',
    });
  });

  it('counts weekend incidents in the City of Cape Town by event date, other municipalities left out', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', event_date: '2024-01-06' }), // Saturday
      devRow({ municipality: 'City of Cape Town', event_date: '2024-01-07' }), // Sunday
      devRow({ municipality: 'City of Cape Town', event_date: '2024-01-05' }), // Friday
      devRow({ municipality: 'City of Cape Town', event_date: null, published_date: '2024-01-13' }),
      devRow({ municipality: 'Swartland', event_date: '2024-01-06' }),
      devRow({ municipality: null, location: 'Cape Town', event_date: '2024-01-06' }),
    ];
    expect(ask('Excuse me, I am sorry to trouble you', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts murders in an inclusive date range, the first and last days in and the undated out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2020-06-30' }),
      devRow({ crimes: ['murder'], event_date: '2020-07-01' }),
      devRow({ crimes: ['murder'], event_date: '2018-12-31' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2019-06-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2019-06-01' }),
    ];
    expect(ask('Excuse me, may I ask one more question', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes "nobody arrested" as a stated false, so an unstated arrest is not in the share', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask('Workers get murdered', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('sums female victims of its own notebook only, the unstated adding nothing', () => {
    const rows = [
      devRow({ victims_female: 2 }),
      devRow({ victims_female: null, num_victims: 4 }),
      devRow({ victims_female: 1 }),
      devRow({ notebook: 'b', victims_female: 10 }),
    ];
    expect(ask('I am sorry for asking again', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the KZN excess in people killed, and refuses a comparison that runs the other way', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 5 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
    ];
    expect(ask('Tell me straight', rows)).toEqual({ kind: 'number', value: 3 });
    expect(() =>
      ask('Tell me straight', [...rows, devRow({ province: 'Gauteng', victims_killed: 4 })]),
    ).toThrow(/does not have more/);
  });

  it('ranks municipalities by killed, rows without a municipality left out, with or without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'eThekwini', victims_killed: 3 }),
      devRow({ municipality: null, victims_killed: 9 }),
      devRow({ municipality: 'eThekwini', victims_killed: null }),
    ];
    expect(ask('Which municipality buried', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('takes the female share of suspects to one decimal over the suspects of stated sex', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_female: 1, suspects_male: 5 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: 2 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: null, num_suspects_arrested: 6 }),
      devRow({ notebook: 'a', suspects_female: 4, suspects_male: 0 }),
    ];
    expect(ask('Of the suspects whose sex', rows)).toEqual({ kind: 'number', value: 12.5 });
  });

  it('finds a farm by the word in the location in any case, and its share of no arrests', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor Farm, near Kestell', arrest_made: false }),
      devRow({ notebook: 'b', location: 'farm near Glen', arrest_made: true }),
      devRow({ notebook: 'b', location: 'De Rots farm, Senekal', arrest_made: null }),
      devRow({ notebook: 'b', location: 'farm in Bloemspruit', arrest_made: true }),
      devRow({ notebook: 'b', location: 'Bloemfontein', arrest_made: false }),
    ];
    expect(ask('Farm workers live and die', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts winter murders in June to August of any year, the undated left out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2016-06-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-08-31' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-09-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2020-05-31' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: null, published_date: '2020-07-01' }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2020-07-01' }),
    ];
    expect(ask('Winter out there', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts Thursdays by event date, never by publication date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-04' }), // Thursday
      devRow({ notebook: 'b', event_date: '2024-01-05', published_date: '2024-01-11' }), // published on a Thursday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-11' }),
    ];
    expect(ask('I would like to kindly ask', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('answers the farm-murder yes/no only for Limpopo or Mpumalanga farms with a murder', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', location: 'Lismor farm', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'farm near Musina', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', location: 'Carolina', crimes: ['murder'] }),
    ];
    expect(ask('Was there even ONE murder', rows)).toEqual({ kind: 'text', value: 'No' });
    const farmMurder = devRow({
      notebook: 'b',
      province: 'Mpumalanga',
      location: 'a farm outside Ermelo',
      crimes: ['murder'],
    });
    expect(ask('Was there even ONE murder', [...rows, farmMurder])).toEqual({ kind: 'text', value: 'Yes' });
  });
});
