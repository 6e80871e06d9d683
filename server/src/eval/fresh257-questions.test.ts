import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH257_QUESTIONS } from './fresh257-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fifty-seventh fresh question set (blind)', FRESH257_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH257_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH257_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-fifty-seventh fresh set reads the ground truth as its header says', () => {
  it('sums the killed of weekend murders by event date, leaving out attempted murder, the undated and the unstated', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06', victims_killed: 2 }), // Saturday
      devRow({ crimes: ['murder', 'arson'], event_date: '2024-01-07', victims_killed: 1 }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-07', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: '2024-01-08', victims_killed: 5 }), // Monday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06', victims_killed: 4 }),
      devRow({ crimes: ['culpable homicide'], event_date: '2024-01-06', victims_killed: 4 }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13', victims_killed: 3 }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-06', victims_killed: 6 }),
    ];
    expect(ask('yo how many bodies dropped', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('sums the arrests of kidnappings in its own notebook only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['kidnapping', 'murder'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: null }),
      devRow({ crimes: ['human trafficking'], num_suspects_arrested: 7 }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], num_suspects_arrested: 9 }),
    ];
    expect(ask('how many opps got bagged', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes "nobody bagged" as a stated false arrest, over all the murder rows', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('outta all the murder cases', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the median of the stated arrests, a zero counting and a null left out', () => {
    const rows = [
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 4 }),
      devRow({ num_suspects_arrested: 9 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('The suspects they were arrested in one incident', rows)).toEqual({
      kind: 'number',
      value: 2.5,
    });
  });

  it('counts attempted murders from the first day of 2019 to the last of 2022 by event date', () => {
    const attempt = (event_date: string | null) =>
      devRow({ crimes: ['attempted murder'], event_date, published_date: '2020-01-01' });
    const rows = [
      attempt('2018-12-31'),
      attempt('2019-01-01'),
      attempt('2022-12-31'),
      attempt('2023-01-01'),
      attempt(null),
      devRow({ crimes: ['murder'], event_date: '2020-05-05' }),
    ];
    expect(ask('The incidents of attempted murder from', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks crimes once per incident, and without murder drops only the category', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'rape'] }),
      devRow({ crimes: ['murder', 'rape'] }),
      devRow({ crimes: ['theft', 'theft', 'theft'] }),
    ];
    expect(ask('which crime the opps be on', rows)).toEqual({ kind: 'text', value: ['murder'] });
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('It is which crime that has most incidents', b)).toEqual({ kind: 'text', value: ['rape'] });
    const tied = [...b, devRow({ notebook: 'b', crimes: ['theft'] })];
    expect(() => ask('It is which crime that has most incidents', tied)).toThrow(/no single leader/);
  });

  it('ranks weekdays by fatal incidents only, a null killed not fatal and an undated row left out', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 1 }), // Saturday
      devRow({ event_date: '2024-01-13', victims_killed: 2 }), // Saturday
      devRow({ event_date: '2024-01-08', victims_killed: 5 }), // Monday
      devRow({ event_date: '2024-01-08', victims_killed: null }),
      devRow({ event_date: '2024-01-08', victims_killed: 0 }),
      devRow({ event_date: null, published_date: '2024-01-08', victims_killed: 3 }),
    ];
    expect(ask('It is which day of the week', rows)).toEqual({ kind: 'text', value: 'Saturday' });
  });

  it('ranks months by fatal incidents, all years together, counting incidents not bodies', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-07-01', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: '2023-07-20', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: '2023-03-20', victims_killed: 9 }),
      devRow({ notebook: 'b', event_date: '2023-03-21', victims_killed: null }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-03-22', victims_killed: 2 }),
    ];
    expect(ask('Request calendar month with most fatal', rows)).toEqual({ kind: 'text', value: 'July' });
  });

  it('counts a murder by a known person only for a partner, family member or acquaintance', () => {
    const murder = (relationship: DevRow['relationship']) =>
      devRow({ notebook: 'b', crimes: ['murder'], relationship });
    const rows = [
      murder('partner'),
      murder('family'),
      murder('acquaintance'),
      murder('stranger'),
      murder(null),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'acquaintance' }),
    ];
    expect(ask('The incidents of murder which were done', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the share of incidents with a stated child victim over all the notebook rows', () => {
    const rows = [
      devRow({ notebook: 'b', victims_children: 2 }),
      devRow({ notebook: 'b', victims_children: 0 }),
      devRow({ notebook: 'b', victims_children: null }),
      devRow({ notebook: 'b', victims_children: null }),
      devRow({ notebook: 'a', victims_children: 1 }),
    ];
    expect(ask('what percent of all the cases had a kid', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('sums the killed of July to September in any year, the undated left out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2016-07-01', victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: '2024-09-30', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: '2024-10-01', victims_killed: 4 }),
      devRow({ notebook: 'b', event_date: '2024-06-30', victims_killed: 4 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-08-01', victims_killed: 5 }),
    ];
    expect(ask('The people who died in the incidents of the third', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('answers the Northern Cape rape check either way, an unstated arrest not being a zero', () => {
    const unstated = [
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['rape'], arrest_made: null }),
    ];
    expect(ask('Affirm or negative: any rape', unstated)).toEqual({ kind: 'text', value: ['No', 'False'] });
    const none = [
      ...unstated,
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['rape'], arrest_made: false }),
    ];
    expect(ask('Affirm or negative: any rape', none)).toEqual({ kind: 'text', value: ['Yes', 'True'] });
  });

  it('dates the earliest CIT robbery by event date and names KwaZulu-Natal as KZN too', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-01', published_date: '2021-03-02' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2015-01-01' }),
      devRow({ crimes: ['armed robbery'], event_date: '2012-01-01' }),
    ];
    expect(ask('Request earliest event date', rows)).toEqual({ kind: 'date', value: '2021-03-01' });
    const killed = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
      devRow({ province: 'Gauteng', victims_killed: null }),
    ];
    expect(ask('Request province with highest', killed)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN', 'Kilo Zulu Natal'],
    });
  });
});
