import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH230_QUESTIONS } from './fresh230-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-thirtieth fresh question set (blind)', FRESH230_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH230_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH230_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-thirtieth fresh set reads the ground truth as its header says', () => {
  it('counts Western Cape murders only, attempted murder and culpable homicide not being murders', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      b({ province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('Dear Sir or Madam, I taught history', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the earliest kidnapping by event date, an undated one never earliest', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-14' }),
      devRow({ crimes: ['kidnapping', 'murder'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2012-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2016-02-29' }),
    ];
    expect(ask('Good day to you. My late husband', rows)).toEqual({ kind: 'date', value: '2016-02-29' });
  });

  it('takes the arrest share over every incident, an unstated arrest not counting as one', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null, event_date: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
    ];
    // 5 of 8 = 62.5%: on the halfway mark, an error in the question.
    expect(() => ask('Dear Sir, the letters page', rows)).toThrow(/halfway/);
    expect(ask('Dear Sir, the letters page', rows.slice(0, 7))).toEqual({ kind: 'number', value: 71 });
  });

  it('finds a police victim in KwaZulu-Natal only from a stated figure above zero', () => {
    const unstated = [
      devRow({ province: 'KwaZulu-Natal', victims_police: null }),
      devRow({ province: 'KwaZulu-Natal', victims_police: 0 }),
      devRow({ province: 'Gauteng', victims_police: 2 }),
    ];
    expect(ask('Dear Sir or Madam, my nephew', unstated)).toEqual({ kind: 'text', value: 'No' });
    const stated = [...unstated, devRow({ province: 'KwaZulu-Natal', victims_police: 1 })];
    expect(ask('Dear Sir or Madam, my nephew', stated)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the stated killed in Gauteng, a null adding nothing', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 2 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: null, num_victims: 3 }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'], victims_killed: 0 }),
      devRow({ province: 'Limpopo', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('Caller wants to know: total number of people killed', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('counts a date window with both end days in it and undated incidents outside it', () => {
    const rows = [
      devRow({ event_date: '2019-03-01' }),
      devRow({ event_date: '2020-03-31' }),
      devRow({ event_date: '2019-02-28' }),
      devRow({ event_date: '2020-04-01' }),
      devRow({ event_date: null, published_date: '2019-06-01' }),
      devRow({ event_date: '2019-10-10' }),
    ];
    expect(ask('Caller wants to know: how many incidents took place between', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('lists the top three provinces by stated killed, and refuses a tie at the cut-off', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 7 }),
      devRow({ province: 'Eastern Cape', victims_killed: 5 }),
      devRow({ province: 'Western Cape', victims_killed: 3 }),
      devRow({ province: 'Western Cape', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 1 }),
    ];
    expect(ask('group by province, sum people killed', rows)).toEqual({
      kind: 'list',
      value: ['KwaZulu-Natal', 'Eastern Cape', 'Western Cape'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', victims_killed: 2 })];
    expect(() => ask('group by province, sum people killed', tied)).toThrow(/no single top 3/);
  });

  it('takes the median of every stated suspect age, the mean of the middle two when even', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ suspect_ages: [31, 34] }),
    ];
    expect(ask('median suspect age', rows)).toEqual({ kind: 'number', value: 32.5 });
    expect(ask('median suspect age', [...rows, devRow({ suspect_ages: [60] })])).toEqual({
      kind: 'number',
      value: 34,
    });
  });

  it('ranks municipalities by stated arrests, nulls adding nothing and rows without one left out', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 3 }),
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 2 }),
      devRow({ municipality: null, num_suspects_arrested: 9 }),
      devRow({ notebook: 'b', municipality: 'Ekurhuleni', num_suspects_arrested: 5 }),
    ];
    expect(ask('sum suspects arrested group by municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 1 })];
    expect(() => ask('sum suspects arrested group by municipality', tied)).toThrow(/no single leader/);
  });

  it('compares Free State and Northern Cape murders, and refuses a reversed comparison', () => {
    const rows = [
      b({ province: 'Free State', crimes: ['murder'] }),
      b({ province: 'Free State', crimes: ['murder', 'house robbery'] }),
      b({ province: 'Free State', crimes: ['attempted murder'] }),
      b({ province: 'Northern Cape', crimes: ['murder'] }),
      b({ province: 'Northern Cape', crimes: ['rape'] }),
    ];
    expect(ask('Dear Sir, my brother-in-law', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, b({ province: 'Northern Cape', crimes: ['murder'] })];
    expect(() => ask('Dear Sir, my brother-in-law', reversed)).toThrow(/does not have more/);
  });

  it('takes "ended without an arrest" as a stated false before 2018, the undated left out', () => {
    const rows = [
      b({ province: 'Northern Cape', event_date: '2017-10-24', arrest_made: null }),
      b({ province: 'Northern Cape', event_date: '2018-01-01', arrest_made: false }),
      b({ province: 'Northern Cape', event_date: null, published_date: '2016-01-01', arrest_made: false }),
      b({ province: 'North West', event_date: '2016-02-06', arrest_made: false }),
    ];
    expect(ask('Dear Sir or Madam, when I was a young teacher', rows)).toEqual({ kind: 'text', value: 'No' });
    const unarrested = [
      ...rows,
      b({ province: 'Northern Cape', event_date: '2017-12-31', arrest_made: false }),
    ];
    expect(ask('Dear Sir or Madam, when I was a young teacher', unarrested)).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes the stock theft share over every Free State incident, dated or not', () => {
    const rows = [
      b({ province: 'Free State', crimes: ['stock theft'] }),
      b({ province: 'Free State', crimes: ['stock theft', 'theft'], event_date: null }),
      b({ province: 'Free State', crimes: ['theft'] }),
      b({ province: 'Free State', crimes: ['murder'], event_date: null }),
      b({ province: 'Free State', crimes: ['rape'] }),
      b({ province: 'Free State', crimes: ['murder'] }),
      b({ province: 'Limpopo', crimes: ['stock theft'] }),
    ];
    expect(ask('Caller wants to know: what percentage', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('averages the suspect ages of rape incidents only, to one decimal', () => {
    const rows = [
      b({ crimes: ['rape'], suspect_ages: [20, 26] }),
      b({ crimes: ['rape', 'kidnapping'], suspect_ages: [37] }),
      b({ crimes: ['rape'], suspect_ages: null }),
      b({ crimes: ['murder'], suspect_ages: [60] }),
    ];
    expect(ask('avg suspect age where crime = rape', rows)).toEqual({ kind: 'number', value: 27.7 });
  });

  it('counts a child-victim incident only from a stated figure above zero', () => {
    const rows = [
      b({ victims_children: 2 }),
      b({ victims_children: 0 }),
      b({ victims_children: null, num_victims: 3 }),
      b({ victims_children: 1 }),
      b({}),
      b({}),
      b({}),
      b({}),
    ];
    expect(ask('pct of incidents where victims_children', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('gives the series by event year, a year with nothing as 0 and undated incidents outside', () => {
    const rows = [
      b({ event_date: '2020-01-01' }),
      b({ event_date: '2020-12-31' }),
      b({ event_date: '2022-06-01' }),
      b({ event_date: '2019-12-31' }),
      b({ event_date: null, published_date: '2021-05-01' }),
    ];
    expect(ask('count group by year', rows)).toEqual({ kind: 'list', value: [2, 0, 1] });
  });

  it('ranks municipalities without the rows that have none, naming a city also without "City of"', () => {
    const rows = [
      b({ municipality: 'City of Matlosana' }),
      b({ municipality: 'City of Matlosana' }),
      b({ municipality: 'Madibeng' }),
      b({ municipality: null }),
      b({ municipality: null }),
      b({ municipality: null }),
    ];
    expect(ask('count incidents group by municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
    const tied = [...rows, b({ municipality: 'Madibeng' })];
    expect(() => ask('count incidents group by municipality', tied)).toThrow(/no single leader/);
  });
});
