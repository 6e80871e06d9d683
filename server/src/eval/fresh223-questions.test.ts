import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH223_QUESTIONS } from './fresh223-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-twenty-third fresh question set (blind)', FRESH223_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH223_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH223_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-twenty-third fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed of KwaZulu-Natal only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('How many of victims were killed', rows)).toEqual({ kind: 'number', value: 4 });
    const more = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['arson'], victims_killed: 2 })];
    expect(ask('How many of victims were killed', more)).toEqual({ kind: 'number', value: 6 });
  });

  it('compares murders alone, attempted murder and culpable homicide not counting, and needs strictly more', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'] }),
    ];
    expect(ask('Is it that the Eastern Cape', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const level = [...rows, devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'] })];
    expect(ask('Is it that the Eastern Cape', level)).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the Gauteng arrest share over all its rows, an unstated arrest not being one', () => {
    const rows = [
      devRow({ province: 'Gauteng', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: null }),
      devRow({ province: 'Limpopo', arrest_made: false }),
    ];
    expect(ask('For the province of Gauteng', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('lists the Eastern Cape municipalities with a murder once each, without "City of" or unknowns', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', municipality: 'Nelson Mandela Bay', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', municipality: 'Nelson Mandela Bay', crimes: ['murder', 'rape'] }),
      devRow({ province: 'Eastern Cape', municipality: 'City of Buffalo', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', municipality: null, crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', municipality: 'Mnquma', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', municipality: 'Swartland', crimes: ['murder'] }),
    ];
    expect(ask('Can you give me the list', rows)).toEqual({
      kind: 'list',
      value: ['Buffalo', 'Nelson Mandela Bay'],
    });
  });

  it('counts truck hijackings and CIT robberies once per incident, carjackings left out', () => {
    const rows = [
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['cash-in-transit robbery', 'truck hijacking'] }),
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['business robbery'] }),
    ];
    expect(ask('Our comrades driving trucks', rows)).toEqual({ kind: 'number', value: 2 });
    const b = [
      ...rows.map((r) => ({ ...r, notebook: 'b' as const })),
      devRow({ notebook: 'b', crimes: ['carjacking', 'kidnapping'] }),
    ];
    expect(ask('Count every attack on our drivers', b)).toEqual({ kind: 'number', value: 4 });
  });

  it('answers the injured CIT question by a stated injury above zero in the Eastern Cape', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery'], victims_injured: null }),
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery'], victims_injured: 0 }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'], victims_injured: 3 }),
      devRow({ province: 'Eastern Cape', crimes: ['armed robbery'], victims_injured: 2 }),
    ];
    expect(ask('Was there any CIT heist', rows)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [
      ...rows,
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery'], victims_injured: 1 }),
    ];
    expect(ask('Was there any CIT heist', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts incidents per event year for 2022 to 2024, undated rows in no year', () => {
    const rows = [
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: '2022-12-31' }),
      devRow({ event_date: '2023-06-01' }),
      devRow({ event_date: null, published_date: '2024-03-01' }),
      devRow({ event_date: '2024-02-02' }),
      devRow({ event_date: '2024-02-03' }),
      devRow({ event_date: '2024-02-04' }),
      devRow({ event_date: '2021-12-31' }),
    ];
    expect(ask('Hey, um, how many incidents were there each year', rows)).toEqual({
      kind: 'list',
      value: [2, 1, 3],
    });
  });

  it('dates the earliest kidnapping by event date, an undated one never first', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13' }),
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: '2016-01-02' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2012-01-01' }),
    ];
    expect(ask('Uh, when was the latest kidnapping', rows)).toEqual({ kind: 'date', value: '2016-01-02' });
  });

  it('averages the stated suspect ages one per suspect, and takes the Limpopo median', () => {
    const rows = [
      devRow({ suspect_ages: [20, 30] }),
      devRow({ suspect_ages: [41] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
    ];
    expect(ask("Hey, what's the, uh, average age", rows)).toEqual({ kind: 'number', value: 30.3 });
    const limpopo = [
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [40, 20] }),
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [31] }),
      devRow({ notebook: 'b', province: 'Free State', suspect_ages: [90, 91] }),
    ];
    expect(ask('Which is the median', limpopo)).toEqual({ kind: 'number', value: 31 });
    const even = [...limpopo, devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [60] })];
    expect(ask('Which is the median', even)).toEqual({ kind: 'number', value: 35.5 });
  });

  it('ranks municipalities by attempted murders alone and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', crimes: ['attempted murder'] }),
      devRow({ municipality: 'City of Cape Town', crimes: ['attempted murder', 'murder'] }),
      devRow({ municipality: 'eThekwini', crimes: ['attempted murder'] }),
      devRow({ municipality: 'eThekwini', crimes: ['murder'] }),
      devRow({ municipality: 'eThekwini', crimes: ['murder'] }),
      devRow({ municipality: null, crimes: ['attempted murder'] }),
      devRow({ municipality: null, crimes: ['attempted murder'] }),
    ];
    expect(ask('Okay so which municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', crimes: ['attempted murder'] })];
    expect(() => ask('Okay so which municipality', tied)).toThrow(/no single leader/);
  });

  it('sums people killed in 2019 to 2021 whole years and in July of any year, by event date', () => {
    const rows = [
      devRow({ event_date: '2019-01-01', victims_killed: 2 }),
      devRow({ event_date: '2021-12-31', victims_killed: 3 }),
      devRow({ event_date: '2022-01-01', victims_killed: 7 }),
      devRow({ event_date: null, published_date: '2020-07-01', victims_killed: 5 }),
      devRow({ event_date: '2020-07-15', victims_killed: null }),
    ];
    expect(ask('Hey um, how many people got killed', rows)).toEqual({ kind: 'number', value: 5 });
    const b = [
      devRow({ notebook: 'b', event_date: '2015-07-02', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: '2022-07-31', victims_killed: 7 }),
      devRow({ notebook: 'b', event_date: '2022-08-01', victims_killed: 4 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2022-07-10', victims_killed: 9 }),
    ];
    expect(ask('Okay, um, how many people were killed in July', b)).toEqual({ kind: 'number', value: 8 });
  });

  it('takes the Free State share of all stated killed, and counts female-suspect and known-attacker incidents', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ province: 'Free State', victims_killed: 3, suspects_female: 1, relationship: 'partner' }),
      b({ province: 'Free State', victims_killed: null, suspects_female: 2, relationship: 'stranger' }),
      b({ province: 'Limpopo', victims_killed: 4, suspects_female: 0, relationship: 'family' }),
      b({ province: 'North West', victims_killed: 0, suspects_female: null, relationship: null }),
      b({ province: 'Limpopo', victims_killed: null, relationship: 'acquaintance' }),
    ];
    expect(ask('Of all the people killed', rows)).toEqual({ kind: 'number', value: 43 });
    expect(ask('Uh, in how many incidents was there', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Hey, in how many cases did the victim', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('sums arrests in illegal mining only and ranks provinces by kidnappings, refusing a tie', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ crimes: ['illegal mining'], num_suspects_arrested: 19, province: 'Mpumalanga' }),
      b({ crimes: ['illegal mining', 'theft'], num_suspects_arrested: null, province: 'Northern Cape' }),
      b({ crimes: ['theft'], num_suspects_arrested: 4, province: 'Northern Cape' }),
      b({ crimes: ['kidnapping'], province: 'North West' }),
      b({ crimes: ['kidnapping', 'rape'], province: 'North West' }),
      b({ crimes: ['kidnapping'], province: 'Limpopo' }),
    ];
    expect(ask('The zama zamas', rows)).toEqual({ kind: 'number', value: 19 });
    expect(ask('Which is the province where', rows)).toEqual({ kind: 'text', value: 'North West' });
    const tied = [...rows, b({ crimes: ['kidnapping'], province: 'Limpopo' })];
    expect(() => ask('Which is the province where', tied)).toThrow(/no single leader/);
  });
});
