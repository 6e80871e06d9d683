import { STATED_FIELD_WORDS } from '@workbench/contract/stated-fields';
import { z } from 'zod';
import type { NotebookEvent } from '../notebook-events';
import { type Span, spanOf } from '../spans';
import { defineFilter, type FieldStated, STATED_FIELDS, type StatedField } from './filter-kind';

/**
 * Only records that state a field, or only those that leave it blank: "how many records are missing a
 * municipality", "what share of the records name a police station". Those who check a dataset before
 * using it ask this; the incident date has its own kind (./date-known.ts).
 */

/** How a question names each field, as a record's column rather than as what happened. */
const FIELD_NOUNS: readonly (readonly [StatedField, string])[] = [
  ['municipality', 'municipalit(?:y|ies)'],
  ['police_station', '(?:police\\s+|saps\\s+)?stations?'],
  ['location', '(?:locations?|place\\s+names?)'],
  ['victims', '(?:(?:number|count|total)\\s+of\\s+victims|victims?\\s+(?:count|numbers?|totals?))'],
  ['suspects_arrested', '(?:(?:number|count)\\s+of\\s+(?:suspects\\s+)?arrest(?:s|ed)|arrests?\\s+count)'],
  ['suspect_ages', "(?:suspects?['’]?\\s+ages?|ages?\\s+(?:of|for)\\s+(?:the\\s+|a\\s+|any\\s+)?suspects?)"],
  ['victim_ages', "(?:victims?['’]?\\s+ages?|ages?\\s+(?:of|for)\\s+(?:the\\s+|a\\s+|any\\s+)?victims?)"],
  [
    'killed',
    '(?:(?:number|count|total)\\s+(?:of\\s+(?:people|persons|victims)\\s+)?(?:killed|dead|deaths)|(?:number|count)\\s+of\\s+(?:dead|killed)\\s+(?:people|persons|victims))',
  ],
  [
    'injured',
    '(?:(?:number|count|total)\\s+(?:of\\s+(?:people|persons|victims)\\s+)?(?:injured|wounded|hurt)|(?:number|count)\\s+of\\s+(?:injured|wounded|hurt)\\s+(?:people|persons|victims))',
  ],
  [
    'children',
    '(?:(?:number|count)\\s+of\\s+(?:child(?:ren)?\\s+victims|victims\\s+(?:who\\s+were\\s+)?(?:children|under\\s+18)|children)|victims_children|children\\s+among\\s+(?:the\\s+)?victims|child[- ]victims?\\s+(?:count|figure|number))',
  ],
  [
    'police',
    '(?:(?:number|count)\\s+of\\s+(?:police(?:\\s+officers?)?\\s+victims|police\\s+officers\\s+among\\s+the\\s+victims)|victims_police)',
  ],
];

const BLANK_WORDS =
  '(?:missing|blank|empty|null|unknown|unfilled|not\\s+(?:stated|given|recorded|filled\\s+in|known|named|listed))';

/** "missing a municipality", "with no police station", "the number of victims is blank", "leave ... blank". */
const leftBlank = (noun: string) =>
  new RegExp(
    `\\b(?:missing|without|lacking|lack|with\\s+no|ha(?:ve|s)\\s+no|no|blank|empty|null|unknown)\\s+(?:an?\\s+|the\\s+|any\\s+)?(?:recorded\\s+|stated\\s+)?${noun}\\b|\\b${noun}\\s+(?:field\\s+)?(?:(?:is|are|was|were|left)\\s+)?${BLANK_WORDS}|\\bleaves?\\s+(?:the\\s+|their\\s+|its\\s+)?${noun}\\s+(?:blank|empty|unfilled|out)\\b`,
    'i',
  );

const FILLED_WORDS =
  '(?:filled\\s+in|recorded|stated|given|listed|named|present|known|not\\s+(?:na|null|blank|missing|empty))\\b';

/** "name a police station", "list at least one suspect age", "have a municipality filled in". */
const filledIn = (noun: string) =>
  new RegExp(
    `\\b(?:name|names|named|naming|list|lists|listed|listing|give|gives|state|states|record|records|recorded|have|has|having)\\s+(?:an?|at\\s+least\\s+one|any|one\\s+or\\s+more|the(?=\\s+(?:number|count)\\b))\\s+${noun}\\b(?:\\s+${FILLED_WORDS})?|(?:\\b(?:an?|the|their|its)\\s+|(?<=\\b(?:where|whose)\\s+))${noun}\\s+(?:(?:is|are|was|were)\\s+)?${FILLED_WORDS}`,
    'i',
  );

const READINGS = FIELD_NOUNS.flatMap(([field, noun]) => [
  { field, stated: false, pattern: leftBlank(noun) },
  { field, stated: true, pattern: filledIn(noun) },
]);

/**
 * "excluding incidents with no municipality recorded", "skip the ones with no muni", "(null
 * municipality excluded)": the blank ones left out, so only the records that state the field count.
 */
const LEFT_OUT_BEFORE =
  /\b(?:excluding|exclude|skip|skipping|leave\s+out|leaving\s+out|(?:leav|sett|putt)ing\s+aside|set\s+aside|drop|dropping|ignore|ignoring|without\s+counting|not\s+counting|minus|apart\s+from|except(?:\s+for)?|disregard(?:ing)?|remove|removing|omit(?:ting)?)\s+(?:the\s+|any\s+|all\s+)?(?:[\p{L}-]+\s+){0,6}?$/iu;
const LEFT_OUT_AFTER =
  /^\s*(?:[\p{L}-]+\s+){0,3}?(?:(?:are|is|should\s+be|must\s+be|being)\s+)?(?:to\s+be\s+)?(?:excluded|left\s+out|dropped|ignored|removed|skipped|disregarded|omitted|not\s+counted|set\s+aside)\b/iu;

const LEFT_OUT_WORD =
  /\b(?:excluding|exclude|except|leaving\s+out|leave\s+out|apart\s+from|other\s+than|not\s+counting|ignoring|disregarding|without\s+counting)\b/i;

function leftOutInList(question: string, at: number): boolean {
  const sentence =
    question
      .slice(0, at)
      .split(/[.?!;:](?:\s|$)/)
      .at(-1) ?? '';
  return (
    LEFT_OUT_WORD.test(sentence) &&
    /\band\s+(?:the\s+|any\s+|all\s+)?(?:incidents?|events?|records?|cases?|ones|those|rows)?\s*$/i.test(
      sentence,
    )
  );
}

export function readFieldsStated(question: string): { fields: FieldStated[]; spans: Span[] } {
  const fields: FieldStated[] = [];
  const spans: Span[] = [];
  for (const { field, stated, pattern } of READINGS) {
    if (fields.some((f) => f.field === field)) continue;
    const m = pattern.exec(question);
    if (!m) continue;
    const span = spanOf(m);
    const before = stated
      ? null
      : LEFT_OUT_BEFORE.exec(question.slice(Math.max(0, span.start - 60), span.start));
    const after = stated ? null : LEFT_OUT_AFTER.exec(question.slice(span.end));
    // "Excluding the metros (...) and incidents with no municipality recorded": one more left out of a
    // list that a leaving-out word opened earlier in the sentence.
    const listedOut = !stated && before === null && after === null && leftOutInList(question, span.start);
    fields.push({ field, stated: stated || before !== null || after !== null || listedOut });
    spans.push({
      start: span.start - (before?.[0].length ?? 0),
      end: span.end + (after?.[0].length ?? 0),
    });
  }
  return { fields, spans };
}

/** Whether the event's record holds the field, as the record shows it (before any gazetteer fills it in). */
export function statesField(event: NotebookEvent, field: StatedField): boolean {
  const { source } = event;
  switch (field) {
    case 'municipality':
      return !!source.municipality;
    case 'police_station':
      return !!source.police_station;
    case 'location':
      return !!source.location;
    case 'victims':
      return source.victims?.count !== null && source.victims?.count !== undefined;
    case 'suspects_arrested':
      return source.suspects_arrested !== null && source.suspects_arrested !== undefined;
    case 'suspect_ages':
      return (source.suspect_ages?.length ?? 0) > 0;
    case 'victim_ages':
      return (source.victims?.ages.length ?? 0) > 0;
    case 'killed':
      return source.victims_killed !== null && source.victims_killed !== undefined;
    case 'injured':
      return source.victims_injured !== null && source.victims_injured !== undefined;
    case 'children':
      return source.victims_children !== null && source.victims_children !== undefined;
    case 'police':
      return source.victims_police !== null && source.victims_police !== undefined;
  }
}

export const fieldStatedFilter = defineFilter({
  name: 'field-stated',
  shape: {
    /** Fields a record must state (true) or leave blank (false): "missing a municipality". */
    fields_stated: z
      .array(z.object({ field: z.enum(STATED_FIELDS), stated: z.boolean() }))
      .max(STATED_FIELDS.length)
      .optional(),
  },
  empty: { fieldsStated: [] },
  read({ rest }) {
    const { fields, spans } = readFieldsStated(rest);
    return { found: { fieldsStated: fields }, spans };
  },
  isSet: (v) => v.fieldsStated.length > 0,
  matches: (event, v) => v.fieldsStated.every((f) => statesField(event, f.field) === f.stated),
  toPlan: (v) => (v.fieldsStated.length > 0 ? { fields_stated: v.fieldsStated.map((f) => ({ ...f })) } : {}),
  fromPlan: (p) => ({ fieldsStated: p.fields_stated ?? [] }),
  describe: (v) =>
    v.fieldsStated.map((f) =>
      f.stated
        ? `that state ${STATED_FIELD_WORDS[f.field]}`
        : `that do not state ${STATED_FIELD_WORDS[f.field]}`,
    ),
  support: () => [],
});
