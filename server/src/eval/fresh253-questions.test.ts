import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH253_QUESTIONS } from './fresh253-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fifty-third fresh question set (blind)', FRESH253_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH253_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH253_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-fifty-third fresh set reads the ground truth as its header says', () => {
  it('ranks provinces by murders alone (attempted murder is not one) and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
    ];
    expect(ask("What's the form on the provinces", rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask("What's the form on the provinces", [...rows, devRow({ province: 'Gauteng', crimes: ['murder'] })]),
    ).toThrow(/no single leader/);
  });

  it('takes odds-on as strictly more than half: exactly half is not', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping', 'carjacking'] }),
      devRow({ province: 'Western Cape', crimes: ['kidnapping'] }),
      devRow({ province: 'Eastern Cape', crimes: ['kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking'] }),
    ];
    expect(ask('Kidnappings: is Gauteng odds-on', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Gauteng', crimes: ['kidnapping'] })];
    expect(ask('Kidnappings: is Gauteng odds-on', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the killed of Eastern Cape murders or attempted murders, each incident once, nulls adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'], victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], victims_killed: 1 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Eastern Cape', crimes: ['armed robbery'], victims_killed: 5 }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 7 }),
    ];
    expect(ask('Each-way punt', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('ranks municipalities by the injured summed, leaving rows without a municipality out', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_injured: 3 }),
      devRow({ municipality: 'City of Cape Town', victims_injured: 2 }),
      devRow({ municipality: 'Msunduzi', victims_injured: 4 }),
      devRow({ municipality: null, victims_injured: 9 }),
      devRow({ municipality: 'Msunduzi', victims_injured: null }),
    ];
    expect(ask('No photo finish', rows)).toEqual({ kind: 'text', value: ['City of Cape Town', 'Cape Town'] });
  });

  it('counts December murders in any year by event date, an undated murder published in December left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2017-12-27' }),
      devRow({ crimes: ['murder'], event_date: '2019-12-01' }),
      devRow({ crimes: ['murder'], event_date: '2020-01-01', published_date: '2019-12-31' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2021-12-15' }),
      devRow({ crimes: ['attempted murder'], event_date: '2018-12-10' }),
    ];
    expect(ask('Goeie dag. Ek berei', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the weekend injured by the weekday of the event date, never of the publication', () => {
    const rows = [
      devRow({ event_date: '2024-06-08', victims_injured: 2 }), // Saturday
      devRow({ event_date: '2024-06-09', victims_injured: 3 }), // Sunday
      devRow({ event_date: '2024-06-10', victims_injured: 4, published_date: '2024-06-15' }), // Monday, published on a Saturday
      devRow({ event_date: null, victims_injured: 5, published_date: '2024-06-16' }),
      devRow({ event_date: '2024-06-15', victims_injured: null }), // Saturday, unstated
    ];
    expect(ask('Beste vriende', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('dates the earliest rape by event date, skipping undated rapes and other crimes', () => {
    const rows = [
      devRow({ crimes: ['rape'], event_date: '2018-11-16', published_date: '2018-11-20' }),
      devRow({ crimes: ['rape'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['sexual assault'], event_date: '2012-01-01' }),
      devRow({ crimes: ['rape', 'kidnapping'], event_date: '2017-08-20' }),
    ];
    expect(ask('Met ', rows)).toEqual({ kind: 'date', value: '2017-08-20' });
  });

  it('takes the share of murders with an arrest over all murders, an unstated arrest not counting as one', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['theft'], arrest_made: true }),
    ];
    expect(ask('Vriendelike groete', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('holds both ends of the firearm window and drops undated incidents', () => {
    const gun = (event_date: string | null) =>
      devRow({ crimes: ['illegal firearm possession'], event_date, published_date: '2020-01-01' });
    const rows = [
      gun('2019-01-01'),
      gun('2022-12-31'),
      gun('2018-12-31'),
      gun('2023-01-01'),
      gun(null),
      devRow({ crimes: ['murder'], event_date: '2020-05-05' }),
    ];
    expect(ask('Test 1.', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median of stated murder arrests, the mean of the middle two for an even count', () => {
    const rows = [
      devRow({ crimes: ['murder'], num_suspects_arrested: 0 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: 1 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: 6 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: null }),
      devRow({ crimes: ['theft'], num_suspects_arrested: 10 }),
    ];
    expect(ask('Test 2.', rows)).toEqual({ kind: 'number', value: 2.5 });
  });

  it('answers "strictly more" false on equal counts, carjacking and truck hijacking kept apart', () => {
    const rows = [
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['carjacking', 'truck hijacking'] }),
    ];
    expect(ask('Test 3.', rows)).toEqual({ kind: 'text', value: ['No', 'False'] });
    expect(ask('Test 3.', [...rows, devRow({ crimes: ['carjacking'] })])).toEqual({
      kind: 'text',
      value: ['Yes', 'True'],
    });
  });

  it('takes the female share over victims of stated sex to one decimal', () => {
    const rows = [
      devRow({ victims_female: 1, victims_male: 1 }),
      devRow({ victims_female: 0, victims_male: 4 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
    ];
    expect(ask('Test 5.', rows)).toEqual({ kind: 'number', value: 16.7 });
  });

  it('pits only the Free State against North West on murders, a busier third province ignored', () => {
    const rows = [
      b({ province: 'Free State', crimes: ['murder'] }),
      b({ province: 'Free State', crimes: ['murder'] }),
      b({ province: 'North West', crimes: ['murder'] }),
      b({ province: 'North West', crimes: ['attempted murder'] }),
      b({ province: 'Limpopo', crimes: ['murder'] }),
      b({ province: 'Limpopo', crimes: ['murder'] }),
      b({ province: 'Limpopo', crimes: ['murder'] }),
    ];
    expect(ask('Two-horse race', rows)).toEqual({ kind: 'text', value: 'Free State' });
    expect(() => ask('Two-horse race', [...rows, b({ province: 'North West', crimes: ['murder'] })])).toThrow(
      /dead heat/,
    );
  });

  it('sums arrests from 1 January 2023 on, the first day included and undated incidents left out', () => {
    const rows = [
      b({ event_date: '2023-01-01', num_suspects_arrested: 2 }),
      b({ event_date: '2025-08-23', num_suspects_arrested: 3 }),
      b({ event_date: '2022-12-31', num_suspects_arrested: 7 }),
      b({ event_date: null, published_date: '2024-01-01', num_suspects_arrested: 9 }),
      b({ event_date: '2024-02-20', num_suspects_arrested: null }),
    ];
    expect(ask("What's the form since", rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts every kind of robbery in the Free State but no carjacking or truck hijacking', () => {
    const rows = [
      b({ province: 'Free State', crimes: ['armed robbery'] }),
      b({ province: 'Free State', crimes: ['house robbery', 'murder'] }),
      b({ province: 'Free State', crimes: ['business robbery', 'robbery'] }),
      b({ province: 'Free State', crimes: ['carjacking'] }),
      b({ province: 'Free State', crimes: ['truck hijacking'] }),
      b({ province: 'Limpopo', crimes: ['cash-in-transit robbery'] }),
    ];
    expect(ask('Goeie more. Hoeveel roof', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts an incident with at least one stated death over all incidents, an unstated toll not a death', () => {
    const rows = [
      b({ victims_killed: 1 }),
      b({ victims_killed: 3 }),
      b({ victims_killed: 0 }),
      b({ victims_killed: null, crimes: ['murder'] }),
    ];
    expect(ask('Watter persentasie van al die voorvalle', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts third-quarter murders by event month in any year, September 30 in and October 1 out', () => {
    const rows = [
      b({ crimes: ['murder'], event_date: '2022-07-01' }),
      b({ crimes: ['murder'], event_date: '2015-09-30' }),
      b({ crimes: ['murder'], event_date: '2015-10-01' }),
      b({ crimes: ['murder'], event_date: '2015-06-30' }),
      b({ crimes: ['murder'], event_date: null, published_date: '2020-08-01' }),
      b({ crimes: ['attempted murder'], event_date: '2020-08-01' }),
    ];
    expect(ask('Case 1.', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares Fridays with Saturdays by event date, undated incidents counting for neither', () => {
    const rows = [
      b({ event_date: '2022-07-15' }), // Friday
      b({ event_date: '2023-11-25' }), // Saturday
      b({ event_date: null, published_date: '2024-05-31' }), // published on a Friday
    ];
    expect(ask('Case 4.', rows)).toEqual({ kind: 'text', value: ['No', 'False'] });
    expect(ask('Case 4.', [...rows, b({ event_date: '2020-10-02' })])).toEqual({
      kind: 'text',
      value: ['Yes', 'True'],
    });
  });
});
