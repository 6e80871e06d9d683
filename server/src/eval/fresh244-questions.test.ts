import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH244_QUESTIONS } from './fresh244-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-forty-fourth fresh question set (blind)', FRESH244_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH244_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH244_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-forty-fourth fresh set reads the ground truth as its header says', () => {
  it('counts burglaries, house and business robberies in Gauteng only, each incident once', () => {
    const rows = [
      devRow({ crimes: ['burglary'] }),
      devRow({ crimes: ['house robbery', 'business robbery'] }),
      devRow({ crimes: ['business robbery'], event_date: null }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['house robbery'], province: 'Western Cape' }),
      devRow({ notebook: 'b', crimes: ['burglary'] }),
    ];
    expect(ask('how many burglarys', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks municipalities by break-in type crimes, leaving out rows without one, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['burglary'], municipality: 'City of Johannesburg' }),
      devRow({ crimes: ['house robbery'], municipality: 'City of Johannesburg' }),
      devRow({ crimes: ['business robbery'], municipality: 'Ekurhuleni' }),
      devRow({ crimes: ['house robbery'], municipality: null }),
      devRow({ crimes: ['house robbery'], municipality: null }),
      devRow({ crimes: ['murder'], municipality: 'Ekurhuleni' }),
      devRow({ crimes: ['theft'], municipality: 'Ekurhuleni' }),
    ];
    expect(ask('which municipality gets hit', rows)).toEqual({
      kind: 'text',
      value: ['City of Johannesburg', 'Johannesburg'],
    });
    const tied = [...rows, devRow({ crimes: ['burglary'], municipality: 'Ekurhuleni' })];
    expect(() => ask('which municipality gets hit', tied)).toThrow(/no single leader/);
  });

  it('takes "never arrested anybody" as a stated false, not an unstated arrest', () => {
    const unstated = [
      devRow({ crimes: ['house robbery'], arrest_made: null }),
      devRow({ crimes: ['burglary'], arrest_made: false }),
    ];
    expect(ask('was there a house robbery', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, devRow({ crimes: ['house robbery'], arrest_made: false })];
    expect(ask('was there a house robbery', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the latest shop robbery by event date, never by publication or another notebook', () => {
    const rows = [
      devRow({ crimes: ['business robbery'], event_date: '2023-06-18', published_date: '2023-06-20' }),
      devRow({ crimes: ['business robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['house robbery'], event_date: '2024-10-01' }),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: '2025-03-03' }),
    ];
    expect(ask('when was the last time a shop', rows)).toEqual({ kind: 'date', value: '2023-06-18' });
  });

  it('takes the weekend share over dated incidents only, by event date', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: '2024-01-12' }), // Friday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: '2024-01-11' }), // Thursday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('H1: incidents cluster on weekends', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('subtracts the Western Cape killed from KZN, nulls adding nothing, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 1 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('Test whether KZN is more lethal', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 5 })];
    expect(() => ask('Test whether KZN is more lethal', reversed)).toThrow(/does not have more/);
  });

  it('averages victims over murder rows with a stated count, attempted murder left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], num_victims: 2 }),
      devRow({ crimes: ['murder', 'attempted murder'], num_victims: 5 }),
      devRow({ crimes: ['murder'], num_victims: null }),
      devRow({ crimes: ['attempted murder'], num_victims: 9 }),
      devRow({ crimes: ['murder'], num_victims: 1 }),
    ];
    expect(ask('Mean victims per murder incident', rows)).toEqual({ kind: 'number', value: 2.7 });
  });

  it('names the incident with the most injured by the part of its location no other shares', () => {
    const rows = [
      devRow({ location: 'Sweetwaters', victims_injured: 8 }),
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Site C, Khayelitsha', victims_injured: null, num_victims: 13 }),
    ];
    expect(ask('In respect of which incident', rows)).toEqual({ kind: 'text', value: ['Sweetwaters'] });
    const moved = [...rows, devRow({ location: 'Mthatha', victims_injured: 8 })];
    expect(() => ask('In respect of which incident', moved)).toThrow(/no single leader/);
  });

  it('counts rape matters with a stated child complainant only, in notebook b', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 3 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], victims_children: 1 }),
      devRow({ crimes: ['rape'], victims_children: 1 }),
    ];
    expect(ask('In how many matters was the accused charged with rape', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes the known-attacker share over the rows whose relationship is stated', () => {
    const b = (relationship: string | null | undefined) => devRow({ notebook: 'b', relationship });
    const rows = [b('acquaintance'), b('partner'), b('family'), b('stranger'), b(null), b(undefined)];
    expect(ask('Of the matters in which the relationship', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('counts the 2020 to 2022 window inclusively by event date, the undated left out', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2021-06-01' });
    const rows = [
      b('2019-12-31'),
      b('2020-01-01'),
      b('2021-07-04'),
      b('2022-12-31'),
      b('2023-01-01'),
      b(null),
    ];
    expect(ask('Unit of analysis: incident. How many incidents fall', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('compares Thursdays with weekends by event date, a tie answering no', () => {
    const b = (event_date: string | null) => devRow({ notebook: 'b', event_date });
    const rows = [b('2024-01-04'), b('2024-01-11'), b('2024-01-06'), b('2024-01-07'), b(null)];
    expect(ask('Test whether more incidents occur on Thursdays', rows)).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(ask('Test whether more incidents occur on Thursdays', [...rows, b('2024-01-18')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });
});
