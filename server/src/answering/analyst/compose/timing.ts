import { formatDay } from '../../../corpus/calendar';
import {
  cite,
  countedEvents,
  dateSpan,
  eventLine,
  eventLines,
  eventPhrase,
  eventsPhrase,
  plural,
} from '../format';
import { dimensionNoun, ownGroupLabel } from '../grouping';
import type { Dimension } from '../intent';
import type { NotebookEvent } from '../notebook-events';
import { type AnswerContext, type ComposedResult, type Composition, noResult } from './context';

const DATES_SHOWN = 10;

/** Every event on the first (or last) date: events of the same day are equally "the first". */
function onExtremeDate(events: readonly NotebookEvent[], moment: 'earliest' | 'latest'): NotebookEvent[] {
  const extreme = moment === 'earliest' ? events[0] : events.at(-1);
  return extreme ? events.filter((e) => e.when === extreme.when) : [];
}

function describeMoment(
  chosen: readonly NotebookEvent[],
  context: AnswerContext,
  moment: 'earliest' | 'latest',
): string {
  const phrase = eventsPhrase(context.scope);
  const first = chosen[0];
  if (!first) return '';
  const day = formatDay(first.when);
  const date = first.datedByPublication
    ? `was published on ${day}, without an incident date`
    : `is dated ${day}`;
  if (chosen.length === 1)
    return `The ${moment} ${eventPhrase(context.scope)} ${date}, in ${first.placeLabel}:`;
  return `${chosen.length} ${phrase} share the ${moment} date, ${day}:`;
}

/** The day the chosen events share; none when the events have no date to give. */
function dateResult(chosen: readonly NotebookEvent[], measure: string): ComposedResult {
  const first = chosen[0];
  if (!first) return noResult(measure);
  const published = first.datedByPublication
    ? ' (its publication date: the release gives no incident date)'
    : '';
  return { type: 'date', value: first.when, measure: `${measure}${published}` };
}

/**
 * Undated events that could be more extreme than the chosen dated one: for the latest, those
 * published after it (their incident may be later); for the earliest, those published before it
 * (their incident came before it was published, so before the chosen day).
 */
function undatedBeyond(
  events: readonly NotebookEvent[],
  chosen: readonly NotebookEvent[],
  moment: 'earliest' | 'latest',
): NotebookEvent[] {
  const day = chosen[0];
  if (!day || day.datedByPublication) return [];
  return events.filter(
    (e) => e.datedByPublication && (moment === 'latest' ? e.when > day.when : e.when < day.when),
  );
}

/** "the 3 most recent": that many events from the end asked about, nearest to it first. */
function composeSeveral(context: AnswerContext, moment: 'earliest' | 'latest', count: number): Composition {
  const { events, scope } = context;
  const chosen = moment === 'latest' ? events.slice(-count) : events.slice(0, count);
  const ordered = moment === 'latest' ? [...chosen].reverse() : chosen;
  const which = moment === 'latest' ? 'most recent' : 'earliest';
  const lines = [
    chosen.length < count
      ? `There are only ${countedEvents(events.length, scope)}, dated ${dateSpan(events)}:`
      : `The ${count} ${which} of the ${countedEvents(events.length, scope)}:`,
    ...ordered.map(eventLine),
  ];
  return {
    lines,
    used: chosen,
    facts: [`The ${which} ${chosen.length} are dated ${dateSpan(chosen)}.`],
    result: { type: 'list', value: ordered.map((e) => e.id), measure: `the ${which} ${eventsPhrase(scope)}` },
  };
}

/** When events happened: the first or last of them, or the span and dates of all of them. */
/**
 * "Was the Vosloorus shooting the first incident in this notebook?": whether the incident asked about
 * is the notebook's first (or last) by incident date, with both dates.
 */
function composeIsItTheOne(context: AnswerContext, moment: 'earliest' | 'latest'): Composition {
  const { events, notebook, scope } = context;
  const dated = notebook.events.filter((e) => !e.datedByPublication);
  const asked = onExtremeDate(
    events.filter((e) => !e.datedByPublication),
    moment,
  );
  const first = asked[0];
  const overall = onExtremeDate(dated, moment);
  const the = overall[0];
  const which = moment === 'earliest' ? 'first' : 'last';
  if (!first || !the) {
    const said = `The ${eventsPhrase(scope)} give no incident date, so I cannot tell whether one is the ${which}.`;
    return {
      lines: [said],
      used: [],
      facts: [said],
      result: noResult(`whether the ${eventPhrase(scope)} is the ${which} incident`),
    };
  }
  const yes = overall.some((e) => events.includes(e));
  const head = yes
    ? `Yes. The ${eventPhrase(scope)} is the ${which} incident in this notebook, dated ${formatDay(first.when)} ${cite(first)}.`
    : `No. The ${which} incident in this notebook is dated ${formatDay(the.when)}, in ${the.placeLabel} ${cite(the)}; the ${eventPhrase(scope)} is dated ${formatDay(first.when)} ${cite(first)}.`;
  return {
    lines: [head],
    used: yes ? asked : [...overall, ...asked],
    facts: [head],
    result: {
      type: 'yes_no',
      value: yes,
      measure: `whether the ${eventPhrase(scope)} is the ${which} incident by incident date`,
    },
  };
}

/**
 * "Where did the earliest carjacking happen?": the place (at the level asked for) of the events on the
 * first or last date, with that date.
 */
function composePlaceOfMoment(
  context: AnswerContext,
  moment: 'earliest' | 'latest',
  chosen: readonly NotebookEvent[],
  dimension: Dimension,
): Composition {
  const { scope } = context;
  const noun = dimensionNoun(dimension);
  const measure = `the ${noun} of the ${moment} ${eventPhrase(scope)}`;
  const first = chosen[0];
  const labels = [...new Set(chosen.map((e) => ownGroupLabel(e, dimension)))];
  const named = labels.filter((label): label is string => label !== null);
  if (!first || named.length === 0) {
    const said = first
      ? `The ${moment} ${eventPhrase(scope)}, dated ${formatDay(first.when)}, does not name its ${noun}:`
      : `There are no ${eventsPhrase(scope)}.`;
    return {
      lines: [said, ...chosen.map(eventLine)],
      used: chosen,
      facts: [said],
      result: noResult(measure),
    };
  }
  const dated = first.datedByPublication
    ? `published on ${formatDay(first.when)}, without an incident date`
    : `dated ${formatDay(first.when)}`;
  // "happened on a Sunday", "happened in July", "happened in Gauteng".
  const where = dimension === 'weekday' ? 'on a ' : 'in ';
  const head =
    chosen.length === 1
      ? `The ${moment} ${eventPhrase(scope)} happened ${where}${named[0]} (${dated}):`
      : `The ${chosen.length} ${eventsPhrase(scope)} of the ${moment} date (${dated}) happened ${where}${named.join(' and ')}:`;
  return {
    lines: [head, ...chosen.map(eventLine)],
    used: chosen,
    facts: [head],
    result: { type: 'list', value: named, measure },
  };
}

export function composeTiming(context: AnswerContext): Composition {
  const { reading, events, scope } = context;
  if (reading.moment && reading.momentCount > 1)
    return composeSeveral(context, reading.moment, reading.momentCount);
  if (reading.moment && reading.yesNo) return composeIsItTheOne(context, reading.moment);
  if (reading.moment) {
    const moment = reading.moment;
    // A release without an incident date says only that the incident came before it was published.
    const dated = events.filter((e) => !e.datedByPublication);
    const chosen = onExtremeDate(dated.length > 0 ? dated : events, moment);
    if (reading.dimension) return composePlaceOfMoment(context, moment, chosen, reading.dimension);
    const lines = [describeMoment(chosen, context, moment), ...chosen.map(eventLine)];
    const beyond = undatedBeyond(events, chosen, moment);
    const facts = [
      `Of the ${countedEvents(events.length, scope)}, the ${reading.moment} is dated ${dateSpan(chosen)}.`,
      `All ${events.length} are dated ${dateSpan(events)}.`,
    ];
    return {
      lines,
      used: chosen,
      facts,
      result: dateResult(chosen, `the ${moment} date of the ${eventsPhrase(scope)}`),
      ...(beyond.length > 0
        ? {
            partialNote: `Partial answer: ${plural(beyond.length, 'event gives', 'events give')} no incident date and ${beyond.length === 1 ? 'was' : 'were'} published ${moment === 'latest' ? 'after' : 'before'} that date, so ${moment === 'latest' ? 'a later incident may be' : 'an earlier incident is'} among them ${beyond.map(cite).join(' ')}.`,
          }
        : {}),
    };
  }
  const first = events[0];
  if (events.length === 1 && first) {
    return {
      lines: [`It happened on ${formatDay(first.when)}, in ${first.placeLabel}:`, eventLine(first)],
      used: events,
      facts: [`The only ${eventPhrase(scope)} is dated ${formatDay(first.when)}.`],
      result: dateResult(events, `the date of the ${eventPhrase(scope)}`),
    };
  }
  const lines = [
    `The ${countedEvents(events.length, scope)} are dated ${dateSpan(events)}. ${events.length > DATES_SHOWN ? `The ${DATES_SHOWN} newest:` : 'Newest first:'}`,
    ...eventLines(events, DATES_SHOWN),
  ];
  const undated = events.filter((e) => e.datedByPublication).length;
  const facts = [`The ${countedEvents(events.length, scope)} are dated ${dateSpan(events)}.`];
  if (undated > 0)
    facts.push(
      `${plural(undated, 'of them has', 'of them have')} no incident date; the publication date is used.`,
    );
  return {
    lines,
    used: events,
    facts,
    result: {
      type: 'list',
      value: [...events].reverse().map((e) => e.when),
      measure: `the dates of the ${eventsPhrase(scope)}`,
    },
  };
}
