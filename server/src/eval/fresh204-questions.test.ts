import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH204_QUESTIONS } from './fresh204-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fourth fresh question set (blind)', FRESH204_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH204_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH204_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-fourth fresh set reads the ground truth as its header says', () => {
  it('counts Western Cape stock theft only, in its own notebook', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['stock theft'] }),
      devRow({ province: 'Western Cape', crimes: ['stock theft', 'other'] }),
      devRow({ province: 'Western Cape', crimes: ['theft'] }),
      devRow({ province: 'Eastern Cape', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['stock theft'] }),
    ];
    expect(ask('Hoeveel stock theif', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds a plaas by the word "farm" in the location, in any case, and in the Western Cape only', () => {
    const elsewhere = [
      devRow({ province: 'Western Cape', location: 'Robertson' }),
      devRow({ province: 'Free State', location: 'Lismor Farm, near Kestell' }),
    ];
    expect(ask('Ek boer near Worcester', elsewhere)).toEqual({ kind: 'text', value: 'No' });
    const onAFarm = [...elsewhere, devRow({ province: 'Western Cape', location: 'FARM near Paarl' })];
    expect(ask('Ek boer near Worcester', onAFarm)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks Western Cape municipalities without Cape Town or unknown ones, and refuses a tie', () => {
    const wc = (municipality: string | null) => devRow({ province: 'Western Cape', municipality });
    const rows = [
      wc('City of Cape Town'),
      wc('City of Cape Town'),
      wc('City of Cape Town'),
      wc('Stellenbosch'),
      wc('Stellenbosch'),
      wc('Drakenstein'),
      wc(null),
      wc(null),
      wc(null),
      devRow({ province: 'Gauteng', municipality: 'Midvaal' }),
      devRow({ province: 'Gauteng', municipality: 'Midvaal' }),
      devRow({ province: 'Gauteng', municipality: 'Midvaal' }),
    ];
    expect(ask('Waar is it the worst', rows)).toEqual({
      kind: 'text',
      value: ['Stellenbosch', 'Stellenbosch'],
    });
    expect(() => ask('Waar is it the worst', [...rows, wc('Drakenstein')])).toThrow(/no single leader/);
  });

  it('counts harvest months by event date in any year, leaving undated incidents out', () => {
    const wc = (event_date: string | null) =>
      devRow({ province: 'Western Cape', event_date, published_date: '2024-03-15' });
    const rows = [
      wc('2019-02-01'),
      wc('2023-04-30'),
      wc('2023-05-01'),
      wc('2022-01-31'),
      wc(null),
      devRow({ province: 'Northern Cape', event_date: '2020-03-03' }),
    ];
    expect(ask('Harvest time for us', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the earliest farm attack with a stated death, the undated and the unstated left out', () => {
    const farm = (event_date: string | null, victims_killed: number | null, location = 'De Rots farm') =>
      devRow({ notebook: 'b', location, crimes: ['murder'], event_date, victims_killed });
    const rows = [
      farm('2021-05-01', 1),
      farm('2019-01-01', null),
      farm('2018-06-01', 0),
      farm(null, 3),
      farm('2017-01-01', 2, 'Senekal town'),
      farm('2020-10-02', 2),
    ];
    expect(ask('Wanneer was the earliest', rows)).toEqual({ kind: 'date', value: '2020-10-02' });
  });

  it('takes the stock theft share with nobody arrested as a stated false over all stock theft cases', () => {
    const theft = (arrest_made: boolean | null) =>
      devRow({ notebook: 'b', crimes: ['stock theft'], arrest_made });
    const rows = [
      theft(false),
      theft(null),
      theft(true),
      theft(true),
      devRow({ notebook: 'b', arrest_made: false }),
    ];
    expect(ask('Veediefstal', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('checks the kidnapping claim strictly: equal counts are not "more"', () => {
    const kidnap = (province: string) => devRow({ province, crimes: ['kidnapping'] });
    const even = [
      kidnap('Gauteng'),
      kidnap('KwaZulu-Natal'),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('My co-host swears', even)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('My co-host swears', [...even, kidnap('Gauteng')])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks weekdays over incidents with a stated death only, by event date', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 1 }), // Saturday
      devRow({ event_date: '2024-01-13', victims_killed: 2 }), // Saturday
      devRow({ event_date: '2024-01-05', victims_killed: 4 }), // Friday
      devRow({ event_date: '2024-01-12', victims_killed: 0 }), // Friday, nobody killed
      devRow({ event_date: '2024-01-19', victims_killed: null }), // Friday, not stated
      devRow({ event_date: null, published_date: '2024-01-26', victims_killed: 1 }), // published on a Friday
    ];
    expect(ask('Everyone says Friday night', rows)).toEqual({ kind: 'text', value: 'Saturday' });
  });

  it('sums children only in rape cases, the unstated adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 5 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
    ];
    expect(ask('Content warning', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('computes the sex ratio and the female share over victims of stated sex only', () => {
    const rows = (notebook: 'a' | 'b') => [
      devRow({ notebook, num_victims: 5, victims_female: 2, victims_male: 3 }),
      devRow({ notebook, num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ notebook, num_victims: 2, victims_female: 1, victims_male: 1 }),
    ];
    expect(ask('Base: victims whose sex is stated', rows('a'))).toEqual({ kind: 'number', value: 133 });
    expect(ask('Base: victims whose sex is reported', rows('b'))).toEqual({ kind: 'number', value: 42.9 });
    const noWomen = [devRow({ num_victims: 1, victims_female: 0, victims_male: 1 })];
    expect(() => ask('Base: victims whose sex is stated', noWomen)).toThrow(/no female victims/);
  });

  it('takes the children share over incidents stating both figures, and the mean over stated counts', () => {
    const rows = [
      devRow({ num_victims: 4, victims_children: 1 }),
      devRow({ num_victims: 3, victims_children: 0 }),
      devRow({ num_victims: 7, victims_children: null }),
      devRow({ num_victims: null, victims_children: 2 }),
      devRow({ num_victims: 0, victims_children: 0 }),
    ];
    expect(ask('Taking as base only', rows)).toEqual({ kind: 'number', value: 14.3 });
    // (4 + 3 + 7 + 0) / 4, the unstated count left out of the base.
    expect(ask('What is the mean number of victims', rows)).toEqual({ kind: 'number', value: 3.5 });
  });

  it('takes the median suspect age over every stated age, the middle two averaged', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [31, 25] }),
      devRow({ notebook: 'b', suspect_ages: [60, 61] }),
    ];
    expect(ask('What is the median age', rows)).toEqual({ kind: 'number', value: 28 });
  });

  it('averages killed per murder incident over stated tolls only, to two decimals', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 1 }),
      devRow({ notebook: 'b', crimes: ['murder', 'kidnapping'], victims_killed: 1 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 3 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: null }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], victims_killed: 0 }),
    ];
    expect(ask('What is the mean number of people killed', rows)).toEqual({ kind: 'number', value: 1.67 });
  });

  it('ranks years by incidents with a child victim, undated ones out, and refuses a tie', () => {
    const child = (event_date: string | null, victims_children: number | null) =>
      devRow({ notebook: 'b', event_date, victims_children, published_date: '2016-12-31' });
    const rows = [
      child('2016-02-06', 1),
      child('2016-11-19', 3),
      child('2022-07-15', 1),
      child('2022-08-01', 0),
      child('2022-09-01', null),
      child(null, 1),
    ];
    expect(ask('By year of the incident', rows)).toEqual({ kind: 'text', value: '2016' });
    expect(() => ask('By year of the incident', [...rows, child('2022-10-10', 2)])).toThrow(
      /no single leader/,
    );
  });
});
