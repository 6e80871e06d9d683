import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH215_QUESTIONS, medianOf } from './fresh215-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fifteenth fresh question set (blind)', FRESH215_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH215_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH215_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-fifteenth fresh set reads the ground truth as its header says', () => {
  it('averages injured over murders with a stated figure only (na.rm), attempted murder left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_injured: 3 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_injured: 0 }),
      devRow({ crimes: ['murder'], victims_injured: null }),
      devRow({ crimes: ['attempted murder'], victims_injured: 9 }),
    ];
    expect(ask('Murder incidents only', rows)).toEqual({ kind: 'number', value: 1.5 });
  });

  it('pools one age per suspect for the median, taking the mean of the middle two on an even count', () => {
    expect(medianOf([40, 20, 30])).toBe(30);
    expect(medianOf([41, 20, 30, 35])).toBe(32.5);
    expect(() => medianOf([])).toThrow(/no value/);
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [31, 33] }),
    ];
    expect(ask('What is the median age', rows)).toEqual({ kind: 'number', value: 32 });
    const rapes = [
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: [26, 29] }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], suspect_ages: [44] }),
      devRow({ notebook: 'b', crimes: ['murder'], suspect_ages: [60, 61] }),
    ];
    expect(ask('For the rape cases only', rapes)).toEqual({ kind: 'number', value: 29 });
  });

  it('takes the child-victim share over incidents whose child figure is stated', () => {
    const rows = [
      devRow({ victims_children: 2 }),
      devRow({ victims_children: 0 }),
      devRow({ victims_children: 0 }),
      devRow({ victims_children: 0 }),
      devRow({ victims_children: null }),
      devRow({}),
    ];
    expect(ask('Among incidents where victims_children', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('ranks provinces by summed arrests, not by incidents, and throws on a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 5 }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: null }),
    ];
    expect(ask('group_by(province)', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
    const tied = [...rows, devRow({ province: 'Gauteng', num_suspects_arrested: 1 })];
    expect(() => ask('group_by(province)', tied)).toThrow(/no single leader/);
  });

  it('keeps the Eastern Cape questions to that province: murders, municipalities, child victims by event date', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], municipality: 'Buffalo City' }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], municipality: 'Buffalo City' }),
      devRow({ province: 'Eastern Cape', crimes: ['rape'], municipality: null }),
      devRow({ province: 'Eastern Cape', crimes: ['rape'], municipality: null }),
      devRow({ province: 'Eastern Cape', crimes: ['theft'], municipality: 'Mnquma' }),
      devRow({ province: 'Western Cape', crimes: ['murder'], municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', crimes: ['murder'], municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', crimes: ['murder'], municipality: 'City of Cape Town' }),
    ];
    expect(ask('Molweni nonke', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('Phi? A caller', rows)).toEqual({ kind: 'text', value: ['Buffalo City', 'Buffalo City'] });
    const children = [
      devRow({ province: 'Eastern Cape', victims_children: 1, event_date: '2019-12-29' }),
      devRow({
        province: 'Eastern Cape',
        victims_children: 2,
        event_date: null,
        published_date: '2024-01-01',
      }),
      devRow({ province: 'Eastern Cape', victims_children: 0, event_date: '2023-05-01' }),
      devRow({ province: 'Gauteng', victims_children: 1, event_date: '2024-05-01' }),
    ];
    expect(ask('Nini, bahlobo?', children)).toEqual({ kind: 'date', value: '2019-12-29' });
  });

  it('takes the killed difference from stated figures and refuses it when the Western Cape has more', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 6 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 4 }),
      devRow({ province: 'Gauteng', victims_killed: 10 }),
    ];
    expect(ask('Ndiyabulisa again!', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ province: 'Western Cape', victims_killed: 3 })];
    expect(() => ask('Ndiyabulisa again!', reversed)).toThrow(/does not have more/);
  });

  it('counts hijackings as car or truck from 1 January 2019, never a plain vehicle theft or an undated one', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2019-01-01' }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'], event_date: '2025-04-23' }),
      devRow({ crimes: ['carjacking'], event_date: '2018-12-31' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2024-01-01' }),
      devRow({ crimes: ['vehicle theft'], event_date: '2026-01-01' }),
    ];
    expect(ask('Hijackings (car + truck)', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Date of the latest hijacking', rows)).toEqual({ kind: 'date', value: '2025-04-23' });
  });

  it('takes arrests per incident over every selected incident, an unstated arrest count adding nothing', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 6 }),
      devRow({ crimes: ['truck hijacking'], num_suspects_arrested: 5 }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: null }),
      devRow({ crimes: ['vehicle theft'], num_suspects_arrested: 9 }),
    ];
    expect(ask('Arrests per hijacking', rows)).toEqual({ kind: 'number', value: 3.7 });
    const b = [
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], num_suspects_arrested: 12 }),
      devRow({ notebook: 'b', crimes: ['business robbery'], num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', crimes: ['business robbery', 'extortion'], num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', crimes: ['house robbery'], num_suspects_arrested: 20 }),
    ];
    expect(ask('Suspects arrested per CIT/business', b)).toEqual({ kind: 'number', value: 5.3 });
  });

  it('counts robberies of any kind on Monday to Friday by event date, leaving hijackings and undated rows out', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-12' }), // Friday
      devRow({ crimes: ['business robbery'], event_date: '2024-01-13' }), // Saturday
      devRow({ crimes: ['armed robbery'], event_date: null, published_date: '2024-01-10' }), // published on a Wednesday
      devRow({ crimes: ['carjacking'], event_date: '2024-01-09' }), // Tuesday, not a robbery
    ];
    expect(ask('Robberies of any kind', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks weekdays by people killed and quarters by robberies, by event date alone, naming the quarter in several ways', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-07-05', victims_killed: 3, crimes: ['armed robbery'] }), // Friday, Q3
      devRow({ notebook: 'b', event_date: '2023-09-28', victims_killed: 1, crimes: ['business robbery'] }), // Thursday, Q3
      devRow({ notebook: 'b', event_date: '2023-09-21', victims_killed: 1, crimes: ['murder'] }), // Thursday, Q3
      devRow({ notebook: 'b', event_date: '2022-12-03', victims_killed: null, crimes: ['house robbery'] }), // Saturday, Q4
      devRow({
        notebook: 'b',
        event_date: null,
        published_date: '2022-12-09',
        victims_killed: 9,
        crimes: ['robbery'],
      }),
      devRow({ notebook: 'b', event_date: '2022-11-03', victims_killed: 0, crimes: ['carjacking'] }), // Q4, not a robbery
    ];
    expect(ask('filter(!is.na(event_date), !is.na(victims_killed))', rows)).toEqual({
      kind: 'text',
      value: 'Friday',
    });
    expect(ask('Busiest quarter', rows)).toEqual({
      kind: 'text',
      value: ['Q3', 'third quarter', 'July to September'],
    });
    const tied = [
      ...rows,
      devRow({
        notebook: 'b',
        event_date: '2022-10-01',
        crimes: ['cash-in-transit robbery'],
        victims_killed: 1,
      }), // Saturday, Q4
    ];
    expect(() => ask('Busiest quarter', tied)).toThrow(/no single leader/);
    expect(() => ask('filter(!is.na(event_date), !is.na(victims_killed))', tied)).not.toThrow();
    const killedTie = [...rows, devRow({ notebook: 'b', event_date: '2023-09-14', victims_killed: 1 })]; // Thursday
    expect(() => ask('filter(!is.na(event_date), !is.na(victims_killed))', killedTie)).toThrow(
      /no single leader/,
    );
  });

  it('averages killed with na.rm and takes the female share of suspects of stated sex, to one decimal', () => {
    const rows = [
      devRow({ notebook: 'b', victims_killed: 1, suspects_female: 1, suspects_male: 5 }),
      devRow({ notebook: 'b', victims_killed: 0, suspects_female: null, suspects_male: 2 }),
      devRow({ notebook: 'b', victims_killed: null, suspects_female: null, suspects_male: null }),
    ];
    expect(ask('mean(victims_killed', rows)).toEqual({ kind: 'number', value: 0.5 });
    expect(ask('Of the suspects whose sex', rows)).toEqual({ kind: 'number', value: 12.5 });
  });

  it('takes "nobody arrested" as a stated false, and lists CIT provinces once each, alphabetically', () => {
    const unstated = [devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['rape'], arrest_made: null })];
    expect(ask('Ewe okanye hayi', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [
      ...unstated,
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['rape'], arrest_made: false }),
    ];
    expect(ask('Ewe okanye hayi', none)).toEqual({ kind: 'text', value: 'Yes' });
    const cit = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['cash-in-transit robbery'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['cash-in-transit robbery', 'murder'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['cash-in-transit robbery'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['business robbery'] }),
    ];
    expect(ask('Our taxi drivers', cit)).toEqual({ kind: 'list', value: ['Limpopo', 'North West'] });
  });

  it('counts CIT or business robberies from 2020 to 2024 inclusive and vehicle losses over all incidents', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], event_date: '2020-01-01' }),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: '2024-12-31' }),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: '2025-01-01' }),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: null, published_date: '2022-01-01' }),
      devRow({ notebook: 'b', crimes: ['vehicle theft', 'stock theft'], event_date: '2021-01-01' }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], event_date: '2021-01-01' }),
      devRow({ notebook: 'b', crimes: ['theft'], event_date: '2021-01-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2021-01-01' }),
    ];
    expect(ask('CIT + business robberies', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Vehicle losses', rows)).toEqual({ kind: 'number', value: 25 });
  });
});
