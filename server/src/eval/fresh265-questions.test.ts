import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { rankedTally } from './blind-sets';
import { type DevRow, devSetFile, readDevReleases } from './dev-set';
import { FRESH265_QUESTIONS, fresh265QuestionCases } from './fresh265-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-sixty-fifth fresh question set (blind)', FRESH265_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH265_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH265_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-sixty-fifth fresh set reads the ground truth as its header says', () => {
  it('puts at least two refusals to each notebook', () => {
    for (const notebook of ['a', 'b'] as const) {
      const refusals = FRESH265_QUESTIONS.filter(
        (q) => q.notebook === notebook && q.covers.includes('refusal'),
      );
      expect(refusals.length, notebook).toBeGreaterThanOrEqual(2);
    }
  });

  it('sums the killed of spring (September to November) by event date, nulls and undated rows adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2020-09-01', victims_killed: 2 }),
      devRow({ crimes: ['murder'], event_date: '2018-11-30', victims_killed: 3 }),
      devRow({ crimes: ['murder'], event_date: '2018-10-03', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: '2018-12-01', victims_killed: 5 }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2018-10-05', victims_killed: 7 }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2018-10-05', victims_killed: 1 }),
    ];
    expect(ask('Oh, I make so many', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes "nobody arrested" in the Western Cape as a stated false, over all its incidents', () => {
    const rows = [
      devRow({ province: 'Western Cape', arrest_made: false }),
      devRow({ province: 'Western Cape', arrest_made: null }),
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: false }),
    ];
    expect(ask('Of all the incidents in the Western Cape', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts weekend murders by event date, attempted murder and undated murders left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // a Saturday
    ];
    expect(ask('Eish majita', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by kidnapping incidents, names KZN either way, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['extortion'] }),
    ];
    expect(ask('Sharp sharp!', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', crimes: ['kidnapping'] })];
    expect(() => ask('Sharp sharp!', tied)).toThrow(/no single leader/);
  });

  it('sums the arrested of October to December in any year', () => {
    const rows = [
      devRow({ event_date: '2019-10-01', num_suspects_arrested: 4 }),
      devRow({ event_date: '2023-12-31', num_suspects_arrested: 2 }),
      devRow({ event_date: '2023-12-30', num_suspects_arrested: null }),
      devRow({ event_date: '2023-09-30', num_suspects_arrested: 9 }),
      devRow({ event_date: null, published_date: '2023-11-01', num_suspects_arrested: 6 }),
    ];
    expect(ask('Ekasi we close late', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('compares the killed of the Eastern Cape and KwaZulu-Natal, a draw being a no', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: 2 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
    ];
    expect(ask('Eish, tell me straight', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const draw = [...rows, devRow({ province: 'KwaZulu-Natal', victims_killed: 1 })];
    expect(ask('Eish, tell me straight', draw)).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the median over every stated suspect age, an even count giving the mean of the middle two', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [31] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [50] }),
    ];
    expect(ask('To take the measure', rows)).toEqual({ kind: 'number', value: 35.5 });
  });

  it('trims off every incident with a murder before counting firearm charges', () => {
    const rows = [
      devRow({ crimes: ['illegal firearm possession'] }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['armed robbery'] }),
    ];
    expect(ask('Trim off every incident', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it("takes KwaZulu-Natal's share of all the suspects arrested", () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 3 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: null }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 4 }),
    ];
    expect(ask('Tally the stitches', rows)).toEqual({ kind: 'number', value: 43 });
  });

  it('counts North West robberies of the five kinds, not carjackings or hijackings', () => {
    const nw = (crimes: string[]) => devRow({ notebook: 'b', province: 'North West', crimes });
    const rows = [
      nw(['house robbery', 'kidnapping']),
      nw(['cash-in-transit robbery']),
      nw(['robbery']),
      nw(['carjacking']),
      nw(['truck hijacking']),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['armed robbery'] }),
    ];
    expect(ask('Majita, count me', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts murders since 2022 by event date, the undated ones left out', () => {
    const murder = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, published_date: '2024-01-01' });
    const rows = [murder('2022-01-01'), murder('2021-12-31'), murder(null), murder('2025-03-01')];
    expect(ask('Sharp. Since the start', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds a Free State farm by the word in the location, in any case', () => {
    const fs = (location: string) => devRow({ notebook: 'b', province: 'Free State', location });
    const rows = [
      fs('Lismor Farm, near Kestell'),
      fs('farm near Glen'),
      fs('Bloemfontein'),
      fs('Phuthaditjhaba'),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'a farm near Tzaneen' }),
    ];
    expect(ask('Of the incidents in the Free State', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks provinces by the suspects arrested, and takes the median of arrests in murder incidents', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'], num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['theft'], num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['murder'], num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['murder'], num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], num_suspects_arrested: 2 }),
    ];
    expect(ask('Which province has the largest tally', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(ask('Among the incidents that involved a murder', rows)).toEqual({ kind: 'number', value: 2 });
  });

  const file = devSetFile('releases.jsonl');
  it.skipIf(!file)('over the real ground truth, every ranking has a single leader by a clear margin', () => {
    const rows = file ? readDevReleases(file) : [];
    const cases = fresh265QuestionCases(rows);
    expect(cases).toHaveLength(30);
    for (const q of FRESH265_QUESTIONS.filter((candidate) => candidate.tally)) {
      const [first, second] = rankedTally(
        q.tally?.(rows.filter((r) => r.notebook === q.notebook)) ?? new Map(),
      );
      expect(first, q.question).toBeDefined();
      expect(first?.[1] ?? 0, q.question).toBeGreaterThan(second?.[1] ?? 0);
    }
  });
});
