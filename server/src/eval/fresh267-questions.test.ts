import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { rankedTally } from './blind-sets';
import { type DevRow, devSetFile, readDevReleases } from './dev-set';
import { FRESH267_QUESTIONS } from './fresh267-questions';
import { refusal } from './ground-truth-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-sixty-seventh fresh question set (blind)', FRESH267_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH267_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH267_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-sixty-seventh fresh set reads the ground truth as its header says', () => {
  it('has two refusals or more and at least one ranking per notebook', () => {
    for (const notebook of ['a', 'b'] as const) {
      const own = FRESH267_QUESTIONS.filter((q) => q.notebook === notebook);
      expect(own.filter((q) => q.expect === refusal).length).toBeGreaterThanOrEqual(2);
      expect(own.filter((q) => q.covers.includes('ranking')).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('counts murders without an attempted murder alongside', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'house robbery'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['attempted murder'] }),
      b({ crimes: ['murder'] }),
    ];
    expect(ask('If I count each incident', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it("takes more than a baker's dozen as strictly more than thirteen", () => {
    const kzn = (n: number) => Array.from({ length: n }, () => devRow({ province: 'KwaZulu-Natal' }));
    expect(ask("A baker's dozen", [...kzn(13), devRow({ province: 'Gauteng' })])).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(ask("A baker's dozen", kzn(14))).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the median over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: [] }),
      b({ suspect_ages: [99, 99, 99] }),
    ];
    expect(ask('While my dough is proving', rows)).toEqual({ kind: 'number', value: 30 });
  });

  it('reads a weekend from the event date alone, in the Western Cape only', () => {
    const rows = [
      devRow({ province: 'Western Cape', event_date: '2024-01-06' }), // Saturday
      devRow({ province: 'Western Cape', event_date: '2024-01-07' }), // Sunday
      devRow({ province: 'Western Cape', event_date: '2024-01-08' }), // Monday
      devRow({ province: 'Western Cape', event_date: null, published_date: '2024-01-13' }), // a Saturday
      devRow({ province: 'Gauteng', event_date: '2024-01-06' }),
    ];
    expect(ask('w/e jobs only', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts Wednesdays by the event date, never the publication date', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2024-01-10', notebook: 'a' }), // Wednesday
      devRow({ event_date: '2024-01-04', published_date: '2024-01-10' }), // Thursday, published on a Wednesday
      devRow({ event_date: null, published_date: '2024-01-17' }), // published on a Wednesday
    ];
    expect(ask('how many jobs on the sheet fell', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by suspects arrested, not by incidents', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 19 }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: null }),
    ];
    expect(ask('which province locked up', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
  });

  it('sums the killed of the City of Cape Town alone, unstated figures adding nothing', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 2 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'Swartland', province: 'Western Cape', victims_killed: 5 }),
    ];
    expect(ask('Oh darling, my client Mrs Adams', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('keeps "before 2019" to dated incidents ending on the last day of 2018', () => {
    const rows = [
      devRow({ province: 'Gauteng', event_date: '2018-12-31' }),
      devRow({ province: 'Gauteng', event_date: '2019-01-01' }),
      devRow({ province: 'Gauteng', event_date: null, published_date: '2015-01-01' }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2014-01-01' }),
    ];
    expect(ask('Darling, my old boss', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('compares women and men among the victims strictly, nulls adding nothing', () => {
    const rows = [
      devRow({ victims_female: 2, victims_male: 1 }),
      devRow({ victims_female: null, victims_male: 1 }),
    ];
    expect(ask('My client Thandi', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('My client Thandi', [...rows, devRow({ victims_female: 1, victims_male: null })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('counts murders from October to December in any year, the undated left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-10-01' }),
      devRow({ crimes: ['murder'], event_date: '2022-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2022-09-30' }),
      devRow({ crimes: ['attempted murder'], event_date: '2022-11-30' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2022-11-02' }),
    ];
    expect(ask('Darling, the festive season', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the earliest rape and the latest kidnapping by event date alone', () => {
    const rows = [
      devRow({ crimes: ['rape'], event_date: '2018-03-01' }),
      devRow({ crimes: ['sexual assault'], event_date: '2015-03-01' }),
      devRow({ crimes: ['rape'], event_date: null, published_date: '2014-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2021-05-05' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2025-01-01' }),
    ];
    expect(ask('Hold still, sweetheart', rows)).toEqual({ kind: 'date', value: '2018-03-01' });
    expect(ask('Fresh out of the oven', rows)).toEqual({ kind: 'date', value: '2021-05-05' });
  });

  it('counts a murder with any robbery but not with a carjacking or truck hijacking', () => {
    const rows = [
      b({ crimes: ['murder', 'armed robbery'] }),
      b({ crimes: ['murder', 'robbery'] }),
      b({ crimes: ['cash-in-transit robbery', 'murder'] }),
      b({ crimes: ['murder', 'carjacking'] }),
      b({ crimes: ['murder', 'truck hijacking'] }),
      b({ crimes: ['attempted murder', 'business robbery'] }),
    ];
    expect(ask('jobs w/ a murder AND a robbery', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the share of kidnappings over the murders only', () => {
    const rows = [
      b({ crimes: ['murder', 'kidnapping'] }),
      b({ crimes: ['murder'] }),
      b({ crimes: ['murder'] }),
      b({ crimes: ['kidnapping'] }),
    ];
    expect(ask('Of the batch of murders', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes the median of suspects arrested over stated figures, zero included', () => {
    const rows = [
      b({ num_suspects_arrested: 0 }),
      b({ num_suspects_arrested: 1 }),
      b({ num_suspects_arrested: 12 }),
      b({ num_suspects_arrested: null }),
    ];
    expect(ask('median no. of suspects', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts winter by June to August of any year, and kidnappings since 2021 started', () => {
    const rows = [
      b({ crimes: ['kidnapping'], event_date: '2021-06-01' }),
      b({ crimes: ['kidnapping'], event_date: '2020-08-31' }),
      b({ crimes: ['kidnapping'], event_date: '2020-12-31' }),
      b({ crimes: ['theft'], event_date: '2023-09-01' }),
      b({ crimes: ['kidnapping'], event_date: null, published_date: '2024-07-01' }),
    ];
    expect(ask('Winter is my busiest', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Ag, my neighbour', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('sums the injured of weekend incidents only', () => {
    const rows = [
      b({ event_date: '2024-01-06', victims_injured: 3 }), // Saturday
      b({ event_date: '2024-01-07', victims_injured: null }), // Sunday
      b({ event_date: '2024-01-05', victims_injured: 4 }), // Friday
    ];
    expect(ask('ppl injured on w/e', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('answers the year comparison strictly', () => {
    const rows = [b({ event_date: '2024-02-01' }), b({ event_date: '2023-02-01' })];
    expect(ask('Everyone in the chair', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Everyone in the chair', [...rows, b({ event_date: '2024-03-01' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('names the busiest municipality with or without "City of", skipping unknown ones', () => {
    const rows = [
      b({ municipality: 'City of Matlosana' }),
      b({ municipality: null }),
      b({ municipality: null }),
    ];
    expect(ask('Which municipality was the busiest oven', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
  });

  const file = devSetFile('releases.jsonl');
  it.skipIf(!file)('leads every ranking by a clear margin over the real ground truth', () => {
    const rows = file ? readDevReleases(file) : [];
    for (const q of FRESH267_QUESTIONS.filter((candidate) => candidate.tally)) {
      const [first, second] = rankedTally(
        q.tally?.(rows.filter((r) => r.notebook === q.notebook)) ?? new Map(),
      );
      expect(first, q.question).toBeDefined();
      expect(first?.[1] ?? 0, q.question).toBeGreaterThan(second?.[1] ?? 0);
    }
  });
});
