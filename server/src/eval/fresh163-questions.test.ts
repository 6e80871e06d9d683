import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH163_QUESTIONS } from './fresh163-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-sixty-third fresh question set (blind)', FRESH163_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH163_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH163_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-sixty-third fresh set reads the ground truth as its header says', () => {
  it('counts illegal mining rows and sums the zama zamas arrested over them alone, a null adding nothing', () => {
    const rows = [
      devRow({ crimes: ['illegal mining', 'illegal firearm possession'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['illegal mining'], num_suspects_arrested: null }),
      devRow({ crimes: ['theft'], location: 'old mine shaft', num_suspects_arrested: 7 }),
    ];
    expect(ask('How many illegal mining cases', rows)).toEqual({ kind: 'number', value: 2 });
    const inB = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('How many zama zamas were arrested', inB)).toEqual({ kind: 'number', value: 4 });
  });

  it('dates the most recent illegal mining op by event date, never by publication or an undated row', () => {
    const rows = [
      devRow({ crimes: ['illegal mining'], event_date: '2023-08-09', published_date: '2023-08-10' }),
      devRow({ crimes: ['illegal mining'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['illegal mining'], event_date: '2021-02-01' }),
      devRow({ crimes: ['murder'], event_date: '2024-12-31' }),
    ];
    expect(ask('On what date did the most recent illegal mining', rows)).toEqual({
      kind: 'date',
      value: '2023-08-09',
    });
  });

  it('says No to anyone hurt in illegal mining when the figures are zero or unstated, Yes on a stated injury', () => {
    const quiet = [
      devRow({ notebook: 'b', crimes: ['illegal mining'], victims_killed: 0, victims_injured: 0 }),
      devRow({ notebook: 'b', crimes: ['illegal mining'], victims_killed: null, victims_injured: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 3 }),
    ];
    expect(ask('Was anybody killed or injured', quiet)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [...quiet, devRow({ notebook: 'b', crimes: ['illegal mining'], victims_injured: 1 })];
    expect(ask('Was anybody killed or injured', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts "no arrest effected" as a stated false only, an unstated arrest left out', () => {
    const rows = [
      devRow({ arrest_made: false }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true, num_suspects_arrested: 0 }),
    ];
    expect(ask('In how many matters had no arrest', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares arrests by event year with both year ends included, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ event_date: '2019-01-01', num_suspects_arrested: 5 }),
      devRow({ event_date: '2019-12-31', num_suspects_arrested: 4 }),
      devRow({ event_date: '2020-01-01', num_suspects_arrested: 20 }),
      devRow({ event_date: null, published_date: '2019-06-01', num_suspects_arrested: 30 }),
      devRow({ event_date: '2018-12-31', num_suspects_arrested: 2 }),
      devRow({ event_date: '2018-03-01', num_suspects_arrested: null }),
    ];
    expect(ask('How many more suspects were arrested in incidents', rows)).toEqual({
      kind: 'number',
      value: 7,
    });
    const reversed = [...rows, devRow({ event_date: '2018-05-05', num_suspects_arrested: 9 })];
    expect(() => ask('How many more suspects were arrested in incidents', reversed)).toThrow(
      /does not have more/,
    );
  });

  it('takes the mean age over every stated suspect age, to one decimal, rows without ages adding nothing', () => {
    const rows = [
      devRow({ suspect_ages: [20, 31] }),
      devRow({ suspect_ages: [40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
    ];
    // (20 + 31 + 40) / 3 = 30.333...
    expect(ask('What is the mean age', rows)).toEqual({ kind: 'number', value: 30.3 });
  });

  it('reads "cape town" as the City of Cape Town municipality, not the Western Cape province', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], province: 'Western Cape', municipality: 'Stellenbosch' }),
      devRow({ crimes: ['truck hijacking'], province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ crimes: ['carjacking'], province: 'Gauteng', municipality: 'City of Johannesburg' }),
    ];
    expect(ask('any carjackings in cape town', rows)).toEqual({ kind: 'text', value: 'No' });
    const inCity = [
      ...rows,
      devRow({ crimes: ['carjacking'], province: 'Western Cape', municipality: 'City of Cape Town' }),
    ];
    expect(ask('any carjackings in cape town', inCity)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the share of incidents with a child victim over all rows, an unstated figure not a child', () => {
    const rows = [
      devRow({ victims_children: 2 }),
      devRow({ victims_children: 0 }),
      devRow({ victims_children: null }),
      devRow({}),
      devRow({ victims_children: 1 }),
      devRow({ victims_children: null }),
      devRow({ victims_children: 0 }),
      devRow({ victims_children: 0 }),
    ];
    // 2 of 8 rows.
    expect(ask('wat % of cases', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts a weekend by the event date alone', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-01-07' }), // Sunday
      devRow({ notebook: 'b', event_date: '2024-01-08' }), // Monday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('how many of these went down on a weekend', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks crimes by the incidents holding them and municipalities without the unknown, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder', 'illegal firearm possession'] }),
    ];
    expect(ask('ngl which crime shows up the most', rows)).toEqual({ kind: 'text', value: ['murder'] });
    const tied = [...rows, devRow({ crimes: ['attempted murder'] })];
    expect(() => ask('ngl which crime shows up the most', tied)).toThrow(/no single leader/);
    const places = [
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('Which municipality accounts', places)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
  });

  it('lists each province with illegal mining once, and compares mining arrests only', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['illegal mining'],
        num_suspects_arrested: 19,
      }),
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['illegal mining'],
        num_suspects_arrested: null,
      }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['illegal mining'], num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['murder'], num_suspects_arrested: 20 }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['theft'] }),
    ];
    expect(ask('List the provinces', rows)).toEqual({ kind: 'list', value: ['Mpumalanga', 'North West'] });
    expect(ask('How many more illegal miners', rows)).toEqual({ kind: 'number', value: 13 });
  });

  it('answers the Limpopo fraud arrest by a stated arrest, and refuses the unrecorded facts', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['fraud'], arrest_made: null }),
      devRow({ notebook: 'b', province: 'Gauteng', crimes: ['fraud'], arrest_made: true }),
    ];
    expect(ask('Were any suspects arrested', rows)).toEqual({ kind: 'text', value: 'No' });
    const caught = [...rows, devRow({ notebook: 'b', province: 'Limpopo', crimes: ['fraud', 'corruption'] })];
    expect(ask('Were any suspects arrested', caught)).toEqual({ kind: 'text', value: 'Yes' });
    for (const start of ['How many disused mine shafts', 'What amount of bail', 'avg time it took'])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
