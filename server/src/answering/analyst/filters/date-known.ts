import { z } from 'zod';
import { type Span, spanOf } from '../spans';
import { defineFilter } from './filter-kind';
import { dateSpans } from './period';

/** Only events whose release gives the incident's date, or only those whose release does not. */

const HAS_DATE =
  /\b(?:whose\s+|with\s+(?:an?\s+|the\s+)?|where\s+the|that\s+have\s+(?:an?\s+)?|having\s+(?:an?\s+)?)(?:exact\s+|known\s+|stated\s+|actual\s+|incident\s+|event\s+|specific\s+|clear\s+|recorded\s+)*dates?\b(?:\s+(?:(?:is|are|was|were|can\s+be|could\s+be)\s+)?(?:known|determined|stated|given|established|clear)\b)?|(?<!\b(?:what|which)\s+(?:(?:is|was|were|are)\s+the\s+)?)\b(?:exact|known|stated)\s+(?:incident\s+)?dates?\b(?!\s+(?:of|for|on\s+which)\b)|\bdated\s+(?:incidents|events|cases)\b/i;
const NO_DATE =
  /\b(?:don['’]t|do\s+not|did\s+not|didn['’]t|can['’]t|cannot|can\s+not)\s+(?:we\s+|you\s+|they\s+)?(?:know|have|tell|say|give|state)\s+(?:the\s+|a\s+|an\s+)?(?:exact\s+|incident\s+|actual\s+)?dates?\b|\b(?:no|without\s+(?:an?\s+|any\s+)?|unknown|missing\s+(?:an?\s+|the\s+)?|lack(?:s|ing)?\s+(?:an?\s+|the\s+)?)\s*(?:stated\s+|known\s+|exact\s+|incident\s+|event\s+|clear\s+)*dates?\b|\bundated\b|\bdates?\s+(?:is|are|was|were)\s+(?:not\s+(?:stated|known|given)|unknown|missing)\b/i;

/** Only events with an incident date (true), only those without (false), or no such limit. */
/**
 * "excluding undated incidents", "undated ones left out", "leave the undated ones out", "records with no
 * date are out of scope", "Undated items are to be excluded from the measure": only
 * the dated events.
 */
const UNDATED_LEFT_OUT =
  /\b(?:leav(?:e|ing)|keep(?:ing)?|tak(?:e|ing)|drop(?:ping)?)\s+(?:the\s+|any\s+|all\s+)?(?:undated|dateless)(?:\s+(?:ones|incidents|events|cases|releases|records|rows|entries))?\s+out\b|\b(?:excluding|exclude|without|ignoring|ignore|leaving\s+out|leave\s+out|minus|not\s+counting|apart\s+from|(?:don['’]?t|do\s+not)\s+(?:count|include))\s+(?:the\s+|any\s+|all\s+)?(?:(?:undated|dateless)(?:\s+(?:ones|incidents|events|cases|releases|records|rows|entries))?|(?:(?:records?|rows?|entry|entries|incidents?|events?|cases?|releases?|ones?|matters?|those)\s+)?without\s+(?:an?\s+|any\s+)?(?:known\s+|stated\s+|recorded\s+|clear\s+|exact\s+)?(?:event\s+|incident\s+)?dates?|(?:records|rows|entries|incidents|events|cases|releases|ones|matters|dockets|items)\s+(?:with|that\s+have|having|whose)\s+(?:an?\s+|no\s+)?(?:missing|unknown|no|null|blank|empty)\s+(?:event\s+|incident\s+)?dates?)\b|\b(?:undated|dateless|(?:null|missing|empty|blank)\s+(?:event\s+|incident\s+)?dates?|(?:records|rows|entries|incidents|events|cases|releases|ones|matters|dockets|items)\s+(?:with\s+no|without\s+(?:an?\s+)?|lacking\s+(?:an?\s+)?|missing\s+(?:an?\s+)?)\s*(?:stated\s+|known\s+|exact\s+)?(?:event\s+|incident\s+)?dates?)\s+(?:ones|incidents|events|cases|releases|rows|(?:line\s+)?items|samples|entries|records|matters|dockets)?\s*(?:(?:(?:are|is|should\s+be|must\s+be|will\s+be)\s+(?:to\s+be\s+)?)?(?:left\s+out|excluded|aside|removed|dropped|ignored|skipped|out\s+of\s+scope|not\s+counted|not\s+in\s+scope)\b(?:\s+from\s+the\s+(?:measure|count|calculation|base|analysis|tally|total))?|(?:(?:should|must|will|shall|are\s+to|is\s+to)\s+not\s+be\s+(?:counted|included|considered)|(?:do|does|should|must)\s+not\s+count|don['’]t\s+count|(?:belong|count|fall|go)\s+(?:to|in|into|under)\s+neither))/i;

export function readDateKnown(question: string): { hasDate: boolean | null; spans: Span[] } {
  const dated = UNDATED_LEFT_OUT.exec(question);
  if (dated) return { hasDate: true, spans: [spanOf(dated)] };
  const none = NO_DATE.exec(question);
  if (none) return { hasDate: false, spans: [spanOf(none)] };
  const known = HAS_DATE.exec(question);
  if (known) return { hasDate: true, spans: [spanOf(known)] };
  return { hasDate: null, spans: [] };
}

export const dateKnownFilter = defineFilter({
  name: 'date-known',
  shape: {
    /** True: only events with an incident date; false: only events without one. */
    has_date: z.boolean().nullable(),
  },
  empty: { hasDate: null },
  caseCondition: true,
  read({ rest }) {
    const { hasDate, spans } = readDateKnown(rest);
    return { found: { hasDate }, spans };
  },
  isSet: (v) => v.hasDate !== null,
  // A known incident date is a day: a release that gives only the month ("in March 2017") leaves the
  // date unknown, as a share of days ("what share of the dated incidents fell on a weekend") needs.
  matches: (event, v) => v.hasDate === null || v.hasDate === !(event.datedByPublication || event.monthOnly),
  toPlan: (v) => ({ has_date: v.hasDate }),
  fromPlan: (p) => ({ hasDate: p.has_date }),
  describe(v) {
    if (v.hasDate === true) return ['with a known incident date'];
    if (v.hasDate === false) return ['without an incident date'];
    return [];
  },
  support: (event, _notebookEvent, v) => (v.hasDate === true ? dateSpans(event) : []),
});
