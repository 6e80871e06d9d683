/**
 * Which step of a case a release reports: the crime itself, an arrest, a court appearance, bail, a
 * conviction or a sentence. A release tells a case's history as it goes (a sentence release recalls
 * the arrest), so the furthest step it reports as done is the one it is about; a step it only
 * announces ("will appear in court on Monday") is not.
 */
import type { Step } from '@workbench/contract/events';
import type { OutcomeKind } from '../corpus/types';

export type { Step };

const STEP_TEXT_CHARS = 20_000;

export interface StepReading {
  step: Step;
  /** The words the step was read from; empty when it is the default for a crime report. */
  evidence: string;
}

const BAIL_DECIDED =
  /\b(?:(?:granted|given|released on|denied|refused|opposed)\s+(?:R\s?\d+(?:[ ,.]\d{3})*\s+)?bail|bail\s+(?:of\s+R\s?\d+(?:[ ,.]\d{3})*\s+)?(?:was|has been|had been)\s+(?:granted|denied|refused|set)|bail\s+of\s+R\s?\d+(?:[ ,.]\d{3})*|(?:granted|denied|refused)\s+(?:him|her|them|the \w+)\s+bail)\b/i;
const APPEARED =
  /\b(?:appeared|made (?:a|an|his|her|their) (?:first |brief )?(?:court )?appearance|was remanded|were remanded|remanded in custody|(?:case|matter|trial) (?:was|has been|had been) (?:postponed|remanded|adjourned)|trial (?:started|began|resumed|is under way)|charges? (?:were|was) (?:put|read|withdrawn))\b/i;
const ARRESTED =
  /\b(?:arrested|apprehended|nabbed|taken into custody|handed (?:himself|herself|themselves) (?:over|in)|detained|caught)\b/i;
const BEYOND_CRIME =
  /\b(?:memorial|funeral|laid to rest|commemorat\w*|awareness|campaign|imbizo|operation\s+\w+\s+(?:results|yielded)|weekly (?:operations|arrests))\b/i;
const CRIME_WORDS =
  /\b(?:murder\w*|killed|shot|stabbed|robbed|robbery|hijack\w*|rape\w*|assault\w*|found (?:dead|the body)|body|bodies|missing|burglar\w*|theft|stolen|attack\w*|seized|confiscated|injured|died|crash)\b/i;

/** Reads the step of the case this release is about from its text and the outcome extraction read. */
export function readStep(title: string, text: string, outcome: OutcomeKind | null): StepReading {
  // A release's step is told near its start; a release of megabytes is read no further than its case.
  const whole = `${title}\n${text.slice(0, STEP_TEXT_CHARS)}`;
  if (outcome === 'sentenced') return found('sentenced', whole, /\bsentenced\b|\bjailed\b/i);
  if (outcome === 'convicted')
    return found('convicted', whole, /\bconvicted\b|\bfound guilty\b|\bpleaded guilty\b/i);
  const bail = whole.match(BAIL_DECIDED);
  if (bail) return { step: 'bail', evidence: bail[0] };
  const appeared = whole.match(APPEARED);
  if (appeared && outcome !== 'no_arrest') return { step: 'court', evidence: appeared[0] };
  const arrested = whole.match(ARRESTED);
  if (arrested && outcome !== 'no_arrest') return { step: 'arrest', evidence: arrested[0] };
  const beyond = whole.match(BEYOND_CRIME);
  if (beyond && !CRIME_WORDS.test(title)) return { step: 'other', evidence: beyond[0] };
  if (CRIME_WORDS.test(whole)) return { step: 'reported', evidence: '' };
  return { step: 'other', evidence: '' };
}

function found(step: Step, text: string, words: RegExp): StepReading {
  return { step, evidence: text.match(words)?.[0] ?? '' };
}
