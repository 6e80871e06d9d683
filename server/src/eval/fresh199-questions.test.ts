import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH199_QUESTIONS } from './fresh199-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-ninety-ninth fresh question set (blind)', FRESH199_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH199_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH199_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-ninety-ninth fresh set reads the ground truth as its header says', () => {
  it('sums the stated child victims of its own notebook, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ victims_children: 3 }),
      devRow({ victims_children: null }),
      devRow({ victims_children: 0, num_victims: 4 }),
      devRow({ notebook: 'b', victims_children: 5 }),
    ];
    expect(ask('Good morning, and thank you', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts weekend child-victim incidents by the event date alone, never by publication', () => {
    const rows = [
      devRow({ victims_children: 1, event_date: '2024-06-08' }), // Saturday
      devRow({ victims_children: 2, event_date: '2024-06-09' }), // Sunday
      devRow({ victims_children: 1, event_date: '2024-06-10' }), // Monday
      devRow({ victims_children: 1, event_date: null, published_date: '2024-06-15' }), // published on a Saturday
      devRow({ victims_children: 0, event_date: '2024-06-08' }),
      devRow({ victims_children: null, event_date: '2024-06-08' }),
    ];
    expect(ask('Of the incidents in which at least one child', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers the Cape Town school-day question only from a dated weekday child incident in that municipality', () => {
    const capeTown = (fields: Partial<DevRow>) =>
      devRow({ municipality: 'City of Cape Town', province: 'Western Cape', victims_children: 1, ...fields });
    const weekendOnly = [
      capeTown({ event_date: '2024-06-08' }), // Saturday
      capeTown({ event_date: null }),
      capeTown({ event_date: '2024-06-10', victims_children: null }), // Monday, no child stated
      devRow({ municipality: 'Drakenstein', victims_children: 1, event_date: '2024-06-10' }),
    ];
    expect(ask('I would be grateful', weekendOnly)).toEqual({ kind: 'text', value: 'No' });
    const schoolDay = [...weekendOnly, capeTown({ event_date: '2024-06-14' })]; // Friday
    expect(ask('I would be grateful', schoolDay)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks provinces by the children they count, and refuses a tie at the top', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_children: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_children: 1 }),
      devRow({ province: 'KwaZulu-Natal', victims_children: 1 }),
      devRow({ province: 'Gauteng', victims_children: null, num_victims: 9 }),
    ];
    expect(ask('In which province were the most children', rows)).toEqual({
      kind: 'text',
      value: 'Western Cape',
    });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', victims_children: 1 })];
    expect(() => ask('In which province were the most children', tied)).toThrow(/no single leader/);
  });

  it('takes the weekend share over dated incidents only, and the weekday ranking skips undated rows', () => {
    const b = (event_date: string | null, victims_children: number | null = null) =>
      devRow({ notebook: 'b', event_date, victims_children, published_date: '2024-06-15' });
    const rows = [
      b('2024-06-08', 1), // Saturday
      b('2024-06-15', 2), // Saturday
      b('2024-06-11', 1), // Tuesday
      b('2024-06-12'), // Wednesday
      b(null, 1),
      b(null, 1),
      b(null, 1),
    ];
    expect(ask('Of the incidents whose date is known', rows)).toEqual({ kind: 'number', value: 50 });
    expect(ask('On which day of the week', rows)).toEqual({ kind: 'text', value: 'Saturday' });
  });

  it('finds a school by the word in the location, in any case', () => {
    const rows = [devRow({ notebook: 'b', location: 'near the taxi rank, Kuruman' })];
    expect(ask('Did any of these incidents take place at a school', rows)).toEqual({
      kind: 'text',
      value: 'No',
    });
    const school = [...rows, devRow({ notebook: 'b', location: 'Thabo Secondary SCHOOL, Upington' })];
    expect(ask('Did any of these incidents take place at a school', school)).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('keeps an unstated arrest in the base of the arrest share but not in its part', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: null }),
    ];
    expect(ask('Exercise 1:', rows)).toEqual({ kind: 'number', value: 43 });
  });

  it('averages killed over stated figures only, and takes the median age of an even number of suspects', () => {
    const rows = [
      devRow({ victims_killed: 3, suspect_ages: [20, 41] }),
      devRow({ victims_killed: 0, suspect_ages: [30] }),
      devRow({ victims_killed: null, suspect_ages: null }),
      devRow({ suspect_ages: [25] }),
    ];
    expect(ask('Exercise 2:', rows)).toEqual({ kind: 'number', value: 1.5 });
    expect(ask('Exercise 3:', rows)).toEqual({ kind: 'number', value: 27.5 });
  });

  it('counts murders in 2019 to 2022 inclusive by event date', () => {
    const murder = (event_date: string | null) =>
      devRow({ crimes: ['murder'], event_date, published_date: '2021-06-01' });
    const rows = [
      murder('2018-12-31'),
      murder('2019-01-01'),
      murder('2022-12-31'),
      murder('2023-01-01'),
      murder(null),
      devRow({ crimes: ['attempted murder'], event_date: '2020-01-01' }),
    ];
    expect(ask('Exercise 4:', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('lets only a stated non-arrest in the Northern Cape refute the claim', () => {
    const nc = (arrest_made: boolean | null) =>
      devRow({ notebook: 'b', province: 'Northern Cape', arrest_made });
    const rows = [nc(true), nc(null), devRow({ notebook: 'b', province: 'Limpopo', arrest_made: false })];
    expect(ask('Exercise 8:', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('Exercise 8:', [...rows, nc(false)])).toEqual({ kind: 'text', value: 'No' });
  });

  it('pools the months of all years for the half-year difference, leaving undated rows out, and refuses a reversal', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2020-03-01' });
    const rows = [b('2019-07-01'), b('2021-12-31'), b('2016-09-15'), b('2020-06-30'), b(null), b(null)];
    expect(ask('Exercise 10:', rows)).toEqual({ kind: 'number', value: 2 });
    expect(() => ask('Exercise 10:', [...rows, b('2020-01-01'), b('2020-02-01')])).toThrow(
      /does not have more/,
    );
  });

  it('takes the Northern Cape child share over Northern Cape rows and counts its rapes since 2020 by event date', () => {
    const nc = (fields: Partial<DevRow>) => devRow({ notebook: 'b', province: 'Northern Cape', ...fields });
    const rows = [
      nc({ crimes: ['rape'], victims_children: 1, event_date: '2021-09-21' }),
      nc({ crimes: ['rape'], victims_children: null, event_date: '2019-12-31' }),
      nc({ crimes: ['rape'], event_date: null, published_date: '2024-01-01' }),
      nc({ crimes: ['murder'], victims_children: 0, event_date: '2020-01-01' }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['rape'], victims_children: 1 }),
    ];
    expect(ask('wat % of the northern cape', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('howmany rapes in nc', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('ranks Northern Cape municipalities without the unknown ones or other provinces', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', municipality: 'Sol Plaatje' }),
      devRow({ notebook: 'b', province: 'Northern Cape', municipality: null }),
      devRow({ notebook: 'b', province: 'Northern Cape', municipality: null }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
    ];
    expect(ask('whichmunicipality', rows)).toEqual({ kind: 'text', value: 'Sol Plaatje' });
  });
});
