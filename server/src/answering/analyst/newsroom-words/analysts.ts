/** How economists, statisticians, pilots and other specialists phrase what the analyst reads otherwise. */

import { MONTH } from '../date-expressions';
import { DAY_STEMS } from '../weekday-terms';
import { type NewsroomWord, word } from './shared';

/**
 * How economists, statisticians and pathologists write what the analyst reads otherwise: a "y/y change"
 * or "delta" is a difference, "the change from 2019 to 2020" sets the two years side by side, "levels
 * not rates" asks for plain counts and "decedents" are the people killed.
 */
const LISTED_MONTHS = `\\b${MONTH}\\b(?:\\s*,\\s*(?:and\\s+|or\\s+)?|\\s+(?:and|or)\\s+)${MONTH}\\b`;
const LISTED_DAYS = `\\b(?:${DAY_STEMS.join('|')})days?\\b(?:\\s*,\\s*(?:and\\s+|or\\s+)?|\\s+(?:and|or)\\s+)(?:${DAY_STEMS.join('|')})days?\\b`;
/** "Which one", "which of them": after a list of months or days, the month or day asked for. */
const WHICH_OF_THE_LISTED = '\\bwhich\\s+(?:one|of\\s+(?:them|these|those|the\\s+(?:two|three|four)))\\b';

/** The letters of the radio alphabet, as a pilot spells a province ("Kilo Zulu Natal"). */
const PHONETIC_ALPHABET =
  'alfa|alpha|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliett?|kilo|lima|mike|november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiskey|whisky|x-?ray|yankee|zulu';
const PHONETIC = `(?:${PHONETIC_ALPHABET})`;
const PHONETIC_OTHER_THAN_A_MONTH = `(?:${PHONETIC_ALPHABET.replace('|november', '')})`;

export const ANALYSTS_WORDS: readonly NewsroomWord[] = [
  { pattern: /\bkilo\s+zulu\s+natal\b/giu, meaning: '' },
  // Radio talk: "Kilo Zulu Natal", "Mike Papa province" (letters spelt in the phonetic alphabet, the
  // place said again in full), "Affirm or negative:", "Say again", "Roger", "Over".
  {
    pattern: new RegExp(`\\b(?:${PHONETIC}\\s+){2,3}(?=(?:natal|province|cape|state|west)\\b)`, 'giu'),
    meaning: '',
  },
  {
    // Not "... Mike November": the month.
    pattern: new RegExp(`\\b${PHONETIC}\\s+${PHONETIC_OTHER_THAN_A_MONTH}\\b(?:\\s+province)?`, 'giu'),
    meaning: '',
  },
  { pattern: /\baffirm(?:ative)?\s+or\s+negative\b/giu, meaning: 'yes or no' },
  { pattern: /\bsay\s+again\b[,.!:]?/giu, meaning: '' },
  { pattern: /\broger(?:\s+that)?\b[,.!]?/giu, meaning: '' },
  { pattern: /[,.]?\s*\bover(?:\s+and\s+out)?\s*[.!]?\s*$/giu, meaning: '' },
  // A literal word order: "The people who were injured in the Eastern Cape, how many are they?", "the
  // incidents of attempted murder from the year 2019 until the year 2022".
  { pattern: /\b(?:the\s+)?(?:people|persons|ones)\s+who\s+(?:have\s+)?died\b/giu, meaning: 'people killed' },
  {
    pattern:
      /\b(?:the\s+)?(?:people|persons|ones)\s+who\s+(?:were\s+|got\s+)?(injured|killed|hurt|wounded|arrested)\b/giu,
    meaning: 'people $1',
  },
  { pattern: /\bthe\s+year\s+(?:of\s+)?((?:19|20)\d\d)\b/giu, meaning: '$1' },
  // A by-law officer's register: "in terms of the records", "per the records", "the said incidents",
  // "hereinafter "Q2"", "hereinafter meaning".
  { pattern: /\b(?:in\s+terms\s+of|per|according\s+to)\s+the\s+records\b,?/giu, meaning: '' },
  { pattern: /\bthe\s+said\s+(incidents|cases|events|matters|contraventions)\b/giu, meaning: 'the $1' },
  {
    pattern: /,?\s*hereinafter\s+(?:meaning|referred\s+to\s+as|called)?\s*(?:["“][^"”]*["”])?\s*,?/giu,
    meaning: ', ',
  },
  { pattern: /\b(?:the\s+)?contravention\s+of\s+/giu, meaning: '' },
  // Street words: "outta" (out of), "got bagged" (arrested), "fellows" and "chaps" (people).
  { pattern: /\boutta\b/giu, meaning: 'out of' },
  { pattern: /\b(?:got|get|were|was)\s+bagged\b/giu, meaning: 'were arrested' },
  { pattern: /\bbagged\b/giu, meaning: 'arrested' },
  { pattern: /\b(?:fellows|chaps|blokes)\b/giu, meaning: 'people' },
  { pattern: /\bku\s+dlaya\b|\bku\s+dlayiwa\b/giu, meaning: 'killed' },
  { pattern: /\b(?:the\s+)?very\s+(?:1st|first)\b/giu, meaning: 'the earliest' },
  // "In 2019, when my great-aunt passed on, how many ...": a date in the asker's own life, said beside
  // the period, which asks nothing of the events.
  {
    pattern:
      /,\s*(?:when|the\s+year|the\s+month)\s+(?:my|our)\s+(?:[\p{L}'’-]+\s+){1,4}?(?:died|passed\s+(?:on|away)|was\s+born|were\s+born|got\s+married|married|retired|moved\s+\p{L}+|left\s+\p{L}+|emigrated)\s*,/giu,
    meaning: ',',
  },
  // "Of the three winter months, June, July and August, which one saw the most incidents?"
  {
    pattern: new RegExp(`(?<=${LISTED_MONTHS}[^?.!]{0,80}?)${WHICH_OF_THE_LISTED}`, 'giu'),
    meaning: 'which month',
  },
  {
    pattern: new RegExp(`(?<=${LISTED_DAYS}[^?.!]{0,80}?)${WHICH_OF_THE_LISTED}`, 'giu'),
    meaning: 'which day of the week',
  },
  // "Reporter has four ...", "The draft says ...", "Copy says ...": whose figure an editor checks.
  {
    pattern: word(
      '(?:(?:the|our|my)\\s+)?(?:reporter|draft|copy|piece|article|sub-?editor|journalist)\\s+(?:has|totals|says|writes|claims|states|puts|gives|reports|counts)(?:\\s+that)?',
    ),
    meaning: 'it is claimed that',
  },
  // "need it for a bar chart": the chart the figure goes in, not a bar where it happened.
  { pattern: word('(?:bar|pie|line|column|donut)\\s+(?:chart|graph)s?'), meaning: 'chart' },
  // "That will be the top bar of the chart", "the bar for the timeline": a bar of a chart is still no
  // bar where it happened.
  {
    pattern: word(
      '(?:the\\s+)?(?:top|first|biggest|tallest|longest|highest|next|last)?\\s*bars?\\s+(?:of|on|in|for)\\s+(?:the|my|our|a)\\s+(?:chart|graph|graphic|infographic|timeline)',
    ),
    meaning: 'chart',
  },
  // "Right figure for police officers as victims?": how many, asked as the figure to print.
  {
    pattern: word(
      '(?:the\\s+)?(?:right|correct|actual|real|true)\\s+(?:figure|number|count|total)\\s+(?:for|of)',
    ),
    meaning: 'how many',
  },
  // "a member of the South African Police Service was among the victims": a police officer.
  {
    pattern: word(
      '(?:an?\\s+)?member\\s+of\\s+(?:the\\s+)?(?:south\\s+african\\s+police\\s+service|police\\s+service|saps)',
    ),
    meaning: 'a police officer',
  },
  {
    pattern: word(
      'members\\s+of\\s+(?:the\\s+)?(?:south\\s+african\\s+police\\s+service|police\\s+service|saps)',
    ),
    meaning: 'police officers',
  },
  { pattern: word('(?:were|was|got|been|being)\\s+victimi[sz]ed'), meaning: 'were victims' },
  // "had no arrest been made at the time the release was issued": as every arrest is read anyway.
  {
    pattern: word(
      '(?:at\\s+the\\s+time|by\\s+the\\s+time)\\s+(?:the|its|each)\\s+release\\s+was\\s+(?:issued|published|released|sent\\s+out|put\\s+out)',
    ),
    meaning: 'at the time of the release',
  },
  // A claims handler's words: a "loss event" is an incident, its "perils" the crimes, the "book" the set held.
  { pattern: word('loss\\s+events'), meaning: 'incidents' },
  { pattern: word('loss\\s+event'), meaning: 'incident' },
  { pattern: word('(?:listed\\s+)?as\\s+one\\s+of\\s+the\\s+perils'), meaning: '' },
  { pattern: word('perils'), meaning: 'crimes' },
  { pattern: word('peril'), meaning: 'crime' },
  { pattern: word('on\\s+the\\s+book'), meaning: 'in the notebook' },
  { pattern: word('pull\\s+(?:up\\s+)?(?:the|all\\s+the)'), meaning: 'the' },
  // "FY2023, Jan-Dec": a financial year said to be the calendar year; a bare FY, whose months differ, is not read.
  {
    pattern: /\bFY\s*['’]?((?:19|20)\d{2})\s*,?\s*\(?\s*jan(?:uary)?\s*(?:-|–|to)\s*dec(?:ember)?\b\)?/giu,
    meaning: 'in $1',
  },
  // "YTD 2025", "year to date": the year named, to the latest release; "so far" adds nothing to it.
  { pattern: word('YTD|year[- ]to[- ]date'), meaning: 'in' },
  { pattern: word('(?:so|thus)\\s+far(?!\\s+as\\b)'), meaning: '' },
  {
    pattern: word(
      // A percentage change is read as one; only a change in counts is a difference.
      '(?<!(?:percentage|per\\s*cent|percent|%)\\s*)(?:the\\s+)?(?:(?:y/?y|yoy|year[- ]on[- ]year|annual)\\s+)?(?:change|difference|delta)\\s+(in\\s+[^?.,;:]{1,40}?\\s+)?from\\s+((?:19|20)\\d\\d)\\s+to\\s+((?:19|20)\\d\\d)',
    ),
    meaning: 'the difference $1between $2 and $3',
  },
  {
    pattern: word('(?:y/?y|yoy|year[- ]on[- ]year|annual)\\s+(?:change|difference|delta)'),
    meaning: 'difference',
  },
  { pattern: word('delta'), meaning: 'difference' },
  // "Killed, 2022 vs 2023 ... What's the YoY spread?": with two sides set against each other, the gap
  // between them; a spread alone ("the spread across provinces") is how they are spread.
  {
    pattern:
      /(?<=\b(?:vs\.?|versus|against)\s[\s\S]*)\b(?:(?:y\/?y|yoy|year[- ]on[- ]year)\s+)?spread\b|\b(?:(?:y\/?y|yoy|year[- ]on[- ]year)\s+)?spread\b(?=[\s\S]*\b(?:vs\.?|versus|against)\s)/giu,
    meaning: 'difference',
  },
  // "in the 2020s", "the decade of the 2010s", "during the 1990's": the ten years of that decade.
  {
    pattern:
      /\b(?:(?:in|during|over|throughout|across|for)\s+)?(?:the\s+)?(?:decade\s+(?:of\s+the\s+)?)?((?:19|20)\d)0['’]?s(?:\s+decade)?\b/giu,
    meaning: 'between $10 and $19',
  },
  // "over the last decade": the last ten years, not the latest incident.
  { pattern: word('(?:last|past|previous)\\s+decade'), meaning: 'last ten years' },
  // "Over the last decade, taken here as 1 January 2016 to 31 December 2025,": the dates say which
  // decade; read twice, it would be two periods to compare.
  {
    pattern:
      /\b(?:over|in|during|across|for)\s+the\s+(?:last|past|previous)\s+[\p{L}\s]{1,20}?,?\s+(?:taken\s+(?:here\s+)?as|defined\s+(?:here\s+)?as|meaning|i\.e\.,?|that\s+is,?)\s+(?:the\s+period\s+)?(?:from\s+)?(?=\d)/giu,
    meaning: 'from ',
  },
  { pattern: /,?\s*\b(?:in\s+|as\s+)?levels,?\s+not\s+(?:rates|per\s+capita)\b/giu, meaning: '' },
  { pattern: word('decedents?'), meaning: 'people killed' },
  // A map analyst's words: the incidents are points or features, the places polygons, the earliest
  // date the minimum event date.
  {
    pattern: /(?<=\bmunicipal(?:ity|ities)?\s+polygons?\b[\s\S]*)\b(which|what)\s+polygon\b/giu,
    meaning: '$1 municipality',
  },
  {
    pattern: /(?<=\bprovinc(?:e|es|ial)\s+polygons?\b[\s\S]*)\b(which|what)\s+polygon\b/giu,
    meaning: '$1 province',
  },
  {
    pattern:
      /\b(?:the\s+)?(?:highest|largest|biggest|greatest|max(?:imum)?)\s+(?:point|feature|incident)\s+count\b/giu,
    meaning: 'the most incidents',
  },
  { pattern: /\bends?\s+up\s+(?:with|having)\b/giu, meaning: 'has' },
  {
    pattern: /\b(?:min(?:imum)?)\s+(?:of\s+(?:the\s+)?)?(?:event|incident)?\s*date\b/giu,
    meaning: 'earliest incident date',
  },
  {
    pattern: /\b(?:max(?:imum)?)\s+(?:of\s+(?:the\s+)?)?(?:event|incident)?\s*date\b/giu,
    meaning: 'latest incident date',
  },
  // "how many women (female persons) were victims": the people named, said again in brackets.
  {
    pattern:
      /(?<=\b(?:wom[ae]n|girls|ladies|females?)\s*)\((?:i\.?e\.?,?\s*)?(?:female|women|girls|ladies)(?:\s+(?:and\s+girls|persons|people|individuals|victims))?\)/giu,
    meaning: '',
  },
  {
    pattern:
      /(?<=\b(?:m[ae]n|boys|males?)\s*)\((?:i\.?e\.?,?\s*)?(?:male|men|boys)(?:\s+(?:and\s+boys|persons|people|individuals|victims))?\)/giu,
    meaning: '',
  },
  // "a female suspect, whether arrested or merely sought by police": the suspects are all of them.
  {
    pattern:
      /,?\s*\bwhether\s+(?:arrested|charged|detained|caught)\s+or\s+(?:merely\s+|just\s+|only\s+|still\s+)?(?:sought|wanted|at\s+large|on\s+the\s+run)(?:\s+by\s+(?:the\s+)?police)?/giu,
    meaning: '',
  },
  // "exact category match", "crimes is a multi-value column": how the asker's tool matches, which
  // is how the notebook's crimes are matched anyway.
  {
    pattern: /,?\s*\b(?:exact|whole|full)\s+(?:category\s+|value\s+|word\s+|string\s+)?match\b/giu,
    meaning: '',
  },
  {
    pattern: /,?\s*\b[\p{L}_]+\s+(?:is|are)\s+an?\s+multi[- ]?valued?\s+(?:column|field|attribute)s?\b/giu,
    meaning: '',
  },
  {
    pattern: /\bmatch\s+(?:any|every)\s+(?:row|record|feature)\s+(?=that|which|where)/giu,
    meaning: 'count any incident ',
  },
  // "blanks as 0", "treat nulls as zero": an unstated figure adds nothing to a total, as it does here.
  {
    pattern:
      /[,;(-]?\s*\b(?:treat(?:ing)?\s+)?(?:blanks?|nulls?|empty\s+cells?|missing\s+values?)\s+(?:as|=)\s+(?:0|zero)\b\)?/giu,
    meaning: '',
  },
  // "where a release doesn't give a number, count it as zero": the same, said as a rule.
  {
    pattern:
      /[,;(-]?\s*\b(?:where|when|if)\s+(?:a|the|any)\s+(?:release|report|event|incident|case)\s+(?:doesn['’]?t|does\s+not|fails\s+to)\s+(?:give|state|say|have|list|record)\s+(?:a|the|any)\s+(?:number|figure|count)\s*,?\s*(?:count|treat|take|read)\s+(?:it|that|them)\s+as\s+(?:0|zero|nil|none|nothing)\b\)?/giu,
    meaning: '',
  },
  // A quiz's "Fill in the blank: in total, ____ police officers were ...": the blank is the count asked.
  { pattern: /\bfill\s+in\s+the\s+blank\s*[:,-]?\s*/giu, meaning: '' },
  { pattern: /_{2,}/gu, meaning: 'how many' },
  // "How many murder incidents were there more in Limpopo than in Mpumalanga?": "more" after its noun.
  {
    pattern:
      /\bhow\s+many\s+([\p{L}\s-]{1,40}?)\s+(were\s+there|are\s+there|happened|occurred)\s+more\s+(?=in\b)/giu,
    meaning: 'how many more $1 $2 ',
  },
  // "a police officer on or off duty": either, which restricts nothing.
  {
    pattern:
      /,?\s*\b(?:whether\s+)?(?:(?:on\s+or\s+off|off\s+or\s+on)(?:[- ]duty)?|(?:on|off)[- ]duty\s+or\s+(?:on|off)(?:[- ]duty)?)\b,?(?=\s|[.?!;:]|$)/giu,
    meaning: '',
  },
  // "the count of female victims than the count of male victims": the sides are the people, however
  // each is put as a count.
  {
    pattern:
      /(?<=\bthan\s+)(?:that\s+of\s+)?(?:the\s+)?(?:count|number|total|tally|figure)\s+of\s+(?=(?:female|male|women|men|child|adult)\w*\s+(?:victims|suspects)\b)/giu,
    meaning: '',
  },
  // "both ends included": a range counts its first and last day as it is.
  { pattern: /,?\s*\b(?:with\s+)?both\s+ends\s+(?:included|inclusive|counted)\b/giu, meaning: '' },
  // "jobs from 2024 only": that year, not the years since.
  { pattern: /\bfrom\s+((?:19|20)\d\d)\s+only\b/giu, meaning: 'in $1 only' },
  // "oi whats the tally", "lads how many": a call for attention.
  { pattern: /^\s*(?:oi|oy|oye|lads|chaps)\b[\s,!.]*/giu, meaning: '' },
  // "women n girls": texting's "n" for "and".
  { pattern: /(?<=\p{L}\s)n(?=\s\p{L})/gu, meaning: 'and' },
  // "Mornin", "countin only the ones": a spoken "-in'" for "-ing".
  {
    pattern:
      /\b(mornin|evenin|countin|lookin|askin|thinkin|wonderin|goin|doin|nothin|somethin|anythin|includin|excludin|happenin|talkin|gettin|takin|makin|sayin|workin|checkin|leavin|addin)['’]?(?![\p{L}'’])/giu,
    meaning: '$1g',
  },
  // "How much sharper is the count of women than of men?": a comparative the reader has no word for,
  // said of two sides set against each other, asks how much more one is.
  {
    pattern:
      /(?<=\bhow\s+much\s+)(?!(?:more|less|fewer|higher|lower|greater|bigger|larger|smaller|longer|shorter|older|younger|later|earlier|faster|slower|further|farther|safer|deadlier|bloodier|worse|better)\b)\p{L}{3,}er(?=\s+(?:is|was|were|are)\s+(?:the|a|an|it|this|that|its|their)\b[^?]*\bthan\b)/giu,
    meaning: 'more',
  },
];
