import { z } from 'zod';
import type { OutcomeKind } from '../../../corpus/types';
import { joinOr } from '../format';
import { OUTCOMES } from '../plan-vocabulary';
import { type Span, spanOf } from '../spans';
import { evidenceSpans } from '../support-text';
import { defineFilter } from './filter-kind';

/** How far the case got ("charged", "ended in a conviction", "were sentenced"). */

const OUTCOME_WORDS: readonly [RegExp, readonly OutcomeKind[]][] = [
  [/\bsentenced\b|\bsentences?\b|\bjailed\b|\bimprisoned\b/i, ['sentenced']],
  [/\bconvicted\b|\bconvictions?\b|\bfound\s+guilty\b/i, ['convicted', 'sentenced']],
  // "charged with rape", "in how many matters was murder charged", "where an attempted murder was
  // charged" name the crime, not how far the case got (the crime reader has blanked the crime by now,
  // so spaces stand before "charged" or its verb).
  [
    /(?<!\b(?:was|were)\s{3,}|\s{3,}(?:was|were|is|are|(?:had|has|have)\s+been)\s+)\bcharged\b(?!\s+with\b)|\bcharges?\s+(?:were\s+|was\s+)?(?:laid|brought)\b/i,
    ['charged', 'convicted', 'sentenced'],
  ],
];

/** "led to a", "ended in", "resulted in a": the words that bring a case to how far it got. */
const LED_TO_BEFORE =
  /\b(?:led|leads?|leading|resulted|results?|resulting|ended|ends?|ending)\s+(?:to|in|with)\s+(?:an?\s+)?$/i;

/** "ended in a conviction", "were sentenced": how far the cases must have got. */
export function readOutcomeFilter(question: string): { outcomes: OutcomeKind[]; spans: Span[] } {
  for (const [pattern, outcomes] of OUTCOME_WORDS) {
    const m = pattern.exec(question);
    if (!m) continue;
    const led = LED_TO_BEFORE.exec(question.slice(0, m.index));
    const span = spanOf(m);
    return { outcomes: [...outcomes], spans: [led ? { ...span, start: led.index } : span] };
  }
  return { outcomes: [], spans: [] };
}

const OUTCOME_NOUNS: Record<OutcomeKind, string> = {
  arrested: 'an arrest',
  no_arrest: 'no arrest',
  charged: 'a charge',
  convicted: 'a conviction',
  sentenced: 'a sentence',
};

export const outcomeFilter = defineFilter({
  name: 'outcome',
  shape: {
    /** How far the case got; an event matches any. */
    outcomes: z.array(z.enum(OUTCOMES)).max(5),
  },
  empty: { outcomes: [] },
  caseCondition: true,
  read({ rest }) {
    const { outcomes, spans } = readOutcomeFilter(rest);
    return { found: { outcomes }, spans };
  },
  isSet: (v) => v.outcomes.length > 0,
  // How far the case got, by this release or a later one of its incident.
  matches: (event, v) =>
    v.outcomes.length === 0 || (event.caseOutcome !== null && v.outcomes.includes(event.caseOutcome)),
  toPlan: (v) => ({ outcomes: [...v.outcomes] }),
  fromPlan: (p) => ({ outcomes: p.outcomes }),
  describe: (v) =>
    v.outcomes.length > 0 ? [`that reached ${joinOr(v.outcomes.map((o) => OUTCOME_NOUNS[o]))}`] : [],
  support: (event, _notebookEvent, v) =>
    v.outcomes.length > 0 ? evidenceSpans(event, event.evidence.outcome ?? '', 'outcome') : [],
});
