import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { rankedTally } from './blind-sets';
import { type DevRow, devSetFile, readDevReleases } from './dev-set';
import { FRESH271_QUESTIONS, fresh271QuestionCases } from './fresh271-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-seventy-first fresh question set (blind)', FRESH271_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH271_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH271_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-seventy-first fresh set reads the ground truth as its header says', () => {
  it('prunes back every Western Cape incident that holds poaching, whatever else it holds', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['drug possession', 'poaching'] }),
      devRow({ province: 'Western Cape', crimes: ['poaching'] }),
      devRow({ province: 'Western Cape', crimes: ['stock theft'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
    ];
    expect(ask('Over in the Western Cape bed', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts spring by event month in any year, leaving the undated out', () => {
    const rows = [
      devRow({ event_date: '2019-09-01' }),
      devRow({ event_date: '2023-11-30' }),
      devRow({ event_date: '2023-12-01' }),
      devRow({ event_date: '2020-08-31' }),
      devRow({ event_date: null, published_date: '2021-10-10' }),
    ];
    expect(ask("Spring's my busy time", rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [50] }),
    ];
    expect(ask('Of the suspects whose ages', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('compares arrests for poaching and stock theft by people, an equal count being a no', () => {
    const rows = [
      devRow({ crimes: ['poaching'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['poaching'], num_suspects_arrested: null }),
      devRow({ crimes: ['stock theft'], num_suspects_arrested: 1 }),
      devRow({ crimes: ['stock theft'], num_suspects_arrested: 1 }),
    ];
    expect(ask('Ja or nee', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ crimes: ['poaching'], num_suspects_arrested: 1 })];
    expect(ask('Ja or nee', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('finds weekend murders by the event date alone', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-07' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // a Saturday
    ];
    expect(ask('Weekend murders', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the first poaching by its event, an undated one never counting', () => {
    const rows = [
      devRow({ crimes: ['poaching'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['poaching'], event_date: '2016-10-19' }),
      devRow({ crimes: ['poaching', 'drug possession'], event_date: '2022-12-14' }),
      devRow({ crimes: ['theft'], event_date: '2012-01-01' }),
    ];
    expect(ask('First poaching case', rows)).toEqual({ kind: 'date', value: '2016-10-19' });
  });

  it('keeps kidnappings strictly before New Year 2020', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-12-31' }),
      devRow({ crimes: ['kidnapping'], event_date: '2020-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2015-01-01' }),
    ];
    expect(ask('How many kidnappings were brewed', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('ranks municipalities by suspects arrested, skipping rows without a municipality', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 3 }),
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 2 }),
      devRow({ municipality: null, num_suspects_arrested: 9 }),
    ];
    expect(ask('Which municipality is the flagship', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 1 })];
    expect(() => ask('Which municipality is the flagship', tied)).toThrow(/no single leader/);
  });

  it('prunes Limpopo murders that also hold a kidnapping', () => {
    const rows = [
      b({ province: 'Limpopo', crimes: ['murder', 'kidnapping'] }),
      b({ province: 'Limpopo', crimes: ['murder', 'carjacking'] }),
      b({ province: 'Limpopo', crimes: ['murder'] }),
      b({ province: 'Limpopo', crimes: ['attempted murder'] }),
      b({ province: 'Free State', crimes: ['murder'] }),
    ];
    expect(ask('Limpopo bed', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds the latest farm incident by the word "farm" in the location, in any case', () => {
    const rows = [
      b({ location: 'Spitskop Trust Farm, Thaba Nchu', event_date: '2016-12-27' }),
      b({ location: 'farm near Koingnaas', event_date: '2024-12-20' }),
      b({ location: 'Bloemfontein', event_date: '2025-01-01' }),
      b({ location: 'farm near Glen', event_date: null, published_date: '2025-06-01' }),
    ];
    expect(ask('On what date did the latest', rows)).toEqual({ kind: 'date', value: '2024-12-20' });
  });

  it('takes the median arrests with zeros in and unstated figures out', () => {
    const rows = [
      b({ num_suspects_arrested: 0 }),
      b({ num_suspects_arrested: 0 }),
      b({ num_suspects_arrested: 3 }),
      b({ num_suspects_arrested: 5 }),
      b({ num_suspects_arrested: null }),
    ];
    expect(ask('Per incident, median', rows)).toEqual({ kind: 'number', value: 1.5 });
  });

  it('reads "nobody arrested" as a stated false over every row of the notebook', () => {
    const rows = [
      b({ arrest_made: false }),
      b({ arrest_made: null }),
      b({ arrest_made: true }),
      b({ arrest_made: true }),
    ];
    expect(ask('What percent of the whole catch', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts kidnapping or extortion from 2023 on, each incident once', () => {
    const rows = [
      b({ crimes: ['kidnapping', 'extortion'], event_date: '2023-01-01' }),
      b({ crimes: ['extortion'], event_date: '2025-08-23' }),
      b({ crimes: ['kidnapping'], event_date: '2022-12-31' }),
      b({ crimes: ['murder'], event_date: '2024-01-01' }),
    ];
    expect(ask('From 2023 onwards', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums lives lost over murder incidents only, unstated adding nothing', () => {
    const rows = [
      b({ crimes: ['murder'], victims_killed: 2 }),
      b({ crimes: ['murder', 'armed robbery'], victims_killed: null }),
      b({ crimes: ['attempted murder'], victims_killed: 4 }),
      b({ crimes: ['murder'], victims_killed: 1 }),
    ];
    expect(ask('Heavy batch, this one', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the share of men over the victims of stated sex', () => {
    const rows = [
      b({ victims_female: 1, victims_male: 2 }),
      b({ victims_female: null, victims_male: null, num_victims: 7 }),
      b({ victims_female: 0, victims_male: 1 }),
    ];
    expect(ask('Of the victims whose sex', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('ranks provinces by weekend incidents only, the undated and weekdays left out', () => {
    const rows = [
      b({ province: 'Limpopo', event_date: '2023-11-25' }), // Saturday
      b({ province: 'Limpopo', event_date: '2024-07-28' }), // Sunday
      b({ province: 'North West', event_date: '2016-02-06' }), // Saturday
      b({ province: 'North West', event_date: '2024-04-25' }), // Thursday
      b({ province: 'North West', event_date: null, published_date: '2024-01-06' }),
    ];
    expect(ask('Weekends. Which province', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
  });

  const file = devSetFile('releases.jsonl');
  it.skipIf(!file)('refuses at least twice per notebook over the ground truth', () => {
    const cases = fresh271QuestionCases(file ? readDevReleases(file) : []);
    expect(cases).toHaveLength(30);
    for (const notebook of ['a', 'b'] as const)
      expect(
        cases.filter((c) => c.notebook === notebook && c.expect.kind === 'refusal').length,
      ).toBeGreaterThanOrEqual(2);
  });

  it.skipIf(!file)('has a single leader at the top of every ranking over the ground truth', () => {
    const rows = file ? readDevReleases(file) : [];
    const rankings = FRESH271_QUESTIONS.filter((q) => q.tally);
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
