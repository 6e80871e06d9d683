import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { rankedTally } from './blind-sets';
import { type DevRow, devSetFile, readDevReleases } from './dev-set';
import { FRESH270_QUESTIONS, fresh270QuestionCases } from './fresh270-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-seventieth fresh question set (blind)', FRESH270_QUESTIONS);

/** The one question that starts with the given words. */
function questionAt(start: string) {
  const matching = FRESH270_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  const q = matching[0];
  if (!q) throw new Error(`no question starts with ${start}`);
  return q;
}

/** The expectation of the one question that starts with the given words. */
const ask = (start: string, rows: DevRow[]) =>
  expectationIn(FRESH270_QUESTIONS, questionAt(start).question, rows);

describe('the two-hundred-and-seventieth fresh set reads the ground truth as its header says', () => {
  it('asks each notebook two refusals or more and two rankings or more', () => {
    for (const notebook of ['a', 'b'] as const) {
      const mine = FRESH270_QUESTIONS.filter((q) => q.notebook === notebook);
      expect(mine.filter((q) => q.covers.includes('refusal')).length).toBeGreaterThanOrEqual(2);
      expect(mine.filter((q) => q.covers.includes('ranking')).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('counts kidnappings in Gauteng only', () => {
    const rows = [
      devRow({ crimes: ['kidnapping', 'murder'] }),
      devRow({ crimes: ['kidnapping'], province: 'KwaZulu-Natal' }),
      devRow({ crimes: ['murder'] }),
      devRow({ notebook: 'b', crimes: ['kidnapping'] }),
    ];
    expect(ask('Breathe in slowly', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('sums the injured of attempted murders only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], victims_injured: 3 }),
      devRow({ crimes: ['attempted murder', 'murder'], victims_injured: null }),
      devRow({ crimes: ['murder'], victims_injured: 5 }),
      devRow({ crimes: ['attempted murder'] }),
    ];
    expect(ask('Let us hold space for those who were hurt', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('finds a Sunday by the event date alone, never by the publication date', () => {
    const rows = [
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: null, published_date: '2024-01-14' }), // published on a Sunday
    ];
    expect(ask('Inhale, and rest', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the median of the stated arrests, a zero counting and a null left out', () => {
    const rows = [
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 4 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('Soften your shoulders', rows)).toEqual({ kind: 'number', value: 0 });
  });

  it('ranks provinces by suspects arrested summed, not by incidents, and names KwaZulu-Natal also as KZN', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 5 }),
    ];
    expect(ask('Pick a card, any province', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });

  it('keeps carjackings and truck hijackings apart, and says no to a tie', () => {
    const rows = [devRow({ crimes: ['carjacking'] }), devRow({ crimes: ['truck hijacking'] })];
    expect(ask('Now you see it, now you do not', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ crimes: ['carjacking', 'kidnapping'] })];
    expect(ask('Now you see it, now you do not', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the first poaching by event date, an undated one never first', () => {
    const rows = [
      devRow({ crimes: ['poaching'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['poaching'], event_date: '2018-05-02' }),
      devRow({ crimes: ['poaching'], event_date: '2016-10-19' }),
      devRow({ crimes: ['theft'], event_date: '2012-01-01' }),
    ];
    expect(ask('Abracadabra, back through time', rows)).toEqual({ kind: 'date', value: '2016-10-19' });
  });

  it('counts murders without an illegal firearm charge', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['murder', 'robbery'] }),
    ];
    expect(ask('The vanishing gun trick', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the Cape Town share over the City of Cape Town rows alone', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', crimes: ['theft'] }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', crimes: ['theft'] }),
      devRow({ province: 'Western Cape', municipality: 'Swartland', crimes: ['murder'] }),
    ];
    expect(ask("Hello dears, I've just cast on", rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('holds both ends of the 2018 to 2020 window and leaves undated rows out', () => {
    const rows = [
      devRow({ event_date: '2018-01-01' }),
      devRow({ event_date: '2020-12-31' }),
      devRow({ event_date: '2017-12-31' }),
      devRow({ event_date: '2021-01-01' }),
      devRow({ event_date: null, published_date: '2019-06-01' }),
    ];
    expect(ask('Good evening everyone', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the female victims of the Eastern Cape only', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_female: 2, victims_male: 4 }),
      devRow({ province: 'Eastern Cape', victims_female: null }),
      devRow({ province: 'Gauteng', victims_female: 7 }),
    ];
    expect(ask('My sister in the Eastren Cape', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks weekdays by people killed, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 5 }), // Saturday
      devRow({ event_date: '2024-01-03', victims_killed: 1 }), // Wednesday
      devRow({ event_date: '2024-01-10', victims_killed: 1 }), // Wednesday
      devRow({ event_date: '2024-01-17', victims_killed: null }), // Wednesday
      devRow({ event_date: null, published_date: '2024-01-01', victims_killed: 9 }),
    ];
    expect(ask('We meet every Thursday', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const tie = [...rows, devRow({ event_date: '2024-01-24', victims_killed: 3 })];
    expect(() => ask('We meet every Thursday', tie)).toThrow(/no single leader/);
  });

  it('takes the share of arrests over every row, an arrest being a stated true', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: true }),
    ];
    expect(ask('Gently notice how often', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('takes the median of every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [20, 40] }),
      devRow({ notebook: 'b', suspect_ages: [30] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [50, 60] }),
    ];
    expect(ask('Let us notice the middle of the breath', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('ranks municipalities by people killed, skipping rows without one, named with or without "City of"', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Matlosana', victims_killed: 4 }),
      devRow({ notebook: 'b', municipality: 'Mangaung', victims_killed: 1 }),
      devRow({ notebook: 'b', municipality: 'Mangaung', victims_killed: 2 }),
      devRow({ notebook: 'b', municipality: null, victims_killed: 9 }),
    ];
    expect(ask('Rest your hands', rows)).toEqual({ kind: 'text', value: ['City of Matlosana', 'Matlosana'] });
  });

  it('ranks crime categories by incidents, leaving out "other"', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['other', 'rape'] }),
      devRow({ notebook: 'b', crimes: ['other'] }),
      devRow({ notebook: 'b', crimes: ['other', 'kidnapping', 'rape'] }),
      devRow({ notebook: 'b', crimes: ['kidnapping', 'rape'] }),
    ];
    expect(ask('Pick a card from the crime deck', rows)).toEqual({ kind: 'text', value: ['rape'] });
  });

  it('compares people killed by province, a tie being a no', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: null }),
    ];
    expect(ask('Now you see it: were more', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ notebook: 'b', province: 'Northern Cape', victims_killed: 1 })];
    expect(ask('Now you see it: were more', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts kidnapping and rape only when one incident holds both', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['kidnapping', 'rape'] }),
      devRow({ notebook: 'b', crimes: ['kidnapping'] }),
      devRow({ notebook: 'b', crimes: ['rape', 'murder'] }),
    ];
    expect(ask('Abracadabra, two tricks', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts winter as June to August of any year by event date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2019-06-01' }),
      devRow({ notebook: 'b', event_date: '2023-08-31' }),
      devRow({ notebook: 'b', event_date: '2023-09-01' }),
      devRow({ notebook: 'b', event_date: '2023-05-31' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-07-01' }),
    ];
    expect(ask('Hello ladies, winter', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts murders before 2020 by event date, the undated and the first day of 2020 left out', () => {
    const murder = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, published_date: '2019-06-01' });
    const rows = [
      murder('2019-12-31'),
      murder('2015-03-01'),
      murder('2020-01-01'),
      murder(null),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2018-01-01' }),
    ];
    expect(ask('My late husband', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks months by people killed, all years together, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2016-07-03', victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: '2023-07-20', victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: '2023-03-01', victims_killed: 3 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-03-05', victims_killed: 5 }),
    ];
    expect(ask('I keep a little chart', rows)).toEqual({ kind: 'text', value: 'July' });
    const tie = [...rows, devRow({ notebook: 'b', event_date: '2020-03-09', victims_killed: 1 })];
    expect(() => ask('I keep a little chart', tie)).toThrow(/no single leader/);
  });

  const file = devSetFile('releases.jsonl');
  it.skipIf(!file)('works out every question over the development set, rankings leading alone', () => {
    const rows = file ? readDevReleases(file) : [];
    const cases = fresh270QuestionCases(rows);
    expect(cases).toHaveLength(30);
    for (const q of FRESH270_QUESTIONS.filter((candidate) => candidate.tally)) {
      const [first, second] = rankedTally(
        q.tally?.(rows.filter((r) => r.notebook === q.notebook)) ?? new Map(),
      );
      expect(first, q.question).toBeDefined();
      expect(first?.[1] ?? 0, q.question).toBeGreaterThan(0);
      if (second) expect(first?.[1], q.question).toBeGreaterThan(second[1]);
    }
  });
});
