import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { rankedTally } from './blind-sets';
import { type DevRow, devSetFile, readDevReleases } from './dev-set';
import { FRESH262_QUESTIONS, fresh262QuestionCases } from './fresh262-questions';
import { refusal } from './ground-truth-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-sixty-second fresh question set (blind)', FRESH262_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH262_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH262_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-sixty-second fresh set is shaped as its brief asks', () => {
  it('gives each voice five questions per notebook, with at least two refusals per notebook', () => {
    for (const notebook of ['a', 'b'] as const) {
      const mine = FRESH262_QUESTIONS.filter((q) => q.notebook === notebook);
      expect(mine).toHaveLength(15);
      expect(mine.filter((q) => q.expect === refusal).length).toBeGreaterThanOrEqual(2);
    }
  });

  const file = devSetFile('releases.jsonl');
  it.skipIf(!file)('ranks with a single leader whose tally beats the runner-up', () => {
    const rows = file ? readDevReleases(file) : [];
    const rankings = FRESH262_QUESTIONS.filter((q) => q.tally);
    expect(rankings.length).toBe(4);
    for (const q of rankings) {
      const [first, second] = rankedTally(
        q.tally?.(rows.filter((r) => r.notebook === q.notebook)) ?? new Map(),
      );
      expect(first, q.question).toBeDefined();
      if (first && second) expect(first[1], q.question).toBeGreaterThan(second[1]);
    }
    expect(fresh262QuestionCases(rows)).toHaveLength(30);
  });
});

describe('the two-hundred-and-sixty-second fresh set reads the ground truth as its header says', () => {
  it('counts weekend murders by event date only, attempted murder not being murder', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'kidnapping'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Weekend long-run check!', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by summed victims, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_victims: 1 }),
      devRow({ province: 'Gauteng', num_victims: 1 }),
      devRow({ province: 'Gauteng', num_victims: null }),
      devRow({ province: 'Western Cape', num_victims: 5 }),
    ];
    expect(ask('Which province posts the PB', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
    expect(() =>
      ask('Which province posts the PB', [...rows, devRow({ province: 'Gauteng', num_victims: 3 })]),
    ).toThrow(/no single leader/);
  });

  it('compares the calendar halves strictly, all years stacked, the undated in neither half', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-07-01' }),
      devRow({ crimes: ['murder'], event_date: '2023-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2021-06-30' }),
      devRow({ crimes: ['murder'], event_date: null }),
    ];
    expect(ask('Split time', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const level = [...rows, devRow({ crimes: ['murder'], event_date: '2018-01-15' })];
    expect(ask('Split time', level)).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the median over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [19, 40] }),
      devRow({ suspect_ages: [25] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [31, 50] }),
    ];
    expect(ask('Pace group question', rows)).toEqual({ kind: 'number', value: 31 });
  });

  it('counts the pre-2020 layer strictly before the first of January 2020', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], event_date: '2019-12-31' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-01-01' }),
      devRow({ crimes: ['attempted murder'], event_date: null, published_date: '2015-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2015-05-05' }),
    ];
    expect(ask('Looking only at the pre-2020 layer', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('sums killed from 2022 on by event date, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ event_date: '2022-01-01', victims_killed: 2 }),
      devRow({ event_date: '2025-03-01', victims_killed: null }),
      devRow({ event_date: '2021-12-31', victims_killed: 4 }),
      devRow({ event_date: null, published_date: '2023-01-01', victims_killed: 3 }),
      devRow({ event_date: '2024-01-01', victims_killed: 1 }),
    ];
    expect(ask('In the recent layer, from 2022', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('shares the Western Cape firearm incidents over that province alone', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['theft'] }),
      devRow({ province: 'Gauteng', crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('Take a sample of the Western Cape', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks municipalities by attempted murders alone, leaving rows without a municipality out', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], municipality: 'City of Cape Town' }),
      devRow({ crimes: ['attempted murder', 'murder'], municipality: 'City of Cape Town' }),
      devRow({ crimes: ['murder'], municipality: 'eThekwini' }),
      devRow({ crimes: ['murder'], municipality: 'eThekwini' }),
      devRow({ crimes: ['murder'], municipality: 'eThekwini' }),
      devRow({ crimes: ['attempted murder'], municipality: 'eThekwini' }),
      devRow({ crimes: ['attempted murder'], municipality: null }),
      devRow({ crimes: ['attempted murder'], municipality: null }),
    ];
    expect(ask('Like a refrain', rows)).toEqual({ kind: 'text', value: ['City of Cape Town', 'Cape Town'] });
  });

  it('excludes murders that also carry a firearm charge, and sums female victims of Gauteng only', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_female: 2 }),
      devRow({ crimes: ['murder', 'illegal firearm possession'], victims_female: null }),
      devRow({ crimes: ['attempted murder'], victims_female: 1 }),
      devRow({ crimes: ['murder'], province: 'Limpopo', victims_female: 4 }),
    ];
    expect(ask('A quieter verse', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Thinking of the soprano section', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('reads the misspelt provinces as the real ones in the comparisons', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      b({ province: 'Northern Cape', crimes: ['murder'] }),
      b({ province: 'North West', crimes: ['murder', 'kidnapping'] }),
    ];
    expect(ask('Does the Eastern Cape sing', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Are the Nothern Cape', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const more = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder'] })];
    expect(ask('Does the Eastern Cape sing', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts Q3 rapes in any year and sums illegal-mining arrests', () => {
    const rows = [
      b({ crimes: ['rape'], event_date: '2016-07-01' }),
      b({ crimes: ['rape'], event_date: '2022-09-30' }),
      b({ crimes: ['rape'], event_date: '2022-10-01' }),
      b({ crimes: ['rape'], event_date: null }),
      b({ crimes: ['illegal mining'], num_suspects_arrested: 7 }),
      b({ crimes: ['illegal mining', 'theft'], num_suspects_arrested: null }),
      b({ crimes: ['theft'], num_suspects_arrested: 3 }),
    ];
    expect(ask('Q3 block', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Illegal mining reps', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('dates the latest kidnapping by event date, never by publication', () => {
    const rows = [
      b({ crimes: ['kidnapping'], event_date: '2023-01-05', published_date: '2023-01-06' }),
      b({ crimes: ['kidnapping'], event_date: null, published_date: '2025-01-01' }),
      b({ crimes: ['murder'], event_date: '2024-12-01' }),
    ];
    expect(ask('Final lap', rows)).toEqual({ kind: 'date', value: '2023-01-05' });
  });

  it('shares arrests over the dated incidents before 2020, and injured from 2023 on', () => {
    const rows = [
      b({ event_date: '2018-01-01', arrest_made: true, victims_injured: 5 }),
      b({ event_date: '2019-01-01', arrest_made: null }),
      b({ event_date: '2017-01-01', arrest_made: false }),
      b({ event_date: '2020-01-01', arrest_made: false, victims_injured: null }),
      b({ event_date: null, arrest_made: false, victims_injured: 2 }),
      b({ event_date: '2023-01-01', victims_injured: 4 }),
    ];
    expect(ask('In the older strata', rows)).toEqual({ kind: 'number', value: 33 });
    expect(ask('For the recent layer', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('takes the median arrests over stated figures, a stated zero counting', () => {
    const rows = [
      b({ num_suspects_arrested: 0 }),
      b({ num_suspects_arrested: 0 }),
      b({ num_suspects_arrested: 3 }),
      b({ num_suspects_arrested: 5 }),
      b({ num_suspects_arrested: null }),
    ];
    expect(ask('Taking each incident as one core sample', rows)).toEqual({ kind: 'number', value: 1.5 });
  });

  it('counts murders without a kidnapping, and names the municipality with or without "City of"', () => {
    const rows = [
      b({ crimes: ['murder'], municipality: 'City of Matlosana' }),
      b({ crimes: ['murder', 'kidnapping'], municipality: 'City of Matlosana' }),
      b({ crimes: ['murder', 'rape'], municipality: null }),
      b({ crimes: ['kidnapping'], municipality: null }),
      b({ crimes: ['kidnapping'], municipality: null }),
    ];
    expect(ask('Separating the deposits', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Which municipality carries', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
  });

  it('takes the weekend share over dated incidents only', () => {
    const rows = [
      b({ event_date: '2024-01-06' }), // Saturday
      b({ event_date: '2024-01-08' }), // Monday
      b({ event_date: '2024-01-09' }), // Tuesday
      b({ event_date: null, published_date: '2024-01-07' }),
    ];
    expect(ask('At a gentle andante', rows)).toEqual({ kind: 'number', value: 33 });
  });
});
