import {
  crimeMention,
  crimeOfPlan,
  filtersFromPlan,
  filtersToPlan,
  periodOf,
  periodOfPlan,
  placeMention,
  weekdayOfPlan,
  weekdayOfPlanPart,
} from './filters';
import type { Plan } from './plan-schema';
import type { Correction, QuestionReading } from './understand-question';

export { UnknownPlanTerm } from './filters';

/** The reading as a plan: every structured choice, with names in place of matched spans. */
export function planOf(reading: QuestionReading): Plan {
  return {
    intent: reading.intent,
    measure: reading.measure,
    filters: filtersToPlan(reading),
    share_of: reading.shareOf && {
      crimes: reading.shareOf.crimes.map(crimeOfPlan),
      places: reading.shareOf.places.map((p) => p.label),
      periods: reading.shareOf.periods.map(periodOfPlan),
      weekdays: reading.shareOf.weekdays.map(weekdayOfPlan),
      ...(reading.shareOf.hasDate !== undefined ? { has_date: reading.shareOf.hasDate } : {}),
      ...(reading.shareOf.relationships ? { relationships: [...reading.shareOf.relationships] } : {}),
      ...(reading.shareOf.people ? { people: reading.shareOf.people.map((c) => ({ ...c })) } : {}),
      ...(reading.shareOf.arrest !== undefined ? { arrest: reading.shareOf.arrest } : {}),
      ...(reading.shareOf.fieldsStated
        ? { fields_stated: reading.shareOf.fieldsStated.map((f) => ({ ...f })) }
        : {}),
      ...(reading.shareOf.monthsOfYear ? { months_of_year: [...reading.shareOf.monthsOfYear] } : {}),
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
    yes_no_bounds: reading.yesNoBounds,
    ...(reading.rankChecked ? { rank_checked: reading.rankChecked } : {}),
    ...(reading.averagePer ? { average_per: reading.averagePer } : {}),
    ...(reading.caseTime ? { case_time: reading.caseTime } : {}),
    asks_cause: reading.asksCause,
    asks_unrecorded: reading.unrecorded,
    vague: reading.vague,
  };
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
    yesNoBounds: plan.yes_no_bounds ?? null,
    ...(plan.rank_checked ? { rankChecked: plan.rank_checked } : {}),
    ...(plan.average_per ? { averagePer: plan.average_per } : {}),
    ...(plan.case_time ? { caseTime: plan.case_time } : {}),
    asksCause: plan.asks_cause,
    unrecorded: plan.asks_unrecorded ?? null,
    vague: plan.vague,
    ...filtersFromPlan(plan.filters),
    shareOf: plan.share_of
      ? {
          crimes: plan.share_of.crimes.map((c) => crimeMention(c.name, c.categories)),
          places: plan.share_of.places.map(placeMention),
          periods: plan.share_of.periods.map(periodOf),
          weekdays: plan.share_of.weekdays.map(weekdayOfPlanPart),
          ...(plan.share_of.has_date !== undefined ? { hasDate: plan.share_of.has_date } : {}),
          ...(plan.share_of.relationships ? { relationships: plan.share_of.relationships } : {}),
          ...(plan.share_of.people ? { people: plan.share_of.people } : {}),
          ...(plan.share_of.arrest !== undefined ? { arrest: plan.share_of.arrest } : {}),
          ...(plan.share_of.fields_stated ? { fieldsStated: plan.share_of.fields_stated } : {}),
          ...(plan.share_of.months_of_year ? { monthsOfYear: plan.share_of.months_of_year } : {}),
        }
      : null,
    ignored: context.ignored,
    corrections: context.corrections ?? [],
    reference: context.reference,
    referenceIsToday: context.referenceIsToday,
  };
}
