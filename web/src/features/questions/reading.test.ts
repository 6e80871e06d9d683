import { describe, expect, it } from 'vitest';
import {
  chipLabel,
  chipsOf,
  isShown,
  periodWords,
  planFromParts,
  readingNotes,
  withoutChip,
  withPart,
} from './reading';
import { editDistance, suggestionsFor } from './reading-suggestions';
import { countPlan, TERMS } from './test/plans';

const labels = (plan = countPlan(), notApplied: string[] = []) =>
  chipsOf(plan, notApplied)
    .filter(isShown)
    .map((chip) => chipLabel(chip, TERMS));

describe('a plan as chips', () => {
  it('shows a setting as a chip that can be removed', () => {
    const onFarm = countPlan({ scenes: ['farm'] });
    expect(labels(onFarm)).toContain('setting: farm');
    const chips = chipsOf(onFarm).filter((c) => c.kind !== 'scenes');
    expect(planFromParts(onFarm, chips).filters.scenes).toEqual([]);
  });

  it('shows the days of the month a question keeps as one chip, which can be removed', () => {
    const plan = countPlan({ days_of_month: { from: 25, to: 31 } });
    expect(labels(plan)).toContain('days of the month: the 25th or later');
    expect(planFromParts(plan, chipsOf(plan)).filters.days_of_month).toEqual({ from: 25, to: 31 });
    const chips = chipsOf(plan).filter((c) => c.kind !== 'days-of-month');
    expect(planFromParts(plan, chips).filters.days_of_month).toBeNull();
  });

  it('drops the months set side by side with the months chip', () => {
    const plan = countPlan({
      months_of_year: [6, 7, 8, 12, 1, 2],
      month_sides: [
        [6, 7, 8],
        [12, 1, 2],
      ],
    });
    expect(planFromParts(plan, chipsOf(plan)).filters.month_sides).toEqual([
      [6, 7, 8],
      [12, 1, 2],
    ]);
    const chips = chipsOf(plan).filter((c) => c.kind !== 'months');
    expect(planFromParts(plan, chips).filters.month_sides).toBeUndefined();
  });

  it('shows the police stations a question names as one chip, which can be removed', () => {
    const plan = countPlan({ stations: ['Umlazi', 'Moroka'] });
    expect(labels(plan)).toContain('police station: Umlazi or Moroka');
    expect(planFromParts(plan, chipsOf(plan)).filters.stations).toEqual(['Umlazi', 'Moroka']);
    const chips = chipsOf(plan).filter((c) => c.kind !== 'stations');
    expect(planFromParts(plan, chips).filters.stations).toEqual([]);
  });

  it('shows the names an incident is picked out by as one chip, which can be removed', () => {
    const named = countPlan({ names: ['thato', 'makhoana'] });
    expect(labels(named)).toContain('naming: Thato Makhoana');
    expect(planFromParts(named, chipsOf(named)).filters.names).toEqual(['thato', 'makhoana']);
    const chips = chipsOf(named).filter((c) => c.kind !== 'names');
    expect(planFromParts(named, chips).filters.names).toEqual([]);
  });

  it('shows the fields records must state or leave blank as one chip, which can be removed', () => {
    const plan = countPlan({ fields_stated: [{ field: 'municipality', stated: false }] });
    expect(labels(plan)).toContain('record: does not state a municipality');
    expect(planFromParts(plan, chipsOf(plan)).filters.fields_stated).toEqual([
      { field: 'municipality', stated: false },
    ]);
    const chips = chipsOf(plan).filter((c) => c.kind !== 'fields-stated');
    expect(planFromParts(plan, chips).filters.fields_stated).toBeUndefined();
    const ages = countPlan({}, { measure: { kind: 'ages', field: 'suspect_age' } });
    expect(labels(ages)[0]).toBe("measure: suspects' ages stated");
  });

  it('shows incidents with several kinds of crime as one chip, which can be removed', () => {
    const plan = countPlan({ crimes_at_least: 2 });
    expect(labels(plan)).toContain('crimes per incident: at least 2');
    expect(planFromParts(plan, chipsOf(plan)).filters.crimes_at_least).toBe(2);
    const chips = chipsOf(plan).filter((c) => c.kind !== 'crime-count');
    expect(planFromParts(plan, chips).filters.crimes_at_least).toBeUndefined();
  });

  it('names a median and a range of ages as the reading does', () => {
    const median = countPlan({}, { measure: { kind: 'average', field: 'suspect_age', statistic: 'median' } });
    expect(labels(median)[0]).toBe('measure: median age of suspects');
    const mode = countPlan({}, { measure: { kind: 'average', field: 'suspect_age', statistic: 'mode' } });
    expect(labels(mode)[0]).toBe('measure: most frequent age of suspects');
    const spread = countPlan({}, { measure: { kind: 'average', field: 'suspect_age', statistic: 'range' } });
    expect(labels(spread)[0]).toBe("measure: range of suspects' ages (oldest minus youngest)");
    const range = countPlan({}, { measure: { kind: 'ages', field: 'suspect_age', min: 18, max: 21 } });
    expect(labels(range)[0]).toBe('measure: suspects aged 18 to 21');
  });

  it('gives one chip per part, worded as Read as words it', () => {
    expect(labels()).toEqual(['measure: events', 'crime: robbery (all kinds)', 'in: Gauteng', '2023']);
    const ranked = countPlan(
      { crimes: [{ name: 'murder' }, { name: 'rape' }], crimes_match: 'all', places: [], periods: [] },
      {
        intent: 'which-most',
        measure: { kind: 'sum', field: 'killed_victims' },
        group_by: 'province',
        limit: 3,
      },
    );
    expect(labels(ranked)).toEqual([
      'measure: people killed',
      'crime: murder and rape together',
      'group by: province',
      'order: most, top 3',
    ]);
    const conditions = countPlan({
      excluded_places: ['Limpopo'],
      weekdays: [{ days: [6, 0], label: 'on weekends' }],
      people: [{ field: 'victims', min: 3 }],
      arrest: 'none',
    });
    expect(labels(conditions)).toContain('outside: Limpopo');
    expect(labels(conditions)).toContain('day: weekends');
    expect(labels(conditions)).toContain('people: at least 3 victims');
    expect(labels(conditions)).toContain('arrest: nobody arrested');
  });

  it('shows words not applied as warnings, words read as text as such, and hides words unused beside fields', () => {
    const robry = countPlan({ crimes: [], places: [], periods: [], words: ['robry'] });
    expect(labels(robry, ['robry'])).toEqual(['measure: events', 'not applied: "robry"']);
    expect(labels(countPlan({ crimes: [], places: [], periods: [], words: ['tavern'] }))).toContain(
      'mentions: "tavern"',
    );
    expect(labels(countPlan({ words: ['people'] }))).not.toContain('mentions: "people"');
  });

  it('words windows as the analyst does', () => {
    expect(periodWords({ from: '2023-01-01', to: '2023-12-31' })).toBe('2023');
    expect(periodWords({ from: '2022-01-01', to: '2023-12-31' })).toBe('2022 to 2023');
    expect(periodWords({ from: '2024-03-01', to: '2024-03-31' })).toBe('March 2024');
    expect(periodWords({ from: '2024-04-01', to: '2024-06-30' })).toBe('April 2024 to June 2024');
    expect(periodWords({ from: '2022-01-01', to: null })).toBe('since 2022');
    expect(periodWords({ from: null, to: '2023-12-31' })).toBe('before 2024');
    expect(periodWords({ from: '2024-02-03', to: '2024-02-10' })).toBe('3 February 2024 to 10 February 2024');
  });

  it('keeps the notes of Read as that no chip holds', () => {
    expect(
      readingNotes(
        'the number of events; "last year" counted from 26 November 2026; "robery" read as "robbery"; words not used: "guards".',
      ),
    ).toEqual(['"last year" counted from 26 November 2026', '"robery" read as "robbery"']);
  });
});

describe("the analyst's words", () => {
  it('words people fields and groupings as reading-terms gives them, one and many', () => {
    const ratio = countPlan({}, { measure: { kind: 'ratio', part: 'child_victims', whole: 'victims' } });
    expect(labels(ratio)[0]).toBe('measure: child victims as a per cent of victims');
    const distinct = countPlan({}, { measure: { kind: 'distinct', dimension: 'month-of-year' } });
    expect(labels(distinct)[0]).toBe('measure: different months of the year');
    expect(labels(countPlan({ people: [{ field: 'killed_victims', min: 1, max: 1 }] }))).toContain(
      'people: exactly 1 person killed',
    );
    const words = { ...TERMS, people_fields: [{ key: 'victims', one: 'casualty', many: 'casualties' }] };
    expect(chipLabel({ kind: 'measure', measure: { kind: 'sum', field: 'victims' } }, words)).toBe(
      'measure: casualties',
    );
  });

  it('says a field it has no words for by its name, as a plan stored under an older schema may hold one', () => {
    expect(chipLabel({ kind: 'measure', measure: { kind: 'sum', field: 'armed_suspects' } }, TERMS)).toBe(
      'measure: armed suspects',
    );
  });
});

describe('chips back to a plan', () => {
  it('gives back the plan it was read from, every field the chips do not hold included', () => {
    const plans = [
      countPlan(),
      countPlan({ words: ['people'], excluded_places: ['Limpopo'], relationships: ['partner'] }),
      countPlan(
        { crimes_match: 'all', crimes: [{ name: 'murder' }, { name: 'rape' }] },
        { intent: 'which-most', group_by: 'municipality', within: 'year', order: 'least', limit: 5 },
      ),
      countPlan({}, { intent: 'trend', trend_unit: 'month' }),
      countPlan({ words: ['robry'] }, { yes_no: true, yes_no_bounds: { min: 2 } }),
    ];
    for (const plan of plans) expect(planFromParts(plan, chipsOf(plan, ['robry']))).toEqual(plan);
  });

  it('writes an edit, a removal and an added filter into the plan', () => {
    const plan = countPlan({ words: ['robry'] });
    let chips = chipsOf(plan, ['robry']);
    chips = withoutChip(chips, chips.find((c) => c.kind === 'word')?.id ?? '');
    chips = withPart(chips, { kind: 'places', places: ['Limpopo'] });
    chips = withPart(chips, { kind: 'group', groupBy: 'province', within: null });
    const period = chips.find((c) => c.kind === 'period');
    chips = withPart(
      chips,
      { kind: 'period', period: { from: '2024-01-01', to: '2024-03-31', phrase: 'Q1', relative: false } },
      period?.id,
    );
    const edited = planFromParts(plan, chips);
    expect(edited.filters.words).toEqual([]);
    expect(edited.filters.places).toEqual(['Gauteng', 'Limpopo']);
    expect(edited.filters.periods).toEqual([
      { from: '2024-01-01', to: '2024-03-31', phrase: 'Q1', relative: false },
    ]);
    expect(edited).toMatchObject({ intent: 'breakdown', group_by: 'province', within: null });
    // Without its grouping, a breakdown counts again.
    const ungrouped = planFromParts(
      edited,
      withoutChip(chips, chips.find((c) => c.kind === 'group')?.id ?? ''),
    );
    expect(ungrouped).toMatchObject({ intent: 'count', group_by: null });
  });

  it('puts a word written in an editor into the plan, but not a warning about a word it never held', () => {
    const plan = countPlan({ crimes: [], places: [], periods: [], words: ['tavern'] });
    let chips = chipsOf(plan, ['guards']);
    expect(planFromParts(plan, chips).filters.words).toEqual(['tavern']);
    const warning = chips.find((c) => c.kind === 'word' && c.word === 'guards');
    chips = withPart(chips, { kind: 'word', word: 'guard', use: 'text' }, warning?.id);
    chips = withPart(chips, { kind: 'word', word: 'shebeen', use: 'text' });
    expect(planFromParts(plan, chips).filters.words).toEqual(['tavern', 'guard', 'shebeen']);
  });

  it('keeps one chip of a kind a reading holds once: another takes its place', () => {
    const plan = countPlan({ months_of_year: [12], outcomes: ['charged'] });
    let chips = withPart(chipsOf(plan), { kind: 'months', months: [6, 7, 8] });
    chips = withPart(chips, { kind: 'outcomes', outcomes: ['sentenced'] });
    chips = withPart(chips, { kind: 'has-date', hasDate: false });
    chips = withPart(chips, { kind: 'has-date', hasDate: true });
    expect(chips.filter((c) => c.kind === 'months')).toHaveLength(1);
    expect(planFromParts(plan, chips).filters).toMatchObject({
      months_of_year: [6, 7, 8],
      outcomes: ['sentenced'],
      has_date: true,
    });
  });

  it('turns crimes left out into excluded crimes and back', () => {
    const plan = countPlan();
    const chips = chipsOf(plan);
    const crimes = chips.find((c) => c.kind === 'crimes');
    const none = withPart(chips, { kind: 'excluded-crimes', crimes: [{ name: 'murder' }] }, crimes?.id);
    expect(planFromParts(plan, none).filters).toMatchObject({
      crimes: [],
      excluded_crimes: [{ name: 'murder' }],
    });
  });
});

describe('other readings of words not applied', () => {
  it('measures edits with a swap counted as one', () => {
    expect(editDistance('robry', 'robbery')).toBe(2);
    expect(editDistance('guateng', 'gauteng')).toBe(1);
  });

  it("offers the notebook's crimes and places within a few edits, nearest first, at most three", () => {
    const robry = suggestionsFor(['robry'], TERMS);
    expect(robry.map((s) => chipLabel(s.part, TERMS))).toEqual([
      'crime: robbery (all kinds)',
      'crime: house robbery',
    ]);
    expect(suggestionsFor(['Limpopoo'], TERMS).map((s) => chipLabel(s.part, TERMS))).toEqual(['in: Limpopo']);
    expect(suggestionsFor(['xylophone'], TERMS)).toEqual([]);
    expect(suggestionsFor(['robry', 'gauteg', 'murdr'], TERMS)).toHaveLength(3);
  });

  it('offers a people condition for words that name people a field counts', () => {
    expect(suggestionsFor(['policemen'], TERMS).map((s) => chipLabel(s.part, TERMS))).toEqual([
      'people: at least 1 police officer among the victims',
    ]);
  });
});
