import { z } from 'zod';
import { type Span, spanOf } from '../spans';
import { defineFilter } from './filter-kind';

/**
 * "incidents that involved more than one type of crime", "cases with multiple offences": events whose
 * release names at least this many kinds of crime.
 */
const SEVERAL_CRIMES =
  /\b(?:more\s+than\s+(?:one|1)|multiple|several|(?:two|2)\s+or\s+more|at\s+least\s+(?:two|2)|over\s+(?:one|1))\s+(?:(?:different|separate|distinct)\s+)?(?:(?:types?|kinds?|categories|sorts?)\s+of\s+(?:crimes?|offen[cs]es?|charges?)|crimes|offen[cs]es|charges|crime\s+(?:types|categories))\b/i;

/** "inter alia those with several charges", "such as ...": an example of what is counted, which narrows nothing. */
const GIVEN_AS_EXAMPLE =
  /\b(?:inter\s+alia|including|such\s+as|e\.g\.|for\s+example|among\s+(?:them|others))\b[^,.;?]*$/i;

export function readCrimeCount(question: string): { atLeast: number | null; spans: Span[] } {
  const several = SEVERAL_CRIMES.exec(question);
  if (!several || GIVEN_AS_EXAMPLE.test(question.slice(Math.max(0, several.index - 40), several.index)))
    return { atLeast: null, spans: [] };
  return { atLeast: 2, spans: [spanOf(several)] };
}

export const crimeCountFilter = defineFilter({
  name: 'crime-count',
  shape: {
    /** Only events whose release names at least this many kinds of crime. */
    crimes_at_least: z.number().int().min(2).max(10).nullable().optional(),
  },
  empty: { crimesAtLeast: null },
  read({ rest }) {
    const { atLeast, spans } = readCrimeCount(rest);
    return { found: { crimesAtLeast: atLeast }, spans };
  },
  isSet: (v) => v.crimesAtLeast !== null,
  matches: (event, v) => v.crimesAtLeast === null || event.crimes.length >= v.crimesAtLeast,
  // Absent when unset, so plans stored before the field existed read the same.
  toPlan: (v) => (v.crimesAtLeast === null ? {} : { crimes_at_least: v.crimesAtLeast }),
  fromPlan: (p) => ({ crimesAtLeast: p.crimes_at_least ?? null }),
  describe: (v) => (v.crimesAtLeast === null ? [] : [`naming at least ${v.crimesAtLeast} kinds of crime`]),
  support: () => [],
});
