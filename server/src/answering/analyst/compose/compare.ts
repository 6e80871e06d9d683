import { hasCrime, inPeriod, selectEvidence } from '../evidence';
import type { FilterSplit } from '../filters';
import { describeScope } from '../filters';
import {
  citeAll,
  countedEvents,
  describeRange,
  eventsPhrase,
  joinAnd,
  peopleNoun,
  plural,
  shortReference,
} from '../format';
import type { Notebook, NotebookEvent } from '../notebook-events';
import { isInPlace } from '../place-terms';
import type { PeopleField } from '../plan-schema';
import type { QuestionReading } from '../understand-question';
import { composeUnanswerable } from './cannot-answer';
import type { ComposedResult, Composition, RankedItem } from './context';
import { sumOf } from './measure';

interface Side {
  label: string;
  events: NotebookEvent[];
}

/** Places are compared when two are named, else crimes, else periods. */
function sideKindOf(reading: QuestionReading): FilterSplit | null {
  if (reading.places.length >= 2) return 'place';
  if (reading.crimes.length >= 2 && reading.crimesMatch === 'any') return 'crime';
  if (reading.periods.length >= 2) return 'period';
  return null;
}

function sidesOf(kind: FilterSplit, reading: QuestionReading, events: readonly NotebookEvent[]): Side[] {
  switch (kind) {
    case 'place':
      return reading.places.map((m) => ({ label: m.label, events: events.filter((e) => isInPlace(e, m)) }));
    case 'crime':
      return reading.crimes.map((m) => ({ label: m.label, events: events.filter((e) => hasCrime(e, m)) }));
    case 'period':
      return reading.periods.map((p) => ({
        label: describeRange(p.range),
        events: events.filter((e) => inPeriod(e, p)),
      }));
  }
}

/** "Gauteng has more events about murder than KwaZulu-Natal: 40 against 25 (15 more)." */
function verdict(kind: FilterSplit, a: Side, b: Side, scope: string): string {
  const phrase = eventsPhrase(scope);
  const tail = scope ? ` ${scope}` : '';
  if (a.events.length === b.events.length) {
    const each = `: ${a.events.length} each.`;
    if (kind === 'place') return `${a.label} and ${b.label} have as many ${phrase}${each}`;
    if (kind === 'crime')
      return `There are as many events about ${a.label} as about ${b.label}${tail}${each}`;
    return `There are as many ${phrase} ${a.label} as ${b.label}${each}`;
  }
  const [more, less] = a.events.length > b.events.length ? [a, b] : [b, a];
  const counts = `: ${more.events.length} against ${less.events.length} (${more.events.length - less.events.length} more).`;
  if (kind === 'place') return `${more.label} has more ${phrase} than ${less.label}${counts}`;
  if (kind === 'crime')
    return `There are more events about ${more.label} than about ${less.label}${tail}${counts}`;
  return `There are more ${phrase} ${more.label} than ${less.label}${counts}`;
}

const ASKS_DIFFERENCE = /\bhow (?:many|much) (?:more|fewer|less)\b|\bby how (?:many|much)\b|\bdifference\b/i;

/**
 * What a comparison gives as data: whether the first side has more (or fewer), when that was asked;
 * the difference between two sides, when that was asked; else the sides, largest first.
 */
function comparisonResult(reading: QuestionReading, sides: RankedItem[], what: string): ComposedResult {
  const [a, b] = sides;
  if (a && b && reading.yesNo && reading.direction !== null) {
    const holds = reading.direction === 'more' ? a.value > b.value : a.value < b.value;
    return {
      type: 'yes_no',
      value: holds,
      measure: `whether ${a.name} has ${reading.direction === 'more' ? 'more' : 'fewer'} ${what} than ${b.name}`,
    };
  }
  if (a && b && sides.length === 2 && ASKS_DIFFERENCE.test(reading.question))
    return {
      type: 'number',
      value: Math.abs(a.value - b.value),
      measure: `the difference in ${what} between ${a.name} and ${b.name}`,
    };
  return {
    type: 'ranking',
    value: [...sides].sort((x, y) => y.value - x.value),
    measure: `${what}, side by side`,
  };
}

/** A yes/no comparison ("Were there more X in A than in B?") is answered for the first side named. */
function yesNo(reading: QuestionReading, a: Side, b: Side): string {
  if (!reading.yesNo || reading.direction === null) return '';
  const holds =
    reading.direction === 'more' ? a.events.length > b.events.length : a.events.length < b.events.length;
  return holds ? 'Yes. ' : 'No. ';
}

function uniqueSides(sides: Side[]): Side[] {
  return sides.filter((side, at) => sides.findIndex((other) => other.label === side.label) === at);
}

/** "2024" for the period "in 2024", "Murder" for the crime "murder": a side as a heading. */
function sideName(side: Side): string {
  const name = side.label.replace(/^in /, '');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

function sideLine(side: Side): string {
  const latest = side.events.at(-1);
  return `* ${sideName(side)}: ${plural(side.events.length, 'event')}${latest ? `, latest ${shortReference(latest)}` : ''}`;
}

/**
 * Two or more places, crimes or periods side by side under the question's other filters. Relies on
 * the events of every side.
 */
export function composeComparison(reading: QuestionReading, notebook: Notebook): Composition | null {
  const kind = sideKindOf(reading);
  if (!kind) return null;
  const evidence = selectEvidence(reading, notebook, kind);
  if (evidence.kind === 'unanswerable') return composeUnanswerable(evidence.reason, reading, notebook);
  const scope = describeScope(reading, false, kind);
  // "Comparing 2019 with 2021, how many more in 2019?" names a side twice; it is one side.
  const sides = uniqueSides(sidesOf(kind, reading, evidence.events));
  const [a, b] = sides;
  if (!a || !b) return null;
  if (reading.measure.kind === 'sum')
    return comparePeople(reading, kind, reading.measure.field, sides, evidence.events, scope);
  const lines: string[] = [];
  if (sides.length === 2) {
    lines.push(`${yesNo(reading, a, b)}${verdict(kind, a, b, scope)}`);
  } else {
    const top = [...sides].sort((x, y) => y.events.length - x.events.length)[0];
    lines.push(
      `Of ${joinAnd(sides.map(sideName))}, ${top ? sideName(top) : ''} has the most ${eventsPhrase(scope)}:`,
    );
  }
  lines.push(...sides.map(sideLine));
  const usedSet = new Set(sides.flatMap((s) => s.events));
  const facts = sides.map((s) => `${sideName(s)}: ${countedEvents(s.events.length, scope)}.`);
  const result = comparisonResult(
    reading,
    sides.map((s) => ({ name: sideName(s), value: s.events.length })),
    eventsPhrase(scope),
  );
  return { lines, used: evidence.events.filter((e) => usedSet.has(e)), facts, result };
}

/**
 * "How many more suspects were arrested in 2019 than in 2022?": the people of each side added up,
 * from the events that say how many, with the difference between the first two.
 */
function comparePeople(
  reading: QuestionReading,
  kind: FilterSplit,
  field: PeopleField,
  sides: Side[],
  events: readonly NotebookEvent[],
  scope: string,
): Composition {
  const noun = peopleNoun(field);
  const totals = sides.map((side) => ({ side, ...sumOf(side.events, field) }));
  const [first, second] = totals;
  const lines: string[] = [];
  if (first && second && totals.length === 2) {
    const [more, less] = first.total >= second.total ? [first, second] : [second, first];
    const where = (side: Side) =>
      kind === 'place' ? `in ${side.label}` : kind === 'crime' ? `for ${side.label}` : side.label;
    lines.push(
      more.total === less.total
        ? `As many ${noun} ${where(more.side)} as ${where(less.side)}: ${more.total} each.`
        : `More ${noun} ${where(more.side)} than ${where(less.side)}: ${more.total} against ${less.total} (${more.total - less.total} more).`,
    );
  }
  for (const { side, total, stated } of totals) {
    const cited = stated.length > 0 ? ` ${citeAll(stated)}` : '';
    lines.push(
      `* ${sideName(side)}: ${total} ${noun}, from ${plural(stated.length, 'event that says', 'events that say')} how many${cited}`,
    );
  }
  const used = new Set(totals.flatMap((t) => t.stated));
  const facts = totals.map((t) => `${sideName(t.side)}: ${t.total} ${noun}${scope ? ` ${scope}` : ''}.`);
  const result = comparisonResult(
    reading,
    totals.map((t) => ({ name: sideName(t.side), value: t.total })),
    noun,
  );
  return { lines, used: events.filter((e) => used.has(e)), facts, result };
}
