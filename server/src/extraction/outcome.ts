/**
 * How far a case had gone when the release was written: no arrest, arrested, charged (in court),
 * convicted or sentenced, with the sentence when the release states it.
 */

import type { Outcome } from '../corpus/types';

export interface OutcomeReading extends Outcome {
  /** The words of the release the outcome was read from. */
  evidence: string;
}

const NUMBER = String.raw`(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|twenty-\w+|thirty|thirty-\w+|forty|forty-\w+|fifty)`;
const TERM = String.raw`(?:(?:an?\s+)?(?:effective\s+|combined\s+|total\s+of\s+)?(?:${NUMBER}\s+(?:consecutive\s+)?life\s+(?:sentences|terms|imprisonment)|life(?:\s+imprisonment|\s+in\s+prison|\s+sentences?|\s+terms?)?|${NUMBER}\s+(?:\(\d+\)\s+)?(?:years?|months?)['’]?(?:\s+(?:direct\s+)?(?:imprisonment|in\s+(?:prison|jail)|jail(?:\s+term)?|prison(?:\s+term)?))?))`;
const TERMS = String.raw`${TERM}(?:(?:,\s*|\s+and\s+|\s+plus\s+)${TERM})*`;

const SENTENCED = new RegExp(
  String.raw`\b(?<!(?:if|should be|to be|being|previously|once)\s)(?:sentenced\b[^.;]{0,80}?\bto\s+(${TERMS})|jailed\s+for\s+(${TERMS})|(?:handed|given|received|imposed)\s+(?:down\s+)?(?:an?\s+)?(${TERMS})(?:\s+(?:sentence|term))|\bwill\s+spend\s+(${TERMS})\s+(?:behind\s+bars|in\s+(?:prison|jail)))`,
  'i',
);
/** A conviction in this case, not "if found guilty", "previously convicted" or "to secure a conviction". */
const CONVICTED = /\b(?<!(?:if|previously|prior|once|not|be)\s)(?:convicted|found guilty|pleaded guilty)\b/i;
const CHARGED =
  /\b(?:charged with|(?:has|have|had|was|were|been|being) (?:formally )?charged|appeared (?:briefly )?(?:in|before) (?:the )?[\w'’ ]{0,40}?court|(?:will|to) (?:make (?:a|their|his|her) )?(?:first )?(?:court )?appear(?:ance)?|face(?:s|d)? charges?|facing (?:\w+ )?charges?|court appearance)\b/i;
const NO_ARREST =
  /\b(?:no (?:one|arrests?)|nobody)\b[^.]{0,40}\b(?:arrest(?:ed|s)?|made)\b|\b(?:not (?:yet )?(?:been )?arrested|yet to be (?:arrested|apprehended)|(?:still )?(?:at large|on the run)|manhunt)\b/i;

export function readOutcome(text: string, arrestMade: boolean): OutcomeReading | null {
  const sentenced = text.match(SENTENCED);
  const term = sentenced?.[1] ?? sentenced?.[2] ?? sentenced?.[3] ?? sentenced?.[4];
  if (sentenced && term) return { kind: 'sentenced', sentence: term.trim(), evidence: sentenced[0] };
  const convicted = text.match(CONVICTED);
  if (convicted) return { kind: 'convicted', evidence: convicted[0] };
  const charged = text.match(CHARGED);
  if (charged && arrestMade) return { kind: 'charged', evidence: charged[0] };
  if (arrestMade) return { kind: 'arrested', evidence: '' };
  const denial = text.match(NO_ARREST);
  return { kind: 'no_arrest', evidence: denial ? denial[0] : '' };
}
