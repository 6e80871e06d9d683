import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { rankedTally } from './blind-sets';
import { type DevRow, devSetFile, readDevReleases } from './dev-set';
import { FRESH272_QUESTIONS, fresh272QuestionCases } from './fresh272-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-seventy-second fresh question set (blind)', FRESH272_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH272_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH272_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-seventy-second fresh set, over the development set', () => {
  const file = devSetFile('releases.jsonl');

  it.skipIf(!file)('has a single leader, strictly ahead, for every ranking', () => {
    const rows = file ? readDevReleases(file) : [];
    const rankings = FRESH272_QUESTIONS.filter((q) => q.covers.includes('ranking'));
    expect(rankings.length).toBeGreaterThanOrEqual(4);
    for (const q of rankings) {
      const [first, second] = rankedTally(
        q.tally?.(rows.filter((r) => r.notebook === q.notebook)) ?? new Map(),
      );
      expect(first, q.question).toBeDefined();
      if (first && second) expect(first[1], q.question).toBeGreaterThan(second[1]);
    }
  });

  it.skipIf(!file)('puts two refusals or more to each notebook and computes every case', () => {
    for (const notebook of ['a', 'b'] as const)
      expect(
        FRESH272_QUESTIONS.filter((q) => q.notebook === notebook && q.covers.includes('refusal')).length,
      ).toBeGreaterThanOrEqual(2);
    const cases = fresh272QuestionCases(file ? readDevReleases(file) : []);
    expect(cases).toHaveLength(30);
  });
});

describe('the two-hundred-and-seventy-second fresh set reads the ground truth as its header says', () => {
  it('counts a weekend by the event date alone, never by publication', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ notebook: 'b', event_date: '2024-01-06' }),
    ];
    expect(ask('Weekends are basically', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the front nine as January to June of any year, undated rows left out', () => {
    const rows = [
      devRow({ event_date: '2019-01-01' }),
      devRow({ event_date: '2023-06-30' }),
      devRow({ event_date: '2023-07-01' }),
      devRow({ event_date: null, published_date: '2023-03-01' }),
    ];
    expect(ask('Begging your pardon', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares murders by half of the year, and refuses a level comparison', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2020-08-01' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2021-12-01' }),
      devRow({ crimes: ['murder'], event_date: '2022-02-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2022-03-01' }),
    ];
    expect(ask('If I may, sir', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const level = [...rows, devRow({ crimes: ['murder'], event_date: '2022-04-01' })];
    expect(() => ask('If I may, sir', level)).toThrow(/no difference/);
    const fewer = [...level, devRow({ crimes: ['murder'], event_date: '2022-05-01' })];
    expect(ask('If I may, sir', fewer)).toEqual({ kind: 'text', value: 'No' });
  });

  it('benches murders that also hold an attempted murder', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'armed robbery'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['attempted murder'] }),
    ];
    expect(ask('Count the murders', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median over every stated suspect age, an even count meeting in the middle', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30, 50] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
    ];
    expect(ask('Sir, of the suspects whose ages', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('takes the median of arrests over the incidents that state a number, a stated zero included', () => {
    const rows = [
      devRow({ notebook: 'b', num_suspects_arrested: 0 }),
      devRow({ notebook: 'b', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', num_suspects_arrested: 9 }),
      devRow({ notebook: 'b', num_suspects_arrested: null }),
    ];
    expect(ask('With respect, sir', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums only the stated killed of KwaZulu-Natal', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: 2 }),
      devRow({ province: 'Gauteng', victims_killed: 7 }),
    ];
    expect(ask("If you don't mind", rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('compares suspects arrested by province, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', num_suspects_arrested: 4 }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: null }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 3 }),
    ];
    expect(ask('Eastern Cape against Western Cape', rows)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('finds a farm by the word in the location, in any case', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor Farm, near Kestell' }),
      devRow({ notebook: 'b', location: 'farm near Glen' }),
      devRow({ notebook: 'b', location: 'FARM RIETFONTEIN, Brandfort' }),
      devRow({ notebook: 'b', location: 'Bloemfontein' }),
    ];
    expect(ask('Farm shoots are SO dreamy', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the earliest rape by event date, and takes the female share over victims of stated sex', () => {
    const rows = [
      devRow({
        notebook: 'b',
        crimes: ['rape'],
        event_date: '2018-05-01',
        victims_female: 3,
        victims_male: 1,
      }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: null, published_date: '2010-01-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2012-01-01', victims_female: null }),
    ];
    expect(ask('What date was the very first rape', rows)).toEqual({ kind: 'date', value: '2018-05-01' });
    expect(ask('Thinking about who ends up', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('compares Fridays with Mondays by event date, and ranks municipalities without the unknown', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-05', municipality: 'Mangaung' }), // Friday
      devRow({ notebook: 'b', event_date: '2024-01-12', municipality: null }), // Friday
      devRow({ notebook: 'b', event_date: '2024-01-08', municipality: null }), // Monday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-15', municipality: null }), // published on a Monday
    ];
    expect(ask('A small question, sir', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('Which municipality owns the court', rows)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
    const level = [...rows, devRow({ notebook: 'b', event_date: '2024-01-15' })]; // another Monday
    expect(() => ask('A small question, sir', level)).toThrow(/no difference/);
  });

  it('ranks provinces by stated suspects arrested, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: null }),
    ];
    expect(ask('Which province had the most suspects', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 14 })];
    expect(() => ask('Which province had the most suspects', tied)).toThrow(/no single leader/);
  });

  it('counts Mpumalanga firearm incidents and incidents before 2020 by event date', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['illegal firearm possession'],
        event_date: '2019-12-31',
      }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        crimes: ['illegal firearm possession'],
        event_date: '2020-01-01',
      }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['drug dealing'], event_date: null }),
    ];
    expect(ask('Mpumulanga!', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('Everything before 2020', rows)).toEqual({ kind: 'number', value: 1 });
  });
});
