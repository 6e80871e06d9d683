/**
 * The words South African newsrooms and analysts write for crimes and places that the release
 * taxonomy and the gazetteer name otherwise: "CIT heists", "truckjackings", "zama zamas", "TOMV",
 * "NMB", "EC", and the shorthand of posts ("avg", "ppl"). A question is read with them written out, and `Read as` says how each was read, so
 * slang never silently drops out of a count. One table, tested row by row.
 */
import { METROS } from '../../corpus/gazetteer';
import { numberOfWord, readNumber } from '../../corpus/numbers';
import { MONTH } from './date-expressions';
import { joinOr } from './format';
import { escapeRegExp } from './support-text';
import type { Correction } from './understand-question';
import { DAY_STEMS } from './weekday-terms';

interface NewsroomWord {
  /** As questions write it; abbreviations match in capitals only, so "nw" in a word or "pe" is never one. */
  pattern: RegExp;
  /** What the reader understands. */
  meaning: string;
  /** Also a common word in lower case ("am"), so it keeps its capitals even where nothing else does. */
  alsoAWord?: true;
}

/** The provinces with a coastline, and those without one. */
const COASTAL_PROVINCES = ['Western Cape', 'Eastern Cape', 'KwaZulu-Natal', 'Northern Cape'];
const INLAND_PROVINCES = ['Gauteng', 'Free State', 'North West', 'Limpopo', 'Mpumalanga'];

const word = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'giu');
const capitals = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'gu');
/** A word only as written in lower case, where its capitalised form is a name. */
const lowerCase = capitals;

/** Crimes, most specific first: "CIT heists" before a bare "heists". */
const CRIME_WORDS: readonly NewsroomWord[] = [
  {
    pattern: word('(?:cit|cash[- ]in[- ]transit|cash[- ]van|cash)[- ](?:heists?|hits?)'),
    meaning: 'cash-in-transit robbery',
  },
  {
    pattern: word(
      'cash[- ]?(?:van|truck|vehicle)s?[- ](?:attacks?|robb?er(?:y|ies)|bombings?|ambush(?:es)?|hits?)',
    ),
    meaning: 'cash-in-transit robbery',
  },
  // "the robberies of those armoured cash-in-transit vans": the crime done to the vans.
  {
    pattern: word(
      '(?:robber(?:y|ies)|heists?|attacks?|ambush(?:es)?|bombings?)\\s+(?:on|of|against)\\s+(?:those\\s+|these\\s+|the\\s+|an?\\s+)?(?:armou?red\\s+)?(?:cash[- ]in[- ]transit|CIT|cash)\\s+(?:vans?|vehicles?|trucks?|cars?|carriers?)',
    ),
    meaning: 'cash-in-transit robbery',
  },
  {
    pattern: word(
      '(?:armou?red\\s+)?cash[- ]in[- ]transit\\s+(?:vans?|vehicles?|trucks?)(?:\\s+(?:robber(?:y|ies)|attacks?|heists?|hits?))?',
    ),
    meaning: 'cash-in-transit robbery',
  },
  { pattern: capitals('CIT'), meaning: 'cash-in-transit' },
  // "CASH-VAN BLOODBATH": the armoured van alone names the crime done to it.
  { pattern: word('cash[- ](?:vans?|trucks?)'), meaning: 'cash-in-transit robbery' },
  // A court reporter's "AM" is attempted murder; after a number it is the morning.
  { pattern: /(?<![\p{L}\p{N}]|\d\s)AM(?![\p{L}\p{N}])/gu, meaning: 'attempted murder', alsoAWord: true },
  { pattern: word('heists?'), meaning: 'robbery' },
  // "all persons recorded as killed", "victims reported as injured": the people, as the records put them.
  {
    pattern: word(
      '(people|persons|victims|suspects)\\s+(?:(?:who\\s+)?(?:were|are)\\s+)?(?:recorded|reported|listed|counted|documented|registered|noted)\\s+as\\s+(killed|injured|wounded|hurt|dead|arrested)',
    ),
    meaning: '$1 $2',
  },
  // A statistician's conditioning: "conditional on an incident involving a murder, what is the
  // probability that it occurred on a farm" is the share of the murders that were on a farm;
  // "the expected number" per incident is its average.
  {
    pattern: word(
      'conditional\\s+on\\s+(?:an?\\s+|the\\s+)?(?:incidents?|events?|matters?|cases?)\\s+(?:being\\s+|having\\s+(?:been\\s+)?|involving\\s+)?',
    ),
    meaning: 'of the incidents ',
  },
  { pattern: word('conditional\\s+on'), meaning: 'among the incidents with' },
  {
    pattern: word(
      '(?:what\\s+is\\s+)?the\\s+probability\\s+that\\s+(?:it|the\\s+incident|an\\s+incident|they)',
    ),
    meaning: 'what percentage',
  },
  // A tester's "Expected count, exactly?" is the count the test expects, no average.
  {
    pattern: word(
      '(?<=\\b(?:the|an|its|their)\\s+)expected\\s+(number|value|count|fatalities|deaths|arrests|victims|injuries|casualties|suspects)',
    ),
    meaning: 'average $1',
  },
  {
    pattern: word(
      'expected\\s+(number|value|count|fatalities|deaths|arrests|victims|injuries|casualties|suspects)(?=\\s+(?:per|for\\s+(?:an?|each|one|every))\\b)',
    ),
    meaning: 'average $1',
  },
  // "at least one person lost his or her life": was killed.
  { pattern: word('lost\\s+(?:his\\s+or\\s+her|her\\s+or\\s+his)\\s+life'), meaning: 'was killed' },
  // "of the female sex": female.
  { pattern: word('of\\s+the\\s+(female|male)\\s+sex'), meaning: '$1' },
  // "more than a dozen people were killed": a figure, said as a count of twelve.
  { pattern: word('half\\s+a\\s+dozen'), meaning: '6' },
  { pattern: word('an?\\s+dozen'), meaning: '12' },
  // "Is that borne out?", "do the records bear that out?": whether a claim is true.
  {
    pattern: word(
      '(?:(?:is|was)\\s+(?:that|this|it)\\s+borne\\s+out|(?:do|does)\\s+(?:the\\s+)?(?:releases|records|events|reports|data|notebook|figures)\\s+bear\\s+(?:that|this|it)\\s+out)(?:\\s+by\\s+(?:the\\s+)?(?:releases|records|data|events|notebook|figures))?',
    ),
    meaning: 'is that true',
  },
  // "does that hold up (against the releases)?": whether a claim is true, not a robbery.
  {
    pattern: word(
      '(?:does|do|did|will|would|can|could)\\s+(?:that|this|it|they|the\\s+(?:claim|line|figure|number|statement|script))\\s+(?:really\\s+|still\\s+)?hold\\s+up(?:\\s+(?:against|to|with)\\s+(?:the\\s+)?(?:releases|records|data|events|notebook|figures|facts))?',
    ),
    meaning: 'is that true',
  },
  // "hold-ups", "stick-ups", "stickups": robberies at gunpoint, as people say them; "the figure holds
  // up", "it would not hold up" are claims that stand, not robberies.
  {
    pattern: word(
      '(?<!\\b(?:does|do|did|will|would|can|could|should|might|may|not|still|really|that|this|it|they|claims?|figures?|numbers?|lines?)\\s+(?:[a-z]+\\s+)?)(?:hold|stick)[- ]?ups?(?!\\s+(?:against|to|under|well)\\b)',
    ),
    meaning: 'robbery',
  },
  { pattern: word('truck[- ]?jack(?:ings?|s)?'), meaning: 'truck hijacking' },
  { pattern: word('car[- ]hijack(?:ings?|s)?'), meaning: 'carjacking' },
  // Zama zamas are the miners, not the mining: "how many zama zamas were arrested" counts people.
  { pattern: word('zama[- ]?zamas?'), meaning: 'illegal miners' },
  { pattern: capitals('TOMV'), meaning: 'theft of motor vehicle' },
  { pattern: capitals('TFMV'), meaning: 'theft out of motor vehicle' },
  { pattern: word('house[- ]?breakings?'), meaning: 'burglary' },
  { pattern: word('(?:cattle|stock|livestock)[- ]rustling|rustling'), meaning: 'stock theft' },
  { pattern: word('(?:cattle|stock|livestock)[- ]rustlers?|rustlers?'), meaning: 'stock thieves' },
  { pattern: word('perlemoen'), meaning: 'abalone poaching' },
  // Afrikaans: a "plaasmoord" is a farm murder, a "plaasaanval" a farm attack, a "rooftog" a robbery.
  { pattern: word('plaasmoorde?'), meaning: 'farm murders' },
  { pattern: word('plaasaanval(?:le)?'), meaning: 'farm attacks' },
  { pattern: word('plase|plaas'), meaning: 'farm' },
  // The December holidays are the festive season, December and January.
  { pattern: word('(?:the\\s+)?december(?:[\\s-]january)?\\s+holidays?'), meaning: 'the festive season' },
  // Sesotho: "dikgomo" are cattle, "dinku" sheep, "polasing" on the farm.
  {
    pattern: word(
      '(?:dikgomo|dinku)(?:\\s+(?:and|or|le)\\s+(?:dikgomo|dinku|sheep|cattle|goats))?\\s+(?:theft|thefts|stealing)',
    ),
    meaning: 'stock theft',
  },
  { pattern: word('dikgomo'), meaning: 'cattle' },
  { pattern: word('dinku'), meaning: 'sheep' },
  { pattern: word('polasing|polaseng'), meaning: 'on a farm' },
  { pattern: word('roof(?:togte?|aanvalle?)'), meaning: 'robberies' },
  { pattern: word('mandrax|nyaope|dagga|whoonga'), meaning: 'drugs' },
  { pattern: word('(?<!assault )GBH'), meaning: 'assault GBH' },
  // "sex assault", "sex crimes": the headline's short form of sexual assault and sexual offences.
  { pattern: word('sex[- ]assaults?'), meaning: 'sexual assault' },
  { pattern: word('sex[- ](?:crimes?|offen[cs]es?)'), meaning: 'sexual offences' },
];

/** Places by the short names reporters use; provinces by their two-letter codes. */
const PLACE_WORDS: readonly NewsroomWord[] = [
  { pattern: capitals('NMB'), meaning: 'Nelson Mandela Bay' },
  { pattern: word('(?:the\\s+)?East\\s+Rand'), meaning: 'Ekurhuleni' },
  { pattern: capitals('CPT'), meaning: 'Cape Town' },
  // "Leaving out the big metros": the eight metropolitan municipalities, named, are what is left out.
  {
    pattern: word(
      '(leaving\\s+out|excluding|exclude|apart\\s+from|other\\s+than|not\\s+counting|except(?:\\s+for)?|outside|beyond|without)\\s+(?:all\\s+)?(?:of\\s+)?the\\s+(?:(?:eight|8|big|major|large|main)\\s+)*(?:metros|metropolitan\\s+municipalities|metropoles|metropolitan\\s+areas)',
    ),
    meaning:
      '$1 City of Johannesburg, City of Cape Town, eThekwini, City of Ekurhuleni, City of Tshwane, Nelson Mandela Bay, Buffalo City and Mangaung',
  },
  // A council's own short names: "CoJ", "CoCT".
  { pattern: capitals('CoJ|COJ'), meaning: 'City of Johannesburg' },
  { pattern: capitals('CoCT|COCT|CCT'), meaning: 'City of Cape Town' },
  // "the CoT", "EMM", "BCM": Tshwane's, Ekurhuleni's and Buffalo City's own short names.
  { pattern: capitals('CoT|COT'), meaning: 'City of Tshwane' },
  { pattern: capitals('EMM|CoE'), meaning: 'City of Ekurhuleni' },
  { pattern: capitals('BCM|BCMM'), meaning: 'Buffalo City' },
  {
    pattern: word("JHB|Jozi|Joburg|Jo[’']burg|Egoli|(?:the\\s+)?City\\s+of\\s+Gold"),
    meaning: 'Johannesburg',
  },
  { pattern: word('(?:the\\s+)?Mother\\s+City|Kaapstad'), meaning: 'Cape Town' },
  { pattern: word('Durbs'), meaning: 'Durban' },
  { pattern: word('Bloem'), meaning: 'Bloemfontein' },
  // isiXhosa names of the cities: eKapa, eMonti, eBhayi.
  { pattern: word('eKapa|Ekapa'), meaning: 'Cape Town' },
  { pattern: word('eMonti|Emonti'), meaning: 'East London' },
  { pattern: word('eBhayi|Ebhayi'), meaning: 'Gqeberha' },
  // "CAS cases", "CAS dockets": the cases opened at a station; a "CAS number" is still one the events lack.
  { pattern: /(?<![\p{L}\p{N}])CAS\s+(?=(?:cases?|dockets?|matters?)\b)/gu, meaning: '' },
  { pattern: word('(?:the\\s+)?Jacaranda\\s+City'), meaning: 'Pretoria' },
  { pattern: capitals('PTA'), meaning: 'Pretoria' },
  { pattern: capitals('DBN'), meaning: 'Durban' },
  { pattern: capitals('PMB'), meaning: 'Pietermaritzburg' },
  { pattern: capitals('EC'), meaning: 'Eastern Cape' },
  { pattern: capitals('WC'), meaning: 'Western Cape' },
  { pattern: capitals('NC'), meaning: 'Northern Cape' },
  { pattern: capitals('FS'), meaning: 'Free State' },
  { pattern: capitals('NW'), meaning: 'North West' },
  // Typed in lower case too where no common word is spelt so: "cit heists gp + kzn".
  { pattern: word('GP'), meaning: 'Gauteng' },
  // "An MP claimed ...": a Member of Parliament, who speaks; the province is where things happen.
  {
    pattern: capitals(
      '(?<!\\b(?:[Aa]n|[Tt]he|[Tt]his|[Tt]hat|[Oo]ur|[Tt]heir|[Oo]ne|[Ll]ocal|[Oo]pposition|[Aa]nother|[Ee]very)\\s)MP(?!\\s+(?:claimed|claims|said|says|asked|asks|told|tells|wants|wrote|writes|argued|argues|stated|states|insisted|insists|alleged|alleges|believes|thinks)\\b)',
    ),
    meaning: 'Mpumalanga',
  },
  { pattern: capitals('LP'), meaning: 'Limpopo' },
  // "Lim murders", "Lim against Mpumalanga": Limpopo as its broadcasters shorten it; "limb" is no place.
  { pattern: /(?<![\p{L}\p{N}])(?:Lim|LIM|Limp)(?![\p{L}\p{N}])/gu, meaning: 'Limpopo' },
  // Afrikaans names of the provinces: "die Vrystaat", "die Kaap" (the Western Cape, as it is said).
  { pattern: word('(?:die\\s+)?vrystaat'), meaning: 'the Free State' },
  { pattern: word('(?:in\\s+)?die\\s+kaap'), meaning: 'in the Western Cape' },
];

/**
 * People as South Africans name them in their languages within English ("how many abantwana were
 * victims", "mapodise", "vakadzi"), so a local word never silently drops out of who is counted.
 */
const PEOPLE_WORDS: readonly NewsroomWord[] = [
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

/**
 * Slang for the police, the people they arrest and what happened: "the boys in blue", "the feds
 * cuffed 10 ppl", "okes got locked up", "got popped n didnt make it", a private investigator's "vic" and
 * "job", a police officer's own "our members".
 */
const STREET_WORDS: readonly NewsroomWord[] = [
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

/** Portuguese within English, as a Mozambican community writes it: "quantos", "assassinato", "roubo". */
const PORTUGUESE_WORDS: readonly NewsroomWord[] = [
  { pattern: word('boa\\s+tarde|bom\\s+dia|boa\\s+noite|ol[áa]'), meaning: 'hello' },
  { pattern: word('por\\s+favor'), meaning: 'please' },
  { pattern: word('obrigad[oa]'), meaning: 'thank you' },
  { pattern: word('quant[oa]s'), meaning: 'how many' },
  { pattern: word('qual|quais'), meaning: 'which' },
  { pattern: word('quando'), meaning: 'when' },
  { pattern: word('(?:o\\s+|a\\s+)?(?:[úu]ltim[oa]|mais\\s+recente)'), meaning: 'the latest' },
  { pattern: word('(?:o\\s+|a\\s+)?primeir[oa]|(?:o\\s+|a\\s+)?mais\\s+antig[oa]'), meaning: 'the earliest' },
  { pattern: word('a\\s+data'), meaning: 'the date' },
  { pattern: word('percentagem|porcentagem'), meaning: 'percentage' },
  { pattern: word('sim\\s+ou\\s+n[ãa]o'), meaning: 'yes or no' },
  { pattern: word('todas\\s+as\\s+prov[íi]ncias(?:\\s+juntas)?'), meaning: 'all provinces together' },
  { pattern: word('prov[íi]ncias'), meaning: 'provinces' },
  { pattern: word('prov[íi]ncia'), meaning: 'province' },
  // "em 2019", "Em 2019", "em Komatipoort" is "in"; "Em" before a capital may begin a name.
  { pattern: lowerCase('[Ee]m(?=\\s+\\d{4})|em(?=\\s+\\p{Lu})|aqui\\s+em'), meaning: 'in' },
  { pattern: word('aqui'), meaning: 'here' },
  { pattern: word('presos|detidos'), meaning: 'arrested' },
  { pattern: word('suspeit[oa]s'), meaning: 'suspects' },
  { pattern: word('v[íi]timas'), meaning: 'victims' },
  { pattern: word('roubos?\\s+de\\s+gado'), meaning: 'stock theft' },
  { pattern: word('roubos?\\s+de\\s+(?:carros?|viaturas?)'), meaning: 'carjacking' },
  { pattern: word('carros?[- ]fortes?'), meaning: 'cash-in-transit robbery' },
  { pattern: word('loja'), meaning: 'business' },
  { pattern: word('assassinatos?|homic[ií]dios?'), meaning: 'murder' },
  { pattern: word('pol[ií]cias?'), meaning: 'police' },
  { pattern: word('mulheres'), meaning: 'women' },
  { pattern: word('homens'), meaning: 'men' },
  { pattern: word('crian[cç]as'), meaning: 'children' },
  { pattern: word('roubos?|assaltos?'), meaning: 'robbery' },
  { pattern: word('sequestros?|raptos?'), meaning: 'kidnapping' },
  { pattern: word('estupros?|violações|violacoes'), meaning: 'rape' },
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
const HAPPENING_WORDS: readonly NewsroomWord[] = [
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

const DAY_ABBREVIATIONS: readonly [string, string][] = [
  ['mon', 'Monday'],
  ['tues?', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu(?:rs?)?', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
];
/** A day, shortened or written out: what makes a shortened day next to it a day too. */
const ANY_DAY = `(?:(?:${DAY_ABBREVIATIONS.map(([a]) => a).join('|')})\\.?|(?:${DAY_STEMS.join('|')})day)`;
const JOINED = '\\s*(?:or|and|&|/|-|–|to|through|,)\\s*';

/**
 * "Sat or Sun", "Mon-Fri", "on a Sat": days of the week shortened, read as days only where another
 * day or an "on" makes them days ("the sun", "they sat" stay words).
 */
const DAY_WORDS: readonly NewsroomWord[] = DAY_ABBREVIATIONS.map(([abbreviation, day]) => {
  // "Sat or Sun. How many ...": a full stop that ends the sentence stays, so the sentence still ends.
  const alone = `${abbreviation}(?:\\.(?!\\s+\\p{Lu}|\\s*$))?(?![\\p{L}\\p{N}])`;
  return {
    pattern: new RegExp(
      [
        `(?<![\\p{L}\\p{N}])${alone}(?=${JOINED}${ANY_DAY}(?![\\p{L}\\p{N}]))`,
        `(?<=(?<![\\p{L}\\p{N}])${ANY_DAY}${JOINED})${alone}`,
        `(?<=\\bon\\s+(?:a\\s+)?)${alone}`,
      ].join('|'),
      'giu',
    ),
    meaning: day,
  };
});

/** The shorthand of messages and posts: "avg", "ppl", "w/", "pls". */
const TEXT_WORDS: readonly NewsroomWord[] = [
  { pattern: word('avg'), meaning: 'average' },
  { pattern: word('pct'), meaning: 'percent' },
  { pattern: word('ppl|pple|peeps'), meaning: 'people' },
  { pattern: word('pls|plz'), meaning: 'please' },
  { pattern: word('some1'), meaning: 'someone' },
  // "- KZN only: total inj. vics?": a bullet before a line says nothing of what is asked.
  { pattern: /^[ \t]*[-*•][ \t]+/gmu, meaning: '' },
  // "how meny", "how mny": the words of asking a count, as a learner or a thumb types them.
  { pattern: word('how\\s+(?:meny|mny|mani|manny|mamy|maney|mnay)'), meaning: 'how many' },
  { pattern: word('most\\s+resent'), meaning: 'most recent' },
  // An investigator's file shorthand: "DOI" the date of the incident, "susp." suspects, "inj."
  // injured, "LM" a local municipality.
  { pattern: capitals('DOI'), meaning: 'incident date' },
  { pattern: /(?<![\p{L}\p{N}])susp\.(?=\s|$)/giu, meaning: 'suspects' },
  { pattern: /(?<![\p{L}\p{N}])inj\.(?=\s|$)/giu, meaning: 'injured' },
  { pattern: capitals('LM'), meaning: 'municipality' },
  // Typed in lower case only: "Da Gama Road" is a name, Afrikaans "Wit" a colour.
  { pattern: lowerCase('wit'), meaning: 'with' },
  { pattern: lowerCase('da'), meaning: 'the' },
  { pattern: word('gettin'), meaning: 'getting' },
  // Sepedi "ke kgopela" (please) and "ba bakae" (how many).
  { pattern: word('ke\\s+kgopela'), meaning: 'please' },
  { pattern: word('(?:ba|di|tše|tse|a)\\s+(?:ba|ma)?kae|bakae|makae'), meaning: 'how many' },
  // Sesotho: "dipolao" murders, "diphofu" victims, "ho etsahala" to happen; the provinces by their
  // Sesotho names; "ko" in, as "ko Kapa Bophirima".
  { pattern: word('dipolao'), meaning: 'murders' },
  { pattern: word('polao'), meaning: 'murder' },
  { pattern: word('(?:ba\\s+bileng\\s+)?diphofu'), meaning: 'victims' },
  { pattern: word('(?:di\\s+|e\\s+)?etsahetse|(?:di\\s+|e\\s+)?etsahala'), meaning: 'happened' },
  { pattern: word('Foreisetata|Freistata'), meaning: 'Free State' },
  { pattern: word('Kapa\\s+Bophirima'), meaning: 'Western Cape' },
  { pattern: word('Kapa\\s+Botjhabela'), meaning: 'Eastern Cape' },
  { pattern: word('Kapa\\s+Leboya'), meaning: 'Northern Cape' },
  { pattern: lowerCase('ko'), meaning: 'in' },
  { pattern: word('togetha|togeda'), meaning: 'together' },
  // "fatal incidents", "were fatal": incidents where someone was killed.
  {
    pattern: word('fatal\\s+(incidents|cases|attacks|events|shootings|matters)'),
    meaning: '$1 where someone was killed',
  },
  {
    pattern: word('mass[- ]casualty(?:[- ](?:type|kind|sort|style))?\\s+(?:events?|incidents?|cases?)'),
    meaning: 'incident',
  },
  { pattern: /\bexcl\.?(?=\s)/giu, meaning: 'excluding' },
  { pattern: word('any1'), meaning: 'anyone' },
  // Voice-to-text homophones: "over the weak end", "during the weak", "more then to suspects".
  { pattern: word('weak[\\s-]?ends?'), meaning: 'weekend' },
  { pattern: word('(?<=\\b(?:the|a|this|last|next|per)\\s+)weak'), meaning: 'week' },
  // Texting: "which day of the wk", "2 wks ago".
  { pattern: word('wk'), meaning: 'week' },
  { pattern: word('wks'), meaning: 'weeks' },
  {
    pattern: word('(?<=\\bthan\\s+)to(?=\\s+(?:suspects|people|persons|victims|accused)\\b)'),
    meaning: 'two',
  },
  { pattern: word('fire\\s+arms'), meaning: 'firearms' },
  // An auditor's "variance" between two figures is their difference.
  { pattern: word('variance'), meaning: 'difference' },
  // "the 2019 season": a sportswriter's year.
  { pattern: word('(?<=\\b(?:19|20)\\d{2}\\s+)season'), meaning: '' },
  // A sportswriter's words for counts by year: "season-by-season scoreline" is a figure per year, "on the
  // scoresheet" and "on the North West team sheet" are in the records (of the place).
  { pattern: word('season[\\s-]+(?:by|on|to)[\\s-]+season'), meaning: 'year by year' },
  { pattern: word('(?:score[\\s-]?lines?|score[\\s-]?cards?|tall(?:y|ies))(?=\\s+of\\b)'), meaning: 'count' },
  {
    pattern:
      /\bon\s+the\s+((?:[\p{Lu}][\p{L}-]*\s+){0,3})(?:score[\s-]?sheets?|team[\s-]?sheets?|score[\s-]?boards?|score[\s-]?cards?)\b/gu,
    meaning: 'in $1',
  },
  // "Build a small series.", "draw up a quick table": the form wanted, which an answer gives anyway.
  {
    pattern:
      /\b(?:build|make|draw\s+up|produce|prepare|create|put\s+together)\s+(?:a|an|the)\s+(?:small\s+|short\s+|simple\s+|quick\s+|little\s+)?(series|table|chart|graph|list|tally)\b/giu,
    meaning: 'give the $1',
  },
  // "... ? A percentage would help me.": the figure asked for, as a share.
  {
    pattern:
      /(?<=[?.!]\s*)(?:an?\s+|as\s+an?\s+)?(percentage|per\s*cent|share|proportion)\s+(?:would|will|is|please|might)\b[^?.!]*[.!]?\s*$/giu,
    meaning: 'As a $1?',
  },
  // "The ones who were caught in the Eastern Cape": the suspects arrested, as an interpreter renders it.
  {
    pattern:
      /\b(?:the\s+ones|those|the\s+people|the\s+persons|the\s+men|the\s+people)\s+who\s+(?:were|got)\s+(?:caught|arrested|nabbed|apprehended)\b/giu,
    meaning: 'the suspects arrested',
  },
  // "their middle age, the median": the age in the middle, which is the median.
  { pattern: /\b(their|the|his|her)\s+midd?le\s+(ages?|value|figure)\b/giu, meaning: '$1 median $2' },
  // "the PB for suspects arrested - the biggest total haul": a runner's best, the most.
  {
    pattern: word('(?:holds?|held|has|had)\\s+the\\s+(?:pb|personal\\s+best)\\s+for'),
    meaning: 'has the most',
  },
  { pattern: word('(?:total\\s+)?haul'), meaning: 'total' },
  { pattern: /\bmeasure\s+up\s+(?=(?:the\s+)?\p{Lu})/gu, meaning: 'in ' },
  // "the pre-2020 layer", "post-2019": before or after the year, not in it.
  { pattern: /(?<![\p{L}-])pre-?((?:19|20)\d\d)(?!\d)/giu, meaning: 'before $1' },
  { pattern: /(?<![\p{L}-])post-?((?:19|20)\d\d)(?!\d)/giu, meaning: 'after $1' },
  // "how many head were arrested", "head of poachers": a count of people, as of cattle.
  { pattern: /(?<=\bhow\s+many\s+)head\s+(?=(?:were|was|got|have|had)\b)/giu, meaning: 'people ' },
  {
    pattern:
      /\bhead\s+of\s+(?=(?:people|persons|suspects|victims|men|women|children|thieves|[a-z]+ers)\b)/giu,
    meaning: '',
  },
  // "jobs where somebody got arrested - arrest made, yes": a form's field and its value, the condition
  // said again.
  {
    pattern: /\barrest(?:_|\s+)made\s*[,:=]?\s*(?:yes|true|y)\b/giu,
    meaning: 'where someone was arrested',
  },
  { pattern: /\barrest(?:_|\s+)made\s*[,:=]?\s*(?:no|false|n)\b/giu, meaning: 'where nobody was arrested' },
  // "Entry 12: first murder on the log": a logbook's numbering, no figure of the question's.
  { pattern: /^\s*entry\s+(?:no\.?\s*)?\d+\s*[:.)-]\s*/giu, meaning: '' },
  // A butcher's "the whole carcass" is everything; "what cut" is what share.
  { pattern: /\b(?:the\s+)?whole\s+carcass\b\s*(?:,\s*nothing\s+trimmed)?/giu, meaning: 'everything' },
  { pattern: /\bwhat\s+cut\b/giu, meaning: 'what share' },
  // "the head count of children": the number of them.
  { pattern: /\bhead[-\s]?count\s+of\b/giu, meaning: 'number of' },
  { pattern: word('hump\\s+day'), meaning: 'Wednesday' },
  // A clinician's "On examination", "Presenting:": how a note opens, not what it asks.
  { pattern: /\b(?:on\s+examination(?:\s+of)?|presenting\s*:)\s*/giu, meaning: '' },
  // "how many poachers were taken in", "hauled in": arrested.
  {
    pattern:
      /(?<=\b(?:were|was|got|been|get)\s+)(?:taken|hauled|pulled|brought)\s+in\b(?!\s+(?:by|for\s+treatment|total|all|each|every|the|a|an|this|that|these|those|\d)\b)/giu,
    meaning: 'arrested',
  },
  // A mechanic's "on the card", an electrician's "on the board": what an incident's record holds.
  { pattern: word('on\\s+the\\s+(?:(?:job\\s+)?card|board)'), meaning: 'recorded' },
  // "a baker's dozen": thirteen; "plain robbery": robbery of no other kind named.
  { pattern: /\ba\s+baker['’]?s\s+dozen\b/giu, meaning: '13' },
  { pattern: /\bplain\s+(?=robber)/giu, meaning: '' },
  // A wine's year: "the vintage 2022", "a blend of all the vintages".
  { pattern: word('vintage(?=\\s+(?:19|20)\\d\\d\\b)'), meaning: 'year' },
  { pattern: word('vintages'), meaning: 'years' },
  { pattern: word('a\\s+blend\\s+of'), meaning: '' },
  // "scanner keeps saying hijack": where the asker heard of the incidents, not one of their words.
  { pattern: word('(?:the\\s+)?scanner\\s+(?:keeps\\s+saying|is\\s+saying|says|said)'), meaning: '' },
  // "What age sits right in the middle of the batch - the median?", "what is the middle one, the median
  // age?": the middle said in plain words before the median is named.
  {
    pattern:
      /\b(?:sits|falls|lies|lands|comes\s+out|is)\s+(?:right\s+|smack\s+|bang\s+|dead\s+|exactly\s+)?in\s+the\s+midd?le(?:\s+of\s+(?:the\s+|this\s+|that\s+|my\s+)?[\p{L}-]+)?(?=[^?]*\bmedian\b)/giu,
    meaning: 'is',
  },
  {
    pattern: /\bthe\s+midd?le(?:\s+one|\s+of\s+(?:the\s+)?[\p{L}-]+)?\s*[,-]?\s*(?=(?:the\s+)?median\b)/giu,
    meaning: '',
  },
  // "Where the ages of the suspects are given, what's the median age?": the age of the people the
  // question named, when it named suspects and no victims.
  {
    pattern:
      /(?<=\b(?:suspects?|accused)\b[\s\S]*?)(?<!\bvictims?\b[\s\S]*)\b(median|average|mean)\s+age\b(?!\s+(?:of|for|among)\b)(?![\s\S]*\bvictims?\b)/giu,
    meaning: '$1 suspect age',
  },
  // "MIDDLE AGE (MEDIAN)", "middle figure of suspects arrested, the median": the median said in plain
  // words, then named.
  {
    pattern: /\bmidd?le\s+(ages?|value|figure|number)\b(?:\s*\(\s*median\s*\)|(?=[^?]*\bmedian\b))/giu,
    meaning: 'median $1',
  },
  // "the median age ..., the median she means": the asker's word for it, said again.
  {
    pattern: /,?\s*\bthe\s+(?:median|mean|average|total|number)\s+(?:she|he|they|i|we)\s+means?\b/giu,
    meaning: '',
  },
  // "the people who were harmed", "those harmed", "were harmed": the victims, as care workers say it;
  // "the person who caused the harm" is the attacker.
  {
    pattern: /\b(?:the\s+)?(?:people|persons|ones|those)\s+(?:who\s+(?:were|was)\s+)?harmed\b/giu,
    meaning: 'the victims',
  },
  { pattern: /\bthe\s+(?:person|one)\s+who\s+caused\s+(?:the\s+)?harm\b/giu, meaning: 'the attacker' },
  { pattern: /\b(?:were|was)\s+harmed(?=\s+(?:in|during|across|by)\b)/giu, meaning: 'were victims' },
  { pattern: /\bharmed\s+by\s+(?=someone|somebody|a\s+person|people)/giu, meaning: 'attacked by ' },
  // "how many guys got arrested", "how many okes were nabbed": the suspects arrested.
  {
    pattern:
      /\bhow\s+many\s+(?:guys|okes|ous|men|people|persons|individuals|tsotsis|of\s+them)\s+(?:got|were|was)\s+(?:arrested|nabbed|caught|locked\s+up|taken\s+in)\b/giu,
    meaning: 'how many suspects were arrested',
  },
  // "the rape cases described here": the notebook's own, which every count is of.
  { pattern: /\s+(?:described|listed|covered|set\s+down)\s+(?:here|in\s+here)\b/giu, meaning: '' },
  // "..., relative to all incidents recorded in that province": the share's base, said again.
  {
    pattern:
      /,?\s*\brelative\s+to\s+(?:all\s+(?:the\s+)?)?(?:incidents|cases|events)\s+(?:recorded\s+|reported\s+)?in\s+(?:that|the\s+same|this)\s+(?:province|municipality|place|area)\b/giu,
    meaning: '',
  },
  // "in our province, North West, ...", "our province, the Eastern Cape": the place named after it is
  // the one meant.
  {
    pattern: /\bour\s+(?:province|municipality|metro|town|city|district)\s*,\s*(?=(?:the\s+)?\p{Lu})/gu,
    meaning: '',
  },
  // A congregation's "our brothers and sisters", "our sisters": the people, the women, the men.
  { pattern: /\bour\s+brothers\s+(?:and|&)\s+sisters\b/giu, meaning: 'people' },
  { pattern: /\bour\s+sisters\b/giu, meaning: 'women' },
  { pattern: /\bour\s+brothers\b/giu, meaning: 'men' },
  // "the one who did harm", "the person who did it": the attacker.
  {
    pattern:
      /\bthe\s+(?:one|person|man|woman)\s+who\s+(?:did\s+(?:the\s+)?(?:harm|it)|harmed\s+(?:them|him|her))\b/giu,
    meaning: 'the attacker',
  },
  // "any member of the police", "members of the SAPS": police officers.
  {
    pattern: /\bany\s+members?\s+of\s+the\s+(?:police(?:\s+service)?|saps)\b/giu,
    meaning: 'any police officer',
  },
  {
    pattern: /\b(?:an?\s+)?members?\s+of\s+the\s+(?:police(?:\s+service)?|saps)\b/giu,
    meaning: 'a police officer',
  },
  // "biz robberies": business robberies.
  { pattern: /\bbiz(?=\s+robber)/giu, meaning: 'business' },
  // "whether, inter alia, any ...": a letter's Latin set off by commas after "whether" adds nothing.
  { pattern: /(?<=\b(?:whether|if|that))\s*,\s*inter\s+alia\s*,/giu, meaning: '' },
  // "For each incident year from 2019 to 2022": a figure per year.
  { pattern: /\b(?:for|in)\s+(?:each|every)\s+(?:incident\s+|calendar\s+)?year\b/giu, meaning: 'per year' },
  // "In real life, how often ...", "What is realistic here:": a writer's wish for the real figure,
  // which every answer from the releases already is.
  { pattern: /\b(?:in\s+real\s+life|in\s+reality|realistically)\s*,?\s*/giu, meaning: '' },
  { pattern: /^\s*what\s+is\s+realistic(?:\s+here)?\s*[:,-]\s*/giu, meaning: '' },
  // "By how many did 2022 come out ahead on people killed?": had more of what follows.
  {
    pattern: /\b(?:come|came|comes|coming)\s+out\s+(?:ahead|in\s+front)(?:\s+(?:on|in|for))?\b/giu,
    meaning: 'have more',
  },
  // "If I sort the municipalities by injured victims, descending, which one sits at the top?": "which
  // one" is one of the groups sorted, not one incident. An ascending sort is left to be read as asked.
  {
    pattern:
      /\b(?:if\s+(?:i|we|you)\s+)?(?:sort|rank|order)(?:ed)?\s+(?:the\s+|all\s+(?:the\s+)?)?(provinces|municipalities|metros|districts|towns|places|areas|months|years|crimes)\s+by\s+([^,.:;?]+?)\s*(?:,?\s*(?:in\s+)?(?:descending|desc)(?:\s+order)?)?\s*[,.:;]\s*(?:then\s+)?which\s+(?:one|of\s+them)\b/giu,
    meaning: 'ranking the $1 by $2, which of the $1',
  },
  // "Which of the incidents had the most people killed?": one incident among them, not a kind of crime.
  {
    pattern:
      /\bwhich\s+(?:one\s+)?of\s+(?:the|these|those|all\s+(?:the\s+)?(?:these\s+)?)\s*(?:incidents|cases|events|attacks)\b(?=[^?]*\b(?:most|fewest|least|highest|lowest|largest|biggest|deadliest|bloodiest|worst)\b)/giu,
    meaning: 'which single incident',
  },
  // "in one of the eight metropolitan municipalities", "in a metro": in any metro, each named.
  {
    pattern:
      /\b(?:in|inside|within|from)\s+(?:(?:one\s+of\s+)?(?:the\s+)?(?:(?:eight|8|big|large)\s+)?(?:metros|metropolitan\s+(?:municipalities|areas|councils)|metro\s+(?:municipalities|areas))|an?\s+(?:metro|metropolitan\s+(?:municipality|area)))\b/giu,
    meaning: `in ${joinOr([...METROS])}`,
  },
  // "down in the coastal provinces", "the inland provinces": the provinces on the sea, or away from it,
  // each named; "the coastal Northern Cape" is the province. A group set against a place ("more in
  // the inland provinces than in ...") is no list of sides, so it stays unread.
  {
    pattern:
      /\b(?:(?:down\s+)?in\s+|along\s+|on\s+|from\s+|across\s+|of\s+)?(?:the\s+|all\s+(?:the\s+)?|our\s+)?(?:four\s+)?(?:coastal|seaside|maritime)\s+provinces\b(?![^?.!]*\bthan\b)(?<!\bthan\b[^?.!]*)/giu,
    meaning: `in ${joinOr(COASTAL_PROVINCES)}`,
  },
  {
    pattern:
      /\b(?:(?:up\s+)?in\s+|from\s+|across\s+|of\s+)?(?:the\s+|all\s+(?:the\s+)?|our\s+)?(?:five\s+)?(?:inland|landlocked)\s+provinces\b(?![^?.!]*\bthan\b)(?<!\bthan\b[^?.!]*)/giu,
    meaning: `in ${joinOr(INLAND_PROVINCES)}`,
  },
  {
    pattern:
      /\b(?:coastal|landlocked|inland)\s+(?=(?:Western|Eastern|Northern)\s+Cape\b|KwaZulu|KZN\b|Gauteng\b|Free\s+State\b|North\s+West\b|Limpopo\b|Mpumalanga\b)/giu,
    meaning: '',
  },
  // "2020..2022": a range of years as code writes one.
  { pattern: /\b((?:19|20)\d\d)\s*\.{2,3}\s*((?:19|20)\d\d)\b/gu, meaning: 'from $1 to $2' },
  // A punter's words: "who's the favourite in the field?", "which one wins it?" (of two named), "a
  // two-horse race": which has the most, or the more.
  {
    pattern:
      /\b(?:who|which|what)(?:['’]s|\s+is|\s+was|\s+are)\s+(?:the\s+)?(?:(?:hot|clear|firm|red-hot)\s+)?(?:favourites?|favorites?|front-?runners?|top\s+dogs?)(?:\s+in\s+(?:the\s+)?field)?\b/giu,
    meaning: 'which has the most',
  },
  { pattern: /\bwhich\s+(?:one\s+)?(?:wins|won|takes|took)\s+it\b/giu, meaning: 'which has more' },
  {
    pattern:
      /\b(?:is|are|was)\s+(?:the\s+)?(?:clear\s+|hot\s+)?(?:favourites?|favorites?|front-?runners?)\b/giu,
    meaning: 'has the most',
  },
  {
    pattern:
      /,?\s*(?:out\s+in\s+front|in\s+front\s+of\s+the\s+(?:field|pack|rest))(?:\s+of\s+the\s+(?:field|pack|rest))?/giu,
    meaning: '',
  },

  { pattern: /\b(?:a\s+)?two-?horse\s+race\s+(?:on|for|in)\b/giu, meaning: 'comparing' },
  // "odds-on": likelier than not, so more than half.
  {
    pattern:
      /\bodds-?on(?:\s+(?:favourite|favorite|bet))?(?=\s*,?\s*(?:i\.?\s?e\.?|that\s+is|meaning)?\s*,?\s*(?:for|of|to|more|over)\b|\s*[?.!])/giu,
    meaning: 'more than half',
  },
  { pattern: /\b(?:what['’]s|what\s+is)\s+the\s+form\s+(?:on|of|for)\b/giu, meaning: 'looking at' },
  // "Were more than half of them in Gauteng? Yes or no.": a yes-or-no question about a share, followed
  // by the form of answer wanted, which it asks already; read as a check of its own, the share's
  // fraction became a claimed count.
  {
    pattern:
      /(?<=(?:^|[.!:;]\s*)(?:is|are|was|were|did|do|does|has|have|had)\b[^?!]*\b(?:half|third|quarter|majority|minority|per\s*cent|percent|share|proportion)\b[^?!]*\?)\s*(?:(?:just\s+|simply\s+|please\s+)?(?:answer\s+)?(?:yes\s+or\s+no|yes\/no|y\/n|true\s+or\s+false))\s*[.?!]*\s*$/giu,
    meaning: '',
  },
  // "which muni comes out on top?": the one with the most.
  {
    pattern: /\b(?:come|came|comes|coming)\s+out\s+on\s+top(?:\s+(?:on|in|for))?\b/giu,
    meaning: 'has the most',
  },
  // A mortuary's or a court's intake: "cases brought in with a fatality", "brought in under an attempted
  // murder charge" are the cases with it, charged with it.
  {
    pattern: word('(?:that\\s+were\\s+|which\\s+were\\s+)?brought\\s+in(?=\\s+(?:under|with|for|on)\\b)'),
    meaning: '',
  },
  { pattern: /\bunder\s+(?:an?\s+|the\s+)?([\p{L}\s-]{3,40}?)\s+charges?\b/giu, meaning: 'with a $1 charge' },
  // "had homicide as the manner of death": the crime named is what is asked; no release records a
  // manner of death apart from the crime.
  { pattern: /\s+as\s+the\s+(?:manner|mode)\s+of\s+death\b/giu, meaning: '' },
  // "the SAPS apprehended how many suspects": the count asked after its verb.
  {
    pattern:
      /\b(?:arrested|apprehended|nabbed|detained|caught)\s+how\s+many\s+(suspects|people|persons|accused|men|women)\b/giu,
    meaning: 'how many $1 were arrested',
  },
  { pattern: word('prov'), meaning: 'province' },
  { pattern: word('hw'), meaning: 'how' },
  { pattern: word('wen'), meaning: 'when' },
  { pattern: word('wat'), meaning: 'what' },
  { pattern: word('wich'), meaning: 'which' },
  { pattern: word('wer'), meaning: 'were' },
  { pattern: word('yrs?(?= old)'), meaning: 'year' },
  // Afrikaans that English questions borrow: "hoeveel" (how many).
  { pattern: word('hoeveel'), meaning: 'how many' },
  { pattern: word('mense'), meaning: 'people' },
  // Setswana "ba le kae", isiXhosa "abangaphi", isiZulu "bangaki": how many.
  {
    pattern: word(
      '(?:ba|bo|di|tse|tsa)\\s+le\\s+kae|abangaphi|bangaphi|ezingaphi|zingaphi|bangaki|zingaki|kangaki|mangaki|ezingaki',
    ),
    meaning: 'how many',
  },
  { pattern: word('mmasepala|masepala'), meaning: 'municipality' },
  // Shona "mangani": how many.
  { pattern: word('mangani|vangani'), meaning: 'how many' },
  // isiZulu "malini" (how much), said of any number; "nini" when, "kuphi" where; "abafile" and
  // "ababulawa" the dead, the ones killed.
  { pattern: word('malini'), meaning: 'how many' },
  { pattern: word('nini'), meaning: 'when' },
  { pattern: word('kuphi'), meaning: 'where' },
  { pattern: word('abafile|ababulawa|ababulewe|abashonile'), meaning: 'killed' },
  // "was a police officer actually among the victims", "was an arrest actually made": a word of
  // emphasis, which asks nothing more; "actually convicted" tells of what courts did later, which is
  // read as such.
  {
    pattern:
      /\s(?:actually|really|in\s+fact|truly|indeed)(?=\s+(?:among|one\s+of|part\s+of|made|caught|taken|held|(?!convicted|sentenced|jailed|acquitted|imprisoned)\p{L}+ed)\b)/giu,
    meaning: '',
  },
  // "the austral winter": the southern-hemisphere season, as every season here is.
  { pattern: /\b(?:austral|southern[- ]hemisphere)\s+(?=(?:winter|summer|autumn|spring)\b)/giu, meaning: '' },
  // "murdas in the Eastern Cape mos?": the Afrikaans "mos" (after all) asks nothing; isiXhosa "kwi"
  // is "in".
  { pattern: /\s+mos(?=\s*[?!.,]|\s*$)/gu, meaning: '' },
  { pattern: word('kwi'), meaning: 'in' },
  // "filter: arrest_made = FALSE, then SUM(...)": the rows a spreadsheet filter keeps; COUNTA counts them.
  {
    pattern:
      /\bfilter(?:ed)?\s*(?:to|on|by|for)?\s*:?\s+(?!(?:the\s+|all\s+)?(?:incidents|rows|events|cases|records)\b)/giu,
    meaning: 'incidents where ',
  },
  { pattern: word('counta|countrows'), meaning: 'count' },
  // "cnt": a count, as a spreadsheet heading shortens it.
  { pattern: word('cnt'), meaning: 'count' },
  // "how much people got hurt": how many, for things that are counted.
  {
    pattern:
      /\bhow\s+much(?=\s+(?:people|ppl|persons|suspects|victims|bad\s+guys|criminals|children|kids|women|men|incidents|cases|murders|robberies|crimes|times|killings)\b)/giu,
    meaning: 'how many',
  },
  // Sesotho: "ke kopa" is please; "ke nnete?" is it true?
  { pattern: word('ke\\s+kopa'), meaning: 'please' },
  { pattern: word('(?:na\\s+)?ke\\s+nnete'), meaning: 'is it true' },
  { pattern: word('(?:is|was|were)\\s+dood'), meaning: 'were killed' },
  // isiZulu borrowed into English questions: "amapoyisa" are the police.
  { pattern: word('amapoyisa|amaphoyisa'), meaning: 'police officers' },
  { pattern: word('provs'), meaning: 'provinces' },
  { pattern: word('munis|munics'), meaning: 'municipalities' },
  { pattern: word('muni|munic'), meaning: 'municipality' },
  { pattern: word('wknds?|w/e'), meaning: 'weekend' },
  { pattern: word('wkdays?'), meaning: 'weekday' },
  { pattern: word('yr'), meaning: 'year' },
  // "the largest increase over the previous year", "fell the most from one year to the next": a change
  // from each period to the one before, not a period "last year".
  {
    pattern:
      /(?<=\b(?:increase|rise|jump|growth|spike|surge|drop|fall|decrease|decline|reduction|dip|change|swing|increased|rose|risen|grew|grown|jumped|fell|fallen|dropped|declined|decreased)s?\b[^?.]{0,60}?)\s+(?:over|compared\s+(?:with|to)|from|on|than|against|relative\s+to|versus|vs\.?)\s+(?:the\s+)?(?:(?:previous|prior|preceding|last)\s+(year|month)|(year|month)\s+before)\b|\s+(?:from\s+)?(?:one|a)\s+(year|month)\s+to\s+the\s+next\b/giu,
    meaning: ' $1$2$3 on $1$2$3',
  },
  // "Between which two consecutive years did incidents fall the most?"
  {
    pattern: /\bbetween\s+which\s+two\s+(?:consecutive|successive|back[- ]to[- ]back)\s+(year|month)s\b/giu,
    meaning: 'in which $1, $1 on $1,',
  },
  { pattern: /\b(?:two\s+)?(?:consecutive|successive)\s+(year|month)s\b/giu, meaning: '$1 on $1' },
  // Growth from one year to the next is a percentage; a "year-on-year change" may be a count.
  { pattern: word('(?:yoy|year[- ]on[- ]year)\\s+growth'), meaning: 'percentage growth' },
  // "yoy drop in incident count from 2019 to 2020, in %": a percentage drop, its unit said after it.
  {
    pattern:
      /\b(?:yoy|y\/?y|year[- ]on[- ]year)\s+(drop|fall|rise|increase|decrease|decline|change)\b(?=[^?]*?,?\s*(?:in\s*%|in\s+per\s*cent|as\s+a\s+percentage)(?![\p{L}]))/giu,
    meaning: 'percentage $1',
  },
  { pattern: /,?\s*in\s*%(?=\s*(?:[(?.,;]|$))/giu, meaning: '' },
  { pattern: word('yoy'), meaning: 'year-on-year' },
  { pattern: word('yrs'), meaning: 'years' },
  { pattern: word('mth|mnth'), meaning: 'month' },
  // "#1 muni", "the #1 province": the first of a ranking.
  { pattern: /(?<![\p{L}\p{N}])(?:no\.\s*|#\s*)1(?![\p{N}])/giu, meaning: 'top' },
  // "Murders '20 vs '24": a year shortened to its last two figures.
  { pattern: /(?<![\p{L}\p{N}])['’‘](?=[0-2]\d(?![\p{L}\p{N}]))/gu, meaning: '20' },
  // "wait what percentage ...", "hold on, which ...": a pause before the ask.
  {
    pattern:
      /^\s*(?:wait|hold\s+on|hang\s+on)\s*[,!.]?\s+(?=(?:what|how|which|who|when|where|so|and|but|is|are|was|were|did|do|does)\b)/giu,
    meaning: '',
  },
  // "exists(...) -> bool": the answer's kind after the arrow, a yes or no.
  { pattern: /\s*->\s*(?:bool(?:ean)?|yes\s*\/\s*no|y\/n)\b/giu, meaning: ', yes or no' },
  // "... -> how many more": an arrow leads to the ask.
  { pattern: /\s*(?:->|→|=>)\s*/gu, meaning: ': ' },
  { pattern: word('mths|mnths'), meaning: 'months' },
  // "2017-2023 incl": a range with both ends in it, as ranges are read anyway; "all types incl CIT":
  // a kind taken in.
  { pattern: /(?<![\p{L}\p{N}])incl\.?(?=\s+\p{L})(?!\s+(?:and|or|to|but)\b)/giu, meaning: 'including' },
  { pattern: word('incl'), meaning: 'inclusive' },
  // "how many rape cases r there": "are", as a thumb types it.
  {
    pattern: /(?<![\p{L}\p{N}])r(?=\s+(?:there|they|these|those|we|you|u|the|any|all)\b)/giu,
    meaning: 'are',
  },
  // "leaving out the catch-all 'other'": a category no answer ranks anyway.
  {
    pattern:
      /,?\s*(?:leaving\s+out|excluding|not\s+counting|ignoring|apart\s+from)\s+(?:the\s+)?catch-?all(?:\s+category)?(?:\s+['‘"“]?other['’"”]?)?/giu,
    meaning: '',
  },
  // "(drop an incident if it carries any of the three)": how a list left out is applied, as it is anyway.
  {
    pattern:
      /\s*\(?\s*drop\s+(?:an?|the|any)\s+(?:incident|case|event|row|record)s?\s+if\s+it\s+(?:carries|has|involves|includes|lists)\s+any\s+of\s+(?:the|them|these|those)(?:\s+[\p{L}]+)?\s*\)?/giu,
    meaning: '',
  },
  // "max victims in a single incident", "which month is the max?": the most.
  {
    pattern:
      /\bmax(?:imum)?\.?\s+(?=(?:victims|people|ppl|persons|suspects|arrests|killed|injured|deaths|incidents|murders|children|kids)\b)/giu,
    meaning: 'the most ',
  },
  { pattern: /\bmax(?:imum)?\.?\s+number\s+of\b/giu, meaning: 'largest number of' },
  { pattern: /\b(?:is|was)\s+the\s+max(?:imum)?\b/giu, meaning: 'has the most' },
  // "out of the suspects whose sex is given, not out of the victims (i confused those)": the people set
  // against those asked about, who are not counted.
  {
    pattern:
      /,?\s*(?:and\s+)?not\s+(?:out\s+of\s+|of\s+|among\s+)?the\s+(?:victims|suspects)(?:\s*\([^)]*\))?(?=\s*(?:[.,;?!-]|$))/giu,
    meaning: '',
  },
  // "were any of the suspects teenagers? like 19 or younger": suspects under 20, the gloss said with it.
  {
    pattern:
      /(?<=\b(?:were|was|are|is)\s+(?:any\s+)?(?:of\s+)?(?:the\s+)?suspects\s+|\bsuspects?\b[^?.!]{0,30}\b(?:were|was|are|is)\s+(?:any\s+)?)(?:teen(?:ager)?s|a\s+teenager)\b(?:[?!.]*\s*(?:like|i\.e\.?|so|meaning)?\s*(?:aged\s+)?19\s+or\s+(?:younger|under|less)\b)?/giu,
    meaning: 'under 20',
  },
  // "was the complainant, or one of the complainants, a minor": one of them at least, said twice.
  {
    pattern:
      /\b(?:the\s+)?(victim|complainant),?\s+or\s+(?:one|any)\s+of\s+the\s+(?:victims|complainants),?\s+/giu,
    meaning: 'one of the $1s ',
  },
  // "suspects in their twenties": aged 20 to 29.
  {
    pattern: /\bin\s+(?:their|his|her)\s+(?:early\s+|late\s+|mid[- ])?twenties\b/giu,
    meaning: 'aged 20 to 29',
  },
  {
    pattern: /\bin\s+(?:their|his|her)\s+(?:early\s+|late\s+|mid[- ])?thirties\b/giu,
    meaning: 'aged 30 to 39',
  },
  {
    pattern: /\bin\s+(?:their|his|her)\s+(?:early\s+|late\s+|mid[- ])?forties\b/giu,
    meaning: 'aged 40 to 49',
  },
  {
    pattern: /\bin\s+(?:their|his|her)\s+(?:early\s+|late\s+|mid[- ])?fifties\b/giu,
    meaning: 'aged 50 to 59',
  },
  {
    pattern: /\bin\s+(?:their|his|her)\s+(?:early\s+|late\s+|mid[- ])?sixties\b/giu,
    meaning: 'aged 60 to 69',
  },
  {
    pattern: /\bin\s+(?:their|his|her)\s+(?:early\s+|late\s+|mid[- ])?seventies\b/giu,
    meaning: 'aged 70 to 79',
  },
  // "Die kinders man.", "The children, man!": "man" said to the listener, not a man.
  {
    pattern:
      /(?<![\s,](?:a|an|the|one|that|this|any|old|young|every|each|same|other|single|armed|dead|injured|unknown)),?\s+man(?=\s*[.!])/giu,
    meaning: '',
  },
  // "how many murders had child victims": murders counted, each with such a victim, not the victims.
  {
    pattern:
      /\bhow\s+many\s+((?:[\p{L}-]+\s+){0,2}?(?:murders|rapes|robberies|hijackings|carjackings|kidnappings|shootings|stabbings|attacks|assaults|killings|crimes))\s+(had|involved|included|saw|left)\b/giu,
    meaning: 'how many incidents of $1 $2',
  },
  // "what percent of rape cases had children as victims": cases with such a victim, as "child victims".
  {
    pattern:
      /\b(had|involved|with)\s+(?:a\s+|any\s+)?(?:children|kids|minors|a\s+child)\s+(?:as(?:\s+(?:the|their))?|among(?:st)?\s+(?:the|their))\s+victims?\b/giu,
    meaning: '$1 child victims',
  },
  {
    pattern:
      /\b(had|involved|with)\s+(?:a\s+|any\s+)?(?:women|girls|a\s+woman|women\s+or\s+girls)\s+(?:as|among(?:st)?\s+(?:the|their))\s+victims?\b/giu,
    meaning: '$1 female victims',
  },
  // "in which year did the number of deaths peak?": the year with the most; "when did murders peak?"
  // asks for the year; "which month saw deaths reach their peak?" for the month with the most.
  {
    pattern: /\bwhen\s+(?:did|do|does)\s+(?:the\s+(?:number|count|total)\s+of\s+)?([\p{L} -]+?)\s+peak\b/giu,
    meaning: 'in which year were there the most $1',
  },
  {
    pattern: /\bsaw\s+([\p{L} -]+?)\s+(?:reach|hit)\s+(?:its|their|a|the)\s+(?:peak|highest\s+point)\b/giu,
    meaning: 'saw the most $1',
  },
  {
    pattern:
      /\b(?:peak(?:ed|s)?|reach(?:ed|es)?\s+(?:its|their|a|the)\s+(?:peak|highest(?:\s+point)?|maximum|high))\b(?!\s+(?:hours?|season|times?|period)\b)/giu,
    meaning: 'was the highest',
  },
  { pattern: /\bmortality\b/giu, meaning: 'deaths' },
  // "the ratio of suspects arrested to incidents": suspects per incident, an average.
  {
    pattern:
      /\bratio\s+of\s+((?:[\p{L}-]+\s+){0,3}?(?:suspects(?:\s+arrested)?|arrests|victims|people\s+(?:killed|injured)|deaths|fatalities))\s+to\s+(?:the\s+)?(?:number\s+of\s+)?(?:incidents|events|cases)\b/giu,
    meaning: 'average $1 per incident',
  },
  // "in the totality of the incidents": in all of them.
  { pattern: /\bthe\s+totality\s+of\b/giu, meaning: 'all' },
  // "where there was an arrest of the suspects": an arrest, whoever of them it was.
  {
    pattern:
      /\b(an?\s+arrests?)\s+of\s+(?:the\s+|a\s+|any\s+)?(?:suspects?|accused|perpetrators?|culprits?|offenders?)\b/giu,
    meaning: '$1',
  },
  // "how many suspect police is arrest": an arrest told with a helping verb a second language keeps.
  {
    pattern: /\b(police|cops|saps)\s+(?:is|are|was|were)\s+(?:arrest|catch|nab|detain)\b/giu,
    meaning: '$1 arrested',
  },
  // "how many more people is die", "when is the last robbery happen": the past told with a helping verb
  // and a bare verb, as a second language may keep them.
  {
    pattern: /\b(?:is|are|was|were)\s+(?:die|dead)(?=\s+(?:in|at|on|during|from|than)\b)/giu,
    meaning: 'died',
  },
  { pattern: /\b(?:is|are|was|were)\s+happen\b/giu, meaning: 'happened' },
  // "the robbers one": the robbers' day, after "I want to know"; "do the robberies mostly land on": fall on.
  {
    pattern: /\b(?:mostly|usually|normally|often|tend\s+to)\s+land\s+on\b/giu,
    meaning: 'most often happen on',
  },
  // "Which day do the robberies mostly happen on?": the day they happen on most often.
  {
    pattern:
      /(?<=\b(?:which|what)\s+(?:day|month|year|province|municipality|town|place|time)\b[^?.]{0,60}?)\bmostly\b/giu,
    meaning: 'most often',
  },
  // "the full buffet", "every flavour of them", "the whole lot": all of what was named, said with relish.
  {
    pattern:
      /,?\s*\b(?:the\s+)?(?:full|whole|entire)\s+(?:buffet|menu|lot|works|shebang|spectrum|range|catalogue)\b|,?\s*\bevery\s+(?:flavour|flavor|kind|type|sort|variety)\s+of\s+(?:them|it|those)\b/giu,
    meaning: '',
  },
  // "Unstated figures to be excluded.", "excluding those whose date is not stated": what every answer does.
  {
    pattern:
      /\b(?:unstated|unknown|missing|blank)\s+(?:figures|values|numbers|ages|dates|counts)\s+(?:(?:are\s+|is\s+)?to\s+be|should\s+be|must\s+be|are)\s+(?:excluded|ignored|left\s+out|disregarded)\b\.?|,?\s*\b(?:excluding|leaving\s+out|ignoring)\s+(?:those|the\s+ones|incidents|events|cases)\s+(?:whose|where\s+the|with\s+an?)\s+(?:date|dates|figure|number|age)\s+(?:is|are)\s+(?:not\s+(?:stated|given|known|recorded)|unknown|unstated|missing)\b/giu,
    meaning: '',
  },
  // "were any of the suspects minors?", "juvenile offenders", "were any children arrested?", "was anyone
  // under 18 arrested?": suspects of an age, which the suspects' stated ages answer; never child victims.
  {
    pattern:
      /(?<=\b(?:were|was|are|is)\s+(?:any\s+)?(?:of\s+)?(?:the\s+)?(?:suspects|accused)\s+|\b(?:suspects?|accused)\b[^?.!]{0,30}\b(?:were|was|are|is)\s+(?:any\s+)?)(?:minors|juveniles|children|under[- ]?age|an?\s+(?:minor|juvenile|child))\b/giu,
    meaning: 'under 18',
  },
  {
    pattern: /\b(?:minor|juvenile|child|under[- ]?age)\s+(?:suspects?|offenders?|accused|perpetrators?)\b/giu,
    meaning: 'suspects under 18',
  },
  {
    pattern:
      /\b(?:were|was)\s+any\s+(?:minors|juveniles|children|kids|under[- ]?18s)\s+(?:arrested|detained|taken\s+in)\b|\b(?:(?:did|have|had)\s+(?:the\s+)?(?:police|cops|saps)\s+)?(?:arrest(?:ed)?|detain(?:ed)?)\s+any\s+(?:minors|juveniles|children|kids|under[- ]?18s)\b|\b(?:was|were)\s+(?:anyone|anybody|someone|somebody)\s+(?:under|below|younger\s+than)\s+(?:the\s+age\s+of\s+)?18\s+(?:arrested|detained)\b/giu,
    meaning: 'were any suspects under 18',
  },
  {
    pattern:
      /\b(?:were|was)\s+any\s+(?:teenagers|teens)\s+(?:arrested|detained)\b|\b(?:(?:did|have|had)\s+(?:the\s+)?(?:police|cops|saps)\s+)?(?:arrest(?:ed)?|detain(?:ed)?)\s+any\s+(?:teenagers|teens)\b/giu,
    meaning: 'were any suspects under 20',
  },
  // "the ratio of male to female victims, expressed as males per female": the ratio's unit, said again.
  {
    pattern:
      /,?\s*(?:and\s+)?expressed\s+as\s+(?:the\s+)?(?:number\s+of\s+)?[\p{L}-]+\s+(?:per|for\s+every|to\s+each|to\s+one)\s+(?:one\s+|single\s+)?[\p{L}-]+/giu,
    meaning: '',
  },
  // "excluding suspects without a stated age": ages are taken where stated, as they are anyway.
  {
    pattern:
      /,?\s*(?:and\s+)?(?:excluding|leaving\s+out|not\s+counting|ignoring)\s+(?:the\s+|any\s+)?(?:suspects|victims|people|persons)\s+(?:without|with\s+no)\s+(?:an?\s+)?(?:stated|known|given|recorded)\s+ages?/giu,
    meaning: '',
  },
  // "please take the mean of the two": how a median of an even count is taken, as it is anyway.
  {
    pattern:
      /,?\s*(?:please\s+)?(?:take|use)\s+the\s+(?:mean|average)\s+of\s+the\s+two(?:\s+middle\s+(?:values|ones|figures))?/giu,
    meaning: '',
  },
  { pattern: word('no\\.?(?=\\s+of\\b)|nr(?=\\s+of\\b)'), meaning: 'number' },
  // "KZN incidents on a Sat or Sun, no.?": the number asked for, after the things counted.
  { pattern: /(?<=[,:–-]\s*)no\.(?=\s*\?)/giu, meaning: 'how many' },
  // A visitor's word for a municipality.
  { pattern: word('county'), meaning: 'municipality' },
  { pattern: word('counties'), meaning: 'municipalities' },
  { pattern: /(?<![\p{L}\p{N}])w\/o(?![\p{L}\p{N}])/giu, meaning: 'without' },
  { pattern: /(?<![\p{L}\p{N}])w\/(?=\s)/giu, meaning: 'with' },
  // "the feds cuffed more than 10 ppl at once": the bound on the people arrested, said before them.
  {
    pattern:
      /\b(?:arrested|nabbed|detained|apprehended|caught)\s+((?:more|fewer|less)\s+than|over|at\s+least|exactly)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(people|persons|suspects|men|women)\b/giu,
    meaning: '$1 $2 $3 arrested',
  },
  // "incidents with 3+ dead": at least that many people killed.
  {
    pattern: /(?<=\b\d{1,3})\s*\+\s*(?=(?:dead|killed|deaths|fatalities)\b)/giu,
    meaning: ' or more people ',
  },
];

/**
 * The operators of spreadsheets and queries, which open-data users type as they would in a filter
 * ("count where province = Mpumalanga and crime != murder", "% with arrest", "victims_killed > 4").
 */
const QUERY_WORDS: readonly NewsroomWord[] = [
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
  // "Carjackings - % with no arrest made": a per cent of the rows, asked for with its sign.
  {
    pattern: /(?<=^|[\s,:;–—-])%(?=\s+(?:with|without|of|where|that|had|have|in|on)\b)/gu,
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

/** A bound written as a comparison, in the words a question would use for it. */
const BOUND_WORDS: Readonly<Record<string, string>> = {
  '>=': 'at least',
  '≥': 'at least',
  '<=': 'at most',
  '≤': 'at most',
  '>': 'more than',
  '<': 'fewer than',
  '=': 'exactly',
};

/** A field named by its verb alone ("killed >= 5"), said with the people it counts. */
const BARE_FIELDS: Readonly<Record<string, string>> = {
  killed: 'people killed',
  dead: 'people killed',
  injured: 'people injured',
  wounded: 'people injured',
  arrested: 'suspects arrested',
  arrests: 'suspects arrested',
  'police victims': 'police officers among the victims',
  'victims police': 'police officers among the victims',
  'child victims': 'children among the victims',
  'victims children': 'children among the victims',
  'victims killed': 'people killed',
  'victims injured': 'people injured',
  'suspects female': 'female suspects',
  'suspects male': 'male suspects',
};

/** "where killed": the filter's own word before a one-word field stays before the bound. */
function splitLead(words: string): [string, string] {
  const m = /^(where|and|if|with|when|or|but)\s+/i.exec(words);
  return m ? [m[0], words.slice(m[0].length)] : ['', words];
}

/** "victims killed > 4": a field and a bound, which a question says as "more than 4 victims killed". */
const FIELD_BOUND = /((?:\p{L}+\s+)?\p{L}+)\s*(>=|≥|<=|≤|>|<|=)\s*(\d+)\b/gu;
/** "victims_children > 0": a column's name with a bound, read before the column's name is said in words. */
const COLUMN_BOUND = /(?<![\p{L}\p{N}_])(\p{L}+(?:_\p{L}+)+)\s*(>=|≥|<=|≤|>|<|=)\s*(\d+)\b/gu;

/** "younger than twenty-five years", "over thirty": an age bound written in words. */
const AGE_BOUND_IN_WORDS =
  /\b((?:under|below|younger\s+than|older\s+than|over|above|aged|less\s+than|more\s+than)\s+(?:the\s+age\s+of\s+)?)((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)(?=\s+years?\b|\s*[?.,;!]|\s*$)/giu;

/** "more than 4 people killed" for "victims_killed > 4", or the same for a field named by its verb. */
function boundInWords(
  corrections: Correction[],
  written: string,
  lead: string,
  field: string,
  operator: string,
  figure: string,
): string {
  const named = BARE_FIELDS[field.toLowerCase().replaceAll('_', ' ')] ?? field;
  const said = `${lead}${BOUND_WORDS[operator]} ${figure} ${named}`;
  corrections.push({ from: written.slice(lead.length), to: said.slice(lead.length) });
  return said;
}

/**
 * How an undertaker or a family speaks of the dead: "the people who passed on", "how many bodies",
 * "the killer"; and isiZulu "umndeni" (family), "isihlobo" (a relative).
 */
const MOURNING_WORDS: readonly NewsroomWord[] = [
  { pattern: word('passed\\s+(?:on|away)|passes\\s+(?:on|away)'), meaning: 'died' },
  { pattern: word('passing\\s+(?:on|away)'), meaning: 'dying' },
  {
    pattern: word('pass\\s+(?:on|away)(?!\\s+(?:the|this|that|these|those|it|them|my|our|a|an)\\b)'),
    meaning: 'die',
  },
  // "When did the last person pass on in KZN?": the latest incident in which someone died.
  {
    pattern: word(
      '(?:did|was)\\s+the\\s+(last|latest|most\\s+recent|first|earliest)\\s+(?:person|victim|one|someone|somebody)\\s+(?:to\\s+)?(?:die|died|be\\s+killed|get\\s+killed|killed|murdered)',
    ),
    meaning: 'was the $1 incident where someone died',
  },
  { pattern: word('(?:dead\\s+)?bodies'), meaning: 'people killed' },
  // A letter's words for the dead: "how many souls departed this life", "the number of the departed",
  // "souls lost in a single incident".
  { pattern: word('departed\\s+this\\s+(?:life|world)'), meaning: 'died' },
  {
    pattern: word('(?:souls|people|persons)\\s+(?:departed|lost)(?!\\s+(?:their|his|her|a|an|the)\\b)'),
    meaning: 'people killed',
  },
  {
    pattern: word(
      '(?:the\\s+)?departed(?=\\s*(?:[?.,]|$|\\s+(?:in|from|at|across|over|during|is|are|were|was)\\b))',
    ),
    meaning: 'people killed',
  },
  { pattern: word('killers'), meaning: 'attackers' },
  { pattern: word('killer'), meaning: 'attacker' },
  { pattern: word('umndeni|imindeni'), meaning: 'family' },
  { pattern: word('isihlobo|izihlobo'), meaning: 'relative' },
];

/**
 * The register of courts, letters to the editor and legislatures: "the constabulary", "malefactors",
 * "apprehended", "the deceased", "the fairer sex", "the deed itself".
 */
const FORMAL_WORDS: readonly NewsroomWord[] = [
  { pattern: word('(?:members\\s+of\\s+)?the\\s+constabulary'), meaning: 'the police' },
  { pattern: word("constabulary(?:['’]s)?"), meaning: 'police' },
  { pattern: word('malefactors|miscreants|wrongdoers|evildoers|felons'), meaning: 'suspects' },
  { pattern: word('malefactor|miscreant|wrongdoer|evildoer|felon'), meaning: 'suspect' },
  { pattern: word('apprehended'), meaning: 'arrested' },
  { pattern: word('taken\\s+into\\s+(?:police\\s+)?custody'), meaning: 'arrested' },
  { pattern: word('apprehend'), meaning: 'arrest' },
  { pattern: word('apprehensions?'), meaning: 'arrests' },
  { pattern: word('(?:of\\s+)?the\\s+fairer\\s+sex'), meaning: 'women' },
  {
    pattern: word(
      '(?:the\\s+)?deceased(?=\\s*(?:[?.,]|$|\\s+(?:in|from|at|across|over|during|for|were|was|in\\s+respect)\\b))',
    ),
    meaning: 'people killed',
  },
  // "someone the person harmed already knew": the victim.
  {
    pattern: word('the\\s+(?:person|individual)\\s+(?:harmed|hurt|attacked|assaulted)'),
    meaning: 'the victim',
  },
  {
    pattern: word(
      '(?:in\\s+terms\\s+of\\s+)?(?:the\\s+)?(?:spatial|geographic(?:al)?)\\s+(?:distribution|spread)(?:\\s+of\\s+(?:the\\s+)?(?:incidents|events|cases))?\\s*,',
    ),
    meaning: '',
  },
  // "If possible, could you ...", "to the nearest whole percent, if possible": courtesy, not a condition.
  { pattern: /,?\s*\b(?:if|where|when)\s+(?:at\s+all\s+)?possible\b\s*,?/giu, meaning: ' ' },
  // "Khayelitsha and its informal settlements (Site B, ...)": the place with what it holds, which is the place.
  {
    pattern: word(
      'and\\s+(?:its|the)\\s+(?:surrounding\\s+)?(?:informal\\s+settlements?|townships?|suburbs?|surrounds|surrounding\\s+areas?|sections|extensions|villages)(?=\\s*(?:\\(|,|:|\\?|$))',
    ),
    meaning: '',
  },
  // "HOW MANY PEOPLE WHERE KILLED IN THE EASTERN CAPE MY SON LIVES IN EAST LONDON ...": an ask typed
  // without punctuation runs on into the asker's story; the ask ends where a clause about the asker or
  // their people begins.
  {
    pattern:
      /(?<=^\s*(?:how|what|which|when|where|who|was|were|is|are|did|do|does|has|have|had)\b[^.?!]{8,}?)\s+(?=(?:my|our|i|we|she|he|they|there\s+(?:was|were|is)\s+(?:one|a|an|some))\s+(?:[\p{L}'’]+\s+){0,2}?(?:lives?|live|always|told|tell|grew|want|wants|go|goes|say|says|said|think|thinks|thought|worry|worries|call|calls|farm|farms|work|works|stay|stays|wont|won['’]t|can['’]?t|am|feel|feels|heard|know|knows|near|in)\b)/iu,
    meaning: '? ',
  },
  // "how many times did bad men rob a shop": a count of business robberies, not of the robbers.
  {
    pattern:
      /\bhow\s+many\s+times\s+did\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,2}?(?:rob|robbed)\s+(?:a\s+|the\s+)?(?:shops?|stores?|spazas?|businesses|business)\b/giu,
    meaning: 'how many business robberies were there',
  },
  // "how many people did the bad men kill": the people killed; "did a bad man hurt a police man": was
  // an officer among the victims; "how many bad men did the police catch": the suspects arrested.
  {
    pattern:
      /\b(?:did|do|does)\s+(?:the\s+)?(?:bad\s+(?:men|guys)|suspects|attackers|robbers|criminals|gunmen|killers)\s+(?:kill|murder)\b/giu,
    meaning: 'were killed',
  },
  {
    pattern:
      /\b(?:did|do|does)\s+(?:a|the|any)\s+(?:bad\s+(?:man|guy)|suspects?|attackers?|robbers?|criminals?)\s+(?:hurt|injure|attack|shoot|kill)\s+(?:a|any|the)\s+(?:police\s*(?:wo)?m[ae]n|police\s+officers?|cops?|policem[ae]n)\b/giu,
    meaning: 'were any police officers among the victims',
  },
  {
    pattern:
      /\b(?:did|do|does)\s+(?:the\s+)?(?:police|polise|cops|saps)\s+(?:catch|nab)\b(?!\s+(?:someone|somebody|anyone|anybody|a\s+suspect|the\s+suspects?|the\s+bad))/giu,
    meaning: 'were arrested',
  },
  // A child's words: "the bad men" (suspects), "steel cows" (stock theft), "rob a shop" (a business
  // robbery), "the bad men got away" (nobody was arrested).
  {
    pattern:
      /\b(?:the\s+)?(?:suspects|skollies|skelms|robbers|criminals|bad\s+(?:men|guys|people|ones)|culprits)\s+got\s+(?:clean\s+)?away(?:\s+clean)?\b/giu,
    meaning: 'nobody was arrested',
  },
  { pattern: /\bbad\s+(?:men|guys|people|ones)\b|\bbaddies\b/giu, meaning: 'suspects' },
  { pattern: /\bbad\s+(?:man|guy|person)\b|\bbaddie\b/giu, meaning: 'suspect' },
  {
    pattern:
      /\b(?:who\s+|that\s+)?(?:steel|steal|stole|stealing|steals|steeling)\s+(?:the\s+)?(?:cows|cattle|sheep|goats|livestock|stock|skape|beeste)(?:\s*(?:,|and|or|&)\s*(?:cows|cattle|sheep|goats|livestock|stock|skape|beeste))*\b/giu,
    meaning: 'in stock theft',
  },
  {
    pattern:
      /\b(?:rob|robbed|robbing|robs)\s+(?:a\s+|the\s+)?(?:shops?|stores?|spazas?|businesses|business)\b/giu,
    meaning: 'commit a business robbery',
  },
  // "were learners, that is, children under eighteen": school children, as South African schools call
  // them; "Learners must find ..." and "My learners asked" are a class.
  {
    pattern: word(
      '(?<=\\b(?:were|are|being|as|the|any|many)\\s)learners(?!\\s+(?:must|should|need|are\\s+to|will|may|can|to|asked|ask|want|wanted|say|said|tell|told))',
    ),
    meaning: 'children',
  },
  // "learners, that is, children under eighteen": the children named twice.
  {
    pattern:
      /(?<=\b(?:children|learners|kids|minors)),?\s*(?:that\s+is|i\.e\.|meaning|in\s+other\s+words),?\s+(?:children|kids|minors)\b/giu,
    meaning: '',
  },
  // "determine the percentage that involved a murder": what percentage.
  {
    pattern:
      /\b(?:determine|compute|calculate|work\s+out|find|state)\s+the\s+(percentage|proportion|share)\b/giu,
    meaning: 'what $1',
  },
  // "got nabbed": arrested.
  {
    pattern: word('(?:got|get|gets|were|was)\\s+(?:nabbed|bust(?:ed)?|locked\\s+up|picked\\s+up)'),
    meaning: 'were arrested',
  },
  // "PE side": Port Elizabeth, now Gqeberha, in Nelson Mandela Bay.
  { pattern: capitals('PE'), meaning: 'Nelson Mandela Bay' },
  // Voice-to-text: "kwa zulu natal", "the three state".
  { pattern: word('kwa\\s*-?\\s*zulu[\\s-]+natal'), meaning: 'KwaZulu-Natal' },
  { pattern: word('(?:the\\s+)?three\\s+state'), meaning: 'the Free State' },
  // "Excluding incidents with no stated incident date,": what every answer does already.
  {
    pattern:
      /,?\s*\b(?:excluding|leaving\s+out|ignoring)\s+(?:those|the\s+ones|incidents|events|cases|matters)\s+(?:with\s+no|without\s+(?:an?\s+)?)\s*(?:stated\s+|known\s+|recorded\s+)?(?:incident\s+)?dates?\s*,?/giu,
    meaning: ' ',
  },
  // "HOW MANY KIDNAPINGS WHERE THERE": "were", typed as it sounds.
  {
    pattern:
      /(?<=\bhow\s+many\s+(?:[\p{L}-]+\s+){1,3})where\s+(?=there\b|killed\b|injured\b|hurt\b|arrested\b|murdered\b|raped\b|robbed\b|kidnapped\b|victims\b)/giu,
    meaning: 'were ',
  },
  // "how many out of a hundred ended with somebody arrested": what percentage.
  {
    pattern: /\bhow\s+many\s+out\s+of\s+(?:a|every|each|one)?\s*(?:hundred|100)\b/giu,
    meaning: 'what percentage',
  },
  // "cases where somebody actually got caught": someone was arrested.
  {
    pattern:
      /\b(?:somebody|someone|anybody|anyone|the\s+suspects?|the\s+culprits?)\s+(?:actually\s+|really\s+)?(?:got|get|gets|getting|was|were)\s+(?:caught|nabbed|bust(?:ed)?|arrested)\b/giu,
    meaning: 'someone was arrested',
  },
  // "Biggest poaching bust, where the most okes got nabbed. Where was that?": the one incident with the most arrests.
  {
    pattern:
      /\b(?:the\s+)?(?:biggest|largest)\s+((?:[\p{L}-]+\s+)?)(?:bust|raid|swoop|crackdown)\b(?:\s*,?\s*where\s+the\s+most\s+[\p{L}-]+\s+(?:got|were)\s+(?:nabbed|arrested|caught|bust(?:ed)?|locked\s+up))?/giu,
    meaning: 'which single $1incident had the most suspects arrested',
  },
  // Military shorthand: "KIA" killed, "WIA" injured, "AO" the area named with it ("by AO (province)":
  // by province), "ops" incidents.
  { pattern: capitals('KIA'), meaning: 'people killed' },
  { pattern: word('fatals'), meaning: 'fatalities' },
  { pattern: capitals('WIA'), meaning: 'people injured' },
  { pattern: capitals('AOs?\\s*\\(\\s*(province|municipality|district|town)\\s*\\)'), meaning: '$1' },
  { pattern: capitals('AO'), meaning: '' },
  { pattern: capitals('[Ss]itrep'), meaning: '' },
  { pattern: word('ops'), meaning: 'incidents' },
  // "lowkey was there any poaching in gauteng or nah": or not.
  { pattern: /\bor\s+(?:nah|naw|nope)\b/giu, meaning: 'or not' },
  // "ended w someone ... arrested": with, as a phone shortens it.
  { pattern: /(?<=\s)w(?=\s+\p{Ll})/gu, meaning: 'with' },
  // "Of the victims where they say if it was a man or a woman": whose sex is stated.
  {
    pattern:
      /\b(?:where|whose|for\s+whom|when)\s+(?:they|the\s+(?:releases?|reports?|police))\s+(?:say|says|said|state|states|record|records|tell|tells|give|gives)\s+(?:if|whether)\s+(?:it\s+was|they\s+were|he\s+or\s+she\s+was|each\s+was)\s+(?:a\s+)?(?:man|male)\s+or\s+(?:a\s+)?(?:woman|female)\b/giu,
    meaning: 'whose sex is stated',
  },
  // "the 2019/20 to 2023/24 financial years": one span, from the first one's April to the last one's March.
  {
    pattern:
      /\b(?:the\s+|from\s+(?:the\s+)?)?((?:19|20)\d\d)\s*[/-]\s*\d\d\s+(?:to|through|until|till|-|–)\s+(?:19|20)\d\d\s*[/-]\s*(\d\d)\s+(?:financial|fiscal)\s+years\b/giu,
    meaning: 'from 1 April $1 to 31 March 20$2',
  },
  // "how many % also had a murder": what percentage.
  { pattern: /\bhow\s+many\s+(?:%|per\s*cents?|percent(?:age)?)(?=\s|$)/giu, meaning: 'what percentage' },
  // "burglarys", "robberys": the plural of a crime in -y written as if regular.
  { pattern: word('burglarys'), meaning: 'burglaries' },
  { pattern: word('robberys|robbrys'), meaning: 'robberies' },
  // "a shop got robbed", "the houses that got robbed": business and house robberies.
  {
    pattern: word(
      '(?:an?\\s+|the\\s+)?(?:shops?|stores?|spazas?|businesses|business)\\s+(?:that\\s+)?(?:got|was|were|been|gets)\\s+robbed',
    ),
    meaning: 'a business robbery',
  },
  {
    pattern: word(
      '(?:an?\\s+|the\\s+)?(?:houses?|homes?)\\s+(?:that\\s+)?(?:got|was|were|been|gets)\\s+robbed',
    ),
    meaning: 'the house robberies',
  },
  // "True or false?" closing a claim: is it so. ("True or false: ..." opening one is read as a claim.)
  { pattern: word('(?:true\\s+or\\s+false|false\\s+or\\s+true)(?=\\s*[?.!]*\\s*$)'), meaning: 'yes or no' },
  // "shops and houses robbed", "the houses that were robbed": business and house robberies.
  {
    pattern: word(
      '(?:shops?|stores?|spazas?|businesses)\\s+(?:and|or|&)\\s+(?:houses?|homes?)\\s+(?:that\\s+were\\s+|which\\s+were\\s+)?robbed',
    ),
    meaning: 'business robberies and house robberies',
  },
  {
    pattern: word(
      '(?:houses?|homes?)\\s+(?:and|or|&)\\s+(?:shops?|stores?|spazas?|businesses)\\s+(?:that\\s+were\\s+|which\\s+were\\s+)?robbed',
    ),
    meaning: 'house robberies and business robberies',
  },
  // "robberies where the suspects also got caught with illegal guns": both crimes in one incident.
  {
    pattern:
      /\b(?:where|in\s+which|when)\s+(?:the\s+)?(?:suspects|robbers|criminals|tsotsis|thugs|guys|men)\s+(?:also\s+)?(?:got|were|was)\s+(?:also\s+)?(?:caught|found|arrested)\s+with\b/giu,
    meaning: 'involving',
  },
  // "the median age, like the one in the middle, not the average": the median said again in plain words.
  {
    pattern:
      /(?<=\bmedian\b[^?.]{0,60}?),?\s*(?:like\s+|i\.e\.,?\s+|that\s+is,?\s+|meaning\s+)?the\s+(?:one|value|age|figure|number)\s+in\s+the\s+middle\b/giu,
    meaning: '',
  },
  { pattern: /(?<=\bmedian\b[^?.]{0,100}?),?\s*not\s+the\s+(?:average|mean)\b/giu, meaning: '' },
  // "On mining land": where the only mining crime police report, illegal mining, is done.
  {
    pattern: word('(?<!illegal\\s)mining\\s+(?:land|sites?|areas?|grounds?|dumps?)'),
    meaning: 'illegal mining sites',
  },
  // "Urban versus rural in Gauteng:": a planner's heading, which the ask after it spells out.
  {
    pattern: word(
      '(?:urban\\s+(?:versus|vs\\.?|v\\.?|or|against)\\s+rural|rural\\s+(?:versus|vs\\.?|v\\.?|or|against)\\s+urban)(?:\\s+(?:split|divide|breakdown))?',
    ),
    meaning: '',
  },
  // "inside a metropolitan municipality rather than a local municipality": the rest is what is left.
  {
    pattern:
      /(?<=\b(?:metros?|metropolitan\s+(?:municipalit(?:y|ies)|areas?)|metro\s+(?:municipalit(?:y|ies)|areas?))(?:\s*\([^()]*\))?)\s*,?\s*(?:rather\s+than|and\s+not|not|as\s+opposed\s+to)\s+(?:in\s+)?(?:an?\s+|the\s+)?(?:local\s+municipalit(?:y|ies)|rural\s+areas?)\b/giu,
    meaning: '',
  },
  // "outside the metros, i.e. in a local municipality": the same thing said twice.
  {
    pattern:
      /(?<=\boutside\s+(?:the\s+|all\s+the\s+)?metro(?:politan\s+municipalitie)?s)\s*,?\s*(?:i\.?\s?e\.?|that\s+is|meaning|in\s+other\s+words)\s*,?\s+in\s+(?:a\s+)?local\s+municipalit(?:y|ies)\b/giu,
    meaning: '',
  },
  // "the attacks on a plaas": farm attacks.
  {
    pattern: word('attacks?\\s+on\\s+(?:a\\s+|the\\s+)?(?:farms?|plaas|plase|smallholdings?)'),
    meaning: 'farm attacks',
  },
  // "the killer was somebody the deceased knew": the victim, whose tie to the attacker is asked.
  {
    pattern: word(
      'the\\s+deceased(?=\\s+(?:knew|had\\s+known|was\\s+related\\s+to|lived\\s+with|was\\s+married\\s+to))',
    ),
    meaning: 'the victim',
  },
  { pattern: word('deeds?'), meaning: 'incident' },
  { pattern: word('survivors'), meaning: 'victims' },
  { pattern: word('survivor'), meaning: 'victim' },
  { pattern: word('little\\s+ones|kiddies|youngsters'), meaning: 'children' },
  // "how many of the children were among the victims": the children counted, not the incidents.
  {
    pattern:
      /\bhow\s+many\s+of\s+the\s+(children|kids|minors|women|girls|boys|men|officers|police\s+officers)\s+(?=(?:were|was|are)\s+(?:among|amongst)\s+the\s+victims\b)/giu,
    meaning: 'how many $1 ',
  },
  // The victims as a claims desk, a court and a funder name them: "claimants", "the complainant",
  // "beneficiaries", "lives affected".
  {
    pattern: word('claimants|complainants|beneficiaries|lives\\s+affected|affected\\s+lives'),
    meaning: 'victims',
  },
  { pattern: word('claimant|complainant|beneficiary'), meaning: 'victim' },
  { pattern: word('lives\\s+lost'), meaning: 'people killed' },
  // "at least one fatality": someone killed, a condition on the incident.
  {
    pattern: word(
      '(at\\s+least\\s+one|one\\s+or\\s+more|any|a)\\s+(?:fatality|fatalities|death|deaths)(?!\\s+tolls?)',
    ),
    meaning: '$1 person killed',
  },
  { pattern: word('minors'), meaning: 'children' },
  { pattern: word('minor(?=\\s*(?:[?.,;]|$|\\s+(?:victims?|under|i\\.e\\.)))'), meaning: 'child' },
  { pattern: word('police\\s+officials'), meaning: 'police officers' },
  { pattern: word('police\\s+official'), meaning: 'police officer' },
  { pattern: word('as\\s+well\\s+as'), meaning: 'and' },
  { pattern: word('(?:is|are|was|were)\\s+written\\s+down'), meaning: 'is stated' },
  // A chart's words for a count: "bar per province", "the tallest bar", "how tall is the July column",
  // "y-axis = people killed", "the female slice", "years pooled".
  { pattern: word('(?:bars?|columns?)\\s+(?:per|for\\s+each|by)'), meaning: 'by' },
  {
    pattern: word('(?:the\\s+)?(?:tallest|highest|biggest|longest|largest)\\s+(?:bar|column|slice|wedge)'),
    meaning: 'the most',
  },
  {
    pattern: word('(?:the\\s+)?(?:shortest|smallest|lowest)\\s+(?:bar|column|slice|wedge)'),
    meaning: 'the fewest',
  },
  {
    pattern: word('how\\s+(?:tall|high|big|long)\\s+is\\s+the\\s+(\\p{L}+)\\s+(?:bar|column)'),
    meaning: 'how many in $1',
  },
  { pattern: /(?<![\p{L}\p{N}])[xy][- ]?axis\s*(?:=|:|is|shows)?\s*/giu, meaning: 'measured by ' },
  {
    pattern: word(
      '(?:what\\s+)?(?:%|per\\s*cent|percentage|share)\\s+is\\s+the\\s+(\\p{L}+)\\s+(?:slice|wedge|segment)',
    ),
    meaning: 'what percentage were $1',
  },
  { pattern: word('(\\p{L}+)-by-(\\p{L}+)\\s+(?:donut|doughnut|pie|chart|graph)'), meaning: '$1 by $2' },
  {
    pattern: word('(?:with\\s+)?(?:the\\s+|all\\s+)?years\\s+pooled|pooling\\s+(?:the\\s+|all\\s+)?years'),
    meaning: 'all years together',
  },
  { pattern: word('(?:sex|gender)\\s+unknown\\s+(?:dropped|excluded|left\\s+out|removed)'), meaning: '' },
  {
    pattern: word(
      'eighteen(?=\\s*(?:[?.,;)]|$|\\s+years))|(?<=\\b(?:under|below|younger\\s+than)\\s+(?:the\\s+age\\s+of\\s+)?)eighteen',
    ),
    meaning: '18',
  },
  // "the date of occurrence": when it happened, which is the incident date.
  // "the date of the attack itself", "the day of the shooting": the incident's own date, whatever it is called.
  {
    pattern: word(
      '(?:the\\s+)?(?:date|day)\\s+of\\s+(?:occurrence|the\\s+(?:offen[cs]e|attack|assault|shooting|stabbing|killing|incident|crime|event|robbery|heist|hijacking|murder|rape|kidnapping|abduction)\\s+itself|the\\s+offen[cs]e)',
    ),
    meaning: 'the incident date',
  },
];

const DAY_ORDINALS =
  `first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth
  fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth`.split(/\s+/);
const MONTH_AHEAD = `(?=\\s+${MONTH}\\b)`;
const spelledDay = (day: number): string =>
  day <= 20
    ? (DAY_ORDINALS[day - 1] ?? '')
    : day === 30
      ? 'thirtieth'
      : `${day < 30 ? 'twenty' : 'thirty'}[- ]${DAY_ORDINALS[(day % 10) - 1] ?? ''}`;

/**
 * "the first of January 2021", "the twenty-fifth of December": a day of the month spelt out, the
 * longest first so that "twenty-first" is not read as "first".
 */
const SPELLED_DAYS: readonly NewsroomWord[] = Array.from({ length: 31 }, (_, i) => ({
  pattern: word(`(?:the\\s+)?${spelledDay(31 - i)}\\s+of${MONTH_AHEAD}`),
  meaning: String(31 - i),
}));

/** Months as Afrikaans writes them where English differs ("in Desember"). */
const AFRIKAANS_MONTHS: readonly NewsroomWord[] = [
  { pattern: word('Januarie'), meaning: 'January' },
  { pattern: word('Februarie'), meaning: 'February' },
  { pattern: word('Maart'), meaning: 'March' },
  { pattern: word('Mei'), meaning: 'May' },
  { pattern: word('Junie'), meaning: 'June' },
  { pattern: word('Julie'), meaning: 'July' },
  { pattern: word('Augustus'), meaning: 'August' },
  { pattern: word('Oktober'), meaning: 'October' },
  { pattern: word('Desember'), meaning: 'December' },
  { pattern: word('Juli'), meaning: 'July' },
];

/**
 * Afrikaans as an English question borrows it ("hoeveel moord en verkragting cases in die Vrystaat",
 * "kinders as victims", "op 'n Saterdag"): crimes, people, harms and days of the week. Only words no
 * English question writes otherwise; "die" and "of" stay, since English has them too.
 */
const AFRIKAANS_WORDS: readonly NewsroomWord[] = [
  { pattern: word("het\\s+(?:wel\\s+)?['’]n\\s+arrestasie\\s+gehad"), meaning: 'had an arrest' },
  // A letter's greetings and thanks: "Goeie dag", "Beste vriende", "Vriendelike groete", "Baie dankie".
  {
    pattern: word(
      'goeie\\s+(?:dag|more|môre|middag|aand)|(?:beste|liewe)\\s+(?:vriende|mense|meneer|mevrou)|vriendelike\\s+groete|baie\\s+dankie|dankie',
    ),
    meaning: '',
  },
  {
    pattern: word('(?:en\\s+)?(?:ek|ons)\\s+wil\\s+graag\\s+weet|(?:en\\s+)?wil\\s+graag\\s+weet'),
    meaning: 'I would like to know',
  },
  { pattern: word('(?:alle|al\\s+die)\\s+jare\\s+saam'), meaning: 'all years together' },
  { pattern: word('oor\\s+die\\s+naweek'), meaning: 'over the weekend' },
  { pattern: word('tot\\s+die\\s+naaste\\s+(?:heel\\s+)?persent'), meaning: 'to the nearest whole percent' },
  { pattern: word('ten\\s+minste'), meaning: 'at least' },
  { pattern: word("het(?=\\s+(?:ten\\s+minste|at\\s+least|wel|['’]n|geen)\\b)"), meaning: 'had' },
  { pattern: word("wel(?=\\s+['’]n\\b)"), meaning: '' },
  { pattern: lowerCase("['’]n"), meaning: 'a' },
  { pattern: word('een(?=\\s+(?:persoon|mens|slagoffer|verdagte)\\b)'), meaning: 'one' },
  { pattern: word('dood\\s+(?:gelaat|gelos)'), meaning: 'killed' },
  { pattern: word('arrestasies'), meaning: 'arrests' },
  { pattern: word('arrestasie'), meaning: 'arrest' },
  { pattern: word('van\\s+enige\\s+soort'), meaning: 'of any kind' },
  { pattern: word('roof-?sake'), meaning: 'robbery cases' },
  { pattern: word('besigheidsroof|besigheidsrowe'), meaning: 'business robbery' },
  {
    pattern: word('kontantkar(?:-?roof|-?rowe)?|kontant-in-transito(?:-?roof)?'),
    meaning: 'cash-in-transit robbery',
  },
  // "Kapings tel nie.": hijackings do not count.
  { pattern: /(?<![\p{L}])([\p{L}-]+)\s+tel\s+nie\b/giu, meaning: 'not counting $1' },
  { pattern: word('was\\s+daar'), meaning: 'was there' },
  { pattern: word('is\\s+daar'), meaning: 'is there' },
  // "hoeveel meer moorde was daar in die Vrystaat as in Mpumalanga": more ... than.
  { pattern: word('(?:hoeveel|how\\s+many)\\s+meer'), meaning: 'how many more' },
  // "het meer mense gesterf in die Oos-Kaap as in KZN": did more people die ... than.
  { pattern: word('het\\s+meer'), meaning: 'did more' },
  {
    pattern: word('meer(?=\\s+(?:mense|moorde|verkragtings?|slagoffers|verdagtes|\\p{L}+s)\\b)'),
    meaning: 'more',
  },
  { pattern: word('het\\s+iemand'), meaning: 'had someone' },
  { pattern: word('iemand'), meaning: 'someone' },
  { pattern: lowerCase('na\\s+n'), meaning: 'to a' },
  { pattern: /(?<=\bmore\b[^?.!]{0,80}?)\bas(?=\s+in\b)/giu, meaning: 'than' },
  { pattern: word('(?:die\\s+)?(?:heel\\s+eerste|allereerste|eerste|vroegste)'), meaning: 'the earliest' },
  {
    pattern: word('(?:die\\s+)?(?:heel\\s+laaste|laaste|nuutste|mees\\s+onlangse|jongste)'),
    meaning: 'the latest',
  },
  { pattern: word('persentasie'), meaning: 'percentage' },
  { pattern: word('heel\\s+getal'), meaning: 'whole number' },
  { pattern: word('rond\\s+(?:maar\\s+)?af'), meaning: 'round' },
  { pattern: word('altesaam|altesame|in\\s+totaal'), meaning: 'altogether' },
  { pattern: word('ek\\s+(?:bedoel|meen)'), meaning: 'I mean' },
  { pattern: word('genoeg'), meaning: 'enough' },
  // "Is dit waar?", "Klop dit?": is that true.
  { pattern: word('(?:is\\s+dit\\s+(?:nou\\s+)?waar|klop\\s+dit)'), meaning: 'is that true' },
  { pattern: word('my\\s+eie'), meaning: 'my own' },
  { pattern: word('poging\\s+tot\\s+moord'), meaning: 'attempted murder' },
  // "Limpopo or Mpuma": Mpumalanga, as its people shorten it ("Mpuma Koloni" is the Eastern Cape).
  { pattern: /(?<![\p{L}\p{N}])Mpuma(?![\p{L}\p{N}])(?!\s+Koloni)/gu, meaning: 'Mpumalanga' },
  // "As a percent please, not the number": a share asked for.
  {
    pattern:
      /\bas\s+a\s+per\s*cent\b(?:\s+please)?(?:\s*,?\s*not\s+(?:as\s+)?(?:the|a)\s+(?:number|count))?/giu,
    meaning: 'as a percentage',
  },
  // "In how many of the incidents did the police catch someone?": was someone arrested.
  {
    pattern:
      /\b(?:did|do|does)\s+(?:the\s+)?(?:police|cops|saps)\s+(?:catch|nab|get|arrest)\s+(?:someone|somebody|anyone|anybody|a\s+suspect|the\s+suspects?)\b/giu,
    meaning: 'was someone arrested',
  },
  // "hoeveel van die moorde op die Cape Flats": how many of the murders on the Cape Flats.
  { pattern: lowerCase('van\\s+die'), meaning: 'of the' },
  { pattern: lowerCase('op\\s+die'), meaning: 'on the' },
  // "net moord, nie attempted murder nie": only murder, not attempted murder.
  {
    pattern: word(
      'net(?=\\s+(?:moorde?|murders?|verkragtings?|rapes?|rooftogte?|robber(?:y|ies)|diefstal|thefts?)\\b)',
    ),
    meaning: 'only',
  },
  {
    pattern: /(?<![\p{L}\p{N}])nie\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+nie(?![\p{L}\p{N}])/giu,
    meaning: 'not $1',
  },
  { pattern: word('moorde'), meaning: 'murders' },
  { pattern: word('moord'), meaning: 'murder' },
  { pattern: word('verkragtings?'), meaning: 'rape' },
  { pattern: word('gewapende\\s+roof(?:togte?)?'), meaning: 'armed robbery' },
  { pattern: word('huisroof|huisrowe'), meaning: 'house robbery' },
  { pattern: word('motorkapings?'), meaning: 'carjacking' },
  { pattern: word('kapings?'), meaning: 'hijacking' },
  { pattern: word('(?:huis)?inbra(?:ak|ke)|huisbra(?:ak|ke)'), meaning: 'burglary' },
  { pattern: word('vee-?diefstal|stok-?diefstal'), meaning: 'stock theft' },
  { pattern: word('diefstal'), meaning: 'theft' },
  { pattern: word('aanrandings?'), meaning: 'assault' },
  // Those who commit them: "rowers" (robbers), "diewe" (thieves), "moordenaars" (murderers).
  { pattern: word('rowers'), meaning: 'robbers' },
  { pattern: word('rower'), meaning: 'robber' },
  { pattern: word('diewe'), meaning: 'thieves' },
  { pattern: word('moordenaars?'), meaning: 'murderers' },
  { pattern: word('rooftogte?'), meaning: 'robbery' },
  { pattern: word('ontvoerings?'), meaning: 'kidnapping' },
  { pattern: word('brandstigting'), meaning: 'arson' },
  { pattern: word('skietvoorvalle?|skietery(?:e)?'), meaning: 'shooting' },
  { pattern: word('dwelms'), meaning: 'drugs' },
  { pattern: word('korrupsie'), meaning: 'corruption' },
  { pattern: word('bedrog'), meaning: 'fraud' },
  { pattern: word('stropery'), meaning: 'poaching' },
  { pattern: word('kinders'), meaning: 'children' },
  { pattern: word('vroue|vrouens'), meaning: 'women' },
  { pattern: word('meisies'), meaning: 'girls' },
  { pattern: word('meisie'), meaning: 'girl' },
  { pattern: word('seuns'), meaning: 'boys' },
  { pattern: word('manne'), meaning: 'men' },
  // "die polisie" is the service, which arrests and reports; "polisie as slagoffers" are its members.
  { pattern: word('die\\s+polisie'), meaning: 'the police' },
  {
    pattern: word('polisiebeamptes|polisiemanne|polisievroue|polisie|konstabels'),
    meaning: 'police officers',
  },
  { pattern: word('slagoffers'), meaning: 'victims' },
  { pattern: word('slagoffer'), meaning: 'victim' },
  { pattern: word('verdagtes'), meaning: 'suspects' },
  { pattern: word('verdagte'), meaning: 'suspect' },
  { pattern: word('gearresteer|gearrest|in\\s+hegtenis\\s+geneem|aangekeer|gevang'), meaning: 'arrested' },
  { pattern: word('niemand'), meaning: 'nobody' },
  { pattern: word('enige'), meaning: 'any' },
  { pattern: word('eny|enny|anny'), meaning: 'any' },
  { pattern: word('gerapporteer|aangemeld'), meaning: 'reported' },
  // "hoeveel mense is dood": how many died.
  { pattern: word('dood'), meaning: 'killed' },
  // "skuldig bevind en tronk toe gestuur": found guilty and sent to prison, which happens after a release.
  { pattern: word('al\\s+skuldig\\s+bevind'), meaning: 'already convicted' },
  { pattern: word('skuldig\\s+bevind'), meaning: 'convicted' },
  { pattern: word('tronk\\s+toe\\s+gestuur|tronk\\s+toe|tronkstraf'), meaning: 'sent to prison' },
  { pattern: word('ja\\s*(?:/|of|or)\\s*nee'), meaning: 'yes or no' },
  { pattern: word('vermoor|doodgemaak'), meaning: 'killed' },
  { pattern: word('gesterf|oorlede|gesneuwel'), meaning: 'died' },
  { pattern: word('beseer|gewond'), meaning: 'injured' },
  { pattern: word('gevalle'), meaning: 'cases' },
  { pattern: word('voorvalle'), meaning: 'incidents' },
  { pattern: word('provinsies'), meaning: 'provinces' },
  { pattern: word('provinsie'), meaning: 'province' },
  { pattern: word('munisipaliteite'), meaning: 'municipalities' },
  { pattern: word('munisipaliteit'), meaning: 'municipality' },
  { pattern: word('naweke'), meaning: 'weekends' },
  { pattern: word('naweek'), meaning: 'weekend' },
  { pattern: word('Maandag'), meaning: 'Monday' },
  { pattern: word('Dinsdag'), meaning: 'Tuesday' },
  { pattern: word('Woensdag'), meaning: 'Wednesday' },
  { pattern: word('Donderdag'), meaning: 'Thursday' },
  { pattern: word('Vrydag'), meaning: 'Friday' },
  { pattern: word('Saterdag'), meaning: 'Saturday' },
  { pattern: word('Sondag'), meaning: 'Sunday' },
  { pattern: word('(?:die\\s+)?Oos[- ]Kaap'), meaning: 'the Eastern Cape' },
  { pattern: word('(?:die\\s+)?Wes[- ]Kaap'), meaning: 'the Western Cape' },
  { pattern: word('(?:die\\s+)?Noord[- ]Kaap'), meaning: 'the Northern Cape' },
  { pattern: word('(?:die\\s+)?Noordwes'), meaning: 'the North West' },
  // "moord en verkragting": "en" is no English word, "en route" aside.
  { pattern: word('en(?!\\s+(?:route|masse|bloc)\\b)'), meaning: 'and' },
  { pattern: word('watter'), meaning: 'which' },
  { pattern: word('meeste'), meaning: 'most' },
  { pattern: word('altesaam|altesame'), meaning: 'in total' },
];

/**
 * The four official languages the tables above had not covered, so every one of the eleven is read:
 * Xitsonga, Tshivenda, siSwati and isiNdebele, as a host, teacher or texter mixes them into English
 * ("how many vanhu were killed", "mapholisa among the victims", "Xana ...? Ahee kumbe e-e?"). People,
 * the police, criminals, killing, "how many", yes-or-no, greetings and the days of the week.
 */
const MORE_LANGUAGE_WORDS: readonly NewsroomWord[] = [
  // Xitsonga.
  { pattern: word('vanhu'), meaning: 'people' },
  { pattern: word('munhu'), meaning: 'person' },
  { pattern: word('maphorisa'), meaning: 'police officers' },
  { pattern: word('swigevenga'), meaning: 'criminals' },
  { pattern: word('xigevenga'), meaning: 'criminal' },
  { pattern: word('vavasati'), meaning: 'women' },
  { pattern: word('vavanuna'), meaning: 'men' },
  { pattern: word('(?:va\\s+)?dlayiwile|ku\\s+dlayiwa'), meaning: 'killed' },
  { pattern: word('swingani'), meaning: 'how many' },
  { pattern: word('ahee\\s+kumbe\\s+e-?e'), meaning: 'yes or no' },
  // Tshivenda.
  { pattern: word('vhathu'), meaning: 'people' },
  { pattern: word('muthu'), meaning: 'person' },
  { pattern: word('mapholisa'), meaning: 'police officers' },
  { pattern: word('vhana'), meaning: 'children' },
  { pattern: word('vhasadzi'), meaning: 'women' },
  { pattern: word('vhanna'), meaning: 'men' },
  { pattern: word('dzigevhenga|zwigevhenga|vhagevhenga'), meaning: 'criminals' },
  { pattern: word('(?:vho\\s+)?vhulawa'), meaning: 'killed' },
  { pattern: word('ee\\s+kana\\s+hai'), meaning: 'yes or no' },
  // siSwati.
  { pattern: word('bantfu'), meaning: 'people' },
  { pattern: word('emaphoyisa'), meaning: 'police officers' },
  { pattern: word('bantfwana'), meaning: 'children' },
  { pattern: word('bafati'), meaning: 'women' },
  { pattern: word('emadvodza'), meaning: 'men' },
  { pattern: word('tigebengu'), meaning: 'criminals' },
  { pattern: word('yebo\\s+(?:noma|or|\\/)\\s*cha'), meaning: 'yes or no' },
  // isiNdebele, and the isiZulu and isiXhosa "were killed" they share.
  { pattern: word('amapholisa'), meaning: 'police officers' },
  { pattern: word('babulawa|abulawa|bebulawa'), meaning: 'killed' },
  // isiZulu "ababulewe" (who were killed), "amacala amangaki" (how many cases); Sesotho "ba
  // bolailweng" (who were killed), "a hlasetsweng" (who were attacked), "ha ho motho ya tshwerweng"
  // (nobody was arrested).
  { pattern: word('ababulewe|abebulewe|babulewe|abulewe'), meaning: 'killed' },
  { pattern: word('amacala|amacala'), meaning: 'cases' },
  { pattern: word('amangaki|angaki|mangaki'), meaning: 'how many' },
  { pattern: word('(?:(?:ba|ya|a)\\s+){0,2}bolailweng|(?:ba\\s+)?bolailwe'), meaning: 'killed' },
  { pattern: word('(?:ba\\s+|ya\\s+|a\\s+)?hlasetsweng'), meaning: 'attacked' },
  { pattern: word('ha\\s+ho\\s+(?:motho\\s+)?(?:ya|ea)\\s+tshwerweng'), meaning: 'nobody was arrested' },
  { pattern: word('(?:ba\\s+|ya\\s+)?tshwerweng|(?:ba\\s+)?tshwerwe'), meaning: 'arrested' },
  // Sepedi "ba ba bolailwego" (who were killed), "ee goba aowa" (yes or no); isiXhosa "ewe okanye hayi"
  // (yes or no), "ukudlwengulwa" (rape) and the Capes by their isiXhosa names.
  { pattern: word('(?:ba\\s+)?(?:ba\\s+)?bolailwego'), meaning: 'killed' },
  // The word for "or" as often comes in English ("Ee or aowa", "yebo or cha") or as a slash.
  {
    pattern: word(
      'ee\\s*(?:goba|or|kapa|kgotsa|\\/)\\s*(?:aowa|nnyaa)|e\\s+kapa\\s+tjhe|ewe\\s*(?:okanye|or|\\/)\\s*hayi|ina\\s*(?:kumbe|or|\\/)\\s*e-?e',
    ),
    meaning: 'yes or no',
  },
  { pattern: word('ukudlwengulwa|udlwengulo|ukudlwengula'), meaning: 'rape' },
  // isiZulu "ukubulala" (killing, murder), "ukuphanga" (robbery), "abangaki" / "ezingaki" / "bangaki"
  // (how many), and the provinces by their isiZulu names: eFreyistata, eNyakatho Kapa, eNtshonalanga.
  { pattern: word('ukubulawa|ukubulala'), meaning: 'murder' },
  { pattern: word('ukuphanga|ukugetshengwa'), meaning: 'robbery' },
  { pattern: word('abangaki|ezingaki|bangaki|zingaki|ingaki'), meaning: 'how many' },
  { pattern: word('e?Freyistata|e?Foreisitata'), meaning: 'the Free State' },
  { pattern: word('e?Nyakatho\\s+Kapa'), meaning: 'the Northern Cape' },
  { pattern: word('e?Ntshonalanga\\s+Kapa'), meaning: 'the Western Cape' },
  { pattern: word('e?Mpumalanga\\s+Kapa'), meaning: 'the Eastern Cape' },
  { pattern: word('e?Mpuma\\s+Koloni'), meaning: 'the Eastern Cape' },
  { pattern: word('e?Ntshona\\s+Koloni'), meaning: 'the Western Cape' },
  { pattern: word('e?Mntla\\s+Koloni'), meaning: 'the Northern Cape' },
  // Setswana "ke bokae" (how many), "ee kgotsa nnyaa" (yes or no), "lepodisi" (a police officer),
  // "Lamatlhatso" (Saturday), "Bokone Bophirima" (the North West); Shona "vakaurayiwa" (who were
  // killed), "mupurisa" (a police officer), "hongu kana kwete" (yes or no),
  // "zvigebenga" (criminals).
  { pattern: word('(?:ke\\s+)?bokae'), meaning: 'how many' },
  { pattern: word('ee\\s+kgotsa\\s+nnyaa'), meaning: 'yes or no' },
  { pattern: word('lepodisi'), meaning: 'police officer' },
  { pattern: word('(?:ka\\s+)?Lamatlhatso'), meaning: 'on Saturday' },
  { pattern: word('(?:mo\\s+)?Bokone\\s+Bophirima'), meaning: 'the North West' },
  { pattern: word('vakaurayiwa|vakaurawa|kuurayiwa'), meaning: 'killed' },
  { pattern: word('mupurisa'), meaning: 'police officer' },
  { pattern: word('hongu\\s+kana\\s+kwete'), meaning: 'yes or no' },
  { pattern: word('zvigebenga|skebengas?'), meaning: 'criminals' },
  // siSwati "lababulewe" (who were killed); Portuguese "mortos" (the dead) and "feridos" (the injured).
  { pattern: word('lababulewe|labebulawa'), meaning: 'killed' },
  { pattern: word('mortos|mortas'), meaning: 'people killed' },
  { pattern: word('feridos|feridas'), meaning: 'people injured' },
  // A question particle that opens an ask ("Xana, was there ...?") and says nothing of its own.
  { pattern: /(?<![\p{L}\p{N}])xana\s*,?\s*/giu, meaning: '' },
  // The days of the week.
  { pattern: word('Sonto|Swondaha|Lisontfo'), meaning: 'Sunday' },
  { pattern: word('Mugqivela|Mugivhela|Umgcibelo'), meaning: 'Saturday' },
  { pattern: word('Ravuntlhanu|Lwavhuṱanu|Lwavhutanu|Lesihlanu'), meaning: 'Friday' },
  { pattern: word('Musumbhunuku|Musumbuluwo|Msombuluko'), meaning: 'Monday' },
];

/**
 * What messages add around an ask: emoji written as shortcodes (":eyes:", ":police_car:"), which only
 * decorate, and the shorthand of typing fast ("hw mny", "thx", "b4", "cars n trucks").
 */
const MESSAGE_WORDS: readonly NewsroomWord[] = [
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
 * French within English, as a francophone advocate writes it ("combien de victimes were women",
 * "les enfants", "tués", "oui ou non"), and Kaaps, the Afrikaans-English of the Cape Flats ("innie
 * Kaap", "laaities", "van 2020 af", "al die jare saam"), beyond the Afrikaans words above.
 */
const FRENCH_AND_KAAPS_WORDS: readonly NewsroomWord[] = [
  { pattern: word('et(?=\\s+(?:les|la|le|des|du)\\b)'), meaning: 'and' },
  { pattern: word("combien\\s+(?:de|d['’])?"), meaning: 'how many ' },
  { pattern: word('tu[ée]s|tu[ée]es'), meaning: 'killed' },
  { pattern: word('bless[ée]s|bless[ée]es'), meaning: 'injured' },
  { pattern: word('(?:les\\s+|des\\s+)?femmes'), meaning: 'women' },
  { pattern: word('(?:les\\s+|des\\s+)?enfants'), meaning: 'children' },
  { pattern: word('(?:les\\s+|des\\s+)?hommes'), meaning: 'men' },
  { pattern: word('la\\s+police|les\\s+policiers'), meaning: 'the police' },
  { pattern: word('oui\\s+ou\\s+non'), meaning: 'yes or no' },
  { pattern: word("merci(?:\\s+beaucoup)?|bonjour|bonsoir|s['’]il\\s+vous\\s+pla[iî]t"), meaning: '' },
  { pattern: word('Nord-Ouest'), meaning: 'North West' },
  { pattern: word('Le\\s+Cap'), meaning: 'Cape Town' },
  { pattern: word('innie'), meaning: 'in the' },
  { pattern: word('van\\s+((?:19|20)\\d{2})\\s+af'), meaning: 'from $1' },
  { pattern: word('(?:van\\s+)?al\\s+die\\s+jare(?:\\s+saam)?'), meaning: 'all years together' },
  { pattern: word('van\\s+al\\s+die'), meaning: 'of all the' },
  { pattern: word('laaities'), meaning: 'children' },
  { pattern: word('laaitie'), meaning: 'child' },
  { pattern: word('onder(?=\\s+\\d)'), meaning: 'under' },
  { pattern: word('wanneer'), meaning: 'when' },
  { pattern: word('polisie(?:kantoor|kantore|stasies?)'), meaning: 'police station' },
  { pattern: word('jaar'), meaning: 'year' },
  { pattern: word('maand'), meaning: 'month' },
  { pattern: word('laaste'), meaning: 'latest' },
  { pattern: word('datum'), meaning: 'date' },
  { pattern: word('dooies'), meaning: 'people killed' },
  { pattern: word('ouens'), meaning: 'people' },
  { pattern: word('gebeur'), meaning: 'happened' },
  {
    pattern: word('wie\\s+se\\s+(?:gender|geslag)\\s+(?:gegee|bekend|gestel)\\s+is'),
    meaning: 'whose sex is stated',
  },
  { pattern: word('tot\\s+een\\s+desimaal'), meaning: 'to one decimal' },
  { pattern: word('nie\\s+die\\s+hele'), meaning: 'not the whole' },
];

/**
 * A paramedic's shorthand ("f pts", "DOA", "x3", "paeds", "SAPS mbrs") and a tabloid's cries
 * ("BLOODBATH", "HORROR", "COPS NAB"): the patients are the victims, the calls the incidents.
 */
const SHIFT_AND_HEADLINE_WORDS: readonly NewsroomWord[] = [
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

/**
 * Swahili within English, as an East African correspondent writes it ("watu wangapi waliuawa", "ngapi
 * jumla", "wanawake"); a GIS analyst's layers ("admin level 1 polygon", "point count"); a control room's
 * radio ("call-outs"); a data-protection lawyer's "data subjects".
 */
const SWAHILI_AND_TRADE_WORDS: readonly NewsroomWord[] = [
  { pattern: word('watu\\s+wangapi|wangapi|ngapi|ngapi\\s+jumla'), meaning: 'how many' },
  { pattern: word('watu'), meaning: 'people' },
  { pattern: word('waliuawa|wameuawa|kuuawa'), meaning: 'were killed' },
  { pattern: word('walijeruhiwa|wamejeruhiwa'), meaning: 'were injured' },
  { pattern: word('wanawake'), meaning: 'women' },
  { pattern: word('wanaume'), meaning: 'men' },
  { pattern: word('watoto'), meaning: 'children' },
  { pattern: word('polisi'), meaning: 'police' },
  { pattern: word('jumla'), meaning: 'in total' },
  { pattern: word('sio|si'), meaning: 'not' },
  { pattern: word('kuna'), meaning: 'is there' },
  { pattern: word('yoyote'), meaning: 'any' },
  { pattern: lowerCase('na(?=\\s+(?:19|20)\\d{2})'), meaning: 'and' },
  { pattern: word("habari|asante(?:\\s+sana)?|shukran|jumu['’]ah"), meaning: '' },
  { pattern: word('tu(?=\\s*[?.!,]|\\s*$)'), meaning: '' },
  {
    pattern: word('admin(?:istrative)?\\s+level\\s+(?:1|one)(?:\\s+(?:polygons?|units?|areas?))?'),
    meaning: 'province',
  },
  {
    pattern: word('admin(?:istrative)?\\s+level\\s+(?:2|two)(?:\\s+(?:polygons?|units?|areas?))?'),
    meaning: 'municipality',
  },
  // A map's points are incidents; percentage points are a difference of shares.
  {
    pattern: word('point\\s+counts?|number\\s+of\\s+points|(?<!(?:percentage|per\\s*cent|%)\\s*)points'),
    meaning: 'incidents',
  },
  { pattern: word('(?:the\\s+)?(?:darkest|highest)\\s+class'), meaning: 'the most' },
  { pattern: word('(?:sum\\s+of|symboli[sz]e\\s+on)\\s+(?:the\\s+)?'), meaning: 'total of ' },
  { pattern: word('call-?outs|callouts'), meaning: 'incidents' },
  { pattern: /\bsum\s+(?=(?:killed|injured|victims|suspects|arrested|children)\b)/giu, meaning: 'total ' },
  { pattern: /\barrest(?:[_\s]made)?\s*(?:is|=|==)\s*(?:false|no|0)\b/giu, meaning: 'nobody was arrested' },
  { pattern: /\barrest(?:[_\s]made)?\s*(?:is|=|==)\s*(?:true|yes|1)\b/giu, meaning: 'someone was arrested' },
  { pattern: word('op\\s+(?:die\\s+)?plase'), meaning: 'on farms' },
  { pattern: word("op\\s+(?:die\\s+|['’]n\\s+)?plaas"), meaning: 'on a farm' },
  { pattern: word('plaaswerkers'), meaning: 'farmworkers' },
  { pattern: word('call-?out|callout'), meaning: 'incident' },
];

/**
 * Questions typed as commands to a bot ("/count dow=wed yr>=2019", "/sum injured crime=murder", "/pct
 * suspects sex=F", "/diff count yr=2023 minus yr=2020"): the command and its key=value filters as a
 * sentence would say them.
 */
const COMMAND_WORDS: readonly NewsroomWord[] = [
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

const ANALYSTS_WORDS: readonly NewsroomWord[] = [
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
];

export const NEWSROOM_WORDS: readonly NewsroomWord[] = [
  // "is that true??", "really?!": one question mark, as every reader expects it.
  { pattern: /\?[?!]+|!+\?[?!]*/g, meaning: '?' },
  // A dashboard's words: "what % slice does Western Cape get" is its share; "sliced by weekday" groups
  // by it; "top 3 crime categories - which three, in order?" asks the top three again.
  {
    pattern: /\bwhat\s+(?:%|per\s*cent(?:age)?)\s+(?:slice|share|wedge|segment)\b/giu,
    meaning: 'what percentage',
  },
  { pattern: /\b(?:sliced|split|broken\s+down|bucketed)\s+by\b/giu, meaning: 'by' },
  {
    pattern: /\b(?:ranked|stacked|horizontal|vertical|grouped)\s+bars?(?:\s+(?:charts?|graphs?))?/giu,
    meaning: 'chart',
  },
  // "KPI tile: suspects arrested, filter year = 2019. What value goes on the tile?": the figure named before it.
  {
    pattern:
      /\bwhat\s+(?:value|number|figure)\s+(?:goes|should\s+go|do\s+I\s+put)\s+(?:on|in|into)\s+(?:the|my|that)\s+(?:tile|card|chart|kpi|widget|graphic)\b/giu,
    meaning: 'how many',
  },
  {
    pattern:
      /(?<=\btop\s+(?:\d+|two|three|four|five|ten)\b[^?]*?)\s*[-–—,:]\s*which\s+(?:ones?|two|three|four|five|ten|\d+)(?:\s*,?\s*in\s+order)?\s*(?=\?)/giu,
    meaning: '',
  },
  // "Were there more women than men among the victims?": the two sexes of one kind of people compared.
  {
    pattern:
      /\bmore\s+(?:women|females)\s+than\s+(?:men|males)\s+(?:among|of|in)\s+(?:the\s+|all\s+the\s+)?(victims|suspects)\b/giu,
    meaning: 'more female $1 than male $1',
  },
  {
    pattern:
      /\bmore\s+(?:men|males)\s+than\s+(?:women|females)\s+(?:among|of|in)\s+(?:the\s+|all\s+the\s+)?(victims|suspects)\b/giu,
    meaning: 'more male $1 than female $1',
  },
  // "total them up", "add them all up": the total asked for.
  {
    pattern: /\b(?:total|add|sum|tot)\s+(?:them|those|these|it)\s+(?:all\s+)?up\b/giu,
    meaning: 'what is the total',
  },
  // "Killed total for incidents that ...": the total of the people, said after them.
  { pattern: /^\s*(killed|injured|hurt|dead|arrested)\s+total\b/giu, meaning: 'total $1' },
  // "keeps turning up first class": an idiom, not the first incident.
  { pattern: word('first[- ]class'), meaning: '' },
  // "jobs w/ a murder and a robbery? no. pls": the number asked for after the question.
  { pattern: /\?\s*no\.\s*(?:please|pls|plz)?\s*[.!]*\s*$/giu, meaning: '? How many?' },
  // "..., total? pls", "...? thanks": a word of courtesy after the question, which asks nothing more.
  {
    pattern: /\?\s*(?:please|pls|plz|plse|asseblief|thanks|thank\s+you|thx|ta|dankie)\s*[.!]*\s*$/giu,
    meaning: '?',
  },
  // "ppl killed in cape town total pls (the city not whole WC)": with no question mark anywhere, the
  // "please" that closes the ask marks it as one. The word is looked for before the look back over the
  // whole question, which tried at every position was slow.
  {
    pattern:
      /(?=\s*,?\s*\b(?:please|pls|plz|plse|asseblief)\b)(?<=^(?![\s\S]*\?)[\s\S]*\S)\s*,?\s*\b(?:please|pls|plz|plse|asseblief)\b[.!]*(?=\s*(?:\([^()]*\)[.!\s]*)?$)/giu,
    meaning: '?',
  },
  // First, so a shortcode's underscore (":police_car:") is never read as a field name's.
  ...MESSAGE_WORDS,
  ...COMMAND_WORDS,
  ...CRIME_WORDS,
  ...PLACE_WORDS,
  ...PEOPLE_WORDS,
  ...STREET_WORDS,
  ...PORTUGUESE_WORDS,
  ...HAPPENING_WORDS,
  ...DAY_WORDS,
  ...TEXT_WORDS,
  ...QUERY_WORDS,
  ...FORMAL_WORDS,
  ...MOURNING_WORDS,
  ...SPELLED_DAYS,
  ...AFRIKAANS_MONTHS,
  ...AFRIKAANS_WORDS,
  ...MORE_LANGUAGE_WORDS,
  ...FRENCH_AND_KAAPS_WORDS,
  ...SHIFT_AND_HEADLINE_WORDS,
  ...SWAHILI_AND_TRADE_WORDS,
  ...ANALYSTS_WORDS,
];

/**
 * The same words for a question typed all in lower case ("murders in wc vs ec?"), which writes its
 * abbreviations so too; "am" stays a verb there, as it mostly is.
 */
const LOWER_CASE_WORDS: readonly NewsroomWord[] = NEWSROOM_WORDS.map((entry) =>
  entry.alsoAWord || entry.pattern.flags.includes('i')
    ? entry
    : { ...entry, pattern: new RegExp(entry.pattern.source, `${entry.pattern.flags}i`) },
);

/**
 * "how many were vavasati, women?", "vhathu (people)": a local word glossed in English by the asker
 * reads, once written out, as the same word twice; the second is the gloss, not a second condition.
 */
function withoutGloss(question: string, meaning: string): string {
  const said = escapeRegExp(meaning);
  const gloss = new RegExp(
    `(?<![\\p{L}])(${said})(?:\\s*,\\s*|\\s*[-–—]\\s*|\\s+\\(\\s*|\\s+)(?:i\\.e\\.\\s*)?(?:an?\\s+|the\\s+)?${said}\\)?(?![\\p{L}])`,
    'giu',
  );
  // "abantwana (children under 18)": the gloss and what it adds, the gloss said once.
  const glossWithMore = new RegExp(`(?<![\\p{L}])(${said})\\s+\\(\\s*${said}\\s+(?=[^)]*\\))`, 'giu');
  return question.replace(glossWithMore, '$1 (').replace(gloss, '$1');
}

/**
 * "I want a line like 'In the Western Cape, X more lives were lost than in Gauteng.' What is X?": a
 * sentence with a blank to fill, which is the question, asked of its X.
 */
const FILL_IN_X =
  /['‘"“]([^'‘’"“”]*\bX\b[^'‘’"“”]*?)[.!]?['’"”][.,]?\s*(?:so\s+)?(?:what\s+is\s+x|what['’]s\s+x|x\s*=\s*\?|fill\s+in\s+(?:the\s+)?x|give\s+me\s+(?:the\s+)?x|how\s+much\s+is\s+x)\s*\??\s*$/i;

/** The question with newsroom words written out, and each rewriting as a correction to say back. */
/** "... no wait, I mean", "..., sorry, I meant": the asker taking back what was just said. */
const TAKEN_BACK =
  /(?:\.{2,}|…|,|\s[-–—])?\s*(?:(?:oh|um|uh|er)\s*,?\s*)?(?:no\s*,?\s*wait|wait\s*,?\s*no|wait|sorry|scratch\s+that|hold\s+on|no)\s*,?\s*(?:i\s+mean|i\s+meant|make\s+(?:it|that))\s+/iu;

/**
 * "when was the latest kidnapping... no wait, I mean the earliest one", "which police station, no
 * wait, I mean which municipality": the phrase taken back gives way to the one said after. It runs
 * back from the marker to the last word the new phrase starts with ("the", "which"), or as many words.
 */
function withoutTakenBack(question: string, corrections: Correction[]): string {
  const marker = TAKEN_BACK.exec(question);
  if (!marker) return question;
  const after = question.slice(marker.index + marker[0].length);
  const said = /^[^,.?!;:]+/.exec(after)?.[0].trim() ?? '';
  const saidWords = said.split(/\s+/).filter((w) => w !== '');
  if (saidWords.length === 0 || saidWords.length > 8) return question;
  const before = question.slice(0, marker.index);
  const first = escapeRegExp(saidWords[0] ?? '');
  const sameStart = [...before.matchAll(new RegExp(`(?<![\\p{L}])${first}(?![\\p{L}])`, 'giu'))].at(-1);
  const wordStarts = [...before.matchAll(/[\p{L}\p{N}'’-]+/gu)].map((m) => m.index);
  const start =
    sameStart && before.length - sameStart.index <= 80 ? sameStart.index : wordStarts.at(-saidWords.length);
  if (start === undefined) return question;
  corrections.push({
    from: question.slice(start, marker.index + marker[0].length + said.length).trim(),
    to: said,
  });
  return `${question.slice(0, start)}${after}`;
}

export function readNewsroomWords(question: string): { question: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  const blank = FILL_IN_X.exec(question);
  if (blank) corrections.push({ from: 'X', to: 'how many' });
  let read = withoutTakenBack(
    blank ? `${(blank[1] ?? '').replace(/\bX\b/, 'how many')}?` : question,
    corrections,
  );
  // Ages are compared as figures: "younger than twenty-five" is "younger than 25".
  read = read.replace(AGE_BOUND_IN_WORDS, (written, bound: string, age: string) => {
    const words = age.split(/[-\s]/);
    const figure = readNumber(words, 0)?.value ?? numberOfWord(age);
    if (figure === null) return written;
    const said = `${bound}${figure}`;
    corrections.push({ from: written.trim(), to: said.trim() });
    return said;
  });
  // Only a column of people: "event_date >= 2020-06-01" is a date, read by the date readers.
  read = read.replace(COLUMN_BOUND, (written, field: string, operator: string, figure: string) =>
    BARE_FIELDS[field.toLowerCase().replaceAll('_', ' ')]
      ? boundInWords(corrections, written, '', field, operator, figure)
      : written,
  );
  const words = /\p{Lu}/u.test(question) ? NEWSROOM_WORDS : LOWER_CASE_WORDS;
  for (const { pattern, meaning } of words) {
    read = read.replace(pattern, (written, ...rest: unknown[]) => {
      // "$1" in a meaning is the words the pattern kept: "by how many do fatalities exceed".
      const said = meaning.replace(/\$(\d)/g, (_, n: string) => String(rest[Number(n) - 1] ?? ''));
      if (written.toLowerCase() === said.toLowerCase()) return written;
      // A field name's underscore ("victims_killed") is said back as nothing: it stands for a space;
      // a dash read as a full stop ("... - is that right?") only punctuates.
      if (/\p{L}/u.test(said)) corrections.push({ from: written.trim(), to: said.trim() });
      return said;
    });
  }
  for (const { to } of corrections) read = withoutGloss(read, to);
  read = read.replace(FIELD_BOUND, (written, words: string, operator: string, figure: string) => {
    const [lead, field] = splitLead(words);
    return boundInWords(corrections, written, lead, field, operator, figure);
  });
  return { question: read, corrections };
}
