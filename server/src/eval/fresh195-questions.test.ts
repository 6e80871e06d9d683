import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH195_QUESTIONS } from './fresh195-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-ninety-fifth fresh question set (blind)', FRESH195_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH195_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH195_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-ninety-fifth fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed of KwaZulu-Natal only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'], victims_killed: 1 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 7 }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('Sawubona. Bangaki abantu', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks KZN municipalities only, skips rows without one, names eThekwini also as Durban, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini' }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini' }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'Msunduzi' }),
      devRow({ province: 'KwaZulu-Natal', municipality: null }),
      devRow({ province: 'KwaZulu-Natal', municipality: null }),
      devRow({ province: 'KwaZulu-Natal', municipality: null }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
    ];
    expect(ask('Kuphi in KZN', rows)).toEqual({ kind: 'text', value: ['eThekwini', 'Durban'] });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', municipality: 'Msunduzi' })];
    expect(() => ask('Kuphi in KZN', tied)).toThrow(/no single leader/);
  });

  it('reads Pietermaritzburg as Msunduzi and "from 2022 onwards" by event date, the undated left out', () => {
    const old = [
      devRow({ municipality: 'Msunduzi', crimes: ['murder'], event_date: '2021-12-31' }),
      devRow({
        municipality: 'Msunduzi',
        crimes: ['murder'],
        event_date: null,
        published_date: '2023-05-01',
      }),
      devRow({ municipality: 'Msunduzi', crimes: ['attempted murder'], event_date: '2023-01-01' }),
      devRow({ municipality: 'uMngeni', crimes: ['murder'], event_date: '2023-01-01' }),
    ];
    expect(ask('Our ranks in Pietermaritsburg', old)).toEqual({ kind: 'text', value: 'No' });
    const recent = [
      ...old,
      devRow({ municipality: 'Msunduzi', crimes: ['murder'], event_date: '2022-01-01' }),
    ];
    expect(ask('Our ranks in Pietermaritsburg', recent)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts weekend KZN murders by the weekday of the event date, never of publication', () => {
    const kzn = (event_date: string | null, crimes = ['murder'], published_date = '2024-01-13') =>
      devRow({ province: 'KwaZulu-Natal', crimes, event_date, published_date });
    const rows = [
      kzn('2024-01-06'), // Saturday
      kzn('2024-01-07'), // Sunday
      kzn('2024-01-08'), // Monday, published on a Saturday
      kzn(null), // undated, published on a Saturday
      kzn('2024-01-06', ['attempted murder']),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Weekend ukubulawa in KZN', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts lethal violence as murder or culpable homicide within 2019-2022 inclusive, not attempted murder', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2022-12-31' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-06-01' }),
      devRow({ crimes: ['murder'], event_date: '2018-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2023-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-01-01' }),
    ];
    expect(ask('For the purposes of this analysis, "lethal violence"', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes the female share of murder victims over those of stated sex only', () => {
    const rows = [
      devRow({ crimes: ['murder'], num_victims: 4, victims_female: 1, victims_male: 2 }),
      devRow({ crimes: ['murder'], num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ crimes: ['murder', 'rape'], num_victims: 1, victims_female: 1, victims_male: 0 }),
      devRow({ crimes: ['rape'], num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('For the purposes of this analysis, the base is', rows)).toEqual({
      kind: 'number',
      value: 50,
    });
  });

  it('dates the earliest police victim by event date, ignoring zero and unstated police figures', () => {
    const rows = [
      devRow({ event_date: '2016-05-01', victims_police: 1 }),
      devRow({ event_date: '2014-01-01', victims_police: 0 }),
      devRow({ event_date: '2013-01-01', victims_police: null }),
      devRow({ event_date: null, published_date: '2012-01-01', victims_police: 2 }),
      devRow({ event_date: '2019-01-01', victims_police: 3 }),
    ];
    expect(ask('For the purposes of this analysis, a "police victim"', rows)).toEqual({
      kind: 'date',
      value: '2016-05-01',
    });
  });

  it('counts attempted murder dockets with a stated "no arrest", not an unstated one', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['attempted murder', 'murder'], arrest_made: false }),
      devRow({ crimes: ['attempted murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('How many CAS dockets', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('averages the stated CIT arrests to one decimal, the unstated left out of the base', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 7 }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: null }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 20 }),
    ];
    expect(ask('On average, how many suspects', rows)).toEqual({ kind: 'number', value: 4.7 });
  });

  it('counts hijackings as carjacking or truck hijacking, once per incident', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ notebook: 'b', crimes: ['carjacking', 'truck hijacking'] }),
      devRow({ notebook: 'b', crimes: ['vehicle theft'] }),
      devRow({ notebook: 'b', crimes: ['armed robbery'] }),
    ];
    expect(ask('Vehicle hijackngs', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the median of the pooled stated suspect ages of murder incidents', () => {
    const odd = [
      devRow({ notebook: 'b', crimes: ['murder'], suspect_ages: [40, 20] }),
      devRow({ notebook: 'b', crimes: ['murder'], suspect_ages: [30] }),
      devRow({ notebook: 'b', crimes: ['murder'], suspect_ages: null }),
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: [99, 98] }),
    ];
    expect(ask('For the purposes of this analysis, each suspect', odd)).toEqual({
      kind: 'number',
      value: 30,
    });
    const even = [...odd, devRow({ notebook: 'b', crimes: ['murder'], suspect_ages: [35] })];
    expect(ask('For the purposes of this analysis, each suspect', even)).toEqual({
      kind: 'number',
      value: 32.5,
    });
  });

  it('holds the CIT claim only when every CIT incident states an arrest', () => {
    const all = [
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['business robbery'], arrest_made: false }),
    ];
    expect(ask('For the purposes of this analysis, an incident counts', all)).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const unstated = [
      ...all,
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], arrest_made: null }),
    ];
    expect(ask('For the purposes of this analysis, an incident counts', unstated)).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('takes the child share of rape victims over the rows that state both figures', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: 3, victims_children: 3 }),
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: 1, victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: 5, victims_children: null }),
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: null, victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['murder'], num_victims: 4, victims_children: 4 }),
    ];
    expect(ask('For the purposes of this analysis, a child', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('compares the killed of 2020 and 2024 by event year, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-03-01', victims_killed: 3 }),
      devRow({ notebook: 'b', event_date: '2020-11-01', victims_killed: null }),
      devRow({ notebook: 'b', event_date: '2024-01-01', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-02-01', victims_killed: 5 }),
    ];
    expect(ask('For the purposes of this analysis, fatalities', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ notebook: 'b', event_date: '2024-06-01', victims_killed: 2 })];
    expect(() => ask('For the purposes of this analysis, fatalities', reversed)).toThrow(
      /does not have more/,
    );
  });

  it('ranks rape months by event date, undated rapes and other crimes left out, and refuses a tie', () => {
    const rape = (event_date: string | null, crimes = ['rape']) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2024-03-01' });
    const rows = [
      rape('2021-09-21'),
      rape('2024-09-01'),
      rape('2023-12-03'),
      rape(null),
      rape('2022-12-01', ['murder']),
      rape('2020-12-05', ['sexual assault']),
    ];
    expect(ask('Rape dockets by month', rows)).toEqual({ kind: 'text', value: 'September' });
    expect(() => ask('Rape dockets by month', [...rows, rape('2019-12-24')])).toThrow(/no single leader/);
  });

  it('names the murder docket with the most arrests by its own place, and counts female suspects above zero', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Mareetsane', crimes: ['murder'], num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', location: 'Kuruman', crimes: ['murder'], num_suspects_arrested: 2 }),
      devRow({
        notebook: 'b',
        location: 'Tlhabane',
        crimes: ['cash-in-transit robbery'],
        num_suspects_arrested: 12,
      }),
    ];
    expect(ask('Of all the murder dockets', rows)).toEqual({ kind: 'text', value: ['Mareetsane'] });
    const suspects = [
      devRow({ notebook: 'b', suspects_female: 1 }),
      devRow({ notebook: 'b', suspects_female: 0 }),
      devRow({ notebook: 'b', suspects_female: null }),
      devRow({ notebook: 'b', suspects_female: 2 }),
    ];
    expect(ask('How many dockets had at least one female', suspects)).toEqual({ kind: 'number', value: 2 });
  });
});
