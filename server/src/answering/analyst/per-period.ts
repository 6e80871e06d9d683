import { precisionIn } from './measure-terms';
import type { Measure } from './plan-vocabulary';

/** A calendar period a figure can be given per. */
export type PeriodUnit = 'year' | 'month';

/** "per year", "a month", "each year", "annually", "monthly". */
const PER_PERIOD = /\b(?:per|a|an|each|every)\s+(year|month)\b|\b(annual(?:ly)?|yearly|monthly)\b/i;
/** "on average", "averaged over", "the mean". */
const AVERAGED = /\baverag(?:e|es|ed|ing)\b|(?<!\bi\s)\bmean\b/i;
/** Whether a word of the question only said the figure is an average ("averaged"), once a reading used it. */
export const isAveragingWord = (word: string) => AVERAGED.test(word);

/** "per incident", "each case": an average over events, which the average measure gives. */
const PER_EVENT =
  /\b(?:per|a|an|each|every)\s+(?:incident|event|case|release|record|row|attack|robbery|murder)\b/i;

/**
 * "Averaged over 2019 to 2023, how many murders per year?", "incidents per year over 2020-2024, to one
 * decimal": a figure per calendar period, which is the events (or the people) of the window divided by
 * the periods in it, not a breakdown by period. Asked with a word of averaging or a number of decimals,
 * which a breakdown would not need. The measure is what each period is credited with.
 */
export function readAveragePer(
  question: string,
  measure: Measure,
): { unit: PeriodUnit; measure: Extract<Measure, { kind: 'events' | 'sum' }> } | null {
  const per = PER_PERIOD.exec(question);
  if (!per || PER_EVENT.test(question)) return null;
  if (!AVERAGED.test(question) && !precisionIn(question)) return null;
  const words = (per[1] ?? per[2] ?? '').toLowerCase();
  const unit: PeriodUnit = words.startsWith('month') ? 'month' : 'year';
  if (measure.kind === 'events' || measure.kind === 'sum') return { unit, measure };
  // "the average number killed per year": people added up, then shared over the years.
  if (measure.kind === 'average' && measure.field !== 'suspect_age' && measure.field !== 'victim_age')
    return { unit, measure: { kind: 'sum', field: measure.field } };
  return null;
}
