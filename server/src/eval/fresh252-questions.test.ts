import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH252_QUESTIONS } from './fresh252-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fifty-second fresh question set (blind)', FRESH252_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH252_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH252_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-fifty-second fresh set reads the ground truth as its header says', () => {
  it('counts weekend robberies of any type by event date, without carjackings or undated rows', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['robbery'], event_date: '2024-01-13' }), // Saturday
      devRow({ crimes: ['armed robbery'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['carjacking'], event_date: '2024-01-06' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2024-01-07' }),
      devRow({ crimes: ['business robbery'], event_date: null, published_date: '2024-01-13' }),
      devRow({ notebook: 'b', crimes: ['house robbery'], event_date: '2024-01-06' }),
    ];
    expect(ask('Most away games', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('puts the province with the fewest incidents at the bottom of the log, and refuses a tie there', () => {
    const rows = [
      devRow({ province: 'Gauteng' }),
      devRow({ province: 'Gauteng' }),
      devRow({ province: 'Gauteng' }),
      devRow({ province: 'Western Cape' }),
      devRow({ province: 'Western Cape' }),
      devRow({ province: 'Eastern Cape' }),
    ];
    expect(ask('Which province is bottom', rows)).toEqual({ kind: 'text', value: 'Eastern Cape' });
    expect(() => ask('Which province is bottom', [...rows, devRow({ province: 'Eastern Cape' })])).toThrow(
      /no single leader/,
    );
  });

  it('ranks municipalities leaving out rows without one, answered with or without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('Planning where', rows)).toEqual({ kind: 'text', value: ['City of Cape Town', 'Cape Town'] });
  });

  it('sums the killed of the eThekwini municipality only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'Msunduzi', victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', municipality: null, location: 'Durban', victims_killed: 5 }),
      devRow({ notebook: 'b', municipality: 'eThekwini', victims_killed: 2 }),
    ];
    expect(ask('We travel down to Durban', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('sums injured victims on or after 1 January 2020 by event date, the boundary in and the undated out', () => {
    const rows = [
      devRow({ event_date: '2020-01-01', victims_injured: 2 }),
      devRow({ event_date: '2019-12-31', victims_injured: 5 }),
      devRow({ event_date: '2023-05-01', victims_injured: null }),
      devRow({ event_date: null, published_date: '2024-01-01', victims_injured: 7 }),
      devRow({ event_date: '2024-03-03', victims_injured: 1 }),
    ];
    expect(ask('Where the release states the number of injured', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the median arrests over incidents with an arrest made and a stated figure', () => {
    const rows = [
      devRow({ arrest_made: true, num_suspects_arrested: 1 }),
      devRow({ arrest_made: true, num_suspects_arrested: 2 }),
      devRow({ arrest_made: true, num_suspects_arrested: 4 }),
      devRow({ arrest_made: true, num_suspects_arrested: 9 }),
      devRow({ arrest_made: false, num_suspects_arrested: 0 }),
      devRow({ arrest_made: false, num_suspects_arrested: 0 }),
      devRow({ arrest_made: true, num_suspects_arrested: null }),
    ];
    expect(ask('Excluding incidents in which no arrest', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the Western Cape weekend share over dated incidents only', () => {
    const rows = [
      devRow({ province: 'Western Cape', event_date: '2024-01-06' }), // Saturday
      devRow({ province: 'Western Cape', event_date: '2024-01-08' }), // Monday
      devRow({ province: 'Western Cape', event_date: '2024-01-09' }), // Tuesday
      devRow({ province: 'Western Cape', event_date: '2024-01-10' }), // Wednesday
      devRow({ province: 'Western Cape', event_date: null, published_date: '2024-01-13' }),
      devRow({ province: 'Gauteng', event_date: '2024-01-07' }), // Sunday
    ];
    expect(ask('Excluding incidents with no stated incident date', rows)).toEqual({
      kind: 'number',
      value: 25,
    });
  });

  it('sums killed in robberies of any type, not in carjackings, and ranks provinces by killed', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        crimes: ['murder', 'armed robbery'],
        victims_killed: 3,
      }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['cash-in-transit robbery'], victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder', 'carjacking'], victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['house robbery'], victims_killed: null }),
      devRow({ crimes: ['business robbery'], victims_killed: 6 }),
    ];
    expect(ask('Robberies of any kind', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('Which province is top of the log', rows)).toEqual({ kind: 'text', value: 'Free State' });
  });

  it('counts December of any year by event date, never by the publication date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2016-12-27' }),
      devRow({ notebook: 'b', event_date: '2024-12-01' }),
      devRow({ notebook: 'b', event_date: '2024-11-30', published_date: '2024-12-02' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-12-15' }),
      devRow({ notebook: 'a', event_date: '2020-12-10' }),
    ];
    expect(ask('Festive season', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the no-arrest share over incidents whose release says either way', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: null }),
    ];
    expect(ask('Excluding incidents where the release does not say', rows)).toEqual({
      kind: 'number',
      value: 25,
    });
  });

  it('sums female victims of rape, murder or kidnapping, and dates the latest Free State murder by event date', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        crimes: ['rape'],
        victims_female: 2,
        event_date: '2021-01-01',
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        crimes: ['murder'],
        victims_female: null,
        event_date: '2022-07-15',
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        crimes: ['murder'],
        victims_female: 1,
        event_date: null,
      }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], event_date: '2024-07-28' }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], victims_female: 4 }),
      devRow({ notebook: 'b', crimes: ['kidnapping', 'extortion'], victims_female: 1 }),
    ];
    expect(ask('Where the release states the number of female', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('when was the last murder', rows)).toEqual({ kind: 'date', value: '2022-07-15' });
  });

  it('averages the stated North West suspect ages, one per suspect, to the nearest year', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', suspect_ages: [20, 31] }),
      devRow({ notebook: 'b', province: 'North West', suspect_ages: null }),
      devRow({ notebook: 'b', province: 'North West', suspect_ages: [40] }),
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [60] }),
    ];
    expect(ask('what is the average age', rows)).toEqual({ kind: 'number', value: 30 });
  });

  it('names the incident with the most arrests by the parts of its location no other shares', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'old mine, Barberton', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', location: 'Zinniaville, Rustenburg', num_suspects_arrested: 12 }),
      devRow({ notebook: 'b', location: 'old mine shaft, Khuma', num_suspects_arrested: null }),
    ];
    expect(ask('Which single incident', rows)).toEqual({ kind: 'text', value: ['Barberton'] });
  });
});
