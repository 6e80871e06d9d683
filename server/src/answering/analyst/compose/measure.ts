import { boundsWords, withinBounds } from '../count-bounds';
import {
  ageBoundsWords,
  averageNoun,
  citeAll,
  eventsPhrase,
  joinAnd,
  peopleNoun,
  plural,
  saysOrSay,
  statisticName,
} from '../format';
import { dimensionNoun, groupEvents, ungroupedCount } from '../grouping';
import { ASKS_DIFFERENCE, asksBothStated, precisionIn, SEX_MAJORITY, SHARE_WORD } from '../measure-terms';
import { type NotebookEvent, peopleOf } from '../notebook-events';
import type { AgeField, PeopleField } from '../plan-schema';
import { asksShare } from '../share-base';
import { type AnswerContext, type Composition, noResult } from './context';
import { shareBase } from './count';

function agesOf(event: NotebookEvent, field: AgeField): readonly number[] {
  return field === 'suspect_age' ? event.suspectAges : event.victims.ages;
}

/** The sum of a field over the events that state it, and which events those are. */
export function sumOf(
  events: readonly NotebookEvent[],
  field: PeopleField,
): { total: number; stated: NotebookEvent[]; retold: number } {
  const stated = events.filter((e) => peopleOf(e, field) !== null);
  // Releases of one case (the report, the arrest, the sentence) tell its people again: a case counts
  // once, at the largest figure any of its releases gives ("the death toll rose to 18").
  const ofCase = new Map<number, number>();
  let total = 0;
  for (const e of stated) {
    const figure = peopleOf(e, field) ?? 0;
    if (e.incident === null) total += figure;
    else ofCase.set(e.incident, Math.max(ofCase.get(e.incident) ?? 0, figure));
  }
  for (const figure of ofCase.values()) total += figure;
  const cases = stated.filter((e) => e.incident === null).length + ofCase.size;
  return { total, stated, retold: stated.length - cases };
}

function withCitations(claim: string, events: readonly NotebookEvent[]): string {
  return events.length > 0 ? `${claim} ${citeAll(events)}.` : `${claim}.`;
}

function unstatedNote(events: readonly NotebookEvent[], stated: number, what: string): string[] {
  const unstated = events.length - stated;
  return unstated > 0 ? [`${plural(unstated, 'event does', 'events do')} not say how many ${what}.`] : [];
}

/**
 * "What share of all the deaths happened in the Eastern Cape?": the people of the events asked about
 * as a per cent of the people of the events the share is of, each from the events that state them.
 */
function composePeopleShare(context: AnswerContext, field: PeopleField): Composition | null {
  const { events, scope, reading } = context;
  const base = shareBase(context);
  const part = sumOf(events, field);
  const whole = sumOf(base.events, field);
  if (whole.total === 0 || base.events.length === events.length) return null;
  const noun = peopleNoun(field);
  const decimals = ONE_DECIMAL.test(reading.question) ? 1 : 0;
  const value = roundedValue((100 * part.total) / whole.total, decimals);
  const ofWhat = `the ${whole.total} ${noun}${base.scope ? ` in the ${eventsPhrase(base.scope)}` : ''}`;
  const measure = `the per cent of ${ofWhat} that were in the ${eventsPhrase(scope)}`;
  const sentence = withCitations(
    `${value} % of ${ofWhat} were in the ${eventsPhrase(scope)}: ${part.total} ${noun}, from ${plural(part.stated.length, 'event')} that ${saysOrSay(part.stated.length)} how many`,
    part.stated.filter((e) => (peopleOf(e, field) ?? 0) > 0),
  );
  const notes = unstatedNote(base.events, whole.stated.length, noun);
  return {
    lines: [sentence, ...notes],
    used: part.stated,
    facts: [sentence, ...notes],
    result: { type: 'number', value, measure },
  };
}

const ONE_DECIMAL = /\b(?:one|1)\s+decimal/i;

function composeSum(context: AnswerContext, field: PeopleField): Composition {
  if (asksShare(context.reading.question)) {
    const share = composePeopleShare(context, field);
    if (share) return share;
  }
  const { events, scope } = context;
  const { total, stated, retold } = sumOf(events, field);
  const contributing = stated.filter((e) => (peopleOf(e, field) ?? 0) > 0);
  const noun = peopleNoun(field);
  const measure = `${noun}, in all, in the ${eventsPhrase(scope)} that say how many`;
  if (stated.length === 0) {
    // No figure at all: "0 across 0 events" would read as a count of none.
    const sentence = `None of the ${plural(events.length, 'event')}${scope ? ` ${scope}` : ''} says how many ${noun}, so they cannot answer that.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(measure) };
  }
  const among = `${plural(stated.length, 'event')}${scope ? ` ${scope}` : ''} that ${saysOrSay(stated.length)} how many`;
  const lines = [
    withCitations(`In all, ${total} ${peopleNoun(field, total)}, across ${among}`, contributing),
  ];
  const largest = [...contributing]
    .sort((a, b) => (peopleOf(b, field) ?? 0) - (peopleOf(a, field) ?? 0) || b.id - a.id)
    .slice(0, 3);
  if (contributing.length > 1) {
    lines.push(
      `The most in one event: ${largest.map((e) => `${peopleOf(e, field)} in ${e.placeLabel} [#${e.id}]`).join('; ')}.`,
    );
  }
  const notes = [
    ...(retold > 0
      ? [
          `${plural(retold, 'release tells', 'releases tell')} a case another release counted here tells too, so each case counts once, at the largest figure its releases give.`,
        ]
      : []),
    ...unstatedNote(events, stated.length, noun),
  ];
  const { yesNo, yesNoBounds } = context.reading;
  // "More than 40 people were killed. Is that right?": the total against the bound; "were any police
  // officers hurt or killed?" against none.
  const bounds = yesNoBounds ?? { min: 1 };
  const checked = yesNo ? withinBounds(total, bounds) : null;
  const asked = !yesNoBounds ? '' : bounds.max === 0 ? ', against none' : `, ${boundsWords(bounds)} asked`;
  return {
    lines: [
      ...(checked === null ? [] : [`${checked ? 'Yes' : 'No'}: ${total} ${noun}${asked}.`]),
      ...lines,
      ...notes,
    ],
    used: contributing,
    facts: [`${total} ${noun} in ${stated.length} of the ${events.length} ${eventsPhrase(scope)}.`, ...notes],
    result:
      checked === null
        ? { type: 'number', value: total, measure }
        : {
            type: 'yes_no',
            value: checked,
            measure: yesNoBounds
              ? `whether ${noun} add up to ${boundsWords(bounds)}`
              : `whether there are any ${noun}`,
          },
  };
}

/**
 * A mean to the decimals asked for; one when the question does not say, then without a trailing ".0".
 * Rounded to a whole number, the figure to one decimal follows, so nothing is hidden.
 */
function roundedValue(value: number, decimals?: number): number {
  const places = decimals ?? 1;
  return Math.round(value * 10 ** places) / 10 ** places;
}

export function rounded(value: number, decimals?: number): string {
  const shown = (n: number) => (Math.round(value * 10 ** n) / 10 ** n).toFixed(n);
  if (decimals === undefined) return shown(1).replace(/\.0$/, '');
  const exact = shown(Math.max(decimals, 1));
  return decimals === 0 && Number(exact) !== Number(shown(0))
    ? `${shown(0)} (${exact} before rounding)`
    : shown(decimals);
}

export type Statistic = 'mean' | 'median' | 'mode' | 'range';

/** The values that occur most often, smallest first: one unless several occur equally often. */
export function modesOf(values: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const most = Math.max(...counts.values());
  return [...counts.entries()]
    .filter(([, n]) => n === most)
    .map(([v]) => v)
    .sort((a, b) => a - b);
}

/**
 * The mean, the middle value (the mean of the two middle ones when there are two), the most frequent
 * value (the smallest of those that tie; answers that give a mode say when others tie), or the range
 * (the largest value minus the smallest).
 */
export function centreOf(values: readonly number[], statistic: Statistic = 'mean'): number {
  if (statistic === 'mean') return values.reduce((a, b) => a + b, 0) / values.length;
  if (statistic === 'mode') return modesOf(values)[0] ?? 0;
  if (statistic === 'range') return Math.max(...values) - Math.min(...values);
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The values a mean or median is taken of: stated ages one per person, or a people field per event that states it. */
function statedValues(
  events: readonly NotebookEvent[],
  field: PeopleField | AgeField,
): { values: number[]; stated: NotebookEvent[] } {
  if (field === 'suspect_age' || field === 'victim_age') {
    const stated = events.filter((e) => agesOf(e, field).length > 0);
    return { values: stated.flatMap((e) => agesOf(e, field)), stated };
  }
  const stated = events.filter((e) => peopleOf(e, field) !== null);
  return { values: stated.map((e) => peopleOf(e, field) ?? 0), stated };
}

/** The mean (or median) a measure asks for over some events, and the events that state it; null when none does. */
export function meanOf(
  events: readonly NotebookEvent[],
  field: PeopleField | AgeField,
  statistic: Statistic = 'mean',
): { mean: number; stated: NotebookEvent[] } | null {
  const { values, stated } = statedValues(events, field);
  return values.length > 0 ? { mean: centreOf(values, statistic), stated } : null;
}

export { roundedValue };

function composeAverageAge(
  context: AnswerContext,
  field: AgeField,
  decimals?: number,
  statistic: Statistic = 'mean',
  of?: PeopleField,
): Composition {
  const { events } = context;
  const { values: ages, stated } = statedValues(events, field);
  const who = field === 'suspect_age' ? 'suspects' : 'victims';
  const name = statisticName(statistic);
  const measure = `the ${statistic === 'range' ? averageNoun(field, statistic) : `${name} age of ${who}`} whose age is stated`;
  if (ages.length === 0) {
    const sentence = `None of the ${plural(events.length, 'event')} states the age of any of the ${who}.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(measure) };
  }
  const modes = statistic === 'mode' ? modesOf(ages) : [];
  if (modes.length > 1) {
    const times = ages.filter((a) => a === modes[0]).length;
    const sentence = `No single age is the most frequent: ${joinAnd(modes.map(String))} are each the age of ${times} of the ${plural(ages.length, who.slice(0, -1), who)} whose age is stated ${citeAll(stated)}.`;
    return {
      lines: [sentence],
      used: stated,
      facts: [sentence],
      result: { type: 'list', value: modes.map(String), measure },
    };
  }
  const mean = centreOf(ages, statistic);
  const sentence =
    statistic === 'range'
      ? `The ages of the ${plural(ages.length, who.slice(0, -1), who)} whose age is stated range over ${rounded(mean, decimals)} years: the youngest is ${Math.min(...ages)}, the oldest ${Math.max(...ages)}, from ${plural(stated.length, 'event')} ${citeAll(stated)}.`
      : `The ${name} age of the ${plural(ages.length, who.slice(0, -1), who)} whose age is stated is ${rounded(mean, decimals)} (youngest ${Math.min(...ages)}, oldest ${Math.max(...ages)}), from ${plural(stated.length, 'event')} ${citeAll(stated)}.`;
  const partialNote = of
    ? `Partial answer: the events give ${who}' ages without saying which of them were ${peopleNoun(of)}, so this is the ${name} age of all the ${who} whose age is stated.`
    : undefined;
  return {
    ...(partialNote ? { partialNote } : {}),
    lines: [sentence],
    used: stated,
    facts: [sentence],
    result: { type: 'number', value: roundedValue(mean, decimals), measure },
  };
}

function composeAgeCount(context: AnswerContext, field: AgeField, min?: number, max?: number): Composition {
  const { events } = context;
  const who = field === 'suspect_age' ? 'suspects' : 'victims';
  const bounds = ageBoundsWords(min, max);
  const measure =
    min === undefined && max === undefined
      ? `${who}' ages stated`
      : `${who} ${bounds}, of those whose age is stated`;
  const stated = events.filter((e) => agesOf(e, field).length > 0);
  const ages = stated.flatMap((e) => agesOf(e, field));
  if (ages.length === 0) {
    const sentence = `None of the ${plural(events.length, 'event')} states the age of any of the ${who}.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(measure) };
  }
  const within = (age: number) => (min === undefined || age >= min) && (max === undefined || age <= max);
  const matching = stated.filter((e) => agesOf(e, field).some(within));
  const count = ages.filter(within).length;
  // "How many suspect ages are recorded?": with no bounds, the ages stated are what is counted.
  const unbounded = min === undefined && max === undefined;
  const sentence = withCitations(
    unbounded
      ? `${plural(count, `${who.slice(0, -1)}'s age is`, `${who}' ages are`)} stated, in ${plural(stated.length, 'event')}`
      : `${plural(count, who.slice(0, -1), who)} ${count === 1 ? 'was' : 'were'} ${bounds}, of the ${plural(ages.length, who.slice(0, -1), who)} whose age is stated in ${plural(stated.length, 'event')}`,
    matching,
  );
  // "What percentage of the suspects were under 30?": the count as a share of the ages stated.
  if (!unbounded && asksShare(context.reading.question) && !context.reading.yesNo) {
    const share = roundedValue(
      (100 * count) / ages.length,
      precisionIn(context.reading.question)?.decimals ?? 0,
    );
    const line = `${share} % of the ${plural(ages.length, who.slice(0, -1), who)} whose age is stated ${count === 1 ? 'was' : 'were'} ${bounds}: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
    return {
      lines: [line],
      used: matching,
      facts: [line],
      result: {
        type: 'number',
        value: share,
        measure: `the per cent of ${who} whose age is stated who were ${bounds}`,
      },
    };
  }
  // "Was any suspect older than 60?": whether the count is above none.
  const { yesNo, yesNoBounds } = context.reading;
  const yes = yesNo ? withinBounds(count, yesNoBounds ?? { min: 1 }) : null;
  return {
    lines: [yes === null ? sentence : `${yes ? 'Yes' : 'No'}. ${sentence}`],
    used: matching,
    facts: [sentence],
    result:
      yes === null
        ? { type: 'number', value: count, measure }
        : { type: 'yes_no', value: yes, measure: `whether any of the ${measure}` },
  };
}

/**
 * "The mode of the number of victims per incident": the figure most events state, with how many state
 * it; when several figures are stated equally often, all of them, since none is the mode.
 */
function composeModePerEvent(
  values: readonly number[],
  stated: readonly NotebookEvent[],
  field: PeopleField,
  measure: string,
): Composition {
  const modes = modesOf(values);
  const times = values.filter((v) => v === modes[0]).length;
  const sentence =
    modes.length === 1
      ? `The most frequent figure is ${modes[0]}: ${times} of the ${plural(stated.length, 'event')} that ${saysOrSay(stated.length)} how many ${peopleNoun(field)} state it ${citeAll(stated)}.`
      : `No single figure is the most frequent: ${joinAnd(modes.map(String))} are each stated by ${times} of the ${plural(stated.length, 'event')} that ${saysOrSay(stated.length)} how many ${peopleNoun(field)} ${citeAll(stated)}.`;
  return {
    lines: [sentence],
    used: [...stated],
    facts: [sentence],
    result:
      modes.length === 1
        ? { type: 'number', value: modes[0] ?? 0, measure }
        : { type: 'list', value: modes.map(String), measure },
  };
}

function composeAveragePerEvent(
  context: AnswerContext,
  field: PeopleField,
  decimals?: number,
  statistic: Statistic = 'mean',
): Composition {
  const { events } = context;
  const { total, stated } = sumOf(events, field);
  const name = statisticName(statistic);
  const measure =
    statistic === 'range'
      ? `the ${averageNoun(field, statistic)}, over the events that say how many`
      : `the ${name} number of ${peopleNoun(field)} per event that says how many`;
  if (stated.length === 0) {
    const sentence = `None of the ${plural(events.length, 'event')} says how many ${peopleNoun(field)}.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(measure) };
  }
  const values = statedValues(stated, field).values;
  if (statistic === 'mode') return composeModePerEvent(values, stated, field, measure);
  const centre = centreOf(values, statistic);
  const sentence =
    statistic === 'range'
      ? `The range is ${rounded(centre, decimals)}: the fewest ${peopleNoun(field)} any event states is ${Math.min(...values)} and the most ${Math.max(...values)}, over the ${plural(stated.length, 'event')} that ${saysOrSay(stated.length)} how many ${citeAll(stated)}.`
      : statistic === 'median'
        ? `The median number of ${peopleNoun(field)} per event is ${rounded(centre, decimals)}, over the ${plural(stated.length, 'event')} that ${saysOrSay(stated.length)} how many (${total} ${peopleNoun(field)} in all) ${citeAll(stated)}.`
        : `On average ${rounded(centre, decimals)} ${peopleNoun(field)} per event: ${total} across ${plural(stated.length, 'event')} that ${saysOrSay(stated.length)} how many ${citeAll(stated)}.`;
  return {
    lines: [sentence],
    used: stated,
    facts: [sentence],
    result: { type: 'number', value: roundedValue(centre, decimals), measure },
  };
}

function composeDistinct(context: AnswerContext, dimension: Parameters<typeof groupEvents>[1]): Composition {
  const { events, scope } = context;
  const groups = groupEvents(events, dimension);
  const headline = `The ${eventsPhrase(scope)} fall in ${plural(groups.length, dimensionNoun(dimension), dimensionNoun(dimension, 2))}:`;
  const lines = [
    headline,
    ...groups
      .slice(0, 15)
      .map((g) => `* ${g.label}: ${plural(g.events.length, 'event')} ${citeAll(g.events)}`),
  ];
  if (groups.length > 15) lines.push(`...and ${groups.length - 15} more.`);
  const unknown = ungroupedCount(events, dimension);
  // An event that names none may lie in one more: the figure is only the least there can be.
  const partial =
    unknown > 0
      ? `Partial answer: ${plural(unknown, 'event names', 'events name')} no ${dimensionNoun(dimension)}, so there are at least ${groups.length} different ${dimensionNoun(dimension, 2)}, perhaps more.`
      : undefined;
  return {
    ...(partial ? { partialNote: partial } : {}),
    lines,
    used: events.filter((e) => groups.some((g) => g.events.includes(e))),
    facts: [
      `${groups.length} different ${dimensionNoun(dimension, 2)}: ${joinAnd(groups.map((g) => g.label))}.`,
    ],
    result: {
      type: 'number',
      value: groups.length,
      measure: `the number of different ${dimensionNoun(dimension, 2)} of the ${eventsPhrase(scope)}`,
    },
  };
}

function composeTwoFields(
  context: AnswerContext,
  fields: readonly [PeopleField, PeopleField],
  decimals?: number,
): Composition {
  const [a, b] = fields;
  const first = sumOf(context.events, a);
  const second = sumOf(context.events, b);
  const used = [...new Set([...first.stated, ...second.stated])].filter(
    (e) => (peopleOf(e, a) ?? 0) + (peopleOf(e, b) ?? 0) > 0,
  );
  const measure = `${peopleNoun(a)} against ${peopleNoun(b)}`;
  if (first.stated.length === 0 && second.stated.length === 0) {
    const none = `None of the ${plural(context.events.length, 'event')} says how many ${peopleNoun(a)} or ${peopleNoun(b)} there were, so they cannot answer that.`;
    return { lines: [none], used: [], facts: [none], result: noResult(measure) };
  }
  const verdict =
    first.total === second.total
      ? `There were as many ${peopleNoun(a)} as ${peopleNoun(b)}`
      : first.total > second.total
        ? `More were ${peopleNoun(a)}`
        : `More were ${peopleNoun(b)}`;
  const both = `${first.total} ${peopleNoun(a, first.total)} and ${second.total} ${peopleNoun(b, second.total)} ${citeAll(used)}`;
  const sentence = `${verdict}: ${both}.`;
  const sides = [
    { name: peopleNoun(a), value: first.total },
    { name: peopleNoun(b), value: second.total },
  ].sort((x, y) => y.value - x.value);
  const figure = (lead: string, value: number, what: string): Composition => ({
    lines: [`${lead}: ${both}.`],
    used,
    facts: [sentence],
    result: { type: 'number', value, measure: what },
  });
  if (SHARE_WORD.test(context.reading.question) && first.total + second.total > 0) {
    // "Of the victims whose sex is recorded, what percentage were female?": the first of the two, of both.
    const exact = (100 * first.total) / (first.total + second.total);
    // "... i.e. female / (female + male) * 100, to one decimal.": the rounding may sit in words read
    // as an explanation of the ask, so the whole question is looked at too.
    const places = decimals ?? precisionIn(context.reading.question)?.decimals;
    const share = places ? roundedValue(exact, places) : Math.round(exact);
    return figure(
      `${share} % were ${peopleNoun(a)}`,
      share,
      `the per cent of ${peopleNoun(a)} among ${peopleNoun(a)} and ${peopleNoun(b)}`,
    );
  }
  if (ASKS_DIFFERENCE.test(context.reading.question) && !context.reading.yesNo) {
    // "How many more people were killed than injured?": the gap between the two.
    const gap = Math.abs(first.total - second.total);
    const [more, less] = first.total >= second.total ? [a, b] : [b, a];
    return figure(
      `${gap} more ${peopleNoun(more, gap)} than ${peopleNoun(less)}`,
      gap,
      `the difference between ${peopleNoun(a)} and ${peopleNoun(b)}`,
    );
  }
  const asked =
    WHETHER_MORE.exec(context.reading.question) ??
    WHETHER_OUTNUMBERS.exec(context.reading.question) ??
    (context.reading.yesNo
      ? (CLAIMED_MORE.exec(context.reading.question) ?? SEX_MAJORITY.exec(context.reading.question))
      : null);
  if (asked) {
    // "Were more people injured than killed?": whether the first named outnumbers the second.
    // A majority claim ("women made up most of the victims") is the first named outnumbering the other.
    const fewer = /^(?:fewer|less)$/i.test(asked[1] ?? '');
    const yes = fewer ? first.total < second.total : first.total > second.total;
    return {
      lines: [`${yes ? 'Yes' : 'No'}. ${sentence}`],
      used,
      facts: [sentence],
      result: { type: 'yes_no', value: yes, measure },
    };
  }
  return { lines: [sentence], used, facts: [sentence], result: { type: 'ranking', value: sides, measure } };
}

/** "were there more ...", "are ... more numerous than": asks whether, not which. */
const WHETHER_MORE =
  /\b(?:were|was|are|is|did|do|does|have|has|had)\s+(?:there\s+)?(?:\w+\s+){0,3}?(more|fewer|less)\b[^?]*\bthan\b/i;
/** "Did male victims outnumber female victims?", "The Site B shooting: did the dead outnumber the wounded?": whether the first is more. */
const WHETHER_OUTNUMBERS =
  /(?:^|[:.!?-]\s)\s*(?:did|do|does|is\s+it\s+true\s+that|is\s+it\s+so\s+that|(?:can\s+you\s+)?confirm\s+that)\b[^?]*\b(?:outnumber(?:s|ed)?|exceed(?:s|ed)?)\b/i;
/** A claim the yes or no checks: "'more people were injured than killed'. Do the releases back that up?" */
const CLAIMED_MORE = /\b(more|fewer|less)\b[^?]*\bthan\b/i;

/**
 * "What percentage of the victims were children?": one field's total as a per cent of another's,
 * each added up over the events that state it (whole by default, as many decimals as asked).
 */
function composeRatio(
  context: AnswerContext,
  part: PeopleField,
  whole: PeopleField,
  decimals: number | undefined,
  per: 'cent' | 'one',
): Composition {
  // "using only incidents that report both figures": the events that state both, not each its own.
  const both = asksBothStated(context.reading.question);
  const events = both
    ? context.events.filter((e) => peopleOf(e, part) !== null && peopleOf(e, whole) !== null)
    : context.events;
  const parts = sumOf(events, part);
  const wholes = sumOf(events, whole);
  const from = both ? 'from the events that state both' : 'each from the events that state it';
  if (per === 'one') return composePerOne(parts, wholes, part, whole, decimals, from);
  const measure = `${peopleNoun(part)} as a per cent of ${peopleNoun(whole)}, ${from}`;
  if (parts.stated.length === 0 || wholes.total === 0) {
    const sentence = `The events do not state enough ${parts.stated.length === 0 ? peopleNoun(part) : peopleNoun(whole)} figures to give that share.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(measure) };
  }
  const share = roundedValue((100 * parts.total) / wholes.total, decimals ?? 0);
  const sentence = `${share} %: ${parts.total} ${peopleNoun(part, parts.total)} (from ${plural(parts.stated.length, 'event')}) of ${wholes.total} ${peopleNoun(whole, wholes.total)} (from ${plural(wholes.stated.length, 'event')}) ${citeAll(parts.stated)}.`;
  return {
    lines: [sentence],
    used: [...new Set([...parts.stated, ...wholes.stated])],
    facts: [sentence],
    result: { type: 'number', value: share, measure },
  };
}

/** "For every person killed, how many were injured?": one sum over the other, both as the events state them. */
function composePerOne(
  parts: ReturnType<typeof sumOf>,
  wholes: ReturnType<typeof sumOf>,
  part: PeopleField,
  whole: PeopleField,
  decimals: number | undefined,
  from: string,
): Composition {
  const measure = `${peopleNoun(part)} for every one of the ${peopleNoun(whole)}, ${from}`;
  if (parts.stated.length === 0 || wholes.total === 0) {
    const sentence = `The events do not state enough ${parts.stated.length === 0 ? peopleNoun(part) : peopleNoun(whole)} figures to give that.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(measure) };
  }
  const each = roundedValue(parts.total / wholes.total, decimals ?? 1);
  const sentence = `${each} ${peopleNoun(part, 2)} for every one of the ${peopleNoun(whole, 2)}: ${parts.total} ${peopleNoun(part, parts.total)} (from ${plural(parts.stated.length, 'event')}) against ${wholes.total} ${peopleNoun(whole, wholes.total)} (from ${plural(wholes.stated.length, 'event')}) ${citeAll(parts.stated)}.`;
  return {
    lines: [sentence],
    used: [...new Set([...parts.stated, ...wholes.stated])],
    facts: [sentence],
    result: { type: 'number', value: each, measure },
  };
}

/** "How old was the youngest suspect?": the lowest (or highest) stated age, with the events that state it. */
function composeExtremeAge(context: AnswerContext, field: AgeField, which: 'min' | 'max'): Composition {
  const { events } = context;
  const who = field === 'suspect_age' ? 'suspect' : 'victim';
  const word = which === 'min' ? 'youngest' : 'oldest';
  const measure = `the age of the ${word} ${who}, of those whose age is stated`;
  const stated = events.filter((e) => agesOf(e, field).length > 0);
  const ages = stated.flatMap((e) => agesOf(e, field));
  if (ages.length === 0) {
    const sentence = `None of the ${plural(events.length, 'event')} states the age of any ${who}.`;
    return { lines: [sentence], used: [], facts: [sentence], result: noResult(measure) };
  }
  const age = which === 'min' ? Math.min(...ages) : Math.max(...ages);
  const holding = stated.filter((e) => agesOf(e, field).includes(age));
  const sentence = withCitations(
    `The ${word} ${who} whose age is stated was ${age}, of ${plural(ages.length, `${who}'s age`, `${who}s' ages`)} stated in ${plural(stated.length, 'event')}`,
    holding,
  );
  return {
    lines: [sentence],
    used: holding,
    facts: [sentence],
    result: { type: 'number', value: age, measure },
  };
}

/** Answers whose measure is people, ages or distinct values rather than a count of events. */
export function composeMeasure(context: AnswerContext): Composition | null {
  const { measure } = context.reading;
  switch (measure.kind) {
    case 'events':
      return null;
    case 'sum':
      return composeSum(context, measure.field);
    case 'average':
      return measure.field === 'suspect_age' || measure.field === 'victim_age'
        ? composeAverageAge(context, measure.field, measure.decimals, measure.statistic, measure.of)
        : composeAveragePerEvent(context, measure.field, measure.decimals, measure.statistic);
    case 'ages':
      return composeAgeCount(context, measure.field, measure.min, measure.max);
    case 'extreme':
      return composeExtremeAge(context, measure.field, measure.which);
    case 'ratio':
      return composeRatio(context, measure.part, measure.whole, measure.decimals, measure.per ?? 'cent');
    case 'distinct':
      return composeDistinct(context, measure.dimension);
    case 'fields':
      return composeTwoFields(context, measure.fields, measure.decimals);
  }
}
