import { z } from 'zod';
import { arrestConditions, LEAVING_OUT } from '../measure-terms';
import type { NotebookEvent } from '../notebook-events';
import { keepOnly, type Span, spanOf } from '../spans';
import { evidenceSpans } from '../support-text';
import { defineFilter } from './filter-kind';

/** Whether anyone had been arrested when the release came out ("unsolved", "that led to an arrest"). */

/** Ways of saying someone was arrested, newsroom slang included ("nabbed", "collared"). */
const ARRESTED =
  '(?:arrested|caught|apprehended|detained|nabbed|collared|nicked|bust(?:ed)?|picked\\s+up|taken\\s+in(?:to\\s+custody)?|in\\s+custody)';
/** The verb of arresting as a question asks it: "did the police arrest", "have cops nabbed". */
const ARREST_NOW =
  'arrest(?:ed)?|nab(?:bed)?|catch|caught|apprehend(?:ed)?|detain(?:ed)?|collar(?:ed)?|bust(?:ed)?|pick(?:ed)?\\s+up|lock(?:ed)?\\s+up|round(?:ed)?\\s+up|track(?:ed)?\\s+down';
const NO_ARREST = new RegExp(
  [
    // "where nobody was arrested", "where not a single oke got nabbed".
    `\\b(?:(?:ended|ending|end|closed)\\s+with\\s+)?(?:no(?:body|\\s+one|-one)|none\\s+of\\s+the\\s+(?:suspects|accused)|not\\s+(?:a\\s+single|even\\s+one|one)\\s+[a-z]+|(?:no|zero)\\s+(?:suspects?|accused|perpetrators?|culprits?|offenders?|persons?|people|individuals?))(?:'s|’s)?\\b(?:\\s+\\w+){0,4}?\\s+${ARRESTED}\\b`,
    // "in how many matters had no arrest been effected".
    '\\bno\\s+arrests?\\s+(?:had\\s+|has\\s+|have\\s+|was\\s+|were\\s+)?(?:been\\s+|yet\\s+been\\s+)?(?:made|effected)\\b',
    '\\b(?:no|zero|0)\\s+(?:one\\s+|suspects?\\s+)?(?:was\\s+|were\\s+)?arrests?\\b',
    '\\bwithout\\s+(?:an?\\s+|any\\s+)?arrests?\\b',
    `\\bwithout\\s+(?:any(?:one|body)?\\s+|a\\s+|the\\s+|someone\\s+|somebody\\s+)?(?:suspects?\\s+|one\\s+)?(?:being\\s+|having\\s+been\\s+|getting\\s+)${ARRESTED}\\b`,
    `\\b(?:not|never)\\s+(?:yet\\s+)?(?:been\\s+)?${ARRESTED}\\b`,
    '\\bsuspects?\\s+(?:remain(?:s|ed)?|(?:is|are|was|were)\\s+still)\\s+(?:at\\s+large|on\\s+the\\s+run|unknown)\\b',
    '\\bunsolved\\b',
    // "where the police made no arrest".
    '\\b(?:(?:the\\s+)?(?:police|cops|saps)\\s+(?:(?:have|has|had)\\s+)?)?(?:made|make|effected)\\s+no\\s+arrests?\\b',
    // "where the police arrested nobody", "the cops caught no one".
    `\\b(?:(?:the\\s+)?(?:police|cops|officers|detectives|saps)\\s+)?(?:${ARREST_NOW})\\s+(?:nobody|no\\s+one|no-one|no\\s+suspects?|none\\s+of\\s+(?:them|the\\s+suspects))\\b`,
    // "ended with the cops nabbing nobody at all".
    '\\b(?:police|cops|officers|detectives|saps)\\s+(?:\\w+\\s+)?(?:arresting|nabbing|catching|apprehending|detaining)\\s+(?:nobody|no\\s+one|no-one|no\\s+suspects?|none\\s+of\\s+(?:them|the\\s+suspects))\\b',
    // "the cops didn't nab a single suspect", "failed to arrest anyone whatsoever".
    `\\b(?:(?:the\\s+)?(?:police|cops|officers|detectives|saps)\\s+)?(?:didn['’]?t|did\\s+not|failed\\s+to|never|couldn['’]?t|could\\s+not)\\s+(?:${ARREST_NOW})\\s+(?:a\\s+single|any(?:one|body)?|a|one)\\b`,
  ].join('|'),
  'i',
);
const ARREST_MADE = new RegExp(
  [
    '\\b(?:led\\s+to|lead\\s+to|leading\\s+to|resulted\\s+in|resulting\\s+in|(?:end|ends|ended|ending)\\s+(?:in|with)|with|saw|had|produced|involved|involving|included|including|yielded|got)\\s+(?:an?\\s+|any\\s+|at\\s+least\\s+one\\s+)?arrests?\\b',
    `\\b(?:someone|anyone|anybody|somebody|suspects?|the\\s+suspects?|a\\s+suspect|the\\s+(?:perpetrator|offender|accused)s?)\\s+(?:was\\s+|were\\s+|had\\s+been\\s+|has\\s+been\\s+|have\\s+been\\s+|been\\s+|got\\s+|get\\s+|being\\s+)?(?:actually\\s+|eventually\\s+|finally\\s+|later\\s+)?${ARRESTED}\\b`,
    // "has at least one person been arrested": the verb asked first stays, for a yes or no to read.
    `(?<=\\b(?:has|have|had|was|were)\\s+)at\\s+least\\s+one\\s+(?:person\\s+|suspect\\s+|accused\\s+)?(?:been\\s+)?${ARRESTED}\\b`,
    // "at least one accused was apprehended", "one of the suspects was caught".
    `\\b(?:at\\s+least\\s+one|an?|any|one)\\s+(?:of\\s+the\\s+)?(?:suspects?|accused|perpetrators?|offenders?)\\s+(?:was\\s+|were\\s+|had\\s+been\\s+|has\\s+been\\s+|got\\s+)?${ARRESTED}\\b`,
    // "Did the cops nab anybody for ...", "Have police arrested anyone over ...".
    `\\b(?:the\\s+)?(?:police|cops|officers|detectives|saps|investigators|they)\\s+(?:\\w+\\s+)?(?:${ARREST_NOW})\\s+(?:any(?:one|body)|some(?:one|body)|a\\s+suspect|the\\s+suspects?|suspects|the\\s+(?:perpetrators?|culprits?|attackers?|killers?|robbers?|accused))\\b`,
    '\\barrests?\\s+(?:was|were|had\\s+been|has\\s+been)\\s+made\\b',
    // "the incidents where there was an arrest", "was there any arrest": an arrest said to exist.
    '\\bthere\\s+(?:was|were|has\\s+been|had\\s+been)\\s+(?:an?\\s+|any\\s+|at\\s+least\\s+one\\s+)arrests?\\b(?!\\s+(?:made|effected))',
    '(?<=\\b(?:was|were|has|had)\\s+there\\s+(?:been\\s+)?)(?:an?\\s+|any\\s+|at\\s+least\\s+one\\s+)arrests?\\b(?!\\s+(?:made|effected))',
    // "Were arrests made ...": the verb stays for the intent to read as yes or no.
    '(?<=\\b(?:was|were|had)\\s+(?:there\\s+)?)(?:an?\\s+|any\\s+|at\\s+least\\s+one\\s+)?arrests?\\s+(?:made|effected)\\b',
    '\\bwhere\\s+(?:police|officers)\\s+(?:made\\s+)?(?:an?\\s+)?arrest(?:ed|s)?\\b',
    // "Did the cops make an arrest in every incident ...", "followed by an arrest".
    // "had the police made at least one arrest": the police who made it are read with it.
    '\\b(?:(?:the\\s+)?(?:police|cops|officers|detectives|saps)\\s+(?:(?:have|has|had)\\s+)?)?(?:(?:make|makes|made|making)\\s+(?:an?\\s+|any\\s+|at\\s+least\\s+one\\s+)?arrests?|(?:followed|solved)\\s+(?:by|with)\\s+(?:an?\\s+|any\\s+)?arrests?)\\b',
    // "how many of the cases actually led to someone being arrested".
    `\\b(?:(?:actually|eventually|ultimately)\\s+)?(?:led|lead|leading|resulted|resulting)\\s+(?:to|in)\\s+(?:someone|somebody|anyone|anybody|a\\s+suspect|suspects|the\\s+suspects?)\\s+(?:being\\s+|getting\\s+)?${ARRESTED}\\b`,
    // "ended with the cops actually arresting someone".
    '\\b(?:police|cops|officers|detectives)\\s+(?:\\w+\\s+)?(?:arresting|nabbing|catching)\\s+(?:someone|somebody|anyone|anybody|a\\s+suspect|the\\s+suspects?|suspects)\\b',
  ].join('|'),
  'i',
);

const PERSON =
  '(?:m[ae]n|wom[ae]n|suspects?|accused|cops?|officers?|policem[ae]n|policewom[ae]n|teens?|teenagers?|boys?|girls?|youths?|drivers?|guards?|brothers?|fathers?|husband|boyfriend|son|neighbour|gang|gunm[ae]n|robbers?|attackers?|killers?|hijackers?|kidnappers?|rapists?|perpetrators?|culprits?|people|persons?)';
/**
 * "Was the man accused of the Soweto shooting arrested?": who is asked about (the suspect, by how the
 * question describes them) and the participle that closes the asking. The verb stays for the intent
 * to read as yes or no; what the suspect is accused of stays for the other readers.
 */
const SUSPECT_ASKED_ARRESTED = new RegExp(
  `(?<=\\b(?:was|were|has\\s+been|have\\s+been|had\\s+been)\\s+(?:the|a|an|any|this|that)\\s+)(?:[\\w-]+\\s+){0,2}?${PERSON}(?:\\s+(?:accused|suspected|charged|wanted))?\\b(?=[^?.]{0,120}?\\b(${ARRESTED})\\s*(?:\\?|$))`,
  'i',
);

function suspectAskedArrested(question: string): Span[] | null {
  const m = SUSPECT_ASKED_ARRESTED.exec(question);
  if (!m) return null;
  const participle = m[1] ?? '';
  const at = question.indexOf(participle, m.index + m[0].length);
  return [spanOf(m), { start: at, end: at + participle.length }];
}

const EVERY_NO_ARREST = new RegExp(NO_ARREST.source, 'gi');

/** Whether the question keeps only events with an arrest, or only those without one. */
export function readArrestFilter(question: string): { arrest: 'made' | 'none' | null; spans: Span[] } {
  const none = NO_ARREST.exec(question);
  if (none) {
    const read = leftOutOrKept(question, none, 'none');
    // "where no accused was arrested - nobody was arrested": one condition, said twice.
    for (const m of question.matchAll(EVERY_NO_ARREST)) {
      if (m.index <= none.index) continue;
      const repeated = leftOutOrKept(question, m as RegExpExecArray, 'none');
      if (repeated.arrest === read.arrest) read.spans.push(...repeated.spans);
    }
    return read;
  }
  const asked = suspectAskedArrested(question);
  if (asked) return { arrest: 'made', spans: asked };
  const made = ARREST_MADE.exec(question);
  if (made) return leftOutOrKept(question, made, 'made');
  return { arrest: null, spans: [] };
}

function leftOutOrKept(
  question: string,
  m: RegExpExecArray,
  arrest: 'made' | 'none',
): { arrest: 'made' | 'none'; spans: Span[] } {
  const before = LEAVING_OUT.exec(question.slice(Math.max(0, m.index - 60), m.index));
  if (!before) return { arrest, spans: [spanOf(m)] };
  return {
    arrest: arrest === 'none' ? 'made' : 'none',
    spans: [{ start: m.index - before[0].length, end: m.index }, spanOf(m)],
  };
}

/** Nobody arrested: the release says so, or says no suspect was arrested. */
function nobodyArrested(event: NotebookEvent): boolean {
  return event.arrestMade === false || (event.arrestMade === null && event.suspectsArrested === 0);
}

export const arrestFilter = defineFilter({
  name: 'arrest',
  shape: {
    /** Whether anyone had been arrested when the release came out. */
    arrest: z.enum(['made', 'none']).nullable(),
  },
  empty: { arrest: null },
  caseCondition: true,
  read({ rest, question, draft, restBefore }) {
    // Counting people, only a relative clause ("in which suspects were arrested") filters on arrests.
    const countsArrests = draft.measure.kind !== 'events' && 'field' in draft.measure;
    const text = countsArrests ? keepOnly(restBefore('measure'), arrestConditions(question)) : rest;
    const { arrest, spans } = readArrestFilter(text);
    return { found: { arrest }, spans };
  },
  isSet: (v) => v.arrest !== null,
  unstated: (event, v) =>
    v.arrest !== null && event.arrestMade === null && event.suspectsArrested === null
      ? 'whether anyone was arrested'
      : null,
  matches(event, v) {
    if (v.arrest === 'made') return event.arrestMade === true;
    if (v.arrest === 'none') return nobodyArrested(event);
    return true;
  },
  toPlan: (v) => ({ arrest: v.arrest }),
  fromPlan: (p) => ({ arrest: p.arrest }),
  describe(v) {
    if (v.arrest === 'made') return ['where someone was arrested'];
    if (v.arrest === 'none') return ['where nobody had been arrested'];
    return [];
  },
  support(event, _notebookEvent, v) {
    const evidence = event.evidence;
    // "Nobody was arrested" is borne out by the words that deny an arrest, kept as either field's evidence.
    const words =
      v.arrest === 'made'
        ? [evidence.arrest_made ?? evidence.suspects_arrested ?? '']
        : v.arrest === 'none'
          ? [evidence.suspects_arrested ?? '', evidence.outcome ?? '']
          : [];
    return [...new Set(words)].flatMap((w) => evidenceSpans(event, w, 'outcome'));
  },
});
