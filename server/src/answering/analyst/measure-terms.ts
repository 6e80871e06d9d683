import type { Dimension } from './intent';
import type { Measure, PeopleField } from './plan-vocabulary';
import type { Span } from './spans';

/**
 * What a question counts when it is not events: people ("how many suspects were arrested"),
 * their ages, or how many different places or crimes there are. Read from the question's own
 * words before the intent, so "how many victims" is a sum, never a count of events.
 */
export interface MeasureReading {
  measure: Measure;
  /** "The incident with the most arrests": rank single events by the measure. */
  perEvent: boolean;
  spans: Span[];
}

const EVENTS: MeasureReading = { measure: { kind: 'events' }, perEvent: false, spans: [] };

const FEMALE =
  /\b(?:wom[ae]n|female|girls?|ladies|lady|daughters?|mothers?|grandmothers?|sisters|wives|wife)\b/i;
const MALE = /\b(?:m[ae]n|male|boys?|sons?|fathers?|grandfathers?|brothers|husbands?)\b/i;
/**
 * Who an arrest counts: people in general, or offenders named by what they do ("how many poachers
 * were arrested", "zama zamas got bust"), whose crime the crime reader takes from the same noun.
 */
const ARRESTED_PEOPLE =
  '(?<=\\bof\\s+)them|people|persons|folks|men|guys|blokes|chaps|dudes|okes|ous|skelms|individuals|perpetrators|offenders|criminals|robbers|hijackers|poachers|rapists|murderers|killers|thieves|burglars|dealers|drug\\s+dealers|smugglers|traffickers|kidnappers|fraudsters|gunmen|attackers|assailants|thugs|crooks|gangsters|(?:gang|syndicate)\\s+members|zama[\\s-]?zamas|illegal\\s+miners';
/** An arrest said as a verb, slang included: "did the cops lock up", "arrest the most people". */
const ARREST_VERB =
  'arrest|arrested|nab|nabbed|catch|caught|lock\\s+up|locked\\s+up|bust|busted|detain|detained|apprehend|apprehended|collar|collared|pick\\s+up|round\\s+up';
const SUSPECTS = new RegExp(
  `\\b(?:suspects?|accused|culprits?|arrests?|arrested\\s+(?:people|persons|suspects|men|individuals)|(?<=\\b(?:total|number|how\\s+many)\\s+(?:were\\s+)?)(?:arrested|nabbed|busted|collared|locked\\s+up)|(?:${ARREST_VERB})(?=\\s+(?:the\\s+)?(?:most|fewest|more|fewer)\\s+(?:people|persons|suspects|${ARRESTED_PEOPLE}))|(?:${ARRESTED_PEOPLE})\\s+(?:did|have|has|had|het)\\s+(?:(?:the\\s+)?(?:police(?:\\s+officers)?|cops?|officers|saps|they)\\s+)?(?:(?:in\\s+total|altogether|actually|eventually|finally)\\s+)?(?:${ARREST_VERB})|(?:${ARRESTED_PEOPLE})\\s+(?:were\\s+|was\\s+|have\\s+been\\s+|had\\s+been\\s+|got\\s+|get\\s+)?(?:arrested|detained|apprehended|caught|held|nabbed|bust|busted|locked\\s+up|picked\\s+up|rounded\\s+up|taken\\s+into\\s+custody|put\\s+behind\\s+bars))\\b`,
  'i',
);
const VICTIMS =
  /\bvictims?\b|\bsurvivors?\b|\b(?:people|persons)\s+(?:who\s+)?(?:were\s+)?(?:killed|injured|hurt|attacked|harmed)\b/i;
/**
 * The words that ask for a count: "how many", "in total", "combined"; or an ask that is only the people
 * and where ("Suspects arrested in Madibeng and Rustenburg?"), which asks for them counted.
 */
const COUNT_OF =
  /\b(?:how\s+many|number\s+of|total|sum|count|tally|add(?:ing)?\s+up|altogether|in\s+all|combined)\b|^(?=\s*(?:the\s+)?(?:suspects|people|persons|folks|victims)\s+(?:arrested|detained|killed|injured|wounded|hurt|murdered)\b[^?.!]*(?:[.!]\s+[^?.!]{0,40})?\?\s*$)/i;
const ASKED_COUNT = /\b(?:how\s+many|number\s+of)\b/i;
/**
 * "how many suspects per incident", "killed per case", "per CIT/business robbery incident" (the crimes
 * blanked by now): a figure per event, which is their average.
 */
const PER_EVENT_WORDS = /\bper\s+(?:[/,&+]\s*)*(?:incident|event|case|release|record|row)\b/i;
/**
 * "adding up the arrests per case": the figures of the events added, not averaged; "car and truck
 * combined" joins the kinds counted (read and blanked by now, so more than one space before it), not
 * the figures.
 */
const ADDED_UP =
  /\b(?:add(?:s|ed|ing)?\s+up|sum(?:s|med|ming)?|totals?|altogether|in\s+all|(?<! {2})combined)\b/i;
const perEventAsked = (question: string) => (ADDED_UP.test(question) ? null : PER_EVENT_WORDS.exec(question));
/** "average", "mean", but not "I mean", which only corrects what came before it. */
const AVERAGE =
  /\b(?:average|(?<!\bi\s)mean|typical|median|mode(?=\s+(?:of|for)\b)|modal(?=\s+(?:value|age|number)\b)|most\s+(?:common|frequent)\s+(?:value|figure|number)(?=\s+(?:of|for)\b)|range(?=\s*(?:\([^)]*\)\s*)?(?:of|in)\s+(?:the\s+)?(?:stated\s+)?(?:number|ages?|suspects?|victims?|people|persons|figures?|counts?)\b))\b/i;
/**
 * "Expected fatalities per murder incident: mean victims killed ...": every word of averaging the ask
 * says, the first of which chose the statistic; a figure asked per incident has no average word.
 */
const averageWords = (question: string, average: RegExpExecArray) =>
  AVERAGE.test(question)
    ? [...question.matchAll(new RegExp(AVERAGE.source, 'gi'))]
        .filter((m) => statisticOf(m).statistic === statisticOf(average).statistic || TYPICAL.test(m[0]))
        .map(span)
    : [span(average)];

const TYPICAL = /^typical$/i;
/**
 * The averaging word a question asks by. "The typical portion - the median number of suspects": a
 * statistic named outright says which middle "typical" meant.
 */
function averageAsked(question: string): RegExpExecArray | null {
  const first = AVERAGE.exec(question);
  if (!first || !TYPICAL.test(first[0])) return first;
  const named = [...question.matchAll(new RegExp(AVERAGE.source, 'gi'))].find(
    (m) => statisticOf(m).statistic,
  );
  return named ?? first;
}

/** "the median age", "the mode of the number of victims": the middle or most frequent value, asked by name. */
const statisticOf = (average: RegExpExecArray) =>
  /^median$/i.test(average[0])
    ? { statistic: 'median' as const }
    : /^range$/i.test(average[0])
      ? { statistic: 'range' as const }
      : /^(?:mod(?:e|al)|most\s+(?:common|frequent)\s+\w+)$/i.test(average[0])
        ? { statistic: 'mode' as const }
        : {};
const AGE = /\bages?\b|\bhow\s+old\b/i;
const DISTINCT =
  /\b(?:how\s+many|number\s+of|count\s+of|count\s+(?:the\s+)?)\s*(?:different|distinct|separate|unique|individual)\s+(provinces?|municipalit(?:y|ies)|metros?|districts?|towns?|places?|areas?|locations?|cit(?:y|ies)|suburbs?|crimes?|crime\s+(?:types?|categories)|(?:kinds?|types?|categories)\s+of\s+crimes?|offen[cs]es|categories|months|years|days|(?:police\s+|saps\s+)?(?:stations?|precincts?))\b/i;
/** "how many provinces appear in these releases?", "how many towns are represented?": the different ones. */
const DISTINCT_BY_VERB =
  /\bhow\s+many\s+(provinces|municipalit(?:y|ies)|metros|districts|towns|places|cit(?:y|ies)|suburbs|months|years|(?:police\s+|saps\s+)?(?:stations|precincts)|(?:kinds?|types?|categories)\s+of\s+crimes?|crime\s+(?:types|categories))\s+(?:appear|are\s+(?:there|represented|covered|included|named|mentioned|listed|involved)|feature|show\s+up|come\s+up|do\s+(?:the|these)\s+(?:[\p{L}-]+\s+){0,2}?(?:cover|span|mention|name|include))\b/iu;
const PER_EVENT =
  /\b(?:the\s+)?most\s+(?:[\w-]+\s+){0,3}?(?:at\s+once|in\s+one\s+go|in\s+a\s+single\s+(?:swoop|go|raid|operation))\b|\b(?:biggest|largest|worst)\s+(?:[\w-]+\s+){0,4}?(?:job|incident|case|matter|docket|scene|attack|heist|bust|raid|operation|robbery|hijacking|shooting|murder)\s+(?:(?:measured|ranked|judged|counted)\s+)?by\s+(?:the\s+)?(?:number|count|total)\s+of\b|\b(?:single\s+)?(?:biggest|largest|worst|deadliest|bloodiest)\s+(?:single\s+)?(?:incident|event|case|attack)\s+(?:here\s+|of\s+all\s+)?by\s+|\b(?:the\s+)?(?:single\s+)?(?:incident|event|case|release|one|attack|crime)(?:\s+in\s+the\s+[\w-]+(?:\s+of\s+[\w-]+)?)?\s+(?:with|had|has|saw|involved|recorded|(?:that|which)\s+(?:had|has|saw|involved|recorded)|where)\s+(?:the\s+)?(most|largest|highest|biggest|greatest|fewest|smallest|lowest|least)\b|\b(?:in|at|from|during)\s+(?:a\s+|one\s+|any\s+)?(?:single|one)\s+(?:incident|event|case|operation|raid|bust|attack)\b|\b(?:in\s+connection\s+with|for|over)\s+(?:a\s+single|one|any\s+one)\s+(?:incident|event|case|operation|raid|bust|attack)\b|\b(?:biggest|largest)\s+single\s+(?:bust|raid|operation|incident|arrest)\b|\b(?:(?:which|what)\s+(?:single\s+)?|single\s+)(?:[\w-]+\s+){0,2}?(?<!\b(?:did|does|do|to|will|would|can|could)\s+)(?:incident|event|case|matter|docket|scene|attack|release|rape|murder|robbery|hijacking|carjacking|kidnapping|shooting|heist|bust|raid|burglary|break-in)\s+(?!(?:type|kind|category)\b)(?:[\w-]+,?\s+){1,4}?(?:the\s+)?(?:most|largest|highest|biggest|greatest|fewest|smallest|lowest|least)\b|\b(?:which|what)(?:\s+(?:one\s+)?of\s+the)?\s{2,}(?:(?!(?:provinc|municipalit|metro|district|town|place|cit(?:y|ies)|area|suburb|station|precinct|month|year|day|crime|kind|type|categor|region)\w*\b)[\w-]+\s+){0,3}?(?:had|has|saw|led\s+to|resulted\s+in|ended\s+with|involved|left|produced)\s+(?:the\s+)?(?:most|largest|highest|biggest|greatest|fewest|smallest|lowest|least)\b/i;
/**
 * "Which municipality would be the end of the line, the one with the most people killed?": "the one"
 * is the group the ask picks, not a single incident.
 */
const GROUP_PICKED_BY_ONE =
  /\b(?:which|what)\s+(?:provinc|municipalit|metro|district|town|place|cit(?:y|ies)|area|suburb|station|precinct|month|year|weekday|day|crime|kind|type|categor|region)\w*\b[^?]{0,80}?\bthe\s+one\s+(?:with|that|which|where|having)\b/i;
const asksPerEvent = (asked: string) => PER_EVENT.test(asked) && !GROUP_PICKED_BY_ONE.test(asked);
/**
 * "Out of all the robberies, which one led to the most arrests?": "one" is one of the incidents, unless
 * the question sets sides that "one" picks between ("Gauteng or KwaZulu-Natal, which one had the most").
 */
const WHICH_ONE =
  /\bwhich\s+one\s+(?:of\s+(?:them|these|those)\s+)?(?:had|has|saw|led\s+to|resulted\s+in|ended\s+with|involved|left|produced|caused)\s+(?:the\s+)?(?:most|largest|highest|biggest|greatest|fewest|smallest|lowest|least)\b/i;
/** "were any police officers hurt or killed", "did anyone get hurt or killed": an ask after any harm. */
const ANY_HARMED = /\b(?:any|anyone|anybody)\b/i;
const SETS_SIDES = /\b(?:or|between|vs\.?|versus|compar\w*|against)\b/i;
/**
 * "Which province had the most suspects arrested?", "Were more suspects arrested in 2019 or 2022?",
 * "top province by suspects arrested": a ranking or comparison by people, not by events.
 */
const MOST_PEOPLE =
  /(?<!\bat\s+)\b(?:most|more|fewer|fewest|least|highest|lowest|largest|greatest|biggest|smallest)\s+(?:number\s+of\s+|total\s+of\s+)?(?:\w+\s+)?(?:suspects?|arrests?|accused|victims?|people|persons|wom[ae]n|m[ae]n|girls|boys)\b|\b(?:top|rank(?:ed|ing)?|sort(?:ed)?|order(?:ed)?)\b[^?.]*?\bby\s+(?:the\s+)?(?:number\s+of\s+|total\s+(?:of\s+)?)?(?:\w+\s+)?(?:suspects?|arrests?|accused|victims?|people|persons|wom[ae]n|m[ae]n|girls|boys)\b/i;
/**
 * "Does the Western Cape column of suspects arrested exceed the KwaZulu-Natal column?": a comparison
 * said by its verb, of the people named.
 */
const SETS_SIDES_BY_VERB =
  /\b(?:exceed(?:s|ed)?|outnumber(?:s|ed)?|surpass(?:es|ed)?|outstrip(?:s|ped)?|outscore[ds]?)\b/i;
/** "in terms of suspects arrested", "measured by victims": the people a comparison or ranking counts. */
const MEASURED_BY =
  /\b(?:in\s+terms\s+of|measured\s+(?:by|in)|going\s+by|judged\s+by|as\s+measured\s+by)\s+(?:the\s+)?(?:number\s+of\s+|total\s+(?:number\s+of\s+)?)?(?=(?:\w+\s+)?(?:suspects?|arrests?|accused|victims?|people|persons|wom[ae]n|m[ae]n)\b)/i;
/** "the difference in suspects arrested between ...": the people compared; "difference" stays for the intent. */
const DIFFERENCE_IN =
  /(?<=\b(?:difference|gap|variance)\s+in\s+)(?:the\s+)?(?:number\s+of\s+|total\s+(?:number\s+of\s+)?)?(?=(?:\w+\s+)?(?:suspects?|arrests?|accused|victims?|people|persons|wom[ae]n|m[ae]n)\b)/i;
/** The decimals a question asks for ("to one decimal place"), as a measure's optional part. */
const decimalsOf = (precision: { decimals: number } | null): { decimals?: number } =>
  precision ? { decimals: precision.decimals } : {};

/** "what percentage were female", "the share of victims who were men": one sex as a share of both. */
const SEX_SHARE =
  /\b(?:wom[ae]n|female|m[ae]n|male)\s+(?:suspects|victims|accused)\s+as\s+an?\s+(?:proportion|percentage|share|fraction)\s+of\b|\b(?:percentage|per\s*cent|proportion|share|fraction)\b[^?]*?\b(?:were|was|are|is|being)\s+(?:wom[ae]n|female|girls?|m[ae]n|male|boys?)\b|%[^?]*?\b(?:were|was|are|is)\s+(?:wom[ae]n|female|m[ae]n|male)\b/i;
/** "whose sex is recorded": the people a share by sex is of, which the two fields already are. */
const SUSPECT_NOUN = /\b(?:suspects?|accused|perpetrators?|offenders?|culprits?)\b/i;
const SEX_STATED =
  /\b(?:whose\s+)?(?:sex|gender)(?:\s+(?:is|was|are|were)\s+(?:recorded|known|stated|given))?\b|\b(?:where|when)\s+(?:they|the\s+(?:releases?|reports?|police|record)|it)\s+(?:\w+ly\s+)?(?:(?:is|was|are|were)\s+)?(?:says?|said|states?|stated|tells?|told|recorded|known|given)\s+(?:if|whether)\s+(?:(?:it['’]?s|it\s+is|it\s+was|they['’]re|they\s+are|they\s+were|he\s+or\s+she\s+(?:is|was)|the\s+victims?\s+(?:is|was|are|were))\s+)?(?:an?\s+)?(?:m[ae]n|male|wom[ae]n|female)\s+or\s+(?:an?\s+)?(?:m[ae]n|male|wom[ae]n|female)\b|(?<=\b(?:wom[ae]n|female|girls?|m[ae]n|male|boys?)\b[^?.]{0,40}[?.!]*\s*)\b(?:only\s+)?(?:(?:the\s+ones|those|cases|incidents)\s+)?(?:where|when)\s+(?:it|they|the\s+(?:release|report)s?)\s+(?:\w+ly\s+)?(?:says?|states?|said|stated)\b(?!\s+(?:if|whether)\b)/gi;
/** "women", "women and girls": one sex, the girls or boys named beside the adults. */
const FEMALE_WORD = '(?:wom[ae]n|female|girls?)(?:\\s+(?:and|&)\\s+girls)?';
const MALE_WORD = '(?:m[ae]n|male|boys?)(?:\\s+(?:and|&)\\s+boys)?';
/** "were more women attacked than men": the harm that made them victims, said as a verb. */
const HARMED_WORDS = '(?:attacked|harmed|hurt|targeted|victimi[sz]ed|affected)';
const HARMED_VERB = `(?:\\s+${HARMED_WORDS})?`;
const HARMED = new RegExp(`\\b${HARMED_WORDS}\\b`, 'i');
const SET_AGAINST =
  '(?:\\s+victims?)?(?:\\s+(?:were|are|was|is)(?:\\s+there)?)?' +
  HARMED_VERB +
  '(?:\\s+(?:more|less)\\s+(?:numerous|common|frequent))?\\s+(?:or|than|vs\\.?|versus|and|compared\\s+(?:to|with)|outnumber(?:s|ed)?|exceed(?:s|ed)?)\\s+';
/** "... how many were female?": the count of one sex, asked after both were named. */
const ONE_SEX_ASKED =
  /\bhow\s+many(?:\s+of\s+(?:them|those|these))?\s+(?:were|was|are)\s+(?:female|women|woman|male|men|man)\s*\??\s*$/i;
/** "more women or men", "more female victims than male victims": the two sexes side by side, in the order asked. */
const WOMEN_OR_MEN = new RegExp(
  `\\b(?:more\\s+)?(?:(${FEMALE_WORD})${SET_AGAINST}${MALE_WORD}|(${MALE_WORD})${SET_AGAINST}${FEMALE_WORD})\\b`,
  'i',
);
/** "how many more", "how much higher", "by how many", "the difference": two figures asked as the gap between them. */
export const ASKS_DIFFERENCE =
  /\bhow (?:many|much) (?:more|fewer|less)\b|\bhow much (?:higher|lower|greater|bigger|larger|smaller)\b|\bby how (?:many|much)\b|\bby what margin\b|\bmargin\b|\bdifference\b|\bchange (?:in|of)\b|\byear[- ](?:on|over|to)[- ]year change\b/i;

/** "by what percentage", "the percentage change": two figures asked as a change in per cent. */
export const ASKS_PERCENT_CHANGE =
  /\bby\s+what\s+(?:percentage|per\s*cent|%)|\bpercentage\s+(?:increase|decrease|change|rise|drop|fall|growth|difference)\b|\bper\s*cent\s+(?:increase|decrease|change|rise|drop|fall|growth)\b|\bhow\s+many\s+per\s*cent\s+(?:more|fewer|less|higher|lower)\b|\bin\s+(?:percentage|per\s*cent(?:age)?|relative)\s+terms\b/i;

/** "killed or injured", "injured or killed": everyone harmed, either way. */
const HURT_OR_KILLED_EITHER =
  /\b(?:injured|wounded|hurt|killed|died|dead)\s+or\s+(?:were\s+)?(?:killed|died|dead|injured|wounded|hurt)\b/i;
const HURT_OR_KILLED_ALL = new RegExp(HURT_OR_KILLED_EITHER.source, 'gi');
/** "women and girls made up most of the victims", "the majority of victims were men". */
export const SEX_MAJORITY =
  /\b(wom[ae]n|females?|girls?|m[ae]n|males?|boys?)(?:\s+(?:and|or)\s+(?:wom[ae]n|females?|girls?|m[ae]n|males?|boys?))?\s+(?:made\s+up|make\s+up|were|are|formed|form)\s+(?:most|the\s+(?:majority|bulk)|more\s+than\s+half)\s+of\s+(?:all\s+)?(?:the\s+)?victims\b/i;

/** "hurt or wounded" names the injured twice; only a death beside an injury is both kinds of harm. */
const killingAmong = (m: RegExpExecArray | null) =>
  m && /\b(?:killed|died|dead|deaths|fatalities)\b/i.test(m[0]) ? m : null;

/** "were more people injured than killed", "killed or injured", "did the dead outnumber the wounded". */
const HURT_OR_KILLED =
  /\b(injured|wounded|hurt|injuries|killed|died|dead|deaths|fatalities)\s+(?:or|than|vs\.?|versus|against|compared\s+(?:to|with)|outnumber(?:ed|s)?|exceed(?:ed|s)?)\s+(?:were\s+|the\s+)?(?:(?:persons|people|victims)\s+)?(?:killed|died|dead|deaths|fatalities|injured|wounded|hurt|injuries)\b/i;

/**
 * People model v2, read from the question as asked (crime words such as "killed" are still in it):
 * the suspects by sex, and which victims were police officers, children, killed or injured.
 */
/**
 * "Counting all the accused across these cases, both those arrested and those still being sought, how
 * many were male?": the sex asked of the suspects named earlier in the sentence, however far back.
 */
const suspectsAskedBySex = (sex: string) =>
  `\\b(?:suspects|accused|culprits|perpetrators|offenders)\\b(?:(?!victims?\\b)[^?.]){1,200}?\\bhow\\s+many(?:\\s+of\\s+(?:them|those|these))?\\s+(?:were|are|was)\\s+(?:${sex})\\b`;
/**
 * "female suspects", "suspects who were women", "how many of the suspects across all these cases were
 * women", "how many women were identified as suspects".
 */
const FEMALE_SUSPECTS = new RegExp(
  `${/\bwom[ae]n\s+(?:[a-z]+\s+){0,2}?among\s+the\s+(?:suspects|accused|arrested)\b|\b(?:wom[ae]n|female|girls?)\s+(?:suspects?|accused|arrested|perpetrators?|offenders?)\b|\b(?:suspects?|accused|culprits?|perpetrators?|offenders?)\s+(?:(?:who\s+)?(?:were|was|are)\s+)?(?:wom[ae]n|female)\b|\b(?:suspects|accused|culprits|perpetrators|offenders)\b(?:(?!victims?\b)[^?.]){1,60}?\b(?:(?:were|are)\s+(?:(?:recorded|listed|identified|described|counted|given|named|shown|coded)\s+as\s+)?|(?<=\b(?:suspects|accused|culprits|perpetrators|offenders)\s+)(?:recorded|listed|identified|described|given|coded)\s+as\s+)(?:wom[ae]n|female)(?:\s+(?:or|and)\s+girls?)?\b|\bwom[ae]n\s+(?:were\s+|was\s+|have\s+been\s+|got\s+)?(?:arrested|detained|apprehended|nabbed|charged)\b|\bwom[ae]n\s+(?:were|was|are|is)\s+(?:(?:identified|named|listed|described|counted)\s+as\s+)?(?:the\s+)?(?:suspects|accused|perpetrators|offenders)\b/i.source}|${suspectsAskedBySex('wom[ae]n|female')}`,
  'i',
);
const MALE_SUSPECTS = new RegExp(
  `${/\bm[ae]n\s+(?:[a-z]+\s+){0,2}?among\s+the\s+(?:suspects|accused|arrested)\b|\b(?:m[ae]n|male|boys?)\s+(?:suspects?|accused|arrested|perpetrators?|offenders?)\b|\b(?:suspects?|accused|culprits?|perpetrators?|offenders?)\s+(?:(?:who\s+)?(?:were|was|are)\s+)?(?:m[ae]n|male)\b|\b(?:suspects|accused|culprits|perpetrators|offenders)\b(?:(?!victims?\b)[^?.]){1,60}?\b(?:(?:were|are)\s+(?:(?:recorded|listed|identified|described|counted|given|named|shown|coded)\s+as\s+)?|(?<=\b(?:suspects|accused|culprits|perpetrators|offenders)\s+)(?:recorded|listed|identified|described|given|coded)\s+as\s+)(?:m[ae]n|male)(?:\s+(?:or|and)\s+boys?)?\b|\bm[ae]n\s+(?:were\s+|was\s+|have\s+been\s+|got\s+)?(?:arrested|detained|apprehended|nabbed|charged)\b|\bm[ae]n\s+(?:were|was|are|is)\s+(?:(?:identified|named|listed|described|counted)\s+as\s+)?(?:the\s+)?(?:suspects|accused|perpetrators|offenders)\b/i.source}|${suspectsAskedBySex('m[ae]n|male')}`,
  'i',
);
const POLICE_VICTIMS =
  /\bpolice(?=\s+victims?\b|\s+(?:were|was|who\s+were)\s+(?:themselves\s+|self\s+)?(?:victims?|killed|murdered|shot|attacked|injured|wounded|harmed|targeted)\b)|\b(?:police\s*(?:officers?|men|women|members?)|policem[ae]n|policewom[ae]n|(?:saps|metro)\s+(?:members?|officers?)|members\s+of\s+(?:the\s+)?(?:(?:south\s+african\s+)?police(?:\s+service)?|saps|service)|(?:the\s+)?police\s+themselves|cops?|coppers|officers?)\b(?=[^?.]{0,60}\b(?:victims?|killed|murdered|shot|attacked|injured|wounded|died|targeted|harmed|duty)\b)|\b(?:victims?|killed|murdered|shot|attacked|injured|wounded)\b[^?.]{0,40}\b(?:police\s*(?:officers?|men|women|members?)|policem[ae]n|policewom[ae]n|cops?|coppers)\b/i;
const CHILD_VICTIMS =
  /(?<=\b(?:how\s+many|number\s+of|total\s+(?:number\s+of\s+)?|count\s+of|tally\s+of)\s+)(?:children|kids|minors|juveniles)\b(?![^?.]{0,60}\b(?:suspects?|accused|arrested|offenders?|perpetrators?|detained)\b)|\b(?:children|child|kids?|minors?|juveniles?|under[- ]?18s?|babies|baby|toddlers?|infants?)(?:\s+(?:under|below|younger\s+than)\s+(?:the\s+age\s+of\s+)?18)?\b(?=[^?.]{0,60}\b(?:victims?|killed|murdered|raped|died|harmed|hurt|injured|attacked|abused|kidnapped|affected)\b)|\b(?:victims?|killed|murdered|raped|died|harmed|hurt|injured|attacked|kidnapped)\b[^?.]{0,60}\b(?:children|child|kids?|minors?|juveniles?|under[- ]?18s?)\b/i;
const KILLED =
  /(?<=\b(?:people|persons|person|pipol|ppl)\s+(?:who\s+)?)die\b|\b(?:death\s+toll|killed|murdered|died|dead|deceased|deaths?|lives\s+(?:were\s+)?lost|lost\s+(?:their\s+|the\s+most\s+|most\s+)?lives|(?<=most\s)lives|fatalit(?:y|ies)|lives\s+(?:were\s+)?lost|(?<=\b(?:people|persons|souls)\s+)(?:were|was)\s+lost(?!\s+(?:their|his|her|a|an|the|to|in\s+the\s+system)\b)|shot\s+dead|slain|lost\s+(?:their|his|her)\s+li(?:ves|fe))\b/i;
const INJURED = /\b(?:injured|wounded|hurt|injuries)\b/i;
/** "injured but not killed", "survived with injuries": the injured, whom the rest only says lived. */
const INJURED_NOT_KILLED =
  /\b(?:injured|wounded|hurt),?\s+(?:(?:but|and)\s+)?(?:not|never|didn['’]?t|did\s+not)\s+(?:the\s+)?(?:killed|dead|died|die)\b|\b(?:injured|wounded|hurt)\s+(?:but\s+)?surviv(?:ed|ing)\b|\bsurviv(?:ed|ing)\s+(?:with|despite)\s+(?:(?:their|serious|minor|bad)\s+)?(?:injuries|wounds)\b|\bsurviv(?:ed|ing)\b[^?.]{0,30}?\bbut\s+(?:were\s+|was\s+)?(?:left\s+)?(?:injured|wounded|hurt)\b/i;

/** The words of a harm, each of which names the people the harm's field counts. */
const HARM_WORDS: Partial<Record<PeopleField, readonly RegExp[]>> = {
  injured_victims: [INJURED],
  killed_victims: [KILLED],
};

/** The people a single word names as harmed: "injured" and "wounded" the injured, "deaths" the killed. */
export function harmNamed(word: string): PeopleField | null {
  if (INJURED.test(word)) return 'injured_victims';
  if (KILLED.test(word)) return 'killed_victims';
  return null;
}

/** The v2 people field a question counts, with the words that say so; null when it counts none of them. */
const PEOPLE_V2_READINGS: readonly { pattern: RegExp; fromAsk: RegExp; field: PeopleField }[] = (
  [
    [FEMALE_SUSPECTS, 'female_suspects'],
    [MALE_SUSPECTS, 'male_suspects'],
    [POLICE_VICTIMS, 'police_victims'],
    [CHILD_VICTIMS, 'child_victims'],
    [INJURED_NOT_KILLED, 'injured_victims'],
    [KILLED, 'killed_victims'],
    [INJURED, 'injured_victims'],
  ] as const
).map(([pattern, field]) => ({
  pattern,
  // A global copy, so a search can start where the ask does.
  fromAsk: new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`),
  field,
}));

function peopleV2In(
  question: string,
): { field: PeopleField; words: RegExpExecArray; pattern: RegExp } | null {
  // "Police officers attacked: how many police officers were victims?": the people the ask counts, after
  // its "how many", before words that only head it.
  const askAt = COUNTS_PEOPLE_V2.exec(question)?.index ?? 0;
  for (const { pattern, fromAsk, field } of PEOPLE_V2_READINGS) {
    fromAsk.lastIndex = askAt;
    const words = fromAsk.exec(question) ?? pattern.exec(question);
    if (words) return { field, words, pattern };
  }
  return null;
}

/** "... were in the Western Cape", "... died in KwaZulu-Natal": the part of a share is a place. */
const SHARE_BY_PLACE =
  /\b(?:were|was|happened|occurred|died|took\s+place|fell)\s+(?:in|at)\s+(?:the\s+)?\p{Lu}/u;

/** Between a share word and the people it is a share of: "share of all the", "percentage of". */
const SHARE_OF_PEOPLE =
  /^\s*of\s+(?:all\s+)?(?:the\s+)?(?:(?:everyone|everybody|those|people|persons)\s+(?:who\s+|that\s+)?)?(?:[\p{L}-]+\s+)?$/iu;

/** A share asked for; "share" the verb ("to share the number with the parents") is none. */
export const SHARE_WORD =
  /\b(?:percentage|per\s*cent|proportion|fraction)\b|%|\b(?:what|which|the|a|its|their|this|that)\s+share\b|\bshare\s+of\b/i;
/** Victims of a kind, each a part of all victims. */
const VICTIM_KINDS: ReadonlySet<PeopleField> = new Set([
  'child_victims',
  'police_victims',
  'killed_victims',
  'injured_victims',
]);

/**
 * People counted, not events: "how many people were killed", "the number of female suspects", "total
 * injured", "Injured victims total, ...", "total fatalities for incidents dated ...", "the difference in people killed between ...";
 * or an ask that is only the people and where ("People killed in the Free State?").
 */
const COUNTS_PEOPLE_V2 =
  /^(?=\s*(?:the\s+)?(?:injured|wounded|hurt|killed|dead)\s+(?:people|persons|victims|suspects)\s+(?:total|in\s+total|altogether|count|tally|sum)\b)|^(?=\s*(?:the\s+)?(?:fatalities|deaths|casualties)\s+(?:total|in\s+total|altogether|count|tally|sum)\b)|^(?=\s*(?:the\s+)?(?:people|persons|folks|victims|suspects)\s+(?:killed|injured|wounded|hurt|murdered|arrested)\b[^?.!]*(?:[.!]\s+[^?.!]{0,40})?\?\s*(?:\([^()]*\)?\s*)?$)|^(?=\s*(?:the\s+)?(?:(?:people|persons|folks|victims|suspects)\s+)?(?:killed|injured|wounded|hurt|arrested)\b(?:\s*\(n\))?,?\s+(?:by|per|each|every|for\s+each)\s+(?:year|yr|month|province|municipality|quarter|weekday|day|town|crime)s?\b)|\b(?:how\s+many|number\s+of|total(?:\s+number)?\s+of|sum\s+of|count\s+of|tally\s+of|add(?:ed|ing)?\s+up(?:\s+all)?(?:\s+the)?|tot(?:ted|ting)?\s+up(?:\s+all)?(?:\s+the)?|total|(?:difference|gap|change|delta|variance)\s+(?:in|between|of))(?:\s+|(?=\s*[?.!]?\s*(?:\([^()]*\)?\s*)?$))(?!(?:(?!fatalit|deaths|decedent|victims|people|persons|killed|injured|suspects|arrests|(?:across|in|over|for|from|throughout|within|among|amongst|between)\b)\w+\s+){0,2}?(?:incidents?|events?|cases?|releases?|reports?|crimes?|attacks?|murders?|matters?|dockets?)\b)/i;
/** "which province had the most child victims", "were more cops among the victims in A than in B": a ranking or comparison by a v2 field. */
const RANKED_PEOPLE_V2 =
  /\b(?:worst|deadliest|biggest|largest|bloodiest)\s+(?:single\s+)?(?:incidents?|events?|cases?|attacks?)\s+(?:[\w-]+\s+){0,2}?(?:by|in\s+terms\s+of)\s+(?:the\s+)?(?:number\s+of\s+)?|\b(?:most(?!\s+recent)(?!\s+(?:common|frequent)\s+(?:value|figure|number)\b)|more|fewer|highest|higher|largest|larger|biggest|greatest|fewest|least|lowest|lower)\s+(?:number\s+of\s+)?|\b(?:top|rank(?:ed)?|sort(?:ed)?|order(?:ed)?)\b[^?.]*?\bby\s+(?:the\s+)?(?:number\s+of\s+)?|\b(?:in\s+terms\s+of|measured\s+(?:by|in)|going\s+by|judged\s+by)\s+(?:the\s+)?(?:number\s+of\s+)?/i;

/**
 * "How many people were killed?", "How many children were victims?", "the total of female
 * suspects": a sum over the v2 people fields. `asked` is the question as written.
 */
export function readPeopleV2Measure(asked: string): MeasureReading | null {
  const read = readPeopleV2MeasureOnly(asked);
  if (!read || !measuresChildren(read.measure)) return read;
  // "child victims, under 18": the age says what a child is, which the field already holds.
  return { ...read, spans: [...read.spans, ...[...asked.matchAll(UNDER_EIGHTEEN)].map(span)] };
}

const UNDER_EIGHTEEN = /\b(?:aged\s+)?(?:under|below|younger\s+than)\s+(?:the\s+age\s+of\s+)?18\b/gi;

function measuresChildren(measure: Measure): boolean {
  if (measure.kind === 'ratio') return measure.part === 'child_victims';
  return (measure.kind === 'sum' || measure.kind === 'average') && measure.field === 'child_victims';
}

/** After a share word: the incidents that had one such person at least, not the people themselves. */
const INCIDENTS_WITH_ONE =
  /^(?:(?:what|which|the|a|its|their|this|that)\s+)?\S+\s{2,}[?.!]?\s*$|^(?:(?:what|which|the|a|its|their|this|that)\s+)?\S+\s+(?:of\s+(?:all\s+)?(?:the\s+)?(?:\w+\s+)?(?:incidents|cases|events|dockets)\s+)?(?:had|has|have|involved|included|saw)\s+(?:a|an|any|at\s+least\s+one|one\s+or\s+more)\b|^(?:(?:what|which|the|a|its|their|this|that)\s+)?\S+\s+of\s+(?:all\s+)?(?:the\s+)?(?:incidents|cases|events|dockets)\s*(?:[?.!]|$)/i;

/** The dead and the hurt counted together: "dead and wounded together", "killed plus injured". */
const HARMED_TOGETHER =
  /\b(?:dead|killed|deaths)\s+(?:and|plus|&)\s+(?:the\s+)?(?:wounded|injured|hurt)\b|\b(?:wounded|injured|hurt)\s+(?:and|plus|&)\s+(?:the\s+)?(?:dead|killed)\b|(?<!\bfatal\s|\bnon-?fatal\s)\bcasualt(?:y|ies)\b(?!\s+(?:reports?|lists?|wards?|units?|departments?|sections?))/i;

const HARMED_TOGETHER_ALL = new RegExp(HARMED_TOGETHER.source, 'gi');

/** "the deadliest incident", "which province was deadliest": ranked by the people killed. */
const DEADLIEST = /\b(?:deadliest|most\s+(?:deadly|lethal)|bloodiest)\b/i;
/**
 * "the deadliest single incident", "which incident (in Gauteng) was the deadliest": one event, not a
 * group.
 */
const DEADLIEST_EVENT =
  /\b(?:deadliest|most\s+(?:deadly|lethal)|bloodiest)\s+(?:single\s+)?(?:incident|event|case|attack|release|one)\b|\b(?:which|what)\s+(?:single\s+)?(?:incident|event|case|attack)\s+(?:[^?.,]{1,60}?\s+)?(?:was|is)\s+(?:the\s+)?(?:deadliest|most\s+(?:deadly|lethal)|bloodiest)\b/i;

/** "what percentage were killed", "the share who were injured": the part of everyone harmed asked for. */
const HARMED_PART =
  /\b(?:were|was|who\s+(?:were|was)|that\s+(?:were|was))\s+(killed|dead|injured|wounded|hurt)\b|\b(?:casualt(?:y|ies)|who|that|percentage|per\s*cent|proportion|share|fraction)\s+(died|survived)\b/i;

/**
 * "Of all the people killed or injured, what percentage were killed? Use killed plus injured as the
 * base": the killed (or injured) as a per cent of everyone harmed.
 */
function killedOrInjuredShare(asked: string): MeasureReading | null {
  const share = SHARE_WORD.exec(asked);
  const base = HARMED_TOGETHER.exec(asked) ?? killingAmong(HURT_OR_KILLED_EITHER.exec(asked));
  const part = HARMED_PART.exec(asked);
  if (!share || !base || !part) return null;
  const killed = /^(?:killed|dead|died)$/i.test(part[1] ?? part[2] ?? '');
  const precision = precisionIn(asked);
  return {
    measure: {
      kind: 'ratio',
      part: killed ? 'killed_victims' : 'injured_victims',
      whole: 'harmed_victims',
      ...decimalsOf(precision),
    },
    perEvent: false,
    spans: [
      ...[...asked.matchAll(HARMED_TOGETHER_ALL)].map(span),
      ...[...asked.matchAll(HURT_OR_KILLED_ALL)].map(span),
      span(part),
      span(share),
      ...(precision ? [span(precision.words)] : []),
    ],
  };
}

/** "For every person killed, how many were injured?": one people figure for each one of another. */
const FOR_EVERY =
  /\bfor\s+(?:every|each)\s+(?:single\s+)?(?:one\s+)?(?:person\s+|people\s+|victim\s+|suspect\s+)?((?:fe)?male\s+victim|wom[ae]n|m[ae]n|killed|dead|murdered|injured|wounded|hurt|arrested|arrest|victim|suspect)\b[^?.]*?\bhow\s+many\s+(?:more\s+)?(?:people\s+|persons\s+|victims\s+|suspects\s+)?(?:were\s+|got\s+|are\s+)?((?:fe)?male\s+victims|wom[ae]n|m[ae]n|killed|dead|murdered|injured|wounded|hurt|arrested|victims|suspects)\b/i;
/** "How many male victims are there for every female victim?": the figure asked first, the one it is per after. */
const HOW_MANY_FOR_EVERY =
  /\bhow\s+many\s+(?:more\s+)?(?:people\s+|persons\s+)?((?:fe)?male\s+victims|wom[ae]n|m[ae]n|killed|dead|murdered|injured|wounded|hurt|arrested|victims|suspects)\b[^?.]*?\bfor\s+(?:every|each)\s+(?:single\s+)?(?:one\s+)?(?:person\s+|people\s+)?((?:fe)?male\s+victim|wom[ae]n|m[ae]n|killed|dead|murdered|injured|wounded|hurt|arrested|arrest|victim|suspect)\b/i;

function fieldOfWord(word: string): PeopleField {
  if (/^(?:female|wom[ae]n)/i.test(word)) return 'female_victims';
  if (/^(?:male|m[ae]n)/i.test(word)) return 'male_victims';
  if (/^(?:killed|dead|murdered)$/i.test(word)) return 'killed_victims';
  if (/^(?:injured|wounded|hurt)$/i.test(word)) return 'injured_victims';
  if (/^(?:arrested|arrest|suspects?)$/i.test(word)) return 'suspects_arrested';
  return 'victims';
}

/**
 * "total victims injured divided by total victims killed", "injured over killed": one people figure
 * per one of another, written as a division.
 */
const PEOPLE_WORD =
  '(?:(?:fe)?males?(?:\\s+victims)?|wom[ae]n|m[ae]n|killed|dead|murdered|injured|wounded|hurt|arrested|victims|suspects)';
const DIVIDED_BY = new RegExp(
  `\\b(?:(?:the\\s+)?total\\s+(?:number\\s+of\\s+)?)?(?:victims\\s+|people\\s+|persons\\s+|person\\s+|suspects\\s+)?(?:(?:were|was)\\s+)?(${PEOPLE_WORD})\\s+(?:divided\\s+by|over|per)\\s+(?:the\\s+)?(?:total\\s+(?:number\\s+of\\s+)?)?(?:victims\\s+|people\\s+|persons\\s+|person\\s+|suspects\\s+)?(?:(?:were|was)\\s+)?(${PEOPLE_WORD})\\b`,
  'i',
);

/** "the ratio of male victims to female victims", "ratio of people killed to people injured". */
const RATIO_OF = new RegExp(
  `\\bratio\\s+of\\s+(?:the\\s+)?(?:total\\s+(?:number\\s+of\\s+)?)?(?:victims\\s+|people\\s+|persons\\s+|person\\s+|suspects\\s+)?(?:(?:were|was)\\s+)?(${PEOPLE_WORD})\\s+to\\s+(?:the\\s+)?(?:total\\s+(?:number\\s+of\\s+)?)?(?:victims\\s+|people\\s+|persons\\s+|person\\s+|suspects\\s+)?(?:(?:were|was)\\s+)?(${PEOPLE_WORD})\\b`,
  'i',
);

function forEveryOne(asked: string): MeasureReading | null {
  const forEvery = FOR_EVERY.exec(asked);
  const howMany = forEvery ? null : HOW_MANY_FOR_EVERY.exec(asked);
  const divided = forEvery || howMany ? null : (DIVIDED_BY.exec(asked) ?? RATIO_OF.exec(asked));
  const m = forEvery ?? howMany ?? divided;
  if (!m) return null;
  const [wholeWord, partWord] = forEvery ? [m[1], m[2]] : [m[2], m[1]];
  const [whole, part] = [fieldOfWord(wholeWord ?? ''), fieldOfWord(partWord ?? '')];
  if (whole === part) return null;
  const precision = precisionIn(asked);
  return {
    measure: {
      kind: 'ratio',
      part,
      whole,
      per: 'one',
      ...decimalsOf(precision),
    },
    perEvent: false,
    spans: [span(m), ...(precision ? [span(precision.words)] : [])],
  };
}

/** Two figures asked in one breath: "respectively", or "how many ... and how many ...". */
const TWO_FIGURES_ASKED = /\brespectively\b|\bhow\s+many\b[^?.]*\band\s+how\s+many\b/i;
/** The words that name each people figure, for two of them asked together. */
const FIGURE_WORDS: readonly (readonly [RegExp, PeopleField, PeopleField?])[] = [
  [/\b(?:children|child\s+victims|kids|minors)\b/gi, 'child_victims'],
  [/\b(?:wom[ae]n|females?|girls)\b/gi, 'female_victims', 'female_suspects'],
  [/\b(?:m[ae]n|males?|boys)\b/gi, 'male_victims', 'male_suspects'],
  [/\b(?:killed|dead|deaths|died|fatalities)\b/gi, 'killed_victims'],
  [/\b(?:injured|wounded|hurt|injuries)\b/gi, 'injured_victims'],
  [/\b(?:arrested|arrests)\b/gi, 'suspects_arrested'],
];
const SUSPECTS_NAMED = /\b(?:suspects?|accused|perpetrators?|offenders?)\b/i;

/**
 * "the total numbers of people killed and of people injured, respectively", "how many of the victims
 * were children and how many were female": both figures, side by side in the order asked.
 */
function twoFiguresAsked(asked: string): MeasureReading | null {
  if (!TWO_FIGURES_ASKED.test(asked)) return null;
  const ofSuspects = SUSPECTS_NAMED.test(asked) && !/\bvictims?\b/i.test(asked);
  const found = FIGURE_WORDS.flatMap(([pattern, field, suspectsField]) =>
    [...asked.matchAll(pattern)].map((words) => ({
      field: ofSuspects && suspectsField ? suspectsField : field,
      words,
    })),
  ).sort((a, b) => a.words.index - b.words.index);
  const [first] = found;
  const second = found.find((f) => f.field !== first?.field);
  if (!first || !second) return null;
  const between = asked.slice(first.words.index + first.words[0].length, second.words.index);
  if (!/\band\b/i.test(between) || between.length > 60) return null;
  return {
    measure: { kind: 'fields', fields: [first.field, second.field] },
    perEvent: false,
    spans: [span(first.words), span(second.words), ...[...asked.matchAll(/\brespectively\b/gi)].map(span)],
  };
}

function readPeopleV2MeasureOnly(asked: string): MeasureReading | null {
  const both = twoFiguresAsked(asked);
  if (both) return both;
  // The superlative stays for the intent to read as a ranking.
  if (DEADLIEST.test(asked))
    return {
      measure: { kind: 'sum', field: 'killed_victims' },
      perEvent: asksPerEvent(asked) || DEADLIEST_EVENT.test(asked),
      spans: [],
    };
  const perOne = forEveryOne(asked);
  if (perOne) return perOne;
  const harmedShare = killedOrInjuredShare(asked);
  if (harmedShare) return harmedShare;
  // "the most victims all told, dead and wounded together": everyone harmed, one figure.
  const together = HARMED_TOGETHER.exec(asked);
  // "Among the casualties, how many children were victims": the children or officers among them are
  // what is counted, as the field that holds them.
  const among = together ? peopleV2In(asked) : null;
  if (together && among && (among.field === 'child_victims' || among.field === 'police_victims'))
    return {
      measure: { kind: 'sum', field: among.field },
      perEvent: false,
      spans: [span(together), span(among.words)],
    };
  if (together)
    return {
      measure: { kind: 'sum', field: 'harmed_victims' },
      perEvent: asksPerEvent(asked) || DEADLIEST_EVENT.test(asked),
      spans: [span(together)],
    };
  const hurtOrKilled = killingAmong(HURT_OR_KILLED.exec(asked));
  // "did any cops get hurt or killed": whether anyone was harmed at all, not which harm was commoner.
  // "How many victims were killed or injured?": everyone harmed, one sum; set side by side only when
  // the question weighs one against the other ("more killed than injured", "killed or injured: which?").
  const oneSum =
    hurtOrKilled !== null &&
    /\s+or\s+/i.test(hurtOrKilled[0]) &&
    (COUNTS_PEOPLE_V2.test(asked) || ANY_HARMED.test(asked)) &&
    !RANKED_PEOPLE_V2.test(asked) &&
    !/\bwhich\b/i.test(asked);
  // "how many of the cops were victims, hurt or killed": the harm only qualifies victims of a kind.
  const kind = hurtOrKilled && oneSum ? peopleV2In(asked) : null;
  if (hurtOrKilled && kind && (kind.field === 'police_victims' || kind.field === 'child_victims'))
    return {
      measure: { kind: 'sum', field: kind.field },
      perEvent: false,
      spans: [span(kind.words), span(hurtOrKilled)],
    };
  if (hurtOrKilled && oneSum)
    return {
      measure: { kind: 'sum', field: 'harmed_victims' },
      perEvent: false,
      spans: [span(hurtOrKilled)],
    };
  if (hurtOrKilled) {
    const injuredFirst = /^(?:injured|wounded|hurt|injuries)$/i.test(hurtOrKilled[1] ?? '');
    return {
      measure: {
        kind: 'fields',
        fields: injuredFirst ? ['injured_victims', 'killed_victims'] : ['killed_victims', 'injured_victims'],
      },
      perEvent: false,
      spans: [span(hurtOrKilled)],
    };
  }
  const ranked = RANKED_PEOPLE_V2.exec(asked);
  const read = peopleV2In(asked);
  // "the worst for people getting hurt, like the single incident with the most injured": the people
  // the superlative ranks by are those named after it.
  const rankedBy = ranked ? peopleV2In(asked.slice(ranked.index)) : null;
  if (ranked && rankedBy) {
    // The superlative stays for the intent to read; only the people words are the measure's.
    const at = ranked.index + rankedBy.words.index;
    // Every word of that harm names them too ("people getting hurt but surviving").
    const harm = [
      ...(HARM_WORDS[rankedBy.field] ?? []),
      ...(rankedBy.field === 'injured_victims' ? [INJURED_NOT_KILLED] : []),
    ];
    return {
      measure: { kind: 'sum', field: rankedBy.field },
      perEvent: asksPerEvent(asked),
      spans: [
        { start: at, end: at + rankedBy.words[0].length },
        ...harm
          .flatMap((pattern) => [...asked.matchAll(new RegExp(pattern.source, 'gi'))].map(span))
          .filter((s) => s.end <= ranked.index || s.start >= ranked.index + ranked[0].length),
      ],
    };
  }
  // "Counting child victims, which province has the largest number of them?": the superlative ranks by
  // the people named before it and pointed back to.
  if (
    ranked &&
    read &&
    /^\s*(?:(?:number|total|count)\s+of\s+)?(?:them|those|these)\b/i.test(
      asked.slice(ranked.index + ranked[0].length),
    )
  )
    return {
      measure: { kind: 'sum', field: read.field },
      perEvent: asksPerEvent(asked),
      spans: [span(read.words)],
    };
  const share = SHARE_WORD.exec(asked);
  // "what percentage had a child as a victim", "cop among victims: % of incidents?": a share of the
  // incidents, each with one at least.
  // "proportion question: what percentage of incidents had at least one child victim?": any share word.
  // "Of the incidents that state ..., what percentage had at least one child victim?": a share whose
  // part other readers took whole (blanked, so only spaces follow the share word) is of incidents too.
  const ofIncidents = [...asked.matchAll(new RegExp(SHARE_WORD.source, 'gi'))].some((m) =>
    INCIDENTS_WITH_ONE.test(asked.slice(m.index)),
  );
  // "What share of all police victims were in the Western Cape?": a share by place, read below.
  const byPlace = SHARE_BY_PLACE.test(asked.slice(read ? read.words.index : 0));
  if (
    share &&
    read &&
    !ofIncidents &&
    !byPlace &&
    VICTIM_KINDS.has(read.field) &&
    /\bvictims?\b/i.test(asked)
  ) {
    // "What percentage of all victims were children?": the kind's total as a share of all victims.
    const precision = precisionIn(asked);
    return {
      measure: {
        kind: 'ratio',
        part: read.field,
        whole: 'victims',
        ...decimalsOf(precision),
      },
      perEvent: false,
      spans: [
        span(share),
        span(read.words),
        ...[...asked.matchAll(/\bvictims?\b/gi)].map(span),
        ...(precision ? [span(precision.words)] : []),
      ],
    };
  }
  // "What percentage of suspects were women" takes one kind within a group, read below; here the
  // people are a plain noun phrase.
  const plainPeople = read && !/\b(?:were|was|are|is)\b/i.test(read.words[0]);
  if (
    share &&
    read &&
    plainPeople &&
    SHARE_OF_PEOPLE.test(asked.slice(share.index + share[0].length, read.words.index))
  ) {
    // "What share of all the deaths happened in the Eastern Cape?": the people, counted where the
    // question says, as a share of all of them.
    const named = [...asked.matchAll(new RegExp(read.pattern.source, 'gi'))].map(span);
    return { measure: { kind: 'sum', field: read.field }, perEvent: false, spans: named };
  }
  const average = averageAsked(asked) ?? perEventAsked(asked);
  if (average && read && !AGE.test(asked)) {
    // "the mean number killed per incident": the average of a v2 field over the events that state it.
    const precision = precisionIn(asked);
    return {
      measure: {
        kind: 'average',
        field: read.field,
        ...decimalsOf(precision),
        ...statisticOf(average),
      },
      perEvent: false,
      // "incidents that state a number of deaths ... the mean number of people killed": every word of them.
      spans: [
        ...averageWords(asked, average),
        ...[...asked.matchAll(new RegExp(read.pattern.source, 'gi'))].map(span),
        ...(precision ? [span(precision.words)] : []),
      ],
    };
  }
  const count = COUNTS_PEOPLE_V2.exec(asked);
  if (!count || !read) return null;
  // "women suspects, how many in total?": the people named as a heading before the count word.
  const heading = /^[\s,:;–—-]*$/.test(asked.slice(read.words.index + read.words[0].length, count.index));
  // "SAPS members among the victims, NW and NC combined - how many?", "SAPS members as victims, total
  // across all incidents?": the count asked last, of the people named first. An aside in brackets after it ("(the city, not the whole province)") says where.
  const askedLast =
    /^\s*(?:in\s+total|altogether|all\s+together|(?:across|over|in|for)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|these\s+|those\s+)?(?:incidents|cases|events|releases|reports))?\s*,?\s*(?:please|pls|plz|thanks|thank\s+you)?\s*[?.!]*\s*$/i.test(
      asked
        .slice(count.index + count[0].length)
        .replace(/^(?:number|total)\b/i, '')
        .replace(/\([^()]*\)?/g, ' '),
    );
  // "One figure for the injuries chart: how many people were injured": the people named again after the count.
  const namedAfter = [...asked.matchAll(new RegExp(read.pattern.source, 'gi'))].some(
    (m) => m.index > count.index,
  );
  if (read.words.index < count.index && !heading && !askedLast && !namedAfter) return null;
  // "abantwana, I mean children": every place the question names them, and for the hurt or the dead
  // every word of that harm ("how many were wounded, I mean hurt but not killed").
  const named = [read.pattern, ...(HARM_WORDS[read.field] ?? [])].flatMap((pattern) =>
    [...asked.matchAll(new RegExp(pattern.source, 'gi'))].map(span),
  );
  return { measure: { kind: 'sum', field: read.field }, perEvent: false, spans: named };
}

function dimensionOfWord(word: string): Dimension {
  const w = word.toLowerCase();
  if (w.startsWith('province')) return 'province';
  if (/^(?:municipalit|metro|district)/.test(w)) return 'municipality';
  if (/station|precinct/.test(w)) return 'station';
  if (/^(?:month)/.test(w)) return 'month';
  if (/^(?:year)/.test(w)) return 'year';
  if (/^(?:day)/.test(w)) return 'weekday';
  if (/crime|offen|kind|type|categor/.test(w)) return 'crime';
  return 'place';
}

function span(m: RegExpExecArray): Span {
  return { start: m.index, end: m.index + m[0].length };
}

/** Which victims: women when only female words are used, men when only male words, else all. */
function victimField(text: string): PeopleField {
  const asked = ONE_SEX_ASKED.exec(text);
  if (asked) return FEMALE.test(asked[0]) ? 'female_victims' : 'male_victims';
  const female = FEMALE.test(text);
  const male = MALE.test(text);
  if (female && !male) return 'female_victims';
  if (male && !female) return 'male_victims';
  return 'victims';
}

/**
 * Arrests a question filters on rather than counts: "led to an arrest", "where at least one suspect
 * was arrested", "in which suspects were arrested", "with an arrest" (but not "with the most arrests",
 * nor "which province saw more suspects arrested", which counts them).
 */
const ARREST_CONDITION =
  /\b(?:(?:led|lead|leads|leading|resulted|resulting|end|ends|ended|ending)\s+(?:to|in|with)\s+(?:an?\s+|any\s+|at\s+least\s+one\s+)?arrests?|(?:make|makes|made|making)\s+(?:an?|any)\s+arrests?|followed\s+by\s+(?:an?\s+|any\s+)?arrests?|(?:where|in\s+which|with|that|which|when|whose)\s+(?:(?!(?:most|fewest|more|fewer|largest|highest|biggest|greatest|smallest|lowest)\b)\w+\s+){0,6}?(?:arrested|arrests?|apprehended|caught|nabbed|detained|taken\s+in(?:to\s+custody)?|locked\s+up)(?:\s+(?:was|were|had\s+been|has\s+been|is|are)\s+(?:made|effected|recorded))?)\b(?!\s+(?:the\s+)?(?:most|fewest|more|fewer)\b)/gi;

/** "Excluding the incidents in which no one was arrested": the cases named are the ones left out. */
export const LEAVING_OUT =
  /\b(?:excluding|exclude|leaving\s+(?:out|aside)|leave\s+(?:out|aside)|except(?:\s+for)?|apart\s+from|aside\s+from|not\s+counting|without\s+counting|ignoring|ignore|setting\s+aside|set\s+aside|other\s+than)\s+(?:the\s+|all\s+|any\s+)?(?:incidents?|cases?|events?|ones|those|dockets?)?\s*(?:in\s+which|where|with|that\s+(?:had|ended\s+with)|which\s+(?:had|ended\s+with)|that|which)?\s*$/i;

/** Where a question puts a condition on arrests while it counts or averages people, with the words that leave its cases out. */
export function arrestConditions(question: string): Span[] {
  return [...question.matchAll(ARREST_CONDITION)].map((m) => {
    const before = LEAVING_OUT.exec(question.slice(Math.max(0, m.index - 60), m.index));
    return { start: m.index - (before?.[0].length ?? 0), end: m.index + m[0].length };
  });
}

/** The people field a question is about, if it names one. */
function peopleFieldIn(text: string): PeopleField | null {
  const victims = VICTIMS.exec(text);
  const suspects = SUSPECTS.exec(text);
  if (victims && (!suspects || victims.index < suspects.index)) return victimField(text);
  if (suspects) return 'suspects_arrested';
  // "How many women were killed?": people named by sex with no other role are victims.
  if (FEMALE.test(text) && !MALE.test(text)) return 'female_victims';
  return null;
}

/** Every word naming the people or ages measured, so none of them is taken for an unknown topic. */
function peopleWordSpans(question: string): Span[] {
  return [
    SUSPECTS,
    VICTIMS,
    FEMALE,
    MALE,
    AGE,
    /\b(?:arrest(?:s|ed)?|nabbed|apprehended|detained|collared|lock(?:ed)?\s+up|picked\s+up)\b/,
  ].flatMap((pattern) =>
    [...question.matchAll(new RegExp(pattern.source, 'gi'))].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
    })),
  );
}

export function readMeasure(question: string): MeasureReading {
  const read = readMeasureOnly(question);
  if (read.measure.kind === 'events' || read.measure.kind === 'distinct') return read;
  return { ...read, spans: [...read.spans, ...peopleWordSpans(question)] };
}

function readMeasureOnly(question: string): MeasureReading {
  const distinct = DISTINCT.exec(question) ?? DISTINCT_BY_VERB.exec(question);
  if (distinct) {
    return {
      measure: { kind: 'distinct', dimension: dimensionOfWord(distinct[1] ?? '') },
      perEvent: false,
      spans: [span(distinct)],
    };
  }
  const majority = SEX_MAJORITY.exec(question);
  if (majority) {
    // "women and girls made up most of the victims": one sex against the other, whose larger is the yes.
    const female = /^(?:wom[ae]n|female|girls?)/i.test(majority[1] ?? '');
    return {
      measure: {
        kind: 'fields',
        fields: female ? ['female_victims', 'male_victims'] : ['male_victims', 'female_victims'],
      },
      perEvent: false,
      spans: [span(majority)],
    };
  }
  // "only counting the ones where they said if male or female": which victims count, not a comparison.
  const womenOrMen = WOMEN_OR_MEN.exec(question.replace(SEX_STATED, (stated) => ' '.repeat(stated.length)));
  // "Of the victims, both men and women, how many were female?": both named, one sex asked for.
  const oneSexAsked =
    womenOrMen !== null && ONE_SEX_ASKED.test(question.slice(womenOrMen.index + womenOrMen[0].length));
  const victimsNamed = VICTIMS.test(question) || HARMED.test(womenOrMen?.[0] ?? '');
  if (womenOrMen && victimsNamed && !oneSexAsked) {
    const womenFirst = womenOrMen[1] !== undefined;
    return {
      measure: {
        kind: 'fields',
        fields: womenFirst ? ['female_victims', 'male_victims'] : ['male_victims', 'female_victims'],
      },
      perEvent: false,
      spans: [span(womenOrMen)],
    };
  }
  const sexShare = SEX_SHARE.exec(question);
  // The sex asked about is the one the share names ("what proportion were female"), though both may
  // be named after it ("as a percentage of female plus male victims").
  const sexAsked = sexShare?.[0] ?? '';
  const oneSex = FEMALE.test(sexAsked) !== MALE.test(sexAsked);
  if (sexShare && VICTIMS.test(question) && oneSex) {
    const female = FEMALE.test(sexAsked);
    const sexStated = new RegExp(SEX_STATED.source, 'i').test(question);
    // "Of the victims whose sex is recorded": of both sexes; "of all the victims": of every victim.
    return {
      measure: sexStated
        ? {
            kind: 'fields',
            fields: female ? ['female_victims', 'male_victims'] : ['male_victims', 'female_victims'],
            ...decimalsOf(precisionIn(question)),
          }
        : { kind: 'ratio', part: female ? 'female_victims' : 'male_victims', whole: 'victims' },
      perEvent: false,
      spans: [span(sexShare), ...peopleWordSpans(question), ...[...question.matchAll(SEX_STATED)].map(span)],
    };
  }
  if (sexShare && SUSPECT_NOUN.test(question) && oneSex) {
    // "What percentage of suspects were women?": of the suspects whose sex the releases give, since
    // the sexes are counted over every suspect, arrested or sought.
    const female = FEMALE.test(sexAsked);
    return {
      measure: {
        kind: 'fields',
        fields: female ? ['female_suspects', 'male_suspects'] : ['male_suspects', 'female_suspects'],
        ...decimalsOf(precisionIn(question)),
      },
      perEvent: false,
      spans: [
        span(sexShare),
        ...[...question.matchAll(new RegExp(SUSPECT_NOUN.source, 'gi'))].map(span),
        ...[...question.matchAll(new RegExp(`${FEMALE.source}|${MALE.source}`, 'gi'))].map(span),
        ...[...question.matchAll(SEX_STATED)].map(span),
      ],
    };
  }
  const whichOne = SETS_SIDES.test(question) ? null : WHICH_ONE.exec(question);
  const perEvent = PER_EVENT.exec(question) ?? whichOne;
  // "How many carjackings led to an arrest?" counts carjackings: the arrest is a condition on them.
  const field = peopleFieldIn(question.replace(ARREST_CONDITION, ' '));
  if (perEvent && field) {
    return { measure: { kind: 'sum', field }, perEvent: true, spans: [span(perEvent)] };
  }
  const extreme = EXTREME_AGE.exec(question);
  if (extreme && field) {
    return {
      measure: {
        kind: 'extreme',
        field: field === 'suspects_arrested' ? 'suspect_age' : 'victim_age',
        which: /^young/i.test(extreme[1] ?? '') ? 'min' : 'max',
      },
      perEvent: false,
      spans: [span(extreme)],
    };
  }
  // "How many suspect ages are recorded, counting each suspect separately?": the ages stated, counted.
  const agesCounted = AGES_COUNTED.exec(question);
  if (agesCounted) {
    return {
      measure: { kind: 'ages', field: /victim/i.test(agesCounted[0]) ? 'victim_age' : 'suspect_age' },
      perEvent: false,
      spans: [span(agesCounted)],
    };
  }
  const range = AGE_RANGE.exec(question);
  if (range && field) {
    const [low, high] = [Number(range[1] ?? range[3]), Number(range[2] ?? range[4])].sort((x, y) => x - y);
    return {
      measure: {
        kind: 'ages',
        field: field === 'suspects_arrested' ? 'suspect_age' : 'victim_age',
        min: low,
        max: high,
      },
      perEvent: false,
      spans: [span(range)],
    };
  }
  const ages = AGE_BOUND.exec(question);
  if (
    ages &&
    field &&
    (AGE_STATED.test(question) ||
      AGE.test(question) ||
      /\baged\b|\b(?:older|younger)\s+than\s+\d/i.test(question) ||
      PEOPLE_WERE_AGED.test(question))
  ) {
    const bound = Number(ages[2] ?? ages[4] ?? ages[5]);
    const below = ages[1] !== undefined ? /under|below|younger|less/i.test(ages[1]) : false;
    const bounds =
      ages[1] !== undefined
        ? below
          ? { max: bound - 1 }
          : { min: bound + 1 }
        : ages[5] !== undefined
          ? { max: bound }
          : { min: bound };
    // "victims under the age of 18" are the children among them, which releases state more often
    // than each victim's age.
    if (field !== 'suspects_arrested' && below && bound === 18 && !AGE_STATED.test(question))
      return { measure: { kind: 'sum', field: 'child_victims' }, perEvent: false, spans: [span(ages)] };
    return {
      measure: {
        kind: 'ages',
        field: field === 'suspects_arrested' ? 'suspect_age' : 'victim_age',
        ...bounds,
      },
      perEvent: false,
      spans: [span(ages)],
    };
  }
  // "How many suspects per incident?": people per event is their average over the events that state them.
  const average = averageAsked(question) ?? perEventAsked(question);
  if (average && field) {
    const ofAges = AGE.test(question);
    const ageField = field === 'suspects_arrested' ? 'suspect_age' : 'victim_age';
    const precision = precisionIn(question);
    // "the average age of the women who were attacked": ages are kept per event, not per kind of person.
    const narrower = ofAges && field !== 'suspects_arrested' && field !== 'victims';
    return {
      measure: {
        kind: 'average',
        field: ofAges ? ageField : field,
        ...decimalsOf(precision),
        ...statisticOf(average),
        ...(narrower ? { of: field } : {}),
      },
      perEvent: false,
      spans: [...averageWords(question, average), ...(precision ? [span(precision.words)] : [])],
    };
  }
  const most = MOST_PEOPLE.test(question) || SETS_SIDES_BY_VERB.test(question);
  // The superlative stays for the intent to read ("most" makes it a ranking); the nouns are blanked below.
  if (most && field) return { measure: { kind: 'sum', field }, perEvent: false, spans: [] };
  // "In terms of suspects arrested, by what margin does Mpumalanga exceed the Free State?"
  const measuredBy = MEASURED_BY.exec(question) ?? DIFFERENCE_IN.exec(question);
  if (measuredBy && field)
    return { measure: { kind: 'sum', field }, perEvent: false, spans: [span(measuredBy)] };
  // "In all these incidents together, how many women were victims": the ask's own count word decides,
  // not a frame's "in all" before it.
  const count = ASKED_COUNT.exec(question) ?? COUNT_OF.exec(question);
  if (count && field && countsPeople(question, count.index)) {
    return { measure: { kind: 'sum', field }, perEvent: false, spans: [span(count)] };
  }
  const share = SHARE_WORD.exec(question);
  const people =
    field && new RegExp(field === 'suspects_arrested' ? SUSPECTS.source : VICTIMS.source, 'i').exec(question);
  if (share && people && SHARE_OF_PEOPLE.test(question.slice(share.index + share[0].length, people.index))) {
    // "What percentage of the victims were in Gauteng?": people, not events, as a share.
    return { measure: { kind: 'sum', field }, perEvent: false, spans: [] };
  }
  return EVENTS;
}

/** "how many suspect ages are recorded", "the number of victims' ages given": ages stated, as a count. */
const AGES_COUNTED =
  /\b(?:how\s+many|number\s+of|count\s+of)\s+(?:(?:suspect|victim)s?['’]?\s+ages|ages\s+(?:of|for)\s+(?:the\s+)?(?:suspects|victims))\b(?=[^?.]*\b(?:recorded|stated|given|listed|known|are\s+there|in\s+total)\b)/i;

/** "the youngest suspect", "how old was the oldest victim": one stated age, the lowest or highest. */
const EXTREME_AGE = /\b(youngest|oldest)\b/i;

/**
 * "under 25", "over 40", "younger than 18", "40 or older": a bound on people's ages, read when the
 * question is about ages ("of the accused whose ages are stated, how many were under 25").
 */
const AGE_BOUND =
  /\b(under|below|younger\s+than|less\s+than|over|above|older\s+than|more\s+than)\s+(?:the\s+age\s+of\s+)?(\d{1,3})\b|\b((?:aged\s+)?)(\d{1,3})\s+(?:or|and)\s+(?:older|over|above|more)\b|\b(?:aged\s+)?(\d{1,3})\s+(?:or|and)\s+(?:younger|under|below|less)\b/i;
/** "aged between 18 and 21", "between the ages of 18 and 21", "aged 18 to 21": ages within both ends. */
const AGE_RANGE =
  /\b(?:aged|ages?)\s+(?:of\s+)?(?:between\s+)?(\d{1,3})\s*(?:and|to|-|–)\s*(\d{1,3})\b|\bbetween\s+the\s+ages\s+of\s+(\d{1,3})\s+and\s+(\d{1,3})\b/i;

/**
 * "how many suspects were under 25": people said to be under or over a number, with nothing counted
 * after it, are of that age; "were more than 25 suspects arrested" counts suspects.
 */
const PEOPLE_WERE_AGED =
  /\b(?:suspects?|accused|victims?|people|persons|men|women|offenders|perpetrators)\s+(?:were|was|are|is)\s+(?:under|below|over|above|younger\s+than|older\s+than)\s+\d{1,2}\s*(?:years?(?:\s+old)?\s*)?(?:[?.!,]|$)|\b(?:(?:was|were|is|are)\s+(?:the|a)|any(?:\s+of\s+the)?)\s+(?:suspects?|accused|victims?|offenders?|perpetrators?)\s+(?:under|below|over|above|younger\s+than|older\s+than)\s+\d{1,2}\b|\b(?:suspects|accused|offenders|perpetrators|victims)\s+(?:aged\s+)?(?:under|below|over|above|younger\s+than|older\s+than)\s+(?:the\s+age\s+of\s+)?\d{1,2}\b/i;

/** The question is about stated ages, not counts of people of some age. */
const AGE_STATED =
  /\bages?\s+(?:is|are|was|were)\s+(?:stated|given|known)|\bstated\s+ages?\b|\bwith\s+(?:an?\s+)?(?:stated|known|given)\s+ages?\b/i;

const WHOLE_NUMBER =
  /\b(?:(?:to|rounded\s+to)\s+the\s+nearest\s+(?:whole\s+)?(?:year|number|integer|unit|one)|(?:in|as\s+an?|to\s+an?)\s+whole\s+(?:number|years?)|round(?:ed)?\s+(?:it\s+|off\s+)?to\s+(?:an?\s+)?(?:int|integer|whole)|without\s+decimals|no\s+decimals?)\b/i;
const DECIMALS = /\b(?:to\s+)?(one|1|two|2)\s*(?:decimals?(?:\s+places?)?\b|d\.\s?p\.?|dp\b)/i;

/** How precisely the question wants a mean: "to the nearest year" is 0 decimals, "to two decimals" 2. */
export function precisionIn(question: string): { decimals: number; words: RegExpExecArray } | null {
  const whole = WHOLE_NUMBER.exec(question);
  if (whole) return { decimals: 0, words: whole };
  const decimals = DECIMALS.exec(question);
  if (decimals) return { decimals: /^(?:two|2)$/i.test(decimals[1] ?? '') ? 2 : 1, words: decimals };
  return null;
}

/** "incidents had ...", and "count where ...", which counts rows as a spreadsheet filter does. */
const EVENT_NOUN =
  /^\s*(?:(?:(?!(?:victims?|people|persons|suspects?|accused|wom[ae]n|m[ae]n|children|officers)\b)\w+\s+){0,3}?(?:incidents?|events?|cases?|dockets?|matters?|releases?|reports?|crimes?|attacks?)\b|(?:where|if)\b)/i;

/**
 * "How many incidents had a suspect arrested" counts incidents; "how many suspects were arrested"
 * counts people: whichever noun the count word reaches first decides.
 */
function countsPeople(question: string, countAt: number): boolean {
  const after = question.slice(countAt).replace(COUNT_OF, '');
  return !EVENT_NOUN.test(after);
}

/** "only incidents that report both figures", "where both numbers are stated": the two figures from the same events. */
const BOTH_STATED =
  /\b(?:incidents|events|cases|records|rows)\s+(?:that|which|where)\s+(?:report|state|give|record|list|have)\s+both\b|\b(?:report|state|give|record)(?:s|ing)?\s+both\s+(?:figures|numbers|counts|values)\b|\bboth\s+(?:figures|numbers|counts|values)\s+(?:are\s+|were\s+)?(?:stated|reported|given|known|recorded)\b|\bboth\s+the\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+and\s+the\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:are|were)\s+(?:stated|reported|given|known|recorded)\b/iu;

export const asksBothStated = (question: string) => BOTH_STATED.test(question);
