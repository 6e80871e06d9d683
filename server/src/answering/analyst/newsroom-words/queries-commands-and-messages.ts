/** Filters typed as a query or a chat bot takes them, and the shortcodes and shorthand of fast messages. */

import { DAY_ABBREVIATIONS } from './days-and-months';
import { lowerCase, type NewsroomWord, word } from './shared';

/**
 * The operators of spreadsheets and queries, which open-data users type as they would in a filter
 * ("count where province = Mpumalanga and crime != murder", "% with arrest", "victims_killed > 4").
 */
export const QUERY_WORDS: readonly NewsroomWord[] = [
  // "name the province in first place": a rank in a table, not a place.
  { pattern: /\b(?:in|at|into)\s+(?:first|top|1st)\s+(?:place|position|spot)\b/giu, meaning: 'at the top' },
  { pattern: /\b(?:in|at|into)\s+(?:last|bottom)\s+(?:place|position|spot)\b/giu, meaning: 'at the bottom' },
  // "howmany", "whichprovince": a question word typed against the word after it.
  {
    pattern:
      /\b(how|which|what|when|where)(many|much|province|provinces|municipality|municipalities|year|month|day|town|place|crime|station|district|metro|one|date)\b/giu,
    meaning: '$1 $2',
  },
  // The functions of a query: "min(event_date)", "sum(suspects_male)", "count(*)", "order desc, limit 1".
  { pattern: /\bmin\s*\(\s*(?:event[_\s]date|incident[_\s]date|date)\s*\)/giu, meaning: 'the earliest date' },
  { pattern: /\bmax\s*\(\s*(?:event[_\s]date|incident[_\s]date|date)\s*\)/giu, meaning: 'the latest date' },
  // The development set's people columns by name, so "sum(victims_police)" counts police victims.
  { pattern: /\b(?:victims_police|police_victims)\b/giu, meaning: 'police officers among the victims' },
  { pattern: /\b(?:victims_children|child_victims)\b/giu, meaning: 'children among the victims' },
  { pattern: /\bvictims_killed\b/giu, meaning: 'people killed' },
  { pattern: /\bvictims_injured\b/giu, meaning: 'people injured' },
  { pattern: /\b(?:victims_female|female_victims)\b/giu, meaning: 'female victims' },
  { pattern: /\b(?:victims_male|male_victims)\b/giu, meaning: 'male victims' },
  { pattern: /\b(?:suspects_female|female_suspects)\b/giu, meaning: 'female suspects' },
  { pattern: /\b(?:suspects_male|male_suspects)\b/giu, meaning: 'male suspects' },
  { pattern: /\bnum_suspects_arrested\b/giu, meaning: 'suspects arrested' },
  // One column's name, as a formula takes it: "total (the city)" is an aside, not a sum.
  { pattern: /\b(?:sum|total)\s*\(\s*([\p{L}_]+)\s*\)/giu, meaning: 'the total number of $1' },
  // "exists(crime='poaching' AND province='Limpopo') -> bool": whether any incident is so.
  { pattern: /\bexists\s*\(([^()]*)\)/giu, meaning: 'was there any incident where $1' },
  { pattern: /\bcount\s*\(\s*\*?\s*\)/giu, meaning: 'the number of incidents' },
  {
    pattern: /,?\s*\border\s+(?:by\s+[\p{L}_()*]+\s+)?desc(?:ending)?\s*,?\s*limit\s+1\b/giu,
    meaning: ', the top one',
  },
  {
    pattern: /,?\s*\border\s+(?:by\s+[\p{L}_()*]+\s+)?asc(?:ending)?\s*,?\s*limit\s+1\b/giu,
    meaning: ', the bottom one',
  },
  { pattern: /\bgroup\s+by\s+/giu, meaning: 'by ' },
  { pattern: /\b(?:crimes?|offen[cs]es?)\s+contains?\s+['"]([^'"]+)['"]/giu, meaning: 'about $1' },
  // "blanks excluded": an average or sum is over the stated figures already.
  {
    pattern:
      /,?\s*\b(?:nulls?|blanks?|blank\s+cells?|empty\s+cells?|undated\s+rows)\s+(?:out|excluded|dropped|ignored|left\s+out|skipped)\b/giu,
    meaning: '',
  },
  // "stock theif cases": the theft, misspelt as its thief.
  {
    pattern:
      /\b(stock|livestock|cattle|cable|copper|vehicle|car)\s+(?:thie?f|theif)(?=\s+(?:cases?|incidents?|matters?|dockets?|crimes?)\b)/giu,
    meaning: '$1 theft',
  },
  // "leaving out any without a stated count": only the stated figures count already.
  {
    pattern:
      /,?\s*\b(?:leaving\s+out|leave\s+out|excluding|ignoring|not\s+counting|dropping)\s+(?:any|those|the\s+ones|incidents|events|cases)\s+(?:without|with\s+no|lacking)\s+(?:an?\s+)?(?:stated|known|given|recorded)\s+(?:count|figure|number|total)s?\b/giu,
    meaning: '',
  },
  // "countif province = Mpumalanga": a spreadsheet's count of the rows a condition keeps.
  { pattern: /\bcount\s*ifs?\b/giu, meaning: 'how many' },
  // isiZulu and isiXhosa "unyaka", Setswana and Sesotho "ngwaga" / "selemo": year.
  { pattern: /\b(?:unyaka|ngwaga|selemo)\s+(?=(?:19|20)\d\d\b)/giu, meaning: '' },
  { pattern: /\b(?:unyaka|ngwaga|selemo)\b/giu, meaning: 'year' },

  // "arrest rate": the share of incidents in which someone was arrested.
  {
    pattern: /\b(?:the\s+)?arrest\s+rate\b(?!\s+proxy)(?![^?]*\b(?:mean|average|per\s+incident)\b)/giu,
    meaning: 'the percentage of incidents where someone was arrested',
  },
  // "female as % of victims": the share of the victims who were female.
  {
    pattern:
      /\b(female|male)\s+as\s+(?:an?\s+)?(?:%|percent(?:age)?|per\s*cent|share|proportion)\s+of\s+(?:the\s+)?victims\b/giu,
    meaning: 'what percentage of victims were $1',
  },
  // "rows that have null event_date": the rows without an incident date (unless said to be left out).
  {
    pattern:
      /\b(?:null|nan)\s+(?:event|incident)[_\s]dates?\b(?!\s+(?:(?:rows|ones|records)\s+)?(?:are|is|should|must|don['’]?t|do\s+not|excluded|dropped|left))/giu,
    meaning: 'no incident date',
  },
  // "Carjackings - % with no arrest made": a per cent of the rows, asked for with its sign ("what %"
  // already asks it).
  {
    pattern: /(?<=^|[\s,:;–—-])(?<!\bwhat\s*)%(?=\s+(?:with|without|of|where|that|had|have|in|on)\b)/gu,
    meaning: 'what percent',
  },
  // "rows with the event date blank": the rows without an incident date.
  {
    pattern:
      /\b(?:the\s+)?(?:event|incident)[_\s]date\s+(?:is\s+|was\s+|left\s+)?(?:blank|empty|missing)\b/giu,
    meaning: 'no incident date',
  },
  // "event_date < '2020-01-01'": a date compared as a filter compares it, ahead of the field's underscore.
  { pattern: /\b(?:event[_\s]date|incident[_\s]date|date)\s*<=\s*['"]?(?=\d{4}-)/giu, meaning: 'up to ' },
  { pattern: /\b(?:event[_\s]date|incident[_\s]date|date)\s*<\s*['"]?(?=\d{4}-)/giu, meaning: 'before ' },
  { pattern: /\b(?:event[_\s]date|incident[_\s]date|date)\s*>=\s*['"]?(?=\d{4}-)/giu, meaning: 'from ' },
  { pattern: /\b(?:event[_\s]date|incident[_\s]date|date)\s*>\s*['"]?(?=\d{4}-)/giu, meaning: 'after ' },
  // "arrest_made is false", "arrest_made = true": the field as the question would say it.
  { pattern: /\barrest[_\s]made\s*(?:is|=|==)\s*(?:false|no|0)\b/giu, meaning: 'nobody was arrested' },
  { pattern: /\barrest[_\s]made\s*(?:is|=|==)\s*(?:true|yes|1)\b/giu, meaning: 'someone was arrested' },
  { pattern: /(?<=\p{L})_(?=\p{L})/gu, meaning: ' ' },
  { pattern: /(?<=\S\s*)(?:!=|<>|≠)(?=\s*\S)/gu, meaning: ' other than ' },
  { pattern: /^\s*%(?=\s)/u, meaning: 'what percent' },
  // "excluding nulls", "ignoring missing values": unstated figures never count, so this asks nothing more.
  {
    pattern:
      /,?\s*\b(?:excluding|ignoring|leaving\s+out|dropping|without)\s+(?:the\s+|any\s+|all\s+)?(?:nulls?|null\s+values|missing\s+values|nans?|blanks?|empty\s+values|(?:victims|suspects|people|persons)\s+(?:whose|where\s+the)\s+(?:sex|gender)\s+(?:is|was|are|were)\s+(?:not\s+(?:stated|recorded|given|known)|unknown|missing))\b/giu,
    meaning: '',
  },
  // "distinct count of munis", "count distinct provinces": how many different ones.
  {
    pattern: word('(?:distinct\\s+count|count\\s+(?:of\\s+)?distinct|number\\s+of\\s+distinct)(?:\\s+of)?'),
    meaning: 'how many different',
  },
];

/**
 * What messages add around an ask: emoji written as shortcodes (":eyes:", ":police_car:"), which only
 * decorate, and the shorthand of typing fast ("hw mny", "thx", "b4", "cars n trucks").
 */
export const MESSAGE_WORDS: readonly NewsroomWord[] = [
  { pattern: /\s*:[a-z0-9]+(?:[_+-][a-z0-9]+)*:(?=\s|$|[.,!?])/giu, meaning: '' },
  { pattern: word('mny|mnay'), meaning: 'many' },
  { pattern: word('thx|thnx|tnx|thnks|thanx'), meaning: 'thanks' },
  { pattern: word('b4'), meaning: 'before' },
  { pattern: word('abt|bout'), meaning: 'about' },
  { pattern: word('pics|pix'), meaning: 'pictures' },
  { pattern: /(?<=\p{L}\s)n(?=\s\p{L})/gu, meaning: 'and' },
  { pattern: lowerCase('u'), meaning: 'you' },
  { pattern: lowerCase('ur'), meaning: 'your' },
];

/**
 * Questions typed as commands to a bot ("/count dow=wed yr>=2019", "/sum injured crime=murder", "/pct
 * suspects sex=F", "/diff count yr=2023 minus yr=2020"): the command and its key=value filters as a
 * sentence would say them.
 */
export const COMMAND_WORDS: readonly NewsroomWord[] = [
  {
    pattern:
      /^\s*\/diff\s+(?:count\s+)?(?:yr|year)\s*=\s*((?:19|20)\d\d)\s+(?:minus|-|vs\.?)\s+(?:yr|year)\s*=\s*((?:19|20)\d\d)/iu,
    meaning: 'how many more incidents in $1 than in $2',
  },
  { pattern: /^\s*\/count\b/iu, meaning: 'how many incidents' },
  { pattern: /^\s*\/sum\s+([\p{L}_]+)/iu, meaning: 'how many $1 in total' },
  {
    pattern: /^\s*\/(?:pct|percent|share)\s+([\p{L}_]+)\s+(?:sex|gender)\s*=\s*(?:f|female)\b/iu,
    meaning: 'what percentage of $1 were female',
  },
  {
    pattern: /^\s*\/(?:pct|percent|share)\s+([\p{L}_]+)\s+(?:sex|gender)\s*=\s*(?:m|male)\b/iu,
    meaning: 'what percentage of $1 were male',
  },
  ...DAY_ABBREVIATIONS.map(([abbreviation, day]) => ({
    pattern: new RegExp(`\\b(?:dow|day|weekday)\\s*=\\s*(?:${abbreviation})[a-z]*\\b`, 'giu'),
    meaning: `on ${day}s`,
  })),
  { pattern: /\b(?:yr|year)\s*>=\s*(?=(?:19|20)\d\d\b)/giu, meaning: 'from ' },
  { pattern: /\b(?:yr|year)\s*<=\s*(?=(?:19|20)\d\d\b)/giu, meaning: 'up to ' },
  { pattern: /\b(?:yr|year)\s*>\s*(?=(?:19|20)\d\d\b)/giu, meaning: 'after ' },
  { pattern: /\b(?:yr|year)\s*<\s*(?=(?:19|20)\d\d\b)/giu, meaning: 'before ' },
  { pattern: /\b(?:yr|year)\s*==?\s*(?=(?:19|20)\d\d\b)/giu, meaning: 'in ' },
  { pattern: /\b(?:crime|offen[cs]e)\s*=\s*/giu, meaning: 'about ' },
  // "attmpt murder", "att. murder", "attd murder": attempted, shortened.
  { pattern: /\batt(?:e?mp?t(?:e?d)?|d)?\.?(?=\s+murder)/giu, meaning: 'attempted' },
];
