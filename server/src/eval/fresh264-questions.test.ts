import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH264_QUESTIONS } from './fresh264-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-sixty-fourth fresh question set (blind)', FRESH264_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH264_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH264_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-sixty-fourth fresh set reads the ground truth as its header says', () => {
  it('counts KZN murders from the first of 2023 by event date, attempted murder and the undated left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2023-01-01' }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'arson'], event_date: '2025-03-04' }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2022-12-31' }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder'],
        event_date: null,
        published_date: '2024-02-01',
      }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], event_date: '2024-01-01' }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2024-01-01' }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2024-01-01' }),
    ];
    expect(ask('Request count of murder traffic', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums Western Cape arrests strictly before 2020, the unstated adding nothing', () => {
    const rows = [
      devRow({ province: 'Western Cape', event_date: '2019-12-31', num_suspects_arrested: 4 }),
      devRow({ province: 'Western Cape', event_date: '2016-05-01', num_suspects_arrested: null }),
      devRow({ province: 'Western Cape', event_date: '2020-01-01', num_suspects_arrested: 7 }),
      devRow({ province: 'Western Cape', event_date: null, num_suspects_arrested: 9 }),
      devRow({ province: 'Eastern Cape', event_date: '2015-01-01', num_suspects_arrested: 2 }),
    ];
    expect(ask('Report total suspects arrested', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('answers the murder comparison yes only when the first province has strictly more', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Confirm Eastern Cape', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder', 'rape'] })];
    expect(ask('Confirm Eastern Cape', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the median of the stated suspect ages of murder rows only, the mean of the middle two when even', () => {
    const rows = [
      devRow({ crimes: ['murder'], suspect_ages: [20, 40] }),
      devRow({ crimes: ['murder', 'attempted murder'], suspect_ages: [31] }),
      devRow({ crimes: ['murder'], suspect_ages: null }),
      devRow({ crimes: ['attempted murder'], suspect_ages: [99, 99, 99] }),
    ];
    expect(ask('Looking over the murder cases', rows)).toEqual({ kind: 'number', value: 31 });
    const even = [...rows, devRow({ crimes: ['murder'], suspect_ages: [36] })];
    expect(ask('Looking over the murder cases', even)).toEqual({ kind: 'number', value: 33.5 });
  });

  it('counts weekend murders and Friday incidents by the event date alone', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Quiet weekends are rare', rows)).toEqual({ kind: 'number', value: 2 });
    const fridays = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('Request count of all traffic logged on a Friday', fridays)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('ranks provinces by victims summed, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_victims: 1 }),
      devRow({ province: 'Gauteng', num_victims: 1 }),
      devRow({ province: 'Gauteng', num_victims: null }),
      devRow({ province: 'KwaZulu-Natal', num_victims: 3 }),
    ];
    expect(ask('Tallying the head of victims', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', num_victims: 1 })];
    expect(() => ask('Tallying the head of victims', tied)).toThrow(/no single leader/);
  });

  it('ranks municipalities by arrests summed, leaving rows without a municipality out', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 5 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 2 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 2 }),
      devRow({ municipality: null, num_suspects_arrested: 30 }),
    ];
    expect(ask('Which municipality put the most', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('counts second-quarter kidnappings in any year, an undated one left out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-04-01' }),
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: '2024-06-30' }),
      devRow({ crimes: ['kidnapping'], event_date: '2024-07-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2021-03-31' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2024-05-05' }),
      devRow({ crimes: ['murder'], event_date: '2024-05-05' }),
    ];
    expect(ask('Kidnapings in the second quarter', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes murder shares over the murders alone: with attempted murder, and on a farm', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder'], location: 'Lismor Farm, near Kestell' }),
      devRow({ crimes: ['murder'], location: 'Kestell' }),
      devRow({ crimes: ['murder'], location: 'Glen' }),
      devRow({ crimes: ['attempted murder'], location: 'farm near Glen' }),
    ];
    expect(ask('Of the murders, what percentage', rows)).toEqual({ kind: 'number', value: 33 });
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('The farms border the reserve', b)).toEqual({ kind: 'number', value: 33 });
  });

  it('excludes murders with a firearm charge, and sums poaching and illegal mining arrests together', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'] }),
      devRow({ notebook: 'b', crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ notebook: 'b', crimes: ['murder', 'armed robbery'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('Noted on patrol', rows)).toEqual({ kind: 'number', value: 2 });
    const arrests = [
      devRow({ notebook: 'b', crimes: ['poaching'], num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', crimes: ['illegal mining', 'other'], num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', crimes: ['illegal mining'], num_suspects_arrested: null }),
      devRow({ notebook: 'b', crimes: ['theft'], num_suspects_arrested: 5 }),
    ];
    expect(ask('Between the poachers', arrests)).toEqual({ kind: 'number', value: 22 });
  });

  it('takes the median of the stated arrests of murder incidents, nulls left out', () => {
    const rows = [0, 1, 2, 4, null].map((n) =>
      devRow({ notebook: 'b', crimes: ['murder'], num_suspects_arrested: n }),
    );
    expect(ask('Request middle figure', rows)).toEqual({ kind: 'number', value: 1.5 });
  });

  it('counts house or business robberies from the first of 2020, other robberies and the undated left out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['house robbery'], event_date: '2020-01-01' }),
      devRow({ notebook: 'b', crimes: ['business robbery', 'extortion'], event_date: '2025-08-23' }),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: '2019-12-31' }),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: null, published_date: '2023-01-01' }),
      devRow({ notebook: 'b', crimes: ['armed robbery'], event_date: '2022-01-01' }),
    ];
    expect(ask('House robberys and business robberys', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the first Mpumalanga incident and the last Northern Cape rape by event date', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2018-12-01' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: null, published_date: '2010-01-01' }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2015-07-02' }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['rape'], event_date: '2021-09-21' }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['murder'], event_date: '2024-09-21' }),
    ];
    expect(ask("What's the very first date", rows)).toEqual({ kind: 'date', value: '2018-12-01' });
    expect(ask('Request date of last rape', rows)).toEqual({ kind: 'date', value: '2021-09-21' });
  });

  it('sums only the stated people figures of the rows asked about', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: 5 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 4 }),
    ];
    expect(ask('Up in Limpopo', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('In the rape cases', rows)).toEqual({ kind: 'number', value: 3 });
  });
});
