import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH188_QUESTIONS, medianOf, rangeOf } from './fresh188-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-eighty-eighth fresh question set (blind)', FRESH188_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH188_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH188_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-eighty-eighth fresh set reads the ground truth as its header says', () => {
  it('sums the stated female victims of KZN alone, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_female: 2 }),
      devRow({ province: 'KwaZulu-Natal', victims_female: null, num_victims: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_female: 1 }),
      devRow({ province: 'Gauteng', victims_female: 5 }),
      b({ province: 'KwaZulu-Natal', victims_female: 3 }),
    ];
    expect(ask('Working on a KZN piece', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks the municipalities of KZN only, leaving out rows without one, and refuses a tie', () => {
    const kzn = (municipality: string | null) => devRow({ province: 'KwaZulu-Natal', municipality });
    const rows = [
      kzn('Msunduzi'),
      kzn('Msunduzi'),
      kzn('eThekwini'),
      kzn(null),
      kzn(null),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
    ];
    expect(ask('Durban, Pietermaritzberg', rows)).toEqual({ kind: 'text', value: ['Msunduzi', 'Msunduzi'] });
    expect(() => ask('Durban, Pietermaritzberg', [...rows, kzn('eThekwini')])).toThrow(/no single leader/);
  });

  it('dates the earliest KZN murder by event date, skipping attempted murder and undated rows', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2019-05-01' }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], event_date: '2015-01-01' }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder'],
        event_date: null,
        published_date: '2014-02-02',
      }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2013-01-01' }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'], event_date: '2016-01-01' }),
    ];
    expect(ask('What is the date of the earliest murder', rows)).toEqual({
      kind: 'date',
      value: '2019-05-01',
    });
  });

  it('finds Umlazi by the word in the location, in any case, not by the whole metro', () => {
    const rows = [
      devRow({ location: 'Glebelands Hostel, Umlazi', municipality: 'eThekwini', victims_killed: 3 }),
      devRow({ location: 'V section, umlazi', municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ location: 'Umlazi', victims_killed: null }),
      devRow({ location: 'Glenwood', municipality: 'eThekwini', victims_killed: 4 }),
    ];
    expect(ask('Umlazi, not the whole', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes "no arrest" as a stated false over all the rows, an unstated arrest not counting', () => {
    const rows = [
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
    ];
    // 1 of 8 rows: 12.5 lies halfway, so add a ninth to make it 11.1.
    expect(() => ask('Express the number of incidents in which no arrest', rows)).toThrow(/halfway/);
    expect(ask('Express the number of incidents in which no arrest', [...rows, devRow({})])).toEqual({
      kind: 'number',
      value: 11,
    });
  });

  it('averages the stated arrests only, to one decimal place', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: null }),
      b({ num_suspects_arrested: 40 }),
    ];
    expect(ask('Calculate the mean number of suspects arrested', rows)).toEqual({
      kind: 'number',
      value: 1.7,
    });
  });

  it('takes the median of the stated ages one per suspect, the mean of the middle two when even', () => {
    expect(medianOf([40, 20, 30])).toBe(30);
    expect(medianOf([40, 20, 30, 35])).toBe(32.5);
    const rows = [
      devRow({ suspect_ages: [40, 20] }),
      devRow({ suspect_ages: [30, 35] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      b({ suspect_ages: [99] }),
    ];
    expect(ask('Using every suspect whose age is stated, find the median', rows)).toEqual({
      kind: 'number',
      value: 32.5,
    });
  });

  it('takes the range of the killed over the stated figures only', () => {
    expect(rangeOf([3, null, 9, undefined, 4])).toBe(6);
    const rows = [
      devRow({ victims_killed: 2 }),
      devRow({ victims_killed: null }),
      devRow({ victims_killed: 6 }),
      devRow({}),
    ];
    expect(ask('Determine the range', rows)).toEqual({ kind: 'number', value: 4 });
    const withZero = [...rows, devRow({ victims_killed: 0 })];
    expect(ask('Determine the range', withZero)).toEqual({ kind: 'number', value: 6 });
  });

  it('reads the weekday of a murder from the event date, never the publication date', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-05' }), // published on a Friday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-05' }), // Friday
    ];
    expect(ask('any murders on a friday', rows)).toEqual({ kind: 'text', value: 'No' });
    const friday = [...rows, devRow({ crimes: ['murder', 'robbery'], event_date: '2024-01-12' })];
    expect(ask('any murders on a friday', friday)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the station as written, not a location that names it', () => {
    const rows = [
      devRow({ police_station: 'Johannesburg Central', location: 'Marshalltown' }),
      devRow({ police_station: null, location: 'Johannesburg Central police station' }),
      devRow({ police_station: 'Hillbrow' }),
    ];
    expect(ask('how many cases came thru joburg central', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts car and truck hijackings alike for the latest hijacking, the undated left out', () => {
    const rows = [
      b({ crimes: ['carjacking'], event_date: '2022-08-04' }),
      b({ crimes: ['truck hijacking'], event_date: '2022-09-29' }),
      b({ crimes: ['carjacking', 'murder'], event_date: null, published_date: '2024-01-01' }),
      b({ crimes: ['armed robbery'], event_date: '2023-01-01' }),
    ];
    expect(ask('When was the most recent hijacking', rows)).toEqual({ kind: 'date', value: '2022-09-29' });
  });

  it('compares 2024 with 2022 by event year and refuses a reversed comparison', () => {
    const rows = [
      b({ event_date: '2024-01-01' }),
      b({ event_date: '2024-12-31' }),
      b({ event_date: null, published_date: '2024-05-05' }),
      b({ event_date: '2022-06-06' }),
      b({ event_date: '2023-06-06' }),
    ];
    expect(ask('How many more incidents took place', rows)).toEqual({ kind: 'number', value: 1 });
    expect(() =>
      ask('How many more incidents took place', [...rows, b({ event_date: '2022-01-01' })]),
    ).toThrow(/does not have more/);
  });

  it('counts December in any year by the event date alone', () => {
    const rows = [
      b({ event_date: '2016-12-27' }),
      b({ event_date: '2024-12-01' }),
      b({ event_date: '2024-11-30' }),
      b({ event_date: null, published_date: '2024-12-10' }),
    ];
    expect(ask('How many incidents took place in the month of December', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('names the biggest bust by the parts of its location no other incident shares', () => {
    const rows = [
      b({ location: 'old mine, Barberton', num_suspects_arrested: 19 }),
      b({ location: 'Barberton town', num_suspects_arrested: 3 }),
      b({ location: 'Kwa-Guqa, Vosman', num_suspects_arrested: 11 }),
      b({ location: 'Khuma', num_suspects_arrested: null }),
    ];
    expect(ask('biggest bust', rows)).toEqual({ kind: 'text', value: ['old mine'] });
  });

  it('sums only the stated female suspects and police victims', () => {
    const rows = [
      b({ suspects_female: 1, victims_police: 2 }),
      b({ suspects_female: null, victims_police: null }),
      b({ suspects_female: 2, victims_police: 0 }),
      devRow({ suspects_female: 5, victims_police: 5 }),
    ];
    expect(ask('ngl how many women suspects', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('How many cops were among the victims', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
