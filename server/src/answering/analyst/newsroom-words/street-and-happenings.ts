/** Slang for the police and for what happened, and a paramedic's and a tabloid's shorthand. */

import { DAY_STEMS } from '../weekday-terms';
import { type NewsroomWord, word } from './shared';

/**
 * Slang for the police, the people they arrest and what happened: "the boys in blue", "the feds
 * cuffed 10 ppl", "okes got locked up", "got popped n didnt make it", a private investigator's "vic" and
 * "job", a police officer's own "our members".
 */
export const STREET_WORDS: readonly NewsroomWord[] = [
  { pattern: word('okes|ous'), meaning: 'people' },
  { pattern: word('(?:the\\s+)?boys\\s+in\\s+blue'), meaning: 'the police officers' },
  { pattern: word('(?:the\\s+)?feds|(?:the\\s+)?police\\s+station\\s+people'), meaning: 'the police' },
  // A police union's "our members", where the question speaks of the police; a farmworkers' body's
  // members are not officers.
  {
    pattern: word(
      'our\\s+(?:own\\s+)?members(?!\\s+of\\b)(?=[\\s\\S]*\\b(?:duty|police|officers?|saps|comrades?|branch|union|uniform)\\b)|(?<=\\b(?:duty|police|officers?|saps|comrades?|branch|union|uniform)\\b[\\s\\S]*)our\\s+(?:own\\s+)?members(?!\\s+of\\b)',
    ),
    meaning: 'police officers',
  },
  { pattern: word('opps'), meaning: 'suspects' },
  { pattern: word('bad\\s+guys|baddies'), meaning: 'suspects' },
  // "Hold still, ou.", "Sharp, boet!", "What's our grand total, troop?", "for me, love:": the person or
  // the group spoken to, at the end of a sentence or a clause.
  {
    pattern:
      /,\s*(?:ou|boet|bru|bra|broer|china|my\s+bru|my\s+friend|mate|buddy|pal|chief|boss|troop|team|class|everyone|everybody|folks|y['’]?all|squad|crew|loves?|my\s+loves?|dear|my\s+dear|darlings?|hun|honey|skat|sweethearts?)(?=\s*(?:[.!?:]|\s[-–—]\s))/giu,
    meaning: '',
  },
  // "psst...", "how many kidnappings did I tick in North West?": a whisper, and the asker's own logging
  // of the releases, which restricts nothing.
  { pattern: /(?:^|(?<=[.!?:]\s*))\s*ps+t\b\W*/giu, meaning: '' },
  {
    pattern:
      /\b(?:did|have|had)\s+(?:i|we)\s+(?:tick(?:ed)?|spot(?:ted)?|log(?:ged)?|clock(?:ed)?|note(?:d)?|collect(?:ed)?)(?=\s+(?:in|on|at|from|for|during|across|altogether|all|\?|$))/giu,
    meaning: '',
  },
  // "how many cats did the cops pinch": arrest, as the police do it.
  {
    pattern:
      /(?<=\b(?:cops|police|polisie|amaphoyisa|officers|law|boys\s+in\s+blue)\s+(?:\w+\s+)?)(?:pinch(?:ed)?|collar(?:ed)?|nab)\b/giu,
    meaning: 'arrest',
  },
  // "all them kidnappin gigs": all those.
  { pattern: /\ball\s+them\s+(?=\p{L}+\s+\p{L})/giu, meaning: 'all the ' },
  // "the cops came up empty": nobody was arrested.
  {
    pattern: /\b(?:the\s+)?(?:cops|police)\s+came\s+up\s+empty(?:-handed)?\b/giu,
    meaning: 'nobody was arrested',
  },
  { pattern: /\bgrand\s+total\b/giu, meaning: 'total' },
  // "when the press release dropped": when it was published, not a fall over time.
  {
    pattern: /\b((?:press\s+)?(?:release|statement|report|story|news|post))\s+(?:was\s+|got\s+)?dropped\b/giu,
    meaning: '$1 was published',
  },
  // "stated figs only", "where the number has been catalogued": figures, recorded.
  { pattern: /\bfigs\b/giu, meaning: 'figures' },
  // "(Mon to Fri, I dont work weekends)": the asker's own days, not a side of the count.
  {
    pattern:
      /,?\s*\b(?:i|we)\s+(?:don['’]?t|dont|do\s+not|never)\s+work\s+(?:on\s+)?(?:weekends|saturdays|sundays)\b/giu,
    meaning: '',
  },
  // "Incidents with no victim figure sit this routine out": an average is over the incidents that give
  // the figure, which is how it is taken; no incidents without victims.
  {
    pattern:
      /\b(?:incidents|cases|events|ones|those|releases)\s+(?:with\s+no|without\s+an?)\s+(?:victim|suspect|arrest|age)s?\s+(?:figures?|counts?|numbers?)\s+(?:sit\s+(?:this|it|that)\s+(?:[\p{L}-]+\s+)?out|are\s+(?:left\s+out|excluded|skipped|ignored)|don['’]?t\s+count|do\s+not\s+count)\b/giu,
    meaning: '',
  },
  { pattern: /\b(?:catalogued|cataloged|logged|documented)\b/giu, meaning: 'recorded' },
  { pattern: /(?<=\b(?:is|are|was|were|been|be)\s+)entered\b/giu, meaning: 'recorded' },
  // "all the years rolled together", "lumped together": taken together.
  { pattern: /\b(?:rolled|lumped|bundled|pooled|mashed|thrown)\s+together\b/giu, meaning: 'together' },
  // "any cars jacked in the Western Cape": carjackings.
  {
    pattern: /\b(?:cars?|vehicles?|bakkies?)\s+(?:got\s+|were\s+|was\s+|being\s+)?jacked\b/giu,
    meaning: 'carjackings',
  },
  // "going only by the ages the police actually gave": the ages the releases state.
  {
    pattern:
      /\bthe\s+(ages?|figures?|numbers?|counts?|dates?|locations?|places?)\s+(?:that\s+)?the\s+(?:police|saps|cops|releases?|statements?)\s+(?:actually\s+)?(?:gave|give|gives|stated|state|states|reported|report|provided|provide|listed|list|mentioned|mention)\b/giu,
    meaning: 'the $1 stated',
  },
  // "before New Year 2020": its first day; "all aboard from every year": the years pooled, not each.
  { pattern: /\bnew\s+year(?:['’]s)?(?:\s+day)?\s+((?:19|20)\d\d)\b/giu, meaning: '1 January $1' },
  { pattern: /\b(?:from|across|of)\s+every\s+year\b/giu, meaning: 'across all the years' },
  // "across all of em": them, as it is said.
  { pattern: /(?<=\b(?:of|across|for|among)\s+(?:all\s+(?:of\s+)?)?)['’]?em\b/giu, meaning: 'them' },
  // "Out of the Western Cape kiln, so to speak,", "went down for good", "Hx of kidnapping:": a figure of
  // speech owned up to, for ever, and a clinician's "history of".
  { pattern: /,?\s*\bso\s+to\s+speak\b/giu, meaning: '' },
  { pattern: /(?<=\b(?:down|gone|away|dead|out)\s+)for\s+good\b/giu, meaning: '' },
  { pattern: /\bhx\s+of\s+/giu, meaning: '' },
  // "what portion of the plate has murder on it", "weighting as % of the book": a share, in other words.
  { pattern: /\b(?:what|which)\s+portion\s+of\b/giu, meaning: 'what share of' },
  {
    pattern:
      /\b(?:weighting|weight)\s+(?=as\s+(?:an?\s+|what\s+)?(?:%|percent|per\s+cent|percentage|share|proportion)\b)/giu,
    meaning: '',
  },
  { pattern: word('perps|crooks|villains|hoodlums|lawbreakers|wrongdoers|miscreants'), meaning: 'suspects' },
  { pattern: word('crook|villain|hoodlum|lawbreaker|wrongdoer|miscreant'), meaning: 'suspect' },
  { pattern: word('perp'), meaning: 'suspect' },
  { pattern: word('tsotsis|skollies|skelms|thugs|amagintsa|izigebengu'), meaning: 'suspects' },
  { pattern: word('tsotsi|skollie|skelm|thug'), meaning: 'suspect' },
  { pattern: word('(?:got|get|gettin|getting|were|was)\\s+locked\\s+up|locked\\s+up'), meaning: 'arrested' },
  { pattern: word('cuffed'), meaning: 'arrested' },
  { pattern: word('cuff'), meaning: 'arrest' },
  { pattern: word('murda|murdah'), meaning: 'murder' },
  { pattern: word('murdas|murdahs'), meaning: 'murders' },
  // A "187" is a murder in police and street slang (from the penal code section that numbers it).
  { pattern: word('187s'), meaning: 'murders' },
  { pattern: word('(?<=\\b(?:a|the|one|that|this)\\s+)187'), meaning: 'murder' },
  { pattern: word('bod(?:y|ies)\\s+drop(?:ped|s)?'), meaning: 'people killed' },
  { pattern: word('(?:got|get|were|was)\\s+popped'), meaning: 'were shot' },
  { pattern: word("did(?:n['’]?t|\\s+not)\\s+make\\s+it"), meaning: 'died' },
  { pattern: word('vics'), meaning: 'victims' },
  { pattern: word('vic'), meaning: 'victim' },
  // A mechanic's "job cards": the incidents.
  { pattern: word('jobs|job\\s+cards?'), meaning: 'incidents' },
  { pattern: word('job'), meaning: 'incident' },
];

/** What a count of incidents counts: "in how many incidents", "the cases". */
const COUNTED_THINGS = '\\b(?:incidents?|cases?|events?|releases?|reports?|times|ones)';
const THE_POLICE = '(?:police(?:\\s+officers)?|cops|saps|officers)';
/** Finding what it is a crime to hold: "found", "seized", "came across". */
const FIND =
  'find|found|seize|seized|confiscate|confiscated|recover|recovered|discover|discovered|come\\s+across|came\\s+across|pick\\s+up|picked\\s+up';
/** What it is a crime to hold, found by the police. */
const CONTRABAND =
  '(?:drugs|dagga|cannabis|mandrax|cocaine|heroin|tik|nyaope|guns?|firearms?|pistols?|rifles?|ammunition|explosives|abalone|copper(?:\\s+cables?)?|cables?|contraband|cigarettes)';

/**
 * Slang for what happened: "where'd it go down", "what day do the killings mostly go down" (to
 * happen, after a where, when or which day, or a "mostly"; "did murders go down" is a fall), "folks got
 * taken out" (killed).
 */
export const HAPPENING_WORDS: readonly NewsroomWord[] = [
  // "suspects that the police arrested": the police are who arrests, never a condition on the suspects.
  {
    pattern:
      /\b(?:that|who|whom)\s+(?:the\s+)?(?:police(?:\s+officers)?|cops|saps|officers)\s+(?:had\s+|have\s+)?(arrested|detained|caught|nabbed|apprehended)\b/giu,
    meaning: '$1',
  },
  // "in how many incidents did the police find unlicensed guns", "cases where police seized drugs",
  // "incidents were drugs found": what was found is the possession the incident is about. "How many
  // guns did the police find" counts goods, which the events do not hold, and is left alone.
  {
    pattern: new RegExp(
      `(?<=${COUNTED_THINGS}\\s+)(?:did|do|does|had|have|has)\\s+(?:the\\s+)?${THE_POLICE}\\s+(?:${FIND})\\b`,
      'giu',
    ),
    meaning: 'involved',
  },
  {
    pattern: new RegExp(
      `(?<=${COUNTED_THINGS}\\s+)(?:where|in\\s+which|when|that)\\s+(?:the\\s+)?${THE_POLICE}\\s+(?:${FIND})\\b`,
      'giu',
    ),
    meaning: 'involving',
  },
  {
    pattern: new RegExp(
      `(?<=${COUNTED_THINGS}\\s+(?:where\\s+|in\\s+which\\s+|with\\s+)?(?:(?:were|was)\\s+)?(?:any\\s+)?(?:[\\p{L}-]+\\s+){0,2}?${CONTRABAND}\\s+)(?:(?:were|was)\\s+)?(?:${FIND})\\b`,
      'giu',
    ),
    meaning: 'involved',
  },
  // "police officers did not arrest anybody" (as "amaphoyisa" is read): the police, who arrest.
  {
    pattern:
      /\b(?:the\s+)?police\s+officers\s+(?=(?:did\s+not|didn['’]?t|never|have\s+not|haven['’]?t|had\s+not|failed\s+to)\s+(?:arrest|detain|catch|nab)\b)/giu,
    meaning: 'the police ',
  },
  {
    pattern:
      /(?<=\b(?:where|when|which\s+days?|what\s+days?|what\s+time)\b[^?.]{0,60}?|\b(?:mostly|usually|normally|often|typically|tend\s+to|tends\s+to)\s+)\b(?:go|goes|going)\s+down\b/giu,
    meaning: 'happen',
  },
  {
    pattern:
      /(?<=\b(?:where|when|which\s+days?|what\s+days?|what\s+time)\b[^?.]{0,60}?)\b(?:went|gone)\s+down\b/giu,
    meaning: 'happened',
  },
  {
    pattern: word('(?:got|get|were|was|been)\\s+(?:taken\\s+out|bumped\\s+off|offed|wiped\\s+out)'),
    meaning: 'were killed',
  },
  {
    pattern: word(
      '(?:were|was|got|been|being)\\s+(?:slaughtered|butchered|massacred|gunned\\s+down|mowed\\s+down|mown\\s+down|cut\\s+down)',
    ),
    meaning: 'were killed',
  },
  { pattern: word('souls'), meaning: 'people' },
  { pattern: word('passed\\s+away|lost\\s+their\\s+lives'), meaning: 'died' },
  // "the biggest single incident by body count": by the number of people killed.
  { pattern: word('body\\s+counts?|death\\s+counts?'), meaning: 'number of people killed' },
  // The armoured vans that carry cash: "when those money vans were robbed".
  {
    pattern: word(
      '(?:armou?red\\s+)?(?:money|cash|security)\\s+vans?(?:\\s+(?:were|was|got)\\s+(?:robbed|hit|attacked))?|armou?red\\s+vans?|(?:those|these|the)\\s+vans?\\s+(?:were|was|got)\\s+(?:robbed|hit|attacked)',
    ),
    meaning: 'cash-in-transit robbery',
  },
  // A censored word: "r*pe", "m*rder".
  { pattern: /\br\*+pe(s|d)?\b/giu, meaning: 'rape$1' },
  { pattern: /\bm\*+rders?\b/giu, meaning: 'murder' },
  // An epidemiologist's words: "non-fatal injuries" are the injured; "by how many do fatalities exceed
  // injuries" asks how many more.
  { pattern: word('non[- ]?fatal\\s+(?:injuries|casualties|cases)'), meaning: 'injuries' },
  {
    pattern: word(
      'by\\s+how\\s+many\\s+(?:do|does|did)\\s+(?:the\\s+)?([\\p{L}-]+(?:\\s+[\\p{L}-]+)?)\\s+(?:exceed|outnumber|outstrip)',
    ),
    meaning: 'how many more $1 than',
  },
  // isiXhosa and isiZulu "ababulawa" (who were killed), Setswana "polao" (a killing).
  { pattern: word('ababulawa|babulawa|abulawa'), meaning: 'were killed' },
  { pattern: word('polao'), meaning: 'killing' },
  // "where did it play out": where it happened.
  { pattern: word('play(?:ed|s)?\\s+out'), meaning: 'happened' },
  // "Saturday night terror": the night of a day is that day.
  { pattern: new RegExp(`(?<=\\b(?:${DAY_STEMS.join('|')})day)\\s+night\\b`, 'giu'), meaning: '' },
];

/**
 * A paramedic's shorthand ("f pts", "DOA", "x3", "paeds", "SAPS mbrs") and a tabloid's cries
 * ("BLOODBATH", "HORROR", "COPS NAB"): the patients are the victims, the calls the incidents.
 */
export const SHIFT_AND_HEADLINE_WORDS: readonly NewsroomWord[] = [
  { pattern: word('f\\s+pts'), meaning: 'female victims' },
  { pattern: word('m\\s+pts'), meaning: 'male victims' },
  { pattern: word('pts'), meaning: 'victims' },
  { pattern: word('pt'), meaning: 'victim' },
  { pattern: word('doa|dead\\s+on\\s+arrival'), meaning: 'people killed' },
  { pattern: /(?<![\p{L}\p{N}])x(\d{1,3})(?![\p{L}\p{N}])/giu, meaning: '$1' },
  { pattern: word('paeds|peds|paediatric\\s+(?:patients|cases)'), meaning: 'children' },
  { pattern: word('mbrs'), meaning: 'members' },
  { pattern: word('calls'), meaning: 'incidents' },
  { pattern: word('(?:crime\\s+)?scenes'), meaning: 'incidents' },
  {
    // Not "the call-outs", read as incidents below.
    pattern: word('(?<=\\b(?:earliest|first|latest|last|each|every|one|a|the)\\s+)call(?!-?outs?\\b)'),
    meaning: 'incident',
  },
  { pattern: word('on\\s+(?:one|a\\s+single)\\s+scene'), meaning: 'in one incident' },
  { pattern: word('on\\s+scene'), meaning: '' },
  { pattern: /<\s*(?=\d)/gu, meaning: 'under ' },
  { pattern: word('perished|perish'), meaning: 'were killed' },
  { pattern: word('for\\s+the\\s+moment|as\\s+it\\s+were'), meaning: '' },
  { pattern: word('nabs?'), meaning: 'arrest' },
];
