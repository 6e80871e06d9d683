import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH115_QUESTIONS } from './fresh115-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fifteenth fresh question set (blind)', FRESH115_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH115_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH115_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-fifteenth fresh set reads the ground truth as its header says', () => {
  it('takes "not one suspect was a woman" as stated female suspects summing to zero, unstated ones not refuting it', () => {
    const rows = [
      devRow({ suspects_female: 0, suspects_male: 2 }),
      devRow({ suspects_female: null, suspects_male: 1 }),
      devRow({ notebook: 'b', suspects_female: 1 }),
    ];
    expect(ask('Claim from a radio interview', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const withWoman = [...rows, devRow({ suspects_female: 1 })];
    expect(ask('Claim from a radio interview', withWoman)).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts murder alone for the share, over all the notebook rows, to a whole percent', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['culpable homicide'] }),
      devRow({ crimes: ['murder', 'armed robbery'] }),
      devRow({ crimes: ['theft'] }),
      devRow({ crimes: ['theft'] }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
    ];
    expect(ask('A press statement says murder', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts a Wednesday by the event date alone, never the publication date', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: '2024-01-04' }), // Thursday
      devRow({ event_date: null, published_date: '2024-01-17' }), // published on a Wednesday
      devRow({ notebook: 'b', event_date: '2024-01-03' }),
    ];
    expect(ask('Moni. My madam', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums arrests of the City of Johannesburg municipality only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 3 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 7 }),
      devRow({ municipality: null, location: 'Johannesburg', num_suspects_arrested: 4 }),
    ];
    expect(ask('I work in Joburg', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the first Ekurhuleni incident by event date, skipping undated rows', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', event_date: '2020-05-01', published_date: '2020-05-02' }),
      devRow({ municipality: 'Ekurhuleni', event_date: null, published_date: '2010-01-01' }),
      devRow({ municipality: 'City of Johannesburg', event_date: '2012-01-01' }),
    ];
    expect(ask('My sister she stay', rows)).toEqual({ kind: 'date', value: '2020-05-01' });
  });

  it('sums the killed of the event year 2019 only, undated and unstated deaths left out', () => {
    const rows = [
      devRow({ event_date: '2019-01-01', victims_killed: 2 }),
      devRow({ event_date: '2019-12-31', victims_killed: 3 }),
      devRow({ event_date: '2019-06-01', victims_killed: null }),
      devRow({ event_date: '2020-01-01', victims_killed: 5 }),
      devRow({ event_date: null, published_date: '2019-05-01', victims_killed: 4 }),
    ];
    expect(ask('Anthu angati', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('filters kidnapping or carjacking within the inclusive date range', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2021-12-31' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2020-06-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2022-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2020-01-01' }),
    ];
    expect(ask('Temporal filter on event date', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares Free State deaths with the other provinces combined, by stated figures', () => {
    const b = (province: string, victims_killed: number | null) =>
      devRow({ notebook: 'b', province, victims_killed });
    const rows = [b('Free State', 5), b('Limpopo', 2), b('North West', 2), b('Mpumalanga', null)];
    expect(ask('A provincial MEC said', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('A provincial MEC said', [...rows, b('Northern Cape', 1)])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('takes "nobody arrested" as a stated false arrest, in Limpopo only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: false }),
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: null }),
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: true }),
      devRow({ notebook: 'b', province: 'Mpumalanga', arrest_made: false }),
      devRow({ province: 'Limpopo', arrest_made: false }),
    ];
    expect(ask('My cousin she work in Limpopo', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts the weekend by event date and keeps the notebooks apart', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-01-07' }), // Sunday
      devRow({ notebook: 'b', event_date: '2024-01-05' }), // Friday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-06' }),
      devRow({ notebook: 'a', event_date: '2024-01-06' }),
    ];
    expect(ask('On loweruka and lamulungu', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities without the unknown ones, answering with or without "City of", and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('My abale', rows)).toEqual({ kind: 'text', value: ['City of Matlosana', 'Matlosana'] });
    const tied = [...rows, devRow({ notebook: 'b', municipality: 'Mangaung' })];
    expect(() => ask('My abale', tied)).toThrow(/no single leader/);
  });

  it('names the province with the most people killed, KwaZulu-Natal also as KZN', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
      devRow({ province: 'Gauteng', victims_killed: null }),
    ];
    expect(ask("We're checking a line", rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });
});
