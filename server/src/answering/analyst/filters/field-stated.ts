import { STATED_FIELD_WORDS } from '@workbench/contract/stated-fields';
import { z } from 'zod';
import { joinAnd, joinOr } from '../format';
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
    '(?:(?:number|count|total)\\s+(?:of\\s+(?:people|persons|victims)\\s+)?(?:killed|dead|deaths)|(?:number|count)\\s+of\\s+(?:dead|killed)\\s+(?:people|persons|victims)|(?:killed|dead|death|fatalit(?:y|ies))\\s+(?:count|figure|number|toll)|death\\s+toll)',
  ],
  [
    'injured',
    '(?:(?:number|count|total)\\s+(?:of\\s+(?:people|persons|victims)\\s+)?(?:injured|wounded|hurt)|(?:number|count)\\s+of\\s+(?:injured|wounded|hurt)\\s+(?:people|persons|victims)|(?:injured|injury|wounded)\\s+(?:count|figure|number))',
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

/** How a question names the people a field counts after "say how many": "children were victims". */
const HOW_MANY_NOUNS: readonly (readonly [StatedField, string])[] = [
  [
    'children',
    '(?:children|child\\s+victims|minors|(?:of\\s+the\\s+)?victims\\s+were\\s+(?:children|minors|under\\s+18))(?:\\s+(?:were|was)\\s+(?:victims|among\\s+the\\s+victims|involved|harmed|hurt))?',
  ],
  [
    'police',
    '(?:police(?:\\s+officers)?|officers)\\s+(?:were|was)\\s+(?:victims|among\\s+the\\s+victims|involved|harmed|hurt)',
  ],
  ['killed', '(?:(?:people|persons|victims)\\s+)?(?:were\\s+killed|died|killed|dead)'],
  ['injured', '(?:(?:people|persons|victims)\\s+)?(?:were\\s+)?(?:injured|wounded|hurt)'],
  ['suspects_arrested', '(?:(?:suspects|people|persons)\\s+were\\s+arrested|arrests)'],
  ['victims', '(?:victims|people\\s+were\\s+(?:victims|harmed|attacked|affected))'],
];

/**
 * Only after a record ("the incidents that state how many", "releases saying how many"), since "State
 * how many people were killed" on its own asks for the figure.
 */
const OF_A_RECORD =
  '(?:\\b(?:that|which)\\s+|(?<=\\b(?:incidents?|events?|records?|releases?|cases?|ones|rows|reports?|statements?)\\s+))';
const SAY = '(?:state|say|give|record|report|specify|mention)';
const SAYS =
  '(?:states?|stating|says?|saying|gives?|giving|records?|recording|reports?|reporting|specif(?:y|ies|ying)|mentions?|mentioning)';
const SAY_HOW_MANY = `${SAYS}\\s+how\\s+many`;
const NOT_SAY_HOW_MANY = `(?:do\\s+not|don['’]t|does\\s+not|doesn['’]t|never|fail\\s+to)\\s+${SAY}\\s+how\\s+many`;

/** "that state how many children were victims" (stated), "that do not say how many were killed" (blank). */
const HOW_MANY_READINGS = HOW_MANY_NOUNS.flatMap(([field, noun]) => [
  { field, stated: false, pattern: new RegExp(`${OF_A_RECORD}${NOT_SAY_HOW_MANY}\\s+${noun}\\b`, 'i') },
  { field, stated: true, pattern: new RegExp(`${OF_A_RECORD}${SAY_HOW_MANY}\\s+${noun}\\b`, 'i') },
]);

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

/** "the victim count and the killed count are stated": a field listed before another, stated with it. */
const ANOTHER_FIELD =
  "(?:(?:\\s*,\\s*|\\s+(?:and|&|as\\s+well\\s+as)\\s+)(?:the\\s+|its\\s+|their\\s+)?(?:[a-z_'’-]+\\s+){0,3}?[a-z_'’-]+)?";

/** "state both the number of victims and the number of children": a field listed after another, stated with it. */
const FIELD_BEFORE = "(?:(?:the\\s+|an?\\s+)?(?:[a-z_'’-]+\\s+){0,4}?[a-z_'’-]+\\s*(?:,|\\s(?:and|&))\\s+)?";

/** "name a police station", "list at least one suspect age", "have a municipality filled in". */
const filledIn = (noun: string) =>
  new RegExp(
    `\\b(?:name|names|named|naming|list|lists|listed|listing|give|gives|state|states|record|records|recorded|have|has|having)\\s+(?:both\\s+)?${FIELD_BEFORE}(?:an?|at\\s+least\\s+one|any|one\\s+or\\s+more|the(?=\\s+(?:[a-z_]+[\\s-])?(?:number|count|figure|total)\\b))\\s+${noun}\\b(?:\\s+${FILLED_WORDS})?|(?:\\b(?:an?|the|their|its)\\s+|(?<=\\b(?:where|whose)\\s+))${noun}${ANOTHER_FIELD}\\s+(?:(?:is|are|was|were|(?:has|have|had)\\s+been)\\s+)?${FILLED_WORDS}`,
    'i',
  );

const READINGS = [
  ...HOW_MANY_READINGS,
  ...FIELD_NOUNS.flatMap(([field, noun]) => [
    { field, stated: false, pattern: leftBlank(noun) },
    { field, stated: true, pattern: filledIn(noun) },
  ]),
];

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
  describe: (v) => {
    const words = (stated: boolean) =>
      v.fieldsStated.filter((f) => f.stated === stated).map((f) => STATED_FIELD_WORDS[f.field]);
    const [stated, blank] = [words(true), words(false)];
    const said = stated.length > 0 ? [`that state ${joinAnd(stated)}`] : [];
    if (blank.length > 0) said.push(`${said.length > 0 ? 'but' : 'that'} do not state ${joinOr(blank)}`);
    return said;
  },
  support: () => [],
});
