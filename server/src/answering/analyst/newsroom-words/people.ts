/** Victims, suspects and the police as South Africa's languages and slang name them. */

import { lowerCase, type NewsroomWord, word } from './shared';

/**
 * People as South Africans name them in their languages within English ("how many abantwana were
 * victims", "mapodise", "vakadzi"), so a local word never silently drops out of who is counted.
 */
export const PEOPLE_WORDS: readonly NewsroomWord[] = [
  // isiZulu and isiXhosa.
  { pattern: word('abantwana|abantwanyana|izingane|ingane'), meaning: 'children' },
  { pattern: word('abafazi|abesifazane'), meaning: 'women' },
  { pattern: word('amadoda|abesilisa'), meaning: 'men' },
  { pattern: word('amaphoyisa|amapolisa'), meaning: 'police officers' },
  { pattern: word('izigebengu|amasela'), meaning: 'criminals' },
  // Sesotho: "mapolesa" are the police, "bana" children, "basadi" women, "banna" men.
  { pattern: word('mapolesa|maponesa|mapolisa'), meaning: 'police officers' },
  { pattern: word('(?:ba\\s+)?tshwere|tshwara'), meaning: 'arrested' },
  { pattern: word('bana'), meaning: 'children' },
  { pattern: word('basadi'), meaning: 'women' },
  { pattern: word('banna'), meaning: 'men' },
  // Setswana "mapodise" are the police, "batho" people; isiXhosa "abantu" people.
  { pattern: word('mapodise|mapodisi'), meaning: 'police officers' },
  { pattern: word('batho|abantu'), meaning: 'people' },
  // Sepedi: "maphodisa" are the police.
  { pattern: word('maphodisa|maphodisi'), meaning: 'police officers' },
  // Shona: "mapurisa" the police, "vana" children, "vakadzi" women, "varume" men.
  { pattern: word('mapurisa'), meaning: 'police officers' },
  { pattern: lowerCase('vana'), meaning: 'children' },
  { pattern: word('vakadzi'), meaning: 'women' },
  { pattern: word('varume'), meaning: 'men' },
  { pattern: word('vakauraiwa|kuuraiwa|kuuraya'), meaning: 'killed' },
  // "take the lives lost in KwaZulu-Natal, then subtract the lives lost in the Western Cape": a
  // difference put as arithmetic.
  {
    pattern:
      /\b(?:take|start\s+with)\s+(?:all\s+)?(?:the\s+)?([\p{L} ]+?)\s+in\s+((?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)(?:\s+(?:incidents|cases|events))?,?\s+(?:and\s+)?(?:then\s+)?(?:subtract|take\s+away|minus|deduct)\s+(?:all\s+)?(?:the\s+)?\1\s+in\s+((?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)(?:\s+(?:incidents|cases|events))?\b/giu,
    meaning: 'how many more $1 in $2 than in $3',
  },
  // Radio procedure: "affirmative or negative" is yes or no; "copy", "sitrep", "over" frame the ask.
  {
    pattern:
      /\b(?:confirm\s*[:,]?\s*)?(?:affirmative|positive)\s+or\s+negative\b|\bnegative\s+or\s+(?:affirmative|positive)\b/giu,
    meaning: 'yes or no',
  },
  { pattern: /[,.;]?\s*\bover(?:\s+and\s+out)?\s*[.!]?\s*$/giu, meaning: '' },
  {
    pattern:
      /(?<=^|[.!?]\s*)\s*(?:(?:copy|roger)(?:\s+that)?|10-4)\s*[,.!]?(?:\s*control\s*[,.!]?)?|(?<=^|[.!?]\s*)\s*control\s*[,.!:]|\bsitrep(?:\s+(?:please|request))?\s*[:,.]?/giu,
    meaning: '',
  },
  // "casualties injured": the injured, not everyone harmed.
  {
    pattern: /\bcasualt(?:y|ies)\s+(?=(?:who\s+(?:were|was)\s+)?(?:injured|wounded|hurt|killed|dead)\b)/giu,
    meaning: '',
  },
  // "in the North West sector": a patrol's word for the place.
  { pattern: /(?<=\p{Lu}[\p{L}-]*)\s+sector\b/gu, meaning: '' },
  // Words written to an assistant: a role, a task label and the form the answer should take.
  {
    pattern:
      /(?<=^|[.!?]\s*)\s*(?:you\s+are|act\s+as|acting\s+as|pretend\s+(?:to\s+be|you\s+are))\s+(?:an?\s+)?[^.:!?]{1,60}[.:]|\btask\s*:|\b(?:return|give|output)\s+only\s+the\s+(?:number|figure|date|answer|value|count)\b\.?|\banswer\s+format\s*:[^.?!]*[.?!]?|\b(?:no\s+commentary|nothing\s+else)\b\.?|\b(?:category|province|municipality|place|crime|town)\s+names\s+only\b[.,]?|\boutput\s+(?:a\s+list\s+of\s+)?(?:\w+\s+)?numbers?\s+in\s+(?:year|date|time|calendar)\s+order\b\.?/giu,
    meaning: '',
  },
  { pattern: /\boutput\s+a\s+list\s+of\b/giu, meaning: 'list' },
  // Dictation's homophones and run-together speech: "this hole lot", "wanna no", "up the N1 weigh".
  { pattern: /\bhole\s+(?=lot|thing|country|province|book|notebook|year)/giu, meaning: 'whole ' },
  { pattern: /\b(?:wanna|want\s+to)\s+no\b/giu, meaning: 'want to know' },
  { pattern: /\bwanna\b/giu, meaning: 'want to' },
  { pattern: /\bgonna\b/giu, meaning: 'going to' },
  {
    pattern: /\bwitch\s+(?=province|month|year|day|town|place|one|crime|municipality|area|road)/giu,
    meaning: 'which ',
  },
  // "carried a kidnapping component", "a firearm element": the crime itself.
  { pattern: /\b(an?\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:component|element|dimension)\b/giu, meaning: '$1' },
  // "arrange the ages from youngest to oldest": the order a median is found in, not the youngest.
  {
    pattern:
      /\s*,?\s*(?:from|in\s+order\s+from)\s+(?:the\s+)?(?:youngest|smallest|lowest|least|oldest|largest|highest|biggest|lightest|fullest|heaviest)\s+to\s+(?:the\s+)?(?:oldest|largest|highest|biggest|youngest|smallest|lowest|least|lightest|fullest|heaviest)\b/giu,
    meaning: '',
  },
  // "Lay every suspect out on the shelf, youngest to oldest. What age sits in the middle - the median?":
  // the order of a line, said without "from", when a median is asked of it.
  {
    pattern:
      /\s*,?\s*\b(?:youngest|smallest|lowest|least)\s+to\s+(?:the\s+)?(?:oldest|largest|highest|biggest)\b(?=[\s\S]*\bmedian\b)/giu,
    meaning: '',
  },
  // "LINE-UP SMALL TO BIG, MIDDLE AGE (MEDIAN)": the line a median is read from, before the median.
  {
    pattern:
      /\b(?:line-?up|lin(?:e|es|ed|ing)\s+(?:them\s+|it\s+)?up|sort(?:ed|ing)?|order(?:ed|ing)?)\s+(?:from\s+)?(?:small|low|light|young|little)\s+to\s+(?:big|large|high|full|heavy|old)\b(?=[^?]*\bmedian\b)/giu,
    meaning: '',
  },
  // "Line up all the crooks by age like snoek on the slab - ...": a likeness for the line, which asks nothing.
  {
    pattern:
      /(?<=\b(?:line|lines|lined|lay|lays|laid|arrange[ds]?|stack(?:s|ed)?|sort(?:s|ed)?)\b[^?.]{0,60}?)\s+like\s+(?:a\s+|an\s+|the\s+|some\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?(?:\s+(?:on|in|at|of)\s+(?:a|an|the)\s+[\p{L}-]+)?(?=\s*[-,–—.])/giu,
    meaning: '',
  },
  // "..., as one ranks a flight from lightest to fullest, what is the median", "..., as one would a
  // single year of a great estate, ...": a likeness drawn, which asks nothing of its own.
  {
    pattern: /,\s*as\s+(?:one|you|we|i)\s+(?:would|might|does|do|[a-z]+s)\b[^,?.]{0,60}(?=,)/giu,
    meaning: '',
  },
  // "the mean suspect age in Gauteng minus the mean suspect age in KwaZulu-Natal", "the mean in 2022
  // minus the mean in 2021": a difference of two averages, which "how many more" would misread as a count.
  {
    pattern:
      /\b((?:average|mean|median)\s+[\p{L} ]+?)\s+in\s+((?:the\s+)?(?:(?:19|20)\d\d|[\p{L}-]+(?:\s+[\p{L}-]+)?))\s+(?:take\s+away|minus|subtract|less)\s+(?:the\s+)?(?:\1|average|mean|median|figure|one|same)?\s*in\s+((?:the\s+)?(?:(?:19|20)\d\d|[\p{L}-]+(?:\s+[\p{L}-]+)?))(?!\p{L})/giu,
    meaning: 'the difference between the $1 in $2 and in $3',
  },
  // "female share (%) of sex-stated victims": the share of the victims that were female.
  {
    pattern:
      /\b(female|male|women|men|child(?:ren)?)\s+(?:share|proportion|percentage)\s*(?:\(\s*%\s*\)\s*)?of\s+(?:the\s+|all\s+)?((?:[\p{L}-]+\s+){0,3}?(?:victims|suspects))\b/giu,
    meaning: 'share of $2 that were $1',
  },
  {
    pattern: /\bsex[- ](?:stated|known|recorded)\s+(victims|suspects)\b/giu,
    meaning: '$1 whose sex is stated',
  },
  // "Rapes in the Northern Cape take away rapes in the Free State", "murders in 2022 minus murders in
  // 2021", "murders in 2022 minus in 2021": the same count in two places or years, not an exclusion.
  {
    pattern:
      /\b([\p{L}]+(?:\s+[\p{L}]+)?)\s+in\s+((?:the\s+)?(?:(?:19|20)\d\d|[\p{L}-]+(?:\s+[\p{L}-]+)?))\s+(?:take\s+away|minus|subtract|less)\s+(?:the\s+)?(?:\1\s+)?in\s+((?:the\s+)?(?:(?:19|20)\d\d|[\p{L}-]+(?:\s+[\p{L}-]+)?))(?!\p{L})/giu,
    meaning: 'how many more $1 in $2 than in $3',
  },
  // "How many kidnapings are there, take away the number of carjackings?": one count less another.
  {
    pattern:
      /\bhow\s+many\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:are|were)\s+there\s*,?\s+(?:take\s+away|minus|subtract|less)\s+(?:the\s+number\s+of\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\s*\?/giu,
    meaning: 'how many more $1 than $2?',
  },
  // "incidents with people injured", "cases w/ ppl killed": incidents with one such person at least.
  {
    pattern:
      /\b(incidents?|cases?|events?|records?|matters?|ones)(\s+\([^()]*\))?\s+(?:with|w\/|involving|that\s+had|having)\s+(?:people|persons|victims|ppl)\s+(injured|killed|hurt|wounded|dead)\b/giu,
    meaning: '$1$2 with at least 1 person $3',
  },
  // "ama-cars", "ama-hijackings": the isiZulu plural before an English noun.
  { pattern: /\bama-(?=\p{L})/giu, meaning: '' },
  // "amasuspect", "amacops": the same plural written onto a noun of crime reports.
  {
    pattern:
      /\bama(?=(?:suspect|cop|car|criminal|robber|hijacker|thug|victim|case|gun|driver|taxi|incident|murder|robberie|hijacking|kidnapping|shooting)s?\b)/giu,
    meaning: '',
  },
  // "add up all the suspects arrested and divide by the number of incidents": the average per incident.
  {
    pattern:
      /\badd\s+up\s+(?:all\s+)?(?:the\s+)?([\p{L} ]+?)\s+and\s+divide\s+(?:it\s+|that\s+)?by\s+the\s+number\s+of\s+(?:[\p{L}-]+\s+){0,2}?(?:incidents|events|cases)\b/giu,
    meaning: 'the average $1 per incident',
  },
  // "... subtract the lives lost in the Western Cape. What number remains?": the sum before it is the ask.
  {
    pattern:
      /\s*[.!,]\s*(?:so\s+)?(?:what\s+(?:number|figure|total)\s+(?:remains|is\s+left|do\s+(?:you|we|i)\s+get|(?:are|am)\s+(?:we|you|i)\s+left\s+with)|what\s+do\s+(?:you|we|i)\s+get|what\s+is\s+left|what\s+remains|what\s+(?:are|am)\s+(?:we|you|i)\s+left\s+with)\s*\?/giu,
    meaning: '?',
  },
  // "W Cape minus Gauteng", "2024 minus 2016", "murders 2022 minus murders 2021": how many more in one
  // place or year than in the other, of whatever the question counts (named again after "minus" or not).
  {
    pattern:
      /\b((?:(?:19|20)\d\d)|[\p{Lu}][\p{L}-]*(?:\s+[\p{Lu}][\p{L}-]*)?)\s+minus\s+(?:(?:the\s+)?\p{Ll}[\p{L}-]*\s+(?:(?:in|for|of)\s+)?(?=(?:19|20)\d\d\b|\p{Lu}))?((?:the\s+)?(?:(?:19|20)\d\d|[\p{Lu}][\p{L}-]*(?:\s+[\p{Lu}][\p{L}-]*)?))(?=\s*(?:=\s*\?|[?.,]|$))/gu,
    meaning: 'how many more in $1 than in $2',
    alsoAWord: true,
  },
  // "Which province ranks first?", "is top of the log for arrests", "tops the table for": the one with
  // the most of what follows.
  {
    pattern:
      /\b(?:(?:ranks?|ranked|comes?|came|is|was|sits?|sat|finish(?:es|ed)?)\s+(?:at\s+the\s+)?(?:first|top|number\s+one)(?:\s+of\s+the\s+(?:log|table|league(?:\s+table)?|standings|charts?|ladder|rankings?|list|pile)(?:\s+(?:for|on|in)\b)?)?|(?:tops?|topped)\s+the\s+(?:log|table|league(?:\s+table)?|standings|charts?|ladder|rankings?|list|pile)(?:\s+(?:for|on|in)\b)?)(?=\s|[?.!,]|$)/giu,
    meaning: 'has the most',
  },
  // "net of the illegal-mining operations": leaving them out.
  { pattern: /\bnet\s+of\b/giu, meaning: 'excluding' },
  // "a plain yes or no would suffice": how the answer may be put, which asks for a yes or no.
  {
    pattern:
      /\b(?:an?\s+)?(?:(?:plain|simple|straight|short|mere)\s+)?(yes\s+or\s+no)\s+(?:would|will|should)\s+(?:suffice|do|be\s+enough|be\s+fine|set\s+[^.?!]{1,40}?\s+at\s+(?:ease|rest))\b/giu,
    meaning: '$1',
  },
  // "I should be most grateful to learn how many ...", "I would be obliged if you could tell me ...": a
  // letter's way to ask, whose "most" is no ranking; "I ask" still ends a letter's opening clauses.
  {
    pattern:
      /\b(?:i|we)\s+(?:(?:should|would|shall|will)\s+be\s+(?:(?:most|very|extremely|so|really|ever\s+so|truly|deeply|much|greatly)\s+)?(?:grateful|obliged|thankful|glad|pleased|indebted)\s+(?:to\s+(?:learn|know|hear|be\s+told|find\s+out|be\s+informed(?:\s+of)?)|if\s+you\s+(?:could|would|can|will|might)\s+(?:tell|let)\s+(?:me|us)(?:\s+know)?|for)|should\s+(?:wish|like|love)\s+to\s+(?:know|learn|be\s+told)|would\s+wish\s+to\s+(?:know|learn|be\s+told))\b\s*/giu,
    meaning: 'I ask you to tell me ',
  },
  // Egyptian Arabic within English: "kam" (how many), "fi shahr July" (in the month of July), "bas"
  // (only), "mesh" (not).
  { pattern: word('kam'), meaning: 'how many' },
  { pattern: word('fi\\s+shahr|fel\\s+shahr'), meaning: 'in' },
  { pattern: word('fi|fel'), meaning: 'in' },
  { pattern: /\b(?:SUSPECTS?\s+)?ARREST(?:ED)?\s+NONE\b/gu, meaning: 'nobody arrested', alsoAWord: true },
  { pattern: word('bas'), meaning: 'only' },
  // "A columnist wrote that ... - is that right?": the check asked after a dash is a sentence of its own.
  {
    pattern:
      /\s+[-–—]\s+(?=(?:is|was)\s+(?:that|this|it|she|he|they)\s+(?:right|true|correct|accurate|so)\b|(?:true|right|correct)\s*\?)/giu,
    meaning: '. ',
  },
  // "the suspects whose age the police actually gave": whose age is stated.
  {
    pattern:
      /\bwhose\s+(ages?)\s+the\s+(?:police|releases?|reports?|statements?|saps)\s+(?:actually\s+|do\s+|did\s+)?(?:gave|give|gives|stated|state|states|recorded|record|records|mentioned|mention|mentions)\b/giu,
    meaning: 'whose $1 is stated',
  },
  // "Top 3 crimes - go!", "Quick one, go:": the asker's cue to answer, said of the ask itself.
  {
    pattern: /(?:\s*[-–—,:]|(?<=[.!?]))\s*\b(?:go|go\s+go(?:\s+go)?|shoot|fire\s+away)\s*!+(?=\s*$)/giu,
    meaning: '',
  },
  // "no cap": no lie, said of the ask itself.
  { pattern: /,?\s*\bno\s+cap\b/giu, meaning: '' },
  // "Total male victims minus total female victims": how many more of the first than of the second.
  {
    pattern:
      /\b(?:the\s+)?(?:total\s+(?:number\s+of\s+)?)?((?:male|female)\s+(?:victims|suspects))\s+minus\s+(?:the\s+)?(?:total\s+(?:number\s+of\s+)?)?((?:male|female)\s+(?:victims|suspects))\b/giu,
    meaning: 'how many more $1 than $2',
  },
  // A Deaf writer's South African Sign Language gloss: signs joined by hyphens ("HOW-MANY",
  // "EASTERN-CAPE", "ADD-UP"), "YES NO" for a yes-or-no question, "ARREST NONE" for nobody arrested.
  { pattern: /\b([A-Z]{2,})-([A-Z]{2,})\b/gu, meaning: '$1 $2', alsoAWord: true },
  { pattern: /\bYES[\s-]+NO\b/gu, meaning: 'yes or no', alsoAWord: true },
  { pattern: /\bARREST(?:ED)?\s+(?:NONE|NOBODY|ZERO)\b/gu, meaning: 'nobody arrested', alsoAWord: true },
  { pattern: /\bNUMBER\s+WHAT\b/gu, meaning: 'what number', alsoAWord: true },
  // "GAUTENG INCIDENTS, GUN ILLEGAL INVOLVED, PERCENT HOW-MUCH?": the topic first, which is the base of
  // the share, then what is said of it, then the question word; "GUN ILLEGAL": the thing before its sign.
  {
    pattern:
      /^\s*((?:[A-Z][A-Z'-]*\s+)*(?:INCIDENTS|CASES|EVENTS|MURDERS|RAPES|KIDNAPPINGS|ROBBERIES|HIJACKINGS)),\s*([^?]+?),\s*(?:PERCENT(?:AGE)?|PER\s+CENT)\s+HOW\s+MUCH\s*\?/gu,
    meaning: 'Of the $1, what percentage $2?',
    alsoAWord: true,
  },
  { pattern: /\b(GUNS?|FIREARMS?|WEAPONS?)\s+ILLEGAL\b/gu, meaning: 'illegal $1', alsoAWord: true },
  // Slang for a car hijacked: "someone's ride got jacked".
  {
    pattern: word('(?:ride|whip|wheels|car)\\s+(?:got|get|gets|was|were)\\s+jacked'),
    meaning: 'car was hijacked',
  },
  // Chichewa, as Malawians in South Africa write it within English: "anthu angati" (how many people),
  // "ana" children, "amayi" women, "abambo" men, "apolisi" the police, "akuba" thieves.
  { pattern: word('anthu\\s+angati'), meaning: 'how many people' },
  { pattern: word('angati'), meaning: 'how many' },
  { pattern: word('anthu'), meaning: 'people' },
  { pattern: lowerCase('ana'), meaning: 'children' },
  { pattern: word('amayi'), meaning: 'women' },
  { pattern: word('abambo'), meaning: 'men' },
  { pattern: word('apolisi'), meaning: 'police' },
  { pattern: word('akuba'), meaning: 'suspects' },
  // English as the asker writes it: slips, and "souls lost to violence" for people killed.
  { pattern: word('(?:were\\s+)?lost\\s+to\\s+violence'), meaning: 'killed' },
  { pattern: word('(?:polise|polis|police)\\s+m[ae]n'), meaning: 'police officers' },
  { pattern: word('polise|polis'), meaning: 'police' },
  // "was kilt", "pipol kilt": "killed" as it is said, where a verb is expected.
  {
    pattern: word('(?<=\\b(?:was|were|got|get|been|be|is|are|people|pipol|man|men|woman|women)\\s+)kilt'),
    meaning: 'killed',
  },
  { pattern: word('kilt(?=\\s+or\\s+(?:hurt|injured|wounded))'), meaning: 'killed' },
  { pattern: word('womens|womans'), meaning: 'women' },
  { pattern: word('childrens|childs'), meaning: 'children' },
  { pattern: word('folks?'), meaning: 'people' },
  {
    pattern: word('(?:lady|ladies)(?=\\s+(?:suspects?|victims?|accused|perpetrators?|offenders?))'),
    meaning: 'female',
  },
];
