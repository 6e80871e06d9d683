import { eventsPhrase, joinAnd, percent, plural, shortReference } from '../format';
import { dimensionNoun, type Group, groupEvents, groupSummary, ungroupedCount } from '../grouping';
import type { Dimension } from '../intent';
import type { AnswerContext, Composition } from './context';

/** Groups tied at the cut-off are all shown, so a ranking never depends on name order; up to this many. */
const MAX_GROUPS_SHOWN = 10;
const RUNNERS_UP = 3;

function ranked(groups: Group[], order: 'most' | 'least'): Group[] {
  return order === 'most'
    ? groups
    : [...groups].sort((a, b) => a.events.length - b.events.length || a.label.localeCompare(b.label));
}

/** The first `top` groups, and any group tied with the last of them. */
function leaders(groups: readonly Group[], top: number): Group[] {
  const cutoff = groups[Math.min(top, groups.length) - 1]?.events.length ?? 0;
  return groups.filter((g, i) => i < top || g.events.length === cutoff);
}

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

/** Which place, crime or period has the most (or fewest) events; relies on the events of the groups shown. */
export function composeRanking(context: AnswerContext): Composition {
  const { reading, events } = context;
  const dimension = reading.dimension ?? 'place';
  const groups = ranked(groupEvents(events, dimension), reading.order);
  const unplaced = ungroupedCount(events, dimension);
  if (groups.length === 0) {
    const sentence = `The ${plural(events.length, 'matching event')} do not say which ${dimensionNoun(dimension)} they belong to.`;
    return { lines: [sentence], used: [], facts: [sentence] };
  }
  const leading = leaders(groups, reading.top);
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
    lines.push(winnerSentence(shown, leading.length, context, dimension, reading.order));
    const next = groups.slice(leading.length, leading.length + RUNNERS_UP);
    if (next.length > 0)
      lines.push(`Next: ${next.map((g) => `${g.label} (${g.events.length})`).join(', ')}.`);
    const winners = new Set(shown.flatMap((g) => g.events));
    const newestFirst = events.filter((e) => winners.has(e)).reverse();
    lines.push(`Latest of them: ${newestFirst.slice(0, 3).map(shortReference).join('; ')}.`);
  }
  if (unplaced > 0) {
    const note = `${plural(unplaced, 'event')} name no ${dimensionNoun(dimension)} and are left out.`;
    lines.push(note);
    facts.push(note);
  }
  const used = new Set(shown.flatMap((g) => g.events));
  return { lines, used: events.filter((e) => used.has(e)), facts };
}
