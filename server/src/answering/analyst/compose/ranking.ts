import { weekdayName } from '../../../corpus/calendar';
import { eventsBeforeCaseFilters } from '../evidence';
import {
  averageNoun,
  cite,
  citeAll,
  eventDate,
  eventLine,
  eventPlace,
  eventsPhrase,
  joinAnd,
  peopleNoun,
  percent,
  plural,
  shortReference,
} from '../format';
import { dimensionNoun, type Group, groupEvents, groupSummary, ungroupedCount } from '../grouping';
import type { Dimension } from '../intent';
import { ordinalRankAsked } from '../intent';
import { type NotebookEvent, peopleOf } from '../notebook-events';
import type { Measure, PeopleField } from '../plan-schema';
import { asksCaseShare } from '../share-base';
import { askedOfTopEvent } from '../weekday-terms';
import {
  type AnswerContext,
  type ComposedResult,
  type Composition,
  noResult,
  rankingOfGroups,
} from './context';
import { meanOf, roundedValue, sumOf } from './measure';

/** Groups tied at the cut-off are all shown, so a ranking never depends on name order; up to this many. */
const MAX_GROUPS_SHOWN = 10;
const RUNNERS_UP = 3;

/** What a group is ranked by: its events, or the people its events report. */
type GroupValue = (group: Group) => number;

function measuredBy(measure: Measure): GroupValue {
  if (measure.kind === 'sum') return (g) => sumOf(g.events, measure.field).total;
  return (g) => g.events.length;
}

function ranked(groups: Group[], order: 'most' | 'least', value: GroupValue): Group[] {
  const sign = order === 'most' ? -1 : 1;
  return [...groups].sort((a, b) => sign * (value(a) - value(b)) || a.label.localeCompare(b.label));
}

/** The first `top` groups, and any group tied with the last of them. */
function leaders(groups: readonly Group[], top: number, value: GroupValue): Group[] {
  const last = groups[Math.min(top, groups.length) - 1];
  const cutoff = last ? value(last) : 0;
  return groups.filter((g, i) => i < top || value(g) === cutoff);
}

/** "The incident with the most suspects arrested": one event, its figure, place and date. */
function composeTopEvent(context: AnswerContext, field: PeopleField, order: 'most' | 'least'): Composition {
  const stated = context.events.filter((e) => peopleOf(e, field) !== null);
  const value = (e: NotebookEvent) => peopleOf(e, field) ?? 0;
  const sorted = [...stated].sort((a, b) => (order === 'most' ? value(b) - value(a) : value(a) - value(b)));
  const top = sorted[0];
  const superlativeWord = order === 'most' ? 'most' : 'fewest';
  const measure = `the incident with the ${superlativeWord} ${peopleNoun(field)}`;
  if (!top) {
    const sentence = `None of the ${plural(context.events.length, 'matching event')} says how many ${peopleNoun(field)}.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(measure) };
  }
  const tied = sorted.filter((e) => value(e) === value(top));
  const superlative = order === 'most' ? 'most' : 'fewest';
  const asked = askedOfTopEvent(context.reading.question);
  const when = (e: NotebookEvent) => (asked === 'weekday' ? `${weekdayOf(e)} ${eventDate(e)}` : eventDate(e));
  const lines =
    tied.length === 1
      ? [
          asked === 'weekday' && weekdayOf(top)
            ? `The incident with the ${superlative} ${peopleNoun(field)} (${value(top)}) took place on a ${weekdayOf(top)}, ${eventDate(top)}, in ${eventPlace(top)} ${cite(top)}:`
            : `The incident with the ${superlative} ${peopleNoun(field)} (${value(top)}) took place in ${eventPlace(top)}, ${eventDate(top)} ${cite(top)}:`,
          eventLine(top),
        ]
      : [
          `${tied.length} incidents share the ${superlative} ${peopleNoun(field)} (${value(top)} each)${asked === 'weekday' ? `, on ${joinAnd(tied.slice(0, 10).map((e) => `${weekdayOf(e) || 'an unknown day'} ${cite(e)}`))}` : ''}:`,
          ...tied.slice(0, 10).map(eventLine),
        ];
  const next = sorted.slice(tied.length, tied.length + RUNNERS_UP);
  if (next.length > 0)
    lines.push(`Next: ${next.map((e) => `${value(e)} in ${e.placeLabel} ${cite(e)}`).join('; ')}.`);
  if (ASKS_FIGURE.test(context.reading.question)) {
    // "What was the single largest number of victims in one incident?" asks for the figure itself.
    const figure = `The ${order === 'most' ? 'largest' : 'smallest'} number of ${peopleNoun(field)} in one incident is ${value(top)}.`;
    return {
      lines: [figure, ...lines],
      used: tied,
      facts: [figure],
      result: {
        type: 'number',
        value: value(top),
        measure: `the ${superlativeWord} ${peopleNoun(field)} in one incident`,
      },
    };
  }
  if (asked === 'date' && tied.length === 1 && !top.monthOnly && !top.datedByPublication) {
    return { lines, used: tied, facts: [lines[0] ?? ''], result: { type: 'date', value: top.when, measure } };
  }
  const result: ComposedResult = {
    type: 'ranking',
    // Named as the headline names it, province and all, so the two say the same.
    value: tied.map((e) => ({ name: `${eventPlace(e)}, ${when(e)} [#${e.id}]`, value: value(e) })),
    measure,
  };
  return { lines, used: tied, facts: [lines[0] ?? ''], result };
}

/** "Sunday": the weekday of an event dated to the day, or nothing. */
function weekdayOf(event: NotebookEvent): string {
  return event.monthOnly || event.datedByPublication ? '' : weekdayName(event.when);
}

/** A question after the figure of the top incident rather than which incident it was. */
const ASKS_FIGURE =
  /\bwhat\s+(?:was|is|were)\s+the\s+(?:single\s+)?(?:largest|highest|biggest|greatest|most|maximum|smallest|lowest|fewest|minimum)\s+(?:number|count|total|figure|tally)\b/i;

function winnerSentence(
  shown: readonly Group[],
  tiedInAll: number,
  context: AnswerContext,
  dimension: Dimension,
  order: 'most' | 'least',
): string {
  const total = context.events.length;
  // Place names hold commas ("Dube, Soweto, Gauteng"), so a list of them needs a stronger separator.
  const labels = shown.map((g) => g.label);
  const names = labels.some((l) => l.includes(',')) ? labels.join('; ') : joinAnd(labels);
  const count = shown[0]?.events.length ?? 0;
  const superlative = order === 'most' ? 'most' : 'fewest';
  const phrase = eventsPhrase(context.scope);
  if (tiedInAll > shown.length) {
    return `No single ${dimensionNoun(dimension)} stands out: ${tiedInAll} ${dimensionNoun(dimension, 2)} have ${plural(count, 'event')} each of the ${total} ${phrase}, for example ${names}.`;
  }
  if (dimension === 'crime') {
    const adjective = order === 'most' ? 'most common' : 'least common';
    const kind = shown.length === 1 ? 'kind of crime is' : 'kinds of crime are';
    const share =
      shown.length === 1
        ? `${count} of the ${total} events (${percent(count, total)})`
        : `${count} events each, of the ${total}`;
    const among = context.scope ? `Among the ${phrase}, the` : 'The';
    return `${among} ${adjective} ${kind} ${names}: ${share}.`;
  }
  const share =
    shown.length === 1
      ? `${count} of the ${total} (${percent(count, total)})`
      : `${count} each, of the ${total}`;
  return `${names} ${shown.length === 1 ? 'has' : 'have'} the ${superlative} ${phrase}: ${share}.`;
}

/** The kinds of crime the question names that every event counted has. */
function namedCrimesEveryEventHas({ reading, events }: AnswerContext): Set<string> {
  const named = reading.crimes.flatMap((c) => [...c.categories]);
  return new Set(named.filter((category) => events.every((e) => e.crimes.includes(category))));
}

/** Which place, crime or period has the most (or fewest) events; relies on the events of the groups shown. */
/**
 * "Which month had the most rapes?" over releases from many years: a month of the year, since one
 * month of one year rarely holds more than one or two incidents. A question naming a year, or events
 * within one year, keep the month of its year.
 */
function monthMeant(dimension: Dimension, context: AnswerContext): Dimension {
  if (dimension !== 'month' || /\b(?:19|20)\d{2}\b/.test(context.reading.question)) return dimension;
  const dated = context.events.filter((e) => !e.datedByPublication).map((e) => e.when.slice(0, 4));
  return new Set(dated).size > 1 ? 'month-of-year' : dimension;
}

/**
 * "Was the Free State the province with the most murders?": Yes when the place checked comes first
 * alone in the ranking of every place of its level, with the ranking's head as the evidence.
 */
function composeRankCheck(context: AnswerContext, dimension: Dimension, checked: string): Composition {
  const { reading, events, scope } = context;
  const { measure } = reading;
  const field = measure.kind === 'sum' ? measure.field : null;
  const value = measuredBy(measure);
  const what = field ? peopleNoun(field) : eventsPhrase(scope);
  const superlative = reading.order === 'most' ? 'most' : 'fewest';
  const groups = ranked(groupEvents(events, dimension), reading.order, value);
  const asked = `whether ${checked} has the ${superlative} ${what}`;
  const head = groups[0];
  if (!head) {
    const sentence = `The ${plural(events.length, 'matching event')} do not say which ${dimensionNoun(dimension)} they belong to.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(asked) };
  }
  const leading = leaders(groups, 1, value);
  const sameName = (g: Group) => g.label.toLowerCase() === checked.toLowerCase();
  const own = groups.find(sameName);
  const yes = leading.length === 1 && sameName(head);
  const standing = own
    ? `${checked} has ${value(own)} ${citeAll(own.events)}`
    : `${checked} has none of them`;
  const leaderWords =
    leading.length === 1
      ? `${head.label} has the ${superlative} ${what} (${value(head)})`
      : `${joinAnd(leading.map((g) => g.label))} share the ${superlative} ${what} (${value(head)} each)`;
  const first = yes ? `Yes. ${leaderWords} ${citeAll(head.events)}.` : `No. ${leaderWords}; ${standing}.`;
  const next = groups.filter((g) => !leading.includes(g)).slice(0, RUNNERS_UP);
  const lines = [first];
  if (next.length > 0) lines.push(`Next: ${next.map((g) => `${g.label} (${value(g)})`).join(', ')}.`);
  const used = new Set([...leading, ...(own ? [own] : [])].flatMap((g) => g.events));
  return {
    lines,
    used: events.filter((e) => used.has(e)),
    facts: [first],
    result: { type: 'yes_no', value: yes, measure: asked },
  };
}

export function composeRanking(context: AnswerContext): Composition {
  const { reading, events } = context;
  const dimension = monthMeant(reading.dimension ?? 'place', context);
  const { measure } = reading;
  if (reading.rankChecked && (measure.kind === 'sum' || measure.kind === 'events'))
    return composeRankCheck(context, dimension, reading.rankChecked);
  const ordinal = ordinalRankAsked(reading.question);
  if (ordinal && dimension !== 'event' && (measure.kind === 'events' || measure.kind === 'sum'))
    return composeOrdinalRank(context, dimension, measure, ordinal);
  if (dimension === 'event' && measure.kind === 'sum')
    return composeTopEvent(context, measure.field, reading.order);
  if (measure.kind === 'sum') return composePeopleRanking(context, dimension, measure.field);
  if (measure.kind === 'distinct' && dimension !== 'event' && dimension !== measure.dimension)
    return composeDistinctRanking(context, dimension, measure.dimension);
  if (measure.kind === 'average' && dimension !== 'event')
    return composeAverageRanking(context, dimension, measure);
  if (dimension !== 'event' && asksCaseShare(reading.question, reading))
    return composeShareRanking(context, dimension);
  const value = measuredBy(measure);
  const named = namedCrimesEveryEventHas(context);
  // "Which crime most often comes with murder?": murder itself, which every event counted has, is no answer.
  const groups = ranked(groupEvents(events, dimension), reading.order, value).filter(
    (g) => dimension !== 'crime' || !named.has(g.key),
  );
  const unplaced = ungroupedCount(events, dimension);
  const asked = `the ${dimensionNoun(dimension, 2)} with the ${reading.order === 'most' ? 'most' : 'fewest'} ${eventsPhrase(context.scope)}`;
  if (groups.length === 0) {
    const sentence = `The ${plural(events.length, 'matching event')} do not say which ${dimensionNoun(dimension)} they belong to.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(asked) };
  }
  const leading = leaders(groups, reading.top, value);
  const shown = leading.slice(0, MAX_GROUPS_SHOWN);
  const lines: string[] = [];
  const facts = [
    `Ranking of ${dimensionNoun(dimension, 2)} for ${eventsPhrase(context.scope)} (${events.length} events): ${groupSummary(groups, 10)}.`,
  ];
  if (reading.top > 1) {
    const heading = reading.order === 'most' ? 'with the most' : 'with the fewest';
    lines.push(
      `The ${dimensionNoun(dimension, 2)} ${heading} ${eventsPhrase(context.scope)} (${events.length} in all):`,
    );
    for (const g of shown) {
      const latest = g.events.at(-1);
      lines.push(
        `* ${g.label}: ${g.events.length} (${percent(g.events.length, events.length)})${latest ? `, latest ${shortReference(latest)}` : ''}`,
      );
    }
  } else {
    const sentence = winnerSentence(shown, leading.length, context, dimension, reading.order);
    lines.push(`${sentence.slice(0, -1)} ${citeAll(shown.flatMap((g) => g.events))}.`);
    const next = groups.slice(leading.length, leading.length + RUNNERS_UP);
    if (next.length > 0)
      lines.push(`Next: ${next.map((g) => `${g.label} (${g.events.length})`).join(', ')}.`);
    const winners = new Set(shown.flatMap((g) => g.events));
    const newestFirst = events.filter((e) => winners.has(e)).reverse();
    lines.push(`Latest of them: ${newestFirst.slice(0, 3).map(shortReference).join('; ')}.`);
  }
  if (dimension === 'crime' && named.size > 0) {
    const note = `${joinAnd([...named])} ${named.size === 1 ? 'is' : 'are'} left out: every event counted has ${named.size === 1 ? 'it' : 'them'}.`;
    lines.push(note);
    facts.push(note);
  }
  if (unplaced > 0) {
    const note = `${plural(unplaced, 'event names', 'events name')} no ${dimensionNoun(dimension)} and ${unplaced === 1 ? 'is' : 'are'} left out.`;
    lines.push(note);
    facts.push(note);
  }
  const used = new Set(shown.flatMap((g) => g.events));
  return {
    lines,
    used: events.filter((e) => used.has(e)),
    facts,
    result: rankingOfGroups(shown, asked, value),
  };
}

/**
 * "Which province has the most distinct municipalities?": groups ranked by how many different places
 * (or crimes) their events name, each with the ones it names.
 */
function composeDistinctRanking(
  context: AnswerContext,
  dimension: Dimension,
  counted: Dimension,
): Composition {
  const { reading, events } = context;
  const value: GroupValue = (g) => groupEvents(g.events, counted).length;
  const groups = ranked(groupEvents(events, dimension), reading.order, value);
  const extreme = reading.order === 'most' ? 'most' : 'fewest';
  const what = `different ${dimensionNoun(counted, 2)}`;
  const asked = `the ${dimensionNoun(dimension, 2)} with the ${extreme} ${what}`;
  if (groups.length === 0) {
    const sentence = `The ${plural(events.length, 'matching event')} do not say which ${dimensionNoun(dimension)} they belong to.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(asked) };
  }
  const shown = leaders(groups, reading.top, value).slice(0, MAX_GROUPS_SHOWN);
  const named = (g: Group) => joinAnd(groupEvents(g.events, counted).map((c) => c.label));
  const lines = [
    `The ${dimensionNoun(dimension, 2)} with the ${extreme} ${what}:`,
    ...shown.map((g) => `* ${g.label}: ${value(g)} (${named(g)}) ${citeAll(g.events)}`),
  ];
  const next = groups.slice(shown.length, shown.length + RUNNERS_UP);
  if (next.length > 0) lines.push(`Next: ${next.map((g) => `${g.label} (${value(g)})`).join(', ')}.`);
  const unnamed = ungroupedCount(events, counted);
  if (unnamed > 0)
    lines.push(
      `${plural(unnamed, 'event names', 'events name')} no ${dimensionNoun(counted)}, so a count may be short.`,
    );
  return {
    lines,
    used: shown.flatMap((g) => g.events),
    facts: [`${asked}: ${shown.map((g) => `${g.label} (${value(g)})`).join(', ')}.`],
    result: rankingOfGroups(shown, asked, value),
  };
}

/**
 * "What was the second most common crime?": the groups whose place in the ranking is the one asked
 * (a group shares a place with those tied with it), with the groups ahead of them.
 */
function composeOrdinalRank(
  context: AnswerContext,
  dimension: Dimension,
  measure: Measure,
  ordinal: { rank: number; word: string },
): Composition {
  const { reading, events } = context;
  const value = measuredBy(measure);
  const named = namedCrimesEveryEventHas(context);
  const groups = ranked(groupEvents(events, dimension), reading.order, value).filter(
    (g) => (dimension !== 'crime' || !named.has(g.key)) && (measure.kind !== 'sum' || value(g) > 0),
  );
  const what = measure.kind === 'sum' ? peopleNoun(measure.field) : eventsPhrase(context.scope);
  const extreme = reading.order === 'most' ? 'most' : 'fewest';
  const asked = `the ${dimensionNoun(dimension, 2)} in ${ordinal.word} place by ${extreme} ${what}`;
  const better = (g: Group) =>
    groups.filter((o) => (reading.order === 'most' ? value(o) > value(g) : value(o) < value(g))).length;
  const atRank = groups.filter((g) => better(g) + 1 === ordinal.rank);
  const ahead = groups.filter((g) => better(g) + 1 < ordinal.rank);
  const said = (g: Group) => `${g.label} (${value(g)})`;
  const aheadLine = ahead.length > 0 ? ` Ahead: ${ahead.map(said).join(', ')}.` : '';
  if (atRank.length === 0) {
    const sentence = `No ${dimensionNoun(dimension)} is in ${ordinal.word} place by ${extreme} ${what}: ties take the places around it.${aheadLine}`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(asked) };
  }
  const sentence = `In ${ordinal.word} place by ${extreme} ${what}: ${atRank.map(said).join(', ')} ${citeAll(atRank.flatMap((g) => g.events))}.${aheadLine}`;
  return {
    lines: [sentence],
    used: atRank.flatMap((g) => g.events),
    facts: [sentence],
    result: rankingOfGroups(atRank, asked, value),
  };
}

/**
 * "Which province had the highest arrest rate?": each group's share of its own events that meet how
 * the cases went, not its count of them; a group of few events is shown with its count so a high share
 * of two events reads as such.
 */
function composeShareRanking(context: AnswerContext, dimension: Dimension): Composition {
  const { reading, events, notebook } = context;
  const meeting = new Set(events);
  const superlative = reading.order === 'most' ? 'highest' : 'lowest';
  const phrase = eventsPhrase(context.scope);
  const asked = `the ${dimensionNoun(dimension, 2)} with the ${superlative} per cent of their events that are ${phrase}`;
  const groups = groupEvents(eventsBeforeCaseFilters(reading, notebook), dimension);
  const met = (g: Group) => g.events.filter((e) => meeting.has(e));
  const share = (g: Group) => Math.round((100 * met(g).length) / g.events.length);
  const order = ranked(groups, reading.order, share);
  if (order.length === 0) {
    const sentence = `The ${plural(events.length, 'matching event')} do not say which ${dimensionNoun(dimension)} they belong to.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(asked) };
  }
  const shown = leaders(order, reading.top, share).slice(0, MAX_GROUPS_SHOWN);
  const said = (g: Group) =>
    `${g.label}, ${share(g)} % (${met(g).length} of ${plural(g.events.length, 'event')})`;
  const lines = [
    `The ${dimensionNoun(dimension, shown.length)} with the ${superlative} per cent of ${shown.length === 1 ? 'its' : 'their'} events that are ${phrase}: ${shown.map(said).join('; ')}.`,
    ...order.slice(0, MAX_GROUPS_SHOWN).map((g) => `* ${said(g)} ${citeAll(met(g))}`),
  ];
  const used = new Set(shown.flatMap(met));
  return {
    lines,
    used: events.filter((e) => used.has(e)),
    facts: lines.slice(0, 1),
    result: rankingOfGroups(shown, asked, share),
  };
}

/**
 * "Which province has the highest mean number of suspects arrested per incident?": groups ranked by
 * the mean (or median) over their events that state the figure; a group none of whose events states
 * it is left out, and said.
 */
function composeAverageRanking(
  context: AnswerContext,
  dimension: Dimension,
  measure: Extract<Measure, { kind: 'average' }>,
): Composition {
  const { reading, events } = context;
  const noun = averageNoun(measure.field, measure.statistic);
  const superlative = reading.order === 'most' ? 'highest' : 'lowest';
  const asked = `the ${dimensionNoun(dimension, 2)} with the ${superlative} ${noun}`;
  const means = new Map<Group, number>();
  const groups = groupEvents(events, dimension);
  for (const g of groups) {
    const found = meanOf(g.events, measure.field, measure.statistic);
    if (found) means.set(g, roundedValue(found.mean, measure.decimals));
  }
  const value: GroupValue = (g) => means.get(g) ?? 0;
  const stating = ranked([...means.keys()], reading.order, value);
  if (stating.length === 0) {
    const sentence = `None of the ${plural(events.length, 'matching event')} states it, so no ${dimensionNoun(dimension)} can be ranked by the ${noun}.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(asked) };
  }
  const shown = leaders(stating, reading.top, value).slice(0, MAX_GROUPS_SHOWN);
  const lines = [
    `The ${dimensionNoun(dimension, shown.length)} with the ${superlative} ${noun}: ${shown.map((g) => `${g.label}, ${value(g)}`).join('; ')}.`,
    ...shown.map(
      (g) => `* ${g.label}: ${value(g)}, over ${plural(g.events.length, 'event')} ${citeAll(g.events)}`,
    ),
  ];
  const next = stating.slice(shown.length, shown.length + RUNNERS_UP);
  if (next.length > 0) lines.push(`Next: ${next.map((g) => `${g.label} (${value(g)})`).join(', ')}.`);
  const silent = groups.length - stating.length;
  if (silent > 0)
    lines.push(
      `${plural(silent, `${dimensionNoun(dimension)} has`, `${dimensionNoun(dimension, 2)} have`)} no event that states it and ${silent === 1 ? 'is' : 'are'} left out.`,
    );
  const used = new Set(shown.flatMap((g) => g.events));
  return {
    lines,
    used: events.filter((e) => used.has(e)),
    facts: lines.slice(0, 1),
    result: rankingOfGroups(shown, asked, value),
  };
}

/** "Which province had the most suspects arrested?": groups ranked by the people their events report. */
function composePeopleRanking(context: AnswerContext, dimension: Dimension, field: PeopleField): Composition {
  const { reading, events } = context;
  const value = measuredBy({ kind: 'sum', field });
  // The fewest may be none: a group whose events state 0 ranks, one whose events state nothing does not.
  const counts = (g: Group) =>
    reading.order === 'most' ? value(g) > 0 : sumOf(g.events, field).stated.length > 0;
  const groups = ranked(groupEvents(events, dimension), reading.order, value).filter(counts);
  const noun = peopleNoun(field);
  const superlativeWord = reading.order === 'most' ? 'most' : 'fewest';
  const measure = `the ${dimensionNoun(dimension, 2)} with the ${superlativeWord} ${noun}`;
  if (groups.length === 0) {
    const sentence = `None of the ${plural(events.length, 'matching event')} says how many ${noun}.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(measure) };
  }
  const total = sumOf(events, field).total;
  const shown = leaders(groups, reading.top, value).slice(0, MAX_GROUPS_SHOWN);
  const superlative = reading.order === 'most' ? 'most' : 'fewest';
  const lines = [
    `The ${dimensionNoun(dimension, shown.length)} with the ${superlative} ${noun} (${total} in all):`,
    ...shown.map((g) => `* ${g.label}: ${value(g)} (${percent(value(g), total)}) ${citeAll(g.events)}`),
  ];
  const next = groups.slice(shown.length, shown.length + RUNNERS_UP);
  if (next.length > 0) lines.push(`Next: ${next.map((g) => `${g.label} (${value(g)})`).join(', ')}.`);
  const used = new Set(shown.flatMap((g) => g.events));
  return {
    lines,
    used: events.filter((e) => used.has(e)),
    facts: lines.slice(0, 1 + shown.length),
    result: rankingOfGroups(shown, measure, value),
  };
}
