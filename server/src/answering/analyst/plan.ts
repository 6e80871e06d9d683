import { categoriesNamed } from '../../corpus/crime-families';
import { CRIME_CATEGORIES } from '../../corpus/crimes';
import type { CrimeMention } from './crime-terms';
import type { DateExpression } from './date-expressions';
import { findPlaceMentions, type PlaceMention } from './place-terms';
import type { Plan, PlanFilters } from './plan-schema';
import type { Correction, QuestionReading } from './understand-question';
import type { WeekdayMention } from './weekday-terms';
import { stem } from './words';

const crimeOfPlan = (c: CrimeMention) => ({ name: c.label, categories: [...c.categories] });
const periodOfPlan = (p: DateExpression) => ({ ...p.range, phrase: p.phrase, relative: p.relative });
const weekdayOfPlan = (w: WeekdayMention) => ({ days: [...w.days], label: w.label });

/** The reading as a plan: every structured choice, with names in place of matched spans. */
export function planOf(reading: QuestionReading): Plan {
  return {
    intent: reading.intent,
    measure: reading.measure,
    filters: {
      crimes: reading.crimes.map(crimeOfPlan),
      ...(reading.crimesMatch === 'all' ? { crimes_match: 'all' as const } : {}),
      excluded_crimes: reading.excludedCrimes.map(crimeOfPlan),
      places: reading.places.map((p) => p.label),
      ...(reading.excludedPlaces.length > 0
        ? { excluded_places: reading.excludedPlaces.map((p) => p.label) }
        : {}),
      periods: reading.periods.map(periodOfPlan),
      months_of_year: [...reading.monthsOfYear],
      weekdays: reading.weekdays.map(weekdayOfPlan),
      arrest: reading.arrest,
      outcomes: [...reading.outcomes],
      has_date: reading.hasDate,
      people: reading.people.map((c) => ({ ...c })),
      words: reading.topics.map((t) => t.word),
    },
    share_of: reading.shareOf && {
      crimes: reading.shareOf.crimes.map(crimeOfPlan),
      places: reading.shareOf.places.map((p) => p.label),
      periods: reading.shareOf.periods.map(periodOfPlan),
      weekdays: reading.shareOf.weekdays.map(weekdayOfPlan),
    },
    group_by: reading.dimension,
    within: reading.within,
    order: reading.order,
    limit: reading.top,
    moment: reading.moment,
    moment_count: reading.momentCount,
    minimum_group: reading.minimumGroup,
    empty_groups: reading.empty,
    trend_unit: reading.trendUnit,
    direction: reading.direction,
    yes_no: reading.yesNo,
    asks_cause: reading.asksCause,
    asks_unrecorded: reading.unrecorded,
    vague: reading.vague,
  };
}

/** Names the plan gives that mean nothing to the analyst: an unknown crime or place. */
export class UnknownPlanTerm extends Error {}

function crimeMention(name: string, categories: readonly string[] | undefined): CrimeMention {
  const known = (categories ?? categoriesNamed(name)).filter((c) => CRIME_CATEGORIES.includes(c));
  if (known.length === 0) throw new UnknownPlanTerm(`"${name}" is not a crime the events record`);
  return { label: name, categories: new Set(known), start: 0, end: 0 };
}

/** A bare town name may only read as a place after a preposition, as the question wrote it: "in Mpumulanga". */
const AS_WRITTEN = 'in ';

function placeMention(name: string): PlaceMention {
  const found =
    findPlaceMentions(name).find((m) => m.start === 0) ??
    findPlaceMentions(`${AS_WRITTEN}${name}`).find((m) => m.start === AS_WRITTEN.length);
  if (!found) throw new UnknownPlanTerm(`"${name}" is not a place the gazetteer knows`);
  return { ...found, start: 0, end: 0 };
}

function period(p: PlanFilters['periods'][number]): DateExpression {
  return { range: { from: p.from, to: p.to }, phrase: p.phrase, relative: p.relative, start: 0, end: 0 };
}

function weekday(w: PlanFilters['weekdays'][number]): WeekdayMention {
  return { days: w.days, label: w.label, start: 0, end: 0 };
}

/**
 * What the composers execute: the plan with its names resolved against the taxonomy and the
 * gazetteer. Throws UnknownPlanTerm for a crime or place neither knows.
 */
export function readingOf(
  plan: Plan,
  question: string,
  context: {
    reference: string;
    referenceIsToday: boolean;
    ignored: readonly string[];
    corrections?: readonly Correction[];
  },
): QuestionReading {
  const f = plan.filters;
  return {
    question,
    intent: plan.intent,
    measure: plan.measure,
    dimension: plan.group_by,
    within: plan.within,
    order: plan.order,
    top: plan.limit,
    moment: plan.moment,
    momentCount: plan.moment_count,
    minimumGroup: plan.minimum_group,
    empty: plan.empty_groups,
    trendUnit: plan.trend_unit,
    direction: plan.direction,
    yesNo: plan.yes_no,
    asksCause: plan.asks_cause,
    unrecorded: plan.asks_unrecorded ?? null,
    vague: plan.vague,
    crimes: f.crimes.map((c) => crimeMention(c.name, c.categories)),
    crimesMatch: f.crimes_match ?? 'any',
    excludedCrimes: f.excluded_crimes.map((c) => crimeMention(c.name, c.categories)),
    places: f.places.map(placeMention),
    excludedPlaces: (f.excluded_places ?? []).map(placeMention),
    periods: f.periods.map(period),
    monthsOfYear: f.months_of_year,
    weekdays: f.weekdays.map(weekday),
    shareOf: plan.share_of
      ? {
          crimes: plan.share_of.crimes.map((c) => crimeMention(c.name, c.categories)),
          places: plan.share_of.places.map(placeMention),
          periods: plan.share_of.periods.map(period),
          weekdays: plan.share_of.weekdays.map(weekday),
        }
      : null,
    arrest: f.arrest,
    outcomes: f.outcomes,
    hasDate: f.has_date,
    people: f.people ?? [],
    topics: f.words.map((word) => ({ word, stem: stem(word.toLowerCase()) })),
    ignored: context.ignored,
    corrections: context.corrections ?? [],
    reference: context.reference,
    referenceIsToday: context.referenceIsToday,
  };
}
