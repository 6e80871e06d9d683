import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH122_QUESTIONS } from './fresh122-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-twenty-second fresh question set (blind)', FRESH122_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH122_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH122_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-twenty-second fresh set reads the ground truth as its header says', () => {
  it('counts shop robberies as business robberies of its own notebook only', () => {
    const rows = [
      devRow({ crimes: ['business robbery'] }),
      devRow({ crimes: ['business robbery', 'illegal firearm possession'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['house robbery'] }),
      devRow({ notebook: 'b', crimes: ['business robbery'] }),
    ];
    expect(ask('Shop robbery got how many', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed in the City of Johannesburg only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', crimes: ['murder'], victims_killed: 2 }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['murder'], victims_killed: null }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['murder'], victims_killed: 5 }),
      devRow({ municipality: null, location: 'Johannesburg CBD', crimes: ['murder'], victims_killed: 3 }),
    ];
    expect(ask('Johannesburg city only', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds a weekend CIT by the event date alone, never by the publication date', () => {
    const undated = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2024-01-06' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['business robbery'], event_date: '2024-01-07' }), // Sunday
    ];
    expect(ask('Tsotsi do CIT', undated)).toEqual({ kind: 'text', value: 'No' });
    const sunday = [...undated, devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-07' })];
    expect(ask('Tsotsi do CIT', sunday)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the majority as more than half of all rows, an unstated arrest not being one', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: false }),
    ];
    expect(ask('Is it not so that in the majority', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Is it not so that in the majority', [...rows, devRow({ arrest_made: true })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('dates the earliest murder by event date, leaving out attempted murder and undated murders', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-05-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2015-01-01' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2016-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2014-01-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2013-01-01' }),
    ];
    expect(ask('I put it to you that the earliest murder', rows)).toEqual({
      kind: 'date',
      value: '2019-05-01',
    });
  });

  it('takes the weekend share over the dated incidents only', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: '2024-01-09' }), // Tuesday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: null, published_date: '2024-01-07' }),
    ];
    expect(ask('Let W be the set', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the killed difference of two provinces, and refuses a reversed one', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 1 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('Let K(P) denote', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 5 })];
    expect(() => ask('Let K(P) denote', reversed)).toThrow(/does not have more/);
  });

  it('counts murder or attempted murder once within the inclusive date range', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2018-01-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2021-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2017-12-31' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2019-06-01' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2019-06-01' }),
    ];
    expect(ask('Consider only incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('averages the kidnapping arrests over the stated figures only', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['kidnapping', 'extortion'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: null }),
      devRow({ crimes: ['extortion'], num_suspects_arrested: 9 }),
    ];
    expect(ask('For incidents involving kidnapping', rows)).toEqual({ kind: 'number', value: 2.5 });
  });

  it('ranks municipalities without the unknown ones and answers without "City of"', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('Which municipality have the most', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
  });

  it('answers "not a single officer" as Yes only when no police victim is stated in North West', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', victims_police: null }),
      devRow({ notebook: 'b', province: 'North West', victims_police: 0 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: 2 }),
    ];
    expect(ask('Is it not so that not a single', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const hurt = [...rows, devRow({ notebook: 'b', province: 'North West', victims_police: 1 })];
    expect(ask('Is it not so that not a single', hurt)).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts fatal weekday incidents by event date, stated deaths only', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', crimes: ['murder'], ...fields });
    const rows = [
      b({ event_date: '2024-01-08', victims_killed: 1 }), // Monday
      b({ event_date: '2024-01-12', victims_killed: 3 }), // Friday
      b({ event_date: '2024-01-13', victims_killed: 2 }), // Saturday
      b({ event_date: '2024-01-09', victims_killed: null }), // Tuesday, unstated
      b({ event_date: '2024-01-10', victims_killed: 0 }), // Wednesday, nobody killed
      b({ event_date: null, published_date: '2024-01-10', victims_killed: 1 }),
    ];
    expect(ask('Define a fatal incident', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the winter share of dated incidents, in any year', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-07-01' });
    const rows = [b('2016-06-30'), b('2023-08-01'), b('2020-09-01'), b(null), b(null)];
    expect(ask('Let D be the incidents', rows)).toEqual({ kind: 'number', value: 67 });
  });
});
