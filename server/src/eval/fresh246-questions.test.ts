import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH246_QUESTIONS } from './fresh246-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-forty-sixth fresh question set (blind)', FRESH246_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH246_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH246_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-forty-sixth fresh set reads the ground truth as its header says', () => {
  it('counts kidnappings of its own notebook only, whatever else the case held', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'] }),
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['human trafficking'] }),
      devRow({ notebook: 'b', crimes: ['kidnapping'] }),
    ];
    expect(ask('how many kidnapings are in', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated children, an unstated figure and the other notebook adding nothing', () => {
    const rows = [
      devRow({ victims_children: 3 }),
      devRow({ victims_children: null }),
      devRow({ victims_children: 0 }),
      devRow({ notebook: 'b', victims_children: 5 }),
    ];
    expect(ask('pls how many of the victims', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the last kidnapping by event date, never by a later publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2023-05-01', published_date: '2023-05-03' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2025-09-01' }),
      devRow({ crimes: ['murder'], event_date: '2024-08-01' }),
    ];
    expect(ask('when was the last kidnapping', rows)).toEqual({ kind: 'date', value: '2023-05-01' });
  });

  it('sums arrests of firearm incidents in Gauteng only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['illegal firearm possession'], province: 'Gauteng', num_suspects_arrested: 3 }),
      devRow({ crimes: ['business robbery', 'illegal firearm possession'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['illegal firearm possession'], num_suspects_arrested: null }),
      devRow({ crimes: ['illegal firearm possession'], province: 'Limpopo', num_suspects_arrested: 7 }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 4 }),
    ];
    expect(ask('In respect of Gauteng Province', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the Western Cape window 2019 to 2021 with both ends included and undated rows outside', () => {
    const wc = (event_date: string | null) =>
      devRow({ province: 'Western Cape', event_date, published_date: '2020-06-01' });
    const rows = [
      wc('2019-01-01'),
      wc('2021-12-31'),
      wc('2020-07-15'),
      wc('2018-12-31'),
      wc('2022-01-01'),
      wc(null),
      devRow({ province: 'Eastern Cape', event_date: '2020-07-15' }),
    ];
    expect(ask('Per the records, how many incidents occurred', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the median over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [31] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [25] }),
      devRow({ notebook: 'b', suspect_ages: [90, 91, 92] }),
    ];
    expect(ask('Kindly furnish the median age', rows)).toEqual({ kind: 'number', value: 28 });
  });

  it('ranks weekdays of robberies with hijackings among them, undated rows left out, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2024-01-03' }), // Wednesday
      devRow({ crimes: ['truck hijacking'], event_date: '2024-01-10' }), // Wednesday
      devRow({ crimes: ['house robbery'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['armed robbery'], event_date: null, published_date: '2024-01-08' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }),
      devRow({ crimes: ['theft'], event_date: '2024-01-15' }),
    ];
    expect(ask('storytime: what day', rows)).toEqual({ kind: 'text', value: 'Wednesday' });
    const tied = [...rows, devRow({ crimes: ['business robbery'], event_date: '2024-01-15' })];
    expect(() => ask('storytime: what day', tied)).toThrow(/no single leader/);
  });

  it('counts kidnappings since 2020 from the first of January, the undated left out', () => {
    const kidnap = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date, published_date: '2021-01-01' });
    const rows = [kidnap('2020-01-01'), kidnap('2024-05-05'), kidnap('2019-12-31'), kidnap(null)];
    expect(ask('how many kidnapings since 2020', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the share of kidnappings that also held a murder, attempted murder not being one', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['kidnapping', 'murder'] }),
      devRow({ notebook: 'b', crimes: ['kidnapping', 'attempted murder'] }),
      devRow({ notebook: 'b', crimes: ['kidnapping'] }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
      devRow({ crimes: ['kidnapping', 'murder'] }),
    ];
    expect(ask('out of all the kidnapping cases', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts illegal mining in the North West and Northern Cape together, other provinces left out', () => {
    const mining = (province: string) =>
      devRow({ notebook: 'b', province, crimes: ['illegal mining', 'other'] });
    const rows = [
      mining('North West'),
      mining('Northern Cape'),
      mining('Mpumalanga'),
      devRow({ notebook: 'b', province: 'North West', crimes: ['theft'] }),
    ];
    expect(ask('Per the records, kindly indicate the number', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds a school by the word in the location in any case', () => {
    const none = [devRow({ notebook: 'b', location: 'Mbuzini village' })];
    expect(ask('did anything happen at a school', none)).toEqual({ kind: 'text', value: 'No' });
    const one = [...none, devRow({ notebook: 'b', location: 'Thabo Secondary SCHOOL, Giyani' })];
    expect(ask('did anything happen at a school', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('answers police victims in the Northern Cape from a stated figure above zero', () => {
    const unstated = [
      devRow({ notebook: 'b', province: 'Northern Cape', victims_police: null }),
      devRow({ notebook: 'b', province: 'Northern Cape', victims_police: 0 }),
      devRow({ notebook: 'b', province: 'Free State', victims_police: 2 }),
    ];
    expect(ask('any cops as victims', unstated)).toEqual({ kind: 'text', value: 'No' });
    const one = [...unstated, devRow({ notebook: 'b', province: 'Northern Cape', victims_police: 1 })];
    expect(ask('any cops as victims', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('names the incident with the most arrests by the parts of its location no other shares', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'old mine, Barberton', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', location: 'Barberton Mines Road', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', location: 'Noupoort', num_suspects_arrested: 1 }),
    ];
    expect(ask('POV: cops bust', rows)).toEqual({ kind: 'text', value: ['old mine'] });
  });

  it('averages arrests over every case to one decimal and ranks provinces by arrests summed', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: 4 }),
    ];
    expect(ask('avg suspects arrested', rows)).toEqual({ kind: 'number', value: 2.3 });
    const provinces = [
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 3 }),
    ];
    expect(ask('In respect of which province', provinces)).toEqual({ kind: 'text', value: 'North West' });
  });
});
