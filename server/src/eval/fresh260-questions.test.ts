import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { rankedTally } from './blind-sets';
import { type DevRow, devSetFile, readDevReleases } from './dev-set';
import { FRESH260_QUESTIONS, fresh260QuestionCases, moreThan } from './fresh260-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-sixtieth fresh question set (blind)', FRESH260_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH260_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH260_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-sixtieth fresh set reads the ground truth as its header says', () => {
  it('counts a weekday by the event date alone, never by publication', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: '2024-01-04' }), // Thursday
      devRow({ event_date: null, published_date: '2024-01-17' }), // published on a Wednesday
      b({ event_date: '2024-01-03' }),
    ];
    expect(ask('Going through my observing log', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('holds both end nights of the observing window and counts murders only', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-06-01' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2021-03-31' }),
      devRow({ crimes: ['murder'], event_date: '2019-05-31' }),
      devRow({ crimes: ['murder'], event_date: '2021-04-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-01-01' }),
    ];
    expect(ask('Treat 2019-06-01', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the earliest kidnapping by event date, leaving undated ones out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13' }),
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: '2014-07-22' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2010-01-01' }),
    ];
    expect(ask('What is the earliest date logged', rows)).toEqual({ kind: 'date', value: '2014-07-22' });
  });

  it('takes the median of stated arrests in the Western Cape, the middle two averaged', () => {
    const wc = (n: number | null) => devRow({ province: 'Western Cape', num_suspects_arrested: n });
    const rows = [wc(0), wc(19), wc(1), wc(4), wc(null), devRow({ num_suspects_arrested: 50 })];
    expect(ask('For the Western Cape entries', rows)).toEqual({ kind: 'number', value: 2.5 });
  });

  it('reads "nobody nabbed" as a stated false in KZN, and the Durban share over KZN rows', () => {
    const kzn = (fields: Partial<DevRow>) => devRow({ province: 'KwaZulu-Natal', ...fields });
    const rows = [
      kzn({ arrest_made: false, municipality: 'eThekwini', num_victims: 9 }),
      kzn({ arrest_made: null, municipality: 'eThekwini', num_victims: null }),
      kzn({ arrest_made: true, municipality: 'Msunduzi', num_victims: 12 }),
      kzn({ arrest_made: true, municipality: null }),
      devRow({ arrest_made: false, municipality: 'City of Cape Town', province: 'Western Cape' }),
    ];
    expect(ask('howzit bru', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('wat % of the kzn', rows)).toEqual({ kind: 'number', value: 50 });
    expect(ask('gnarly stuff in ethekwini', rows)).toEqual({ kind: 'number', value: 9 });
  });

  it('counts a Western Cape weekend as Saturday or Sunday of the event date', () => {
    const wc = (event_date: string | null) => devRow({ province: 'Western Cape', event_date });
    const rows = [
      wc('2024-06-08'), // Saturday
      wc('2020-03-08'), // Sunday
      wc('2020-03-09'), // Monday
      wc(null),
      devRow({ province: 'Gauteng', event_date: '2024-06-08' }),
    ];
    expect(ask('western cape, weekends only', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by summed arrests, not by incidents, and names KZN either way', () => {
    const rows = [
      devRow({ province: 'Western Cape', num_suspects_arrested: 1 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 1 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: null }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 7 }),
    ];
    expect(ask('Let us look at the scoreboard', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });

  it('answers a comparison yes or no, and refuses a level pair', () => {
    const murder = (province: string) => devRow({ province, crimes: ['murder'] });
    const rows = [murder('Eastern Cape'), murder('KwaZulu-Natal'), murder('KwaZulu-Natal')];
    expect(ask('Coming in over the wicket', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(() => ask('Coming in over the wicket', [...rows, murder('Eastern Cape')])).toThrow(/level/);
    expect(moreThan(3, 1)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('excludes attempted murder from murder alone, and counts a hat-trick as exactly three', () => {
    const rows = [
      devRow({ crimes: ['murder'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['murder', 'armed robbery'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['murder', 'attempted murder'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['attempted murder'], num_suspects_arrested: null }),
    ];
    expect(ask('Murder batting alone', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('What a hat-trick', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the Gauteng run rate over stated arrests, to one decimal', () => {
    const rows = [
      devRow({ num_suspects_arrested: 6 }),
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 4 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ province: 'Limpopo', num_suspects_arrested: 40 }),
    ];
    expect(ask('Time to check the run rate', rows)).toEqual({ kind: 'number', value: 3.3 });
  });

  it('counts winter months in any year and murders strictly before 2020', () => {
    const rows = [
      b({ crimes: ['murder'], event_date: '2019-12-31' }),
      b({ crimes: ['murder'], event_date: '2020-01-01' }),
      b({ crimes: ['murder'], event_date: '2015-07-02' }),
      b({ crimes: ['rape'], event_date: '2018-06-01' }),
      b({ crimes: ['murder'], event_date: null, published_date: '2016-01-01' }),
      b({ crimes: ['theft'], event_date: '2022-08-31' }),
      b({ crimes: ['theft'], event_date: '2022-09-01' }),
    ];
    expect(ask('How many murders were logged before', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('The southern winter months', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the median over each stated suspect age in the Northern Cape', () => {
    const nc = (ages: number[] | null) => b({ province: 'Northern Cape', suspect_ages: ages });
    const rows = [
      nc([18, 35]),
      nc([46]),
      nc(null),
      nc([]),
      b({ province: 'Free State', suspect_ages: [90] }),
    ];
    expect(ask('The Northern Cape has the darkest', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('ranks provinces by weekend event dates, and crimes without murder or "other"', () => {
    const rows = [
      b({ province: 'Limpopo', event_date: '2024-01-06', crimes: ['murder', 'rape'] }), // Saturday
      b({ province: 'Limpopo', event_date: '2024-01-07', crimes: ['murder', 'other'] }), // Sunday
      b({
        province: 'North West',
        event_date: '2024-01-13',
        crimes: ['murder', 'illegal firearm possession'],
      }),
      b({
        province: 'North West',
        event_date: '2024-01-08',
        crimes: ['illegal firearm possession', 'other'],
      }),
      b({ province: 'North West', event_date: null, published_date: '2024-01-13', crimes: ['other'] }),
    ];
    expect(ask('My club only observes', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    expect(ask('Murder aside', rows)).toEqual({ kind: 'text', value: ['firearm', 'gun'] });
  });

  it('finds Free State farms by the word in the location, and Mangaung arrests as a stated true', () => {
    const rows = [
      b({ province: 'Free State', location: 'Lismor Farm, near Kestell' }),
      b({ province: 'Free State', location: 'farm near Glen', municipality: 'Mangaung', arrest_made: true }),
      b({ province: 'Free State', location: 'Bloemfontein', municipality: 'Mangaung', arrest_made: null }),
      b({ province: 'Northern Cape', location: 'farm near Koingnaas' }),
    ];
    expect(ask('free state farms bru', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('mangaung (bloem)', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the North West arrest share over all its incidents, an unstated arrest not counting', () => {
    const nw = (arrest_made: boolean | null) => b({ province: 'North West', arrest_made });
    const rows = [nw(true), nw(true), nw(false), nw(null), b({ province: 'Limpopo', arrest_made: true })];
    expect(ask('The North West is at the crease', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('sums stated victims of kidnappings and dates the earliest North West incident', () => {
    const rows = [
      b({ province: 'North West', crimes: ['rape', 'kidnapping'], num_victims: 1, event_date: '2016-02-06' }),
      b({ province: 'North West', crimes: ['kidnapping'], num_victims: null, event_date: null }),
      b({ province: 'Free State', crimes: ['kidnapping'], num_victims: 2, event_date: '2010-01-01' }),
      b({ province: 'Free State', crimes: ['murder'], num_victims: 5 }),
    ];
    expect(ask('Kidnapping, a nasty delivery', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Right back to the opening over', rows)).toEqual({ kind: 'date', value: '2016-02-06' });
  });
});

const file = devSetFile('releases.jsonl');

describe.skipIf(!file)('the two-hundred-and-sixtieth fresh set over the development set', () => {
  const rows = file ? readDevReleases(file) : [];

  it('has a clear leader at the top of every ranking', () => {
    for (const q of FRESH260_QUESTIONS.filter((candidate) => candidate.tally)) {
      const [first, second] = rankedTally(
        q.tally?.(rows.filter((r) => r.notebook === q.notebook)) ?? new Map(),
      );
      expect(first, q.question).toBeDefined();
      if (first && second) expect(first[1], q.question).toBeGreaterThan(second[1]);
    }
  });

  it('works out a case for every question, with two refusals or more per notebook', () => {
    const cases = fresh260QuestionCases(rows);
    expect(cases).toHaveLength(30);
    for (const notebook of ['a', 'b'] as const)
      expect(
        cases.filter((c) => c.notebook === notebook && c.expect.kind === 'refusal').length,
      ).toBeGreaterThanOrEqual(2);
  });
});
