import { selectEvidence } from '../evidence';
import { describeScope } from '../format';
import type { Notebook } from '../notebook-events';
import type { QuestionReading } from '../understand-question';
import { composeBreakdown } from './breakdown';
import { composeUnanswerable } from './cannot-answer';
import { composeComparison } from './compare';
import type { AnswerContext, Composition } from './context';
import { composeCount } from './count';
import { composeList } from './list';
import { composeLocation } from './locate';
import { composeRanking } from './ranking';
import { composeSummary } from './summary';
import { composeTiming } from './timing';
import { composeTrend } from './trend';
import { composeTwoWay } from './two-way';

function composeForIntent(context: AnswerContext): Composition {
  switch (context.reading.intent) {
    case 'count':
      return composeCount(context);
    case 'list':
      return composeList(context);
    case 'which-most':
      return composeRanking(context);
    case 'when':
      return composeTiming(context);
    case 'where':
      return composeBreakdown(context);
    case 'breakdown': {
      const { dimension, within } = context.reading;
      return dimension && within ? composeTwoWay(context, dimension, within) : composeBreakdown(context);
    }
    case 'locate': {
      const place = context.reading.places[0];
      return place ? composeLocation(context, place) : composeBreakdown(context);
    }
    case 'trend':
      return composeTrend(context);
    case 'compare':
    case 'summarise':
      return composeSummary(context);
  }
}

/** Picks the evidence for the question and writes the answer its intent calls for. */
export function composeAnswer(reading: QuestionReading, notebook: Notebook): Composition {
  if (reading.intent === 'compare') {
    const comparison = composeComparison(reading, notebook);
    if (comparison) return comparison;
  }
  const evidence = selectEvidence(reading, notebook);
  if (evidence.kind === 'unanswerable') return composeUnanswerable(evidence.reason, reading, notebook);
  const context: AnswerContext = {
    reading,
    notebook,
    events: evidence.events,
    scope: describeScope(reading, evidence.byText),
  };
  const composition = composeForIntent(context);
  const notes = [
    ...evidence.absentCrimes.map((label) => `No event in this notebook is about ${label}.`),
    ...evidence.absentPlaces.map((label) => `No event in this notebook took place in ${label}.`),
  ];
  return { ...composition, lines: [...composition.lines, ...notes], facts: [...composition.facts, ...notes] };
}
