import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { rankedTally } from './blind-sets';
import { type DevRow, devSetFile, readDevReleases } from './dev-set';
import { FRESH269_QUESTIONS } from './fresh269-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-sixty-ninth fresh question set (blind)', FRESH269_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH269_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH269_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-sixty-ninth fresh set reads the ground truth as its header says', () => {
  it('trims the Western Cape from the murders, and counts neither attempted murder nor culpable homicide', () => {
    const rows = [
      devRow({ crimes: ['murder'], province: 'Gauteng' }),
      devRow({ crimes: ['murder', 'attempted murder'], province: 'KwaZulu-Natal' }),
      devRow({ crimes: ['murder'], province: 'Western Cape' }),
      devRow({ crimes: ['attempted murder'], province: 'Gauteng' }),
      devRow({ crimes: ['culpable homicide'], province: 'Eastern Cape' }),
      devRow({ notebook: 'b', crimes: ['murder'], province: 'Limpopo' }),
    ];
    expect(ask('Right then, the whole carcass', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums arrests over CIT and truck hijackings only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'], num_suspects_arrested: 5 }),
      devRow({ crimes: ['truck hijacking'], num_suspects_arrested: null }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 7 }),
    ];
    expect(ask('By the kilo now', rows)).toEqual({ kind: 'number', value: 8 });
  });

  it('splits the year into upper and lower halves by event date, undated rows in neither, a tie a no', () => {
    const murder = (event_date: string | null) =>
      devRow({ crimes: ['murder'], event_date, published_date: '2024-03-01' });
    const rows = [murder('2020-06-30'), murder('2021-07-01'), murder(null), murder(null)];
    expect(ask('Murders, the upper and lower', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Murders, the upper and lower', [...rows, murder('2019-01-15')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const arrests = [
      devRow({ notebook: 'b', event_date: '2022-02-01', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', event_date: '2022-08-01', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', event_date: '2023-12-01', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', event_date: null, num_suspects_arrested: 9 }),
    ];
    expect(ask('Suspects arrested, the upper vs lower', arrests)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the median over the stated ages and the stated arrests only', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [31] }),
      devRow({ suspect_ages: [], notebook: 'b' }),
    ];
    expect(ask('Hx: median age', rows)).toEqual({ kind: 'number', value: 31 });
    const arrests = [
      devRow({ notebook: 'b', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', num_suspects_arrested: null }),
      devRow({ notebook: 'b', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', num_suspects_arrested: 9 }),
    ];
    expect(ask('On examination of the arrests', arrests)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts murders on race days by the event date alone, never a weekend publication', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // a Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Race days are Saturdays', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed before 2018 by event date, the first of 2018 and the undated left out', () => {
    const rows = [
      devRow({ event_date: '2017-12-31', victims_killed: 2 }),
      devRow({ event_date: '2015-05-01', victims_killed: null }),
      devRow({ event_date: '2018-01-01', victims_killed: 4 }),
      devRow({ event_date: null, published_date: '2016-01-01', victims_killed: 5 }),
    ];
    expect(ask('Going back a fair way', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the earliest rape and the latest Free State murder by event date only', () => {
    const rows = [
      devRow({ crimes: ['rape'], event_date: '2019-04-01', published_date: '2019-04-03' }),
      devRow({ crimes: ['rape'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['sexual assault'], event_date: '2012-01-01' }),
    ];
    expect(ask('Earliest rape presenting', rows)).toEqual({ kind: 'date', value: '2019-04-01' });
    const murders = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder'], event_date: '2022-07-15' }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        crimes: ['attempted murder'],
        event_date: '2024-09-01',
      }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], event_date: '2025-01-01' }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        crimes: ['murder'],
        event_date: null,
        published_date: '2025-06-01',
      }),
    ];
    expect(ask('When was the last murder', murders)).toEqual({ kind: 'date', value: '2022-07-15' });
  });

  it('counts a stated false and an unstated arrest alike as no arrest in the murder share', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['murder', 'rape'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: false }),
    ];
    expect(ask('Out of the murders', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('sums female rape victims outside the Northern Cape, the unstated adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], province: 'Free State', victims_female: 2 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], province: 'North West', victims_female: null }),
      devRow({ notebook: 'b', crimes: ['rape'], province: 'Northern Cape', victims_female: 3 }),
      devRow({ notebook: 'b', crimes: ['murder'], province: 'Limpopo', victims_female: 4 }),
    ];
    expect(ask('Presenting: rape, excl.', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by stated arrests, skips unknown municipalities, and refuses a tie', () => {
    const held = (province: string, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province, num_suspects_arrested });
    const rows = [
      held('Mpumalanga', 19),
      held('North West', 12),
      held('North West', 6),
      held('Limpopo', null),
    ];
    expect(ask('Which province, of all the race points, had', rows)).toEqual({
      kind: 'text',
      value: 'Mpumalanga',
    });
    expect(() =>
      ask('Which province, of all the race points, had', [...rows, held('North West', 1)]),
    ).toThrow(/no single leader/);
    const places = [
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('Prime spot on the map', places)).toEqual({ kind: 'text', value: ['Mangaung', 'Mangaung'] });
  });

  it('counts stock theft or illegal mining in the Northern Cape once per incident', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['stock theft', 'vehicle theft'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['illegal mining', 'theft'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['stock theft', 'illegal mining'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['illegal mining'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['theft'] }),
    ];
    expect(ask('How many stok theft', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('over the ground truth, every ranking has one clear leader', () => {
    const file = devSetFile('releases.jsonl');
    if (!file) return;
    const rows = readDevReleases(file);
    const rankings = FRESH269_QUESTIONS.filter((q) => q.tally);
    expect(rankings).toHaveLength(4);
    for (const q of rankings) {
      const [first, second] = rankedTally(
        q.tally?.(rows.filter((r) => r.notebook === q.notebook)) ?? new Map(),
      );
      expect(first, q.question).toBeDefined();
      expect(first?.[1] ?? 0, q.question).toBeGreaterThan(second?.[1] ?? 0);
    }
  });
});
