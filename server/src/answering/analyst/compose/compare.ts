import { hasCrime, inPeriod, selectEvidence } from '../evidence';
import {
  describeScope,
  type FilterSplit,
  inMonthOfYear,
  monthsLabel,
  NO_FILTERS,
  onWeekday,
  setsOnePlaceAgainstTheRest,
  withoutCaseConditions,
} from '../filters';
import {
  averageNoun,
  citeAll,
  countedEvents,
  describeRange,
  eventsPhrase,
  joinAnd,
  peopleNoun,
  plural,
  shortReference,
} from '../format';
import { ASKS_DIFFERENCE, ASKS_PERCENT_CHANGE, precisionIn } from '../measure-terms';
import type { Notebook, NotebookEvent } from '../notebook-events';
import { isInPlace } from '../place-terms';
import type { Measure, PeopleField } from '../plan-schema';
import { asksCaseShare } from '../share-base';
import { escapeRegExp } from '../support-text';
import type { QuestionReading } from '../understand-question';
import { composeUnanswerable } from './cannot-answer';
import { type ComposedResult, type Composition, noResult, type RankedItem } from './context';
import { meanOf, roundedValue, sumOf } from './measure';

interface Side {
  label: string;
  events: NotebookEvent[];
}

/**
 * "... from 2020 onwards than before 2020", "in 2023 compared with 2021": what "than" sets the first
 * side against is a period, whatever crimes the question lists before it.
 */
const AGAINST_A_PERIOD =
  /\b(?:than|versus|vs\.?|against|compared\s+(?:to|with))\s+(?:(?:in|during|before|after|since|from|over|for|until|up\s+to)\s+)?(?:the\s+(?:start|end|beginning)\s+of\s+)?(?:(?:19|20)\d{2}|(?:the\s+)?(?:last|previous|this|past)\s+(?:year|two\s+years|three\s+years|month|quarter))\b/i;

/**
 * Places are compared when two are named, else crimes, else periods, else days of the week; but
 * "more business robberies, CIT robberies and truck hijackings from 2020 onwards than before 2020"
 * sets the periods against each other, whatever crimes it lists.
 */
function sideKindOf(reading: QuestionReading): FilterSplit | null {
  if (reading.periods.length >= 2 && reading.places.length < 2 && AGAINST_A_PERIOD.test(reading.question))
    return 'period';
  if (reading.places.length >= 2 || setsOnePlaceAgainstTheRest(reading.places, reading.question))
    return 'place';
  if (reading.crimes.length >= 2 && reading.crimesMatch === 'any') return 'crime';
  if (reading.periods.length >= 2) return 'period';
  if (reading.weekdays.length >= 2) return 'weekday';
  if (reading.monthSides.length >= 2 && reading.monthsOfYear.length > 0) return 'month-of-year';
  return null;
}

function sidesOf(kind: FilterSplit, reading: QuestionReading, events: readonly NotebookEvent[]): Side[] {
  const side = (label: string, test: (e: NotebookEvent) => boolean) => ({
    label,
    events: events.filter(test),
  });
  switch (kind) {
    case 'place': {
      const [only] = reading.places;
      // "than all the other provinces put together": the one place against every event outside it.
      if (reading.places.length === 1 && only)
        return [
          side(only.label, (e) => isInPlace(e, only)),
          side(`the rest (outside ${only.label})`, (e) => !isInPlace(e, only)),
        ];
      return reading.places.map((m) => side(m.label, (e) => isInPlace(e, m)));
    }
    case 'crime':
      return reading.crimes.map((m) => side(m.label, (e) => hasCrime(e, m)));
    case 'period':
      return reading.periods.map((p) => side(describeRange(p.range), (e) => inPeriod(e, p)));
    case 'weekday':
      return reading.weekdays.map((w) => side(w.label, (e) => onWeekday(e, w)));
    case 'month-of-year':
      return reading.monthSides.map((months) =>
        side(`in ${monthsLabel(months)}`, (e) => inMonthOfYear(e, months)),
      );
  }
}

/** A side's name as a question writes it, one or many: "Mondays?" for "on Mondays". */
function writtenName(side: Side): string {
  const name = side.label.replace(/^(?:in|on) /, '').replace(/s$/, '');
  return `${escapeRegExp(name)}s?`;
}

/** Between two sides a question lists one after the other: "Limpopo, North West and the Northern Cape". */
const LISTED_NEXT = '\\s*,?\\s*(?:(?:and|plus|&)\\s+)?(?:the\\s+|on\\s+|in\\s+)?';
/** After sides the question joins into one. */
const SAID_TOGETHER = '\\s*,?\\s*(?:put\\s+together|taken\\s+together|together|combined|added\\s+up)\\b';

/** "A and B together", "A, B and C together": the label of sides counted as one. */
function togetherLabel(run: readonly Side[]): string {
  const names = run.map((side, at) => (at === 0 ? side.label : side.label.replace(/^(?:in|on) /, '')));
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} together`;
}

/**
 * "more on Wednesdays than on Mondays and Fridays put together", "Limpopo and Mpumalanga combined",
 * "than Limpopo, North West and the Northern Cape put together": sides the question lists one after
 * the other and joins into one are counted as one, their events together.
 */
function joinedSides(sides: Side[], question: string): Side[] {
  const joined: Side[] = [];
  let at = 0;
  while (at < sides.length) {
    let end = at;
    for (let last = sides.length - 1; last > at; last--) {
      const listed = sides
        .slice(at, last + 1)
        .map(writtenName)
        .join(LISTED_NEXT);
      if (new RegExp(`\\b${listed}${SAID_TOGETHER}`, 'i').test(question)) {
        end = last;
        break;
      }
    }
    const run = sides.slice(at, end + 1);
    const [only] = run;
    if (run.length === 1 && only) joined.push(only);
    else joined.push({ label: togetherLabel(run), events: [...new Set(run.flatMap((side) => side.events))] });
    at = end + 1;
  }
  return joined;
}

/**
 * "More killed in Maluti-a-Phofung than in the rest of the Free State (all its other municipalities)":
 * a place set against a place that holds it is set against the rest of it, since the larger place
 * counted whole would count the smaller one on both sides.
 */
function restOfContaining(sides: Side[]): Side[] {
  if (sides.length !== 2) return sides;
  const [a, b] = sides;
  if (!a || !b || a.events.length === 0 || b.events.length === 0) return sides;
  const holds = (outer: Side, inner: Side) =>
    outer.events.length > inner.events.length && inner.events.every((e) => outer.events.includes(e));
  const rest = (outer: Side, inner: Side): Side => ({
    label: `the rest of ${outer.label} (leaving out ${inner.label})`,
    events: outer.events.filter((e) => !inner.events.includes(e)),
  });
  if (holds(b, a)) return [a, rest(b, a)];
  if (holds(a, b)) return [rest(a, b), b];
  return sides;
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
  // "Limpopo, North West and Northern Cape together have more ...": sides joined into one are many.
  const has = more.label.endsWith(' together') ? 'have' : 'has';
  if (kind === 'place') return `${sideName(more)} ${has} more ${phrase} than ${less.label}${counts}`;
  if (kind === 'crime')
    return `There are more events about ${more.label} than about ${less.label}${tail}${counts}`;
  return `There are more ${phrase} ${more.label} than ${less.label}${counts}`;
}

/** How far apart two figures are; two rounded means differ by a figure binary fractions blur (32.8 - 32.4). */
const differenceOf = (a: number, b: number) => Number(Math.abs(a - b).toFixed(6));

/** "more events", "a higher average age". */
function comparative(direction: 'more' | 'fewer', what: string): string {
  if (what.startsWith('average')) return direction === 'more' ? 'a higher' : 'a lower';
  return direction;
}

/**
 * A side's label after "between": "From April 2019 to March 2020" heads a list line, but the sentence
 * reads "between April 2019 to March 2020 and ...".
 */
const afterBetween = (label: string) =>
  label.replace(/^From /, '').replace(/^(?:In|Since|Before|After|On|Up) /, (w) => w.toLowerCase());

/** "By what percentage did incidents fall": a change asked as a fall, given as a fall. */
const ASKS_FALL =
  /\b(?:fall|fell|fallen|drop|dropped|decrease[ds]?|decline[ds]?|go\s+down|went\s+down|gone\s+down|shrink|shrank|shrunk|reduction)\b/i;
/** "By what percentage did incidents rise", "the percentage increase": a change asked as a rise. */
const ASKS_RISE =
  /\b(?:rise|rose|risen|increase[ds]?|grow|grew|grown|go\s+up|went\s+up|gone\s+up|climb(?:ed)?|jump(?:ed)?)\b/i;

/**
 * A per cent change in the way the question asks it: as a fall (positive when the figure fell), as
 * a rise, or as a signed change.
 */
function percentChange(question: string, change: number): { word: string; value: number } {
  if (ASKS_FALL.test(question) && !ASKS_RISE.test(question)) return { word: 'fall', value: -change };
  if (ASKS_RISE.test(question) && !ASKS_FALL.test(question)) return { word: 'rise', value: change };
  return { word: 'change', value: change };
}

const CHANGE_MEASURE = /^the per cent (change|fall|rise) /;
const OPPOSITE: Record<string, string> = { fall: 'rise', rise: 'fall' };

/**
 * The sentence a per cent change leads with, so the headline says what the result holds: "The per
 * cent fall in events from 2022 to 2023 is 37.5 %." A fall asked of a figure that rose says so.
 */
function percentChangeLine(result: ComposedResult): string | null {
  const word = CHANGE_MEASURE.exec(result.measure)?.[1];
  if (result.type !== 'number' || typeof result.value !== 'number' || word === undefined) return null;
  const measure = `${result.measure.charAt(0).toUpperCase()}${result.measure.slice(1)}`;
  if (word === 'change') return `${measure} is ${result.value > 0 ? '+' : ''}${result.value} %.`;
  const opposite = result.value < 0 ? `: a ${OPPOSITE[word]} of ${-result.value} %, not a ${word}` : '';
  return `${measure} is ${result.value} %${opposite}.`;
}

/**
 * The side a per cent change is measured from: the one after "than", "exceed" or "over" ("2023
 * exceeded 2022"), else the one after "from" ("from 2022 to 2023"), else the first named.
 */
function percentBase<T extends { name: string }>(question: string, a: T, b: T): T | null {
  if (!ASKS_PERCENT_CHANGE.test(question)) return null;
  const at = (side: T) => question.toLowerCase().indexOf(side.name.toLowerCase());
  const later = at(a) > at(b) ? a : b;
  const earlier = later === a ? b : a;
  if (/\b(?:than|exceed(?:ed|s)?|over|compare[ds]?\s+(?:with|to|against)|against)\b/i.test(question))
    return later;
  return earlier;
}

/**
 * What a comparison gives as data: whether the first side has more (or fewer), when that was asked;
 * the difference between two sides, when that was asked; else the sides, largest first.
 */
function comparisonResult(reading: QuestionReading, sides: RankedItem[], what: string): ComposedResult {
  const [a, b] = sides;
  if (a && b && reading.yesNo && reading.direction !== null) {
    if (reading.direction === 'same')
      return {
        type: 'yes_no',
        value: a.value === b.value,
        measure: `whether ${a.name} and ${b.name} have the same ${what.startsWith('average') ? what : `number of ${what}`}`,
      };
    const holds = reading.direction === 'more' ? a.value > b.value : a.value < b.value;
    return {
      type: 'yes_no',
      value: holds,
      measure: `whether ${a.name} has ${comparative(reading.direction, what)} ${what} than ${b.name}`,
    };
  }
  // "By what percentage did 2023 exceed 2022?": the change as a per cent of the side it is measured from.
  const percentFrom = a && b && sides.length === 2 ? percentBase(reading.question, a, b) : null;
  if (percentFrom && a && b) {
    const [base, other] = percentFrom === a ? [a, b] : [b, a];
    if (base.value > 0) {
      const places = /\b(?:one|1)\s+decimal/i.test(reading.question) ? 1 : 0;
      const { word, value } = percentChange(
        reading.question,
        (100 * (other.value - base.value)) / base.value,
      );
      return {
        type: 'number',
        value: Math.round(value * 10 ** places) / 10 ** places,
        measure: `the per cent ${word} in ${what} from ${afterBetween(base.name)} to ${afterBetween(other.name)}`,
      };
    }
  }
  if (a && b && sides.length === 2 && ASKS_DIFFERENCE.test(reading.question))
    return {
      type: 'number',
      value: differenceOf(a.value, b.value),
      measure: `the difference in ${what} between ${afterBetween(a.name)} and ${afterBetween(b.name)}`,
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
  const [x, y] = [a.events.length, b.events.length];
  const holds = reading.direction === 'same' ? x === y : reading.direction === 'more' ? x > y : x < y;
  return holds ? 'Yes. ' : 'No. ';
}

function uniqueSides(sides: Side[]): Side[] {
  return sides.filter((side, at) => sides.findIndex((other) => other.label === side.label) === at);
}

/** "2024" for the period "in 2024", "Murder" for the crime "murder", "Weekends" for "on weekends": a side as a heading. */
function sideName(side: Side): string {
  const name = side.label.replace(/^(?:in|on) /, '');
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
  const joined = joinedSides(uniqueSides(sidesOf(kind, reading, evidence.events)), reading.question);
  const sides = kind === 'place' ? restOfContaining(joined) : joined;
  const [a, b] = sides;
  if (!a || !b) return null;
  if (reading.measure.kind === 'sum')
    return comparePeople(reading, kind, reading.measure.field, sides, evidence.events, scope);
  if (reading.measure.kind === 'average')
    return compareAverages(reading, reading.measure, sides, evidence.events);
  if (asksCaseShare(reading.question, reading)) {
    const bases = selectEvidence(withoutCaseConditions(reading), notebook, kind);
    if (bases.kind === 'events') {
      const baseSides = sidesOf(kind, reading, bases.events);
      const shares = sides.map((side) => ({
        side,
        base: baseSides.find((b) => b.label === side.label)?.events ?? [],
      }));
      if (shares.every(({ base }) => base.length > 0))
        return compareShares(reading, kind, shares, bases.events);
    }
  }
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
  const changeLine = percentChangeLine(result);
  if (changeLine) lines.unshift(changeLine);
  return { lines, used: evidence.events.filter((e) => usedSet.has(e)), facts, result };
}

/** "Is the mean suspect age higher in the Western Cape than in Gauteng?": the mean of each side, from what its events state. */
function compareAverages(
  reading: QuestionReading,
  { field, decimals, statistic }: Extract<Measure, { kind: 'average' }>,
  sides: Side[],
  events: readonly NotebookEvent[],
): Composition {
  const what = averageNoun(field, statistic);
  const means = sides.map((side) => ({ side, found: meanOf(side.events, field, statistic) }));
  const lines = means.map(({ side, found }) =>
    found
      ? `* ${sideName(side)}: ${roundedValue(found.mean, decimals)}, from ${plural(found.stated.length, 'event')} ${citeAll(found.stated)}`
      : `* ${sideName(side)}: no event states it`,
  );
  const known = means.flatMap(({ side, found }) =>
    found ? [{ name: sideName(side), value: roundedValue(found.mean, decimals) }] : [],
  );
  if (known.length < 2) {
    const sentence = `Not every side has events that state ${what}, so they cannot be compared.`;
    return { lines: [sentence, ...lines], used: [], facts: [sentence], result: noResult(what) };
  }
  const result = comparisonResult(reading, known, what);
  const [first, second] = known;
  const head =
    first && second && known.length === 2
      ? first.value === second.value
        ? `${first.name} and ${second.name} have the same ${what}: ${first.value}.`
        : `${first.value > second.value ? first.name : second.name} has the higher ${what}: ${Math.max(first.value, second.value)} against ${Math.min(first.value, second.value)} (${differenceOf(first.value, second.value)} higher).`
      : `${what} by side:`;
  const yes = result.type === 'yes_no' ? `${result.value ? 'Yes' : 'No'}. ` : '';
  const used = new Set(means.flatMap(({ found }) => found?.stated ?? []));
  return {
    lines: [`${yes}${head}`, ...lines],
    used: events.filter((e) => used.has(e)),
    facts: [head],
    result,
  };
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
  // A yes/no comparison says its yes or no first, as the result does.
  if (result.type === 'yes_no' && lines[0]) lines[0] = `${result.value ? 'Yes' : 'No'}. ${lines[0]}`;
  const changeLine = percentChangeLine(result);
  if (changeLine) lines.unshift(changeLine);
  return { lines, used: events.filter((e) => used.has(e)), facts, result };
}

/**
 * "Is the arrest rate higher in Gauteng than in the Eastern Cape?": a share of each side's own events
 * (those before the condition on how the case went), not a count; a difference is in percentage points.
 */
function compareShares(
  reading: QuestionReading,
  kind: FilterSplit,
  shares: { side: Side; base: NotebookEvent[] }[],
  events: readonly NotebookEvent[],
): Composition {
  const places = precisionIn(reading.question)?.decimals ?? 0;
  const rounded = (value: number) => Math.round(value * 10 ** places) / 10 ** places;
  const base = reading.shareOf ? describeScope({ ...NO_FILTERS, ...reading.shareOf }, false, kind) : '';
  const what = ['per cent of events', base, describeScope(reading, false, kind)].filter(Boolean).join(' ');
  const rows = shares.map(({ side, base }) => ({
    side,
    base,
    value: rounded((100 * side.events.length) / base.length),
  }));
  const lines = rows.map(
    ({ side, base, value }) =>
      `* ${sideName(side)}: ${value} %, ${side.events.length} of its ${plural(base.length, 'event')} ${citeAll(side.events)}`,
  );
  const ranked = rows.map(({ side, value }) => ({ name: sideName(side), value }));
  const compared = comparisonResult(reading, ranked, what);
  const [first, second] = rows;
  // Two shares differ by percentage points, not by a per cent of either; the exact shares give them,
  // so the headline and the result say the same figure.
  const exact = (row: (typeof rows)[number]) => (100 * row.side.events.length) / row.base.length;
  const apart = first && second ? rounded(Math.abs(exact(first) - exact(second))) : 0;
  const result: ComposedResult =
    compared.type === 'number' && first && second
      ? {
          type: 'number',
          value: apart,
          measure: `the difference in percentage points between the ${what} in ${afterBetween(first.side.label)} and in ${afterBetween(second.side.label)}`,
        }
      : compared;
  const head =
    first && second && rows.length === 2
      ? first.value === second.value
        ? `${sideName(first.side)} and ${sideName(second.side)} have the same ${what}: ${first.value} %.`
        : `${first.value > second.value ? sideName(first.side) : sideName(second.side)} has the higher ${what}: ${Math.max(first.value, second.value)} % against ${Math.min(first.value, second.value)} % (${apart} percentage points apart).`
      : `The ${what}, side by side:`;
  const yes = result.type === 'yes_no' ? `${result.value ? 'Yes' : 'No'}. ` : '';
  const difference = result.type === 'number' ? [`The difference is ${result.value} percentage points.`] : [];
  const used = new Set(rows.flatMap(({ base }) => base));
  return {
    lines: [...difference, `${yes}${head}`, ...lines],
    used: events.filter((e) => used.has(e)),
    facts: [head],
    result,
  };
}
