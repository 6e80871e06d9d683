import { selectEvidence } from '../evidence';
import { describeScope } from '../format';
import type { Notebook } from '../notebook-events';
import type { Unrecorded } from '../question-filters';
import { readAsLine } from '../read-as';
import type { QuestionReading } from '../understand-question';
import { composeBreakdown } from './breakdown';
import { composeUnanswerable } from './cannot-answer';
import { composeComparison } from './compare';
import type { AnswerContext, Composition } from './context';
import { composeCount } from './count';
import { composeList } from './list';
import { composeLocation } from './locate';
import { composeMeasure } from './measure';
import { composeRanking } from './ranking';
import { composeSummary } from './summary';
import { composeTiming } from './timing';
import { composeTrend } from './trend';
import { composeTwoWay } from './two-way';

function composeForIntent(context: AnswerContext): Composition {
  const { intent, measure } = context.reading;
  if (measure.kind !== 'events' && intent !== 'which-most') {
    const measured = composeMeasure(context);
    if (measured) return measured;
  }
  switch (intent) {
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

const CAUSE_NOTE =
  'Police releases report incidents, not their causes, so the events cannot answer why. What they do show:';
const UNRECORDED_NOTE: Record<Unrecorded, string> = {
  time_of_day:
    'The events record the day of each incident, not the time of day, so they cannot answer that. What they do show:',
  later_outcome:
    'Releases are written at the time of an incident, an arrest or a court date; what courts decided later is not in them, so the events cannot tell. What the releases report:',
  sentence_length:
    'The events record how far a case got (charged, convicted, sentenced), not the length of any sentence, so they cannot answer that. What they do show:',
  bail: 'The events do not record bail decisions, so they cannot answer that. What they do show:',
};

function withoutYesNo(reading: QuestionReading): QuestionReading {
  return { ...reading, yesNo: false };
}

/**
 * Picks the evidence for the question and writes the answer its plan calls for, under a first line
 * that says how the question was read.
 */
export function composeAnswer(asked: QuestionReading, notebook: Notebook): Composition {
  const reading = asked.asksCause || asked.unrecorded ? withoutYesNo(asked) : asked;
  const lead = [
    ...(reading.asksCause ? [CAUSE_NOTE] : []),
    ...(reading.unrecorded ? [UNRECORDED_NOTE[reading.unrecorded]] : []),
  ];
  if (reading.intent === 'compare' && (reading.measure.kind === 'events' || reading.measure.kind === 'sum')) {
    const comparison = composeComparison(reading, notebook);
    if (comparison)
      return { ...comparison, lines: [readAsLine(reading, false), ...lead, ...comparison.lines] };
  }
  const evidence = selectEvidence(reading, notebook);
  if (evidence.kind === 'unanswerable') {
    const refusal = composeUnanswerable(evidence.reason, reading, notebook);
    return { ...refusal, lines: [readAsLine(reading, false), ...lead, ...refusal.lines] };
  }
  const understood: QuestionReading = { ...reading, topics: evidence.textWords, ignored: evidence.ignored };
  const context: AnswerContext = {
    reading: understood,
    notebook,
    events: evidence.events,
    scope: describeScope(understood, evidence.byText),
  };
  const composition = composeForIntent(context);
  const notes = [
    ...evidence.absentCrimes.map((label) => `No event in this notebook is about ${label}.`),
    ...evidence.absentPlaces.map((label) => `No event in this notebook took place in ${label}.`),
  ];
  return {
    ...composition,
    lines: [readAsLine(understood, evidence.byText), ...lead, ...composition.lines, ...notes],
    facts: [...composition.facts, ...notes],
  };
}
