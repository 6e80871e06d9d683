/**
 * A small grammar of the noun phrases releases use for people: "two suspects", "a 25-year-old man and
 * his accomplice", "five men aged 20 to 31", "Sipho Dlamini (27)", "three of them", "the trio".
 * It finds who is mentioned and how many; which role they play is decided by the caller.
 */
import { ageOfWord, GROUP_NOUNS, numberOfWord, ordinalOfWord, readNumber } from '../corpus/numbers';
import { wordTable } from '../corpus/word-table';

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

export type Gender = 'female' | 'male';
export type Kind = 'suspect' | 'victim' | 'police' | 'person';

export interface Person {
  gender?: Gender;
  age?: number;
  name?: string;
  /** The noun a single person was named by: "relative" in "a relative who tried to intervene". */
  noun?: string;
  /** A police officer: "a constable", "Sergeant Tumelo Losaba", "an off-duty police member". */
  police?: boolean;
  /** Under 18 by age or by noun ("a girl", "a toddler"); adult by age or by noun ("a woman"). */
  child?: boolean;
  adult?: boolean;
}

export interface Phrase {
  /** Token span [start, end). */
  start: number;
  end: number;
  /** How many people the phrase stands for; null when it does not say ("the suspects"). */
  count: number | null;
  /** What is known of each person, in order; may be shorter than count. */
  persons: Person[];
  kind: Kind;
  /** "another suspect", "a further two": people not mentioned before. */
  fresh: boolean;
  /** "the third suspect" */
  ordinal?: number;
  /** Pronouns and bare "the suspects" refer back rather than introduce anyone. */
  pronoun: boolean;
  /** "the woman", "her", "the two": someone the release has likely mentioned already. */
  definite: boolean;
  plural: boolean;
  /** Ages given as a range ("aged 20 to 31"): known bounds, but no individual ages. */
  ageRange?: [number, number];
  /**
   * "a relative", "her son": someone named by their tie to another person, so not anyone already met
   * under another noun.
   */
  relational?: boolean;
  /** "one of the suspects", "two of them": members of a group met before. */
  partitive?: boolean;
  /**
   * The sex the noun gives every one of the people, also where they are not counted one by one ("the
   * men"), so that "one of the men" is a man.
   */
  gender?: Gender;
  /**
   * "two others", "nine other people": new beside the people named before them in their sentence, but
   * perhaps the same as people a release told of in another sentence.
   */
  others?: boolean;
}

export const RELATIONAL = new Set(
  `relative friend neighbour colleague brother sister son daughter cousin husband wife father mother grandson
   granddaughter grandmother grandfather uncle aunt nephew niece boyfriend girlfriend partner sibling parent spouse
   stepfather stepmother`.split(/\s+/),
);

const TOKEN = /\(\s*\d{1,3}\s*\)|[A-Za-z0-9\u00C0-\u017F][A-Za-z0-9\u00C0-\u017F'’-]*|[,;:()]/g;

/** No word of a release is longer; a longer run of letters (an encoded blob) is no name or noun. */
export const MAX_TOKEN_CHARS = 64;

/** The word at k, in lower case; '' past either end of the sentence. */
export const lower = (tokens: Token[], k: number): string => tokens[k]?.lower ?? '';

export function tokenize(sentence: string): Token[] {
  return [...sentence.matchAll(TOKEN)]
    .filter((m) => m[0].length <= MAX_TOKEN_CHARS)
    .map((m) => ({
      text: m[0],
      lower: m[0].toLowerCase().replace(/’/g, "'"),
      start: m.index,
      end: m.index + m[0].length,
    }));
}

interface NounInfo {
  plural: boolean;
  gender?: Gender;
  kind: Kind;
}

/** "singular/plural:gender" entries; gender f or m, omitted when the word does not say. */
function nounTable(kind: Kind, entries: string): Array<[string, NounInfo]> {
  const rows: Array<[string, NounInfo]> = [];
  for (const entry of entries.trim().split(/\s+/)) {
    const [forms, g] = entry.split(':') as [string, string | undefined];
    const [singular, plural] = forms.split('/') as [string, string | undefined];
    const gender: Gender | undefined = g === 'f' ? 'female' : g === 'm' ? 'male' : undefined;
    rows.push([singular, { plural: false, gender, kind }]);
    rows.push([plural ?? `${singular}s`, { plural: true, gender, kind }]);
  }
  return rows;
}

const NOUNS = new Map<string, NounInfo>([
  ...nounTable(
    'person',
    `man/men:m woman/women:f boy:m girl:f male:m female:f father:m husband:m son:m brother:m grandfather:m
     uncle:m nephew:m gentleman/gentlemen:m businessman/businessmen:m boyfriend:m grandson:m stepfather:m
     mother:f wife/wives:f daughter:f sister:f grandmother:f aunt:f niece:f lady/ladies:f businesswoman/businesswomen:f
     girlfriend:f widow:f granddaughter:f stepmother:f schoolgirl:f schoolboy:m
     person/people individual child/children kid teenager teen youth learner pupil student baby/babies infant
     toddler minor juvenile resident citizen relative friend neighbour partner spouse sibling parent family/families
     pensioner farmer worker employee owner shopkeeper teacher nurse doctor patron customer tourist motorist
     pedestrian cyclist foreigner national occupant passenger driver guard tenant landlord healer trader vendor
     councillor official civilian commuter villager mourner congregant worshipper pastor priest chief headman
     principal manager cashier attendant member couple pair quartet miner hitchhiker`,
  ),
  ...nounTable(
    'suspect',
    `suspect accused accomplice robber perpetrator assailant attacker gunman/gunmen:m hijacker thief/thieves poacher
     culprit kidnapper killer rapist murderer dealer smuggler fugitive syndicate gang gangster intruder burglar
     trafficker fraudster looter protester/protesters hitman/hitmen:m mastermind offender convict inmate prisoner
     escapee trio duo zama-zama zamas`,
  ),
  ...nounTable('victim', 'victim deceased complainant survivor'),
  ...nounTable(
    'police',
    `officer policeman/policemen:m policewoman/policewomen:f constable sergeant captain warrant-officer cop detective
     soldier lieutenant-colonel commander`,
  ),
]);
// "accused" and "deceased" are both singular and plural.
NOUNS.set('accused', { plural: false, kind: 'suspect' });
NOUNS.set('deceased', { plural: false, kind: 'victim' });
NOUNS.set('others', { plural: true, kind: 'person' });

/** Nouns for people under 18, whatever their age is said to be. */
const CHILD_NOUNS = new Set(
  `child children kid kids boy boys girl girls baby babies infant infants toddler toddlers minor minors juvenile
   juveniles schoolgirl schoolgirls schoolboy schoolboys learner learners pupil pupils`.split(/\s+/),
);
/** Nouns for grown people. */
const ADULT_NOUNS = new Set(
  `man men woman women gentleman gentlemen lady ladies husband husbands wife wives widow widows pensioner
   pensioners businessman businessmen businesswoman businesswomen father fathers mother mothers farmer farmers
   driver drivers guard guards owner owners shopkeeper shopkeepers employee employees worker workers tenant tenants
   landlord landlords trader traders vendor vendors cashier cashiers manager managers attendant attendants
   teacher teachers nurse nurses doctor doctors councillor councillors official officials pastor pastors priest
   priests principal principals boyfriend boyfriends girlfriend girlfriends spouse spouses motorist motorists
   tourist tourists patron patrons couple couples captain captains`.split(/\s+/),
);
/** Officers who are not police officers: "a security officer", "a correctional officer". */
const NOT_POLICE = new Set(
  `security correctional prison parole traffic fisheries immigration bank loan medical health customs
   compliance liaison information press welfare probation`.split(/\s+/),
);
/** Words that make a rank a police rank when they stand beside it: "police captain", "captain of the unit". */
const POLICE_UNIT_WORD = /^(?:police|saps|station|unit|squad|detectives?|precinct|cluster)$/;
/** "a police member", "two SAPS members": a person noun that police makes an officer. */
const POLICE_MODIFIERS = new Set(['police', 'saps', 'metro', 'jmpd', 'tmpd', 'empd', 'unit', 'squad']);

/** What a noun and the words before it tell of one person's role and age group. */
function roleOf(bare: string, kind: Kind, modifiers: string[], age: number | undefined): Partial<Person> {
  const role: Partial<Person> = {};
  const isOfficer =
    (kind === 'police' && bare !== 'soldier' && bare !== 'soldiers') ||
    (bare.startsWith('member') && modifiers.some((m) => POLICE_MODIFIERS.has(m)));
  if (isOfficer && !modifiers.some((m) => NOT_POLICE.has(m))) role.police = true;
  if (age !== undefined) {
    if (age < 18) role.child = true;
    else role.adult = true;
  } else if (CHILD_NOUNS.has(bare)) role.child = true;
  else if (ADULT_NOUNS.has(bare) || role.police) role.adult = true;
  return role;
}

/** Words that end like a person ("-er", "-or", "-ist", "-ian") but name things. */
const NOT_PEOPLE = new Set(
  `number order water corner container trailer computer matter manner power border quarter chamber paper letter
   register cover shelter river weather silver copper timber finger shoulder liquor floor door motor tractor sector
   error mirror factor other another either neither together however whether rather further after later never ever
   over under her sooner earlier former latter longer cancer poster disaster corridor indoor outdoor interior
   exterior thunder murder plunder cylinder folder ladder powder tender gender character chapter counter encounter
   charger scanner printer speaker monitor calibre litre metre centre theatre spider fire tyre wire whisper
   answer dinner summer winter september october november december semester hour four floor per manner
   taser revolver holster trigger shooter bumper barrier container freezer cooler heater boiler generator
   transformer meter carrier tanker trawler harbour behaviour favour labour colour honour vigour rigour
   mayor major minor anchor parlour terror horror error tractor visitor conductor trailer lawnmower
   list wrist twist mist fist exist resist insist assist consist persist enlist
   ian`.split(/\s+/),
);

/** Words that can stand between a determiner and the noun: "a young", "an unknown armed", "two Zimbabwean". */
const ADJECTIVE_PARTICIPLES = new Set(
  `alleged suspected armed unarmed unidentified injured wounded wanted unemployed married retired undocumented
   missing remaining visiting unknown elderly young old off-duty on-duty pregnant disabled named identified
   armed heavily so-called would-be self-styled unlicensed licensed dead murdered slain kidnapped abducted
   raped assaulted deceased arrested accused convicted detained fellow`.split(/\s+/),
);

/** Function words and verbs that end a noun phrase before any noun is reached. */
const STOP = new Set(
  `a an the this that these those his her their its our my your some any all both each every no none of in on at
   to from by with without for into onto over under after before during while when where who whom whose which
   and or but nor as than then also is are was were be been being has have had do does did will would shall
   should can could may might must not he she they them him it we you i there here said says say according
   allegedly reportedly apparently about around approximately almost nearly some more less most least many much
   few several other another such same own only just even very too so if because since until unless although
   though whether either neither`.split(/\s+/),
);

const PRONOUNS: Record<string, { plural: boolean; gender?: Gender }> = wordTable({
  he: { plural: false, gender: 'male' },
  him: { plural: false, gender: 'male' },
  himself: { plural: false, gender: 'male' },
  she: { plural: false, gender: 'female' },
  her: { plural: false, gender: 'female' },
  herself: { plural: false, gender: 'female' },
  they: { plural: true },
  them: { plural: true },
  themselves: { plural: true },
});

/** Capitalised words that start no personal name. */
const NOT_NAMES = new Set(
  `police saps the a an on in at this that he she they it his her their its mr mrs ms dr court magistrate
   magistrate's high regional province provincial station road street avenue drive mall township north south
   east west central national department unit task team hawks directorate detectives metro municipality
   city town village district area extension ext zone monday tuesday wednesday thursday friday saturday sunday
   january february march april may june july august september october november december when after before
   while two three four five six seven eight nine ten both all one captain colonel brigadier general lieutenant
   major sergeant constable warrant officer spokesperson commissioner minister toyota nissan volkswagen vw bmw
   mercedes benz ford hyundai kia isuzu mazda honda audi opel renault chevrolet suzuki datsun lexus polo golf
   quantum hilux corolla ranger jetta hardbody`.split(/\s+/),
);

const RANKS: Record<string, Gender | undefined> = wordTable({
  mr: 'male',
  mrs: 'female',
  ms: 'female',
  miss: 'female',
  constable: undefined,
  sergeant: undefined,
  sgt: undefined,
  captain: undefined,
  capt: undefined,
  inspector: undefined,
  detective: undefined,
  lieutenant: undefined,
  warrant: undefined,
});

function nounInfo(token: Token, hasDeterminer: boolean): NounInfo | null {
  const bare = token.lower.replace(/'s$|s'$/, (m) => (m === "s'" ? 's' : ''));
  const known = NOUNS.get(bare);
  if (known) return known;
  if (!hasDeterminer || NOT_PEOPLE.has(bare)) return null;
  const isCapital = /^[A-Z]/.test(token.text);
  // Nationalities as nouns: "two Zimbabweans", "three Ethiopians".
  if (isCapital) return /(?:an|ian|ese)s$/.test(bare) ? { plural: true, kind: 'person' } : null;
  const m = bare.match(/^[a-z]{3,}(?:er|or|ist|ian)(s?)$/);
  if (!m || NOT_PEOPLE.has(bare.replace(/s$/, ''))) return null;
  return { plural: m[1] === 's', kind: 'person' };
}

function isPossessive(token: Token): boolean {
  return /^[a-z].*(?:'s|s')$/i.test(token.text.replace(/’/g, "'"));
}

function isModifier(token: Token): boolean {
  if (ageOfWord(token.lower) !== null) return true;
  if (!/^[a-z\u00C0-\u017F][a-z\u00C0-\u017F'-]*$/i.test(token.text)) return false;
  if (STOP.has(token.lower) || numberOfWord(token.lower) !== null) return false;
  if (ADJECTIVE_PARTICIPLES.has(token.lower) || ordinalOfWord(token.lower) !== null) return true;
  if (/^[A-Z]/.test(token.text)) return true;
  return !/(?:ed|ing|ly)$/.test(token.lower);
}

interface Determiner {
  next: number;
  count: number | null;
  fresh: boolean;
  ordinal?: number;
  definite: boolean;
  /** "three of them", "two of the suspects": the count comes first and the people after "of". */
  partitive: boolean;
  /** The count was written as a number or "both", so it can stand without a noun: "Six held". */
  numeric?: boolean;
  others?: boolean;
}

const FRESH = new Set([
  'another',
  'further',
  'additional',
  'more',
  'other',
  'second',
  'third',
  'fourth',
  'fifth',
]);

function readDeterminer(tokens: Token[], i: number): Determiner {
  let j = i;
  let count: number | null = null;
  let fresh = false;
  let definite = false;
  let ordinal: number | undefined;
  let numeric = false;
  // "a total of", "a group of", "a couple of", "a pair of", "at least", "more than", "some", "about"
  // Reads tokens in place: copying them per call made a long sentence quadratic.
  if (
    lower(tokens, j) === 'a' &&
    /^(?:total|group|number)$/.test(lower(tokens, j + 1)) &&
    lower(tokens, j + 2) === 'of'
  )
    j += 3;
  if (
    (lower(tokens, j) === 'a' || lower(tokens, j) === 'the') &&
    (lower(tokens, j + 1) === 'couple' || lower(tokens, j + 1) === 'pair') &&
    lower(tokens, j + 2) === 'of'
  ) {
    return { next: j + 3, count: 2, fresh, definite, partitive: false };
  }
  if (
    (lower(tokens, j) === 'at' && (lower(tokens, j + 1) === 'least' || lower(tokens, j + 1) === 'most')) ||
    (lower(tokens, j) === 'more' && lower(tokens, j + 1) === 'than')
  )
    j += 2;
  if (
    lower(tokens, j) === 'some' ||
    lower(tokens, j) === 'about' ||
    lower(tokens, j) === 'approximately' ||
    lower(tokens, j) === 'around'
  ) {
    if (readNumber([lower(tokens, j + 1), lower(tokens, j + 2)], 0)) j += 1;
  }
  if (
    lower(tokens, j) === 'both' &&
    lower(tokens, j + 1) === 'of' &&
    /^(?:them|the|these|those)$/.test(lower(tokens, j + 2))
  ) {
    return { next: j + 2, count: 2, fresh, definite: true, partitive: true, numeric: true };
  }
  if (lower(tokens, j) === 'both' && /^(?:the|his|her|their)$/.test(lower(tokens, j + 1))) j += 1;
  if (lower(tokens, j) === 'a' || lower(tokens, j) === 'an') {
    count = 1;
    j += 1;
  } else if (
    ['the', 'these', 'those', 'this', 'his', 'her', 'their', 'its', 'all', 'both'].includes(lower(tokens, j))
  ) {
    definite = true;
    const both = lower(tokens, j) === 'both';
    if (lower(tokens, j) === 'this') count = 1;
    j += 1;
    // "both the husband and the wife" counts its own nouns.
    if (both && !/^(?:the|his|her|their|of)$/.test(lower(tokens, j))) {
      count = 2;
      numeric = true;
    }
    if (lower(tokens, j) === 'other' || lower(tokens, j) === 'remaining') j += 1;
  } else if (lower(tokens, j) === 'another') {
    count = 1;
    fresh = true;
    j += 1;
  } else if (/'s?$/.test(lower(tokens, j)) && /^[a-z]/i.test(lower(tokens, j))) {
    // A possessor such as "the victim's" is handled by the caller; a bare "Sipho's" is a determiner.
    definite = true;
    j += 1;
  }
  if (
    FRESH.has(lower(tokens, j)) &&
    lower(tokens, j) !== 'second' &&
    lower(tokens, j) !== 'third' &&
    lower(tokens, j) !== 'fourth' &&
    lower(tokens, j) !== 'fifth'
  ) {
    fresh = fresh || lower(tokens, j) !== 'other' || count === 1;
    j += 1;
  }
  const ordinalValue = ordinalOfWord(lower(tokens, j));
  if (ordinalValue !== null) {
    ordinal = ordinalValue;
    if (count === 1 && !definite) fresh = true;
    j += 1;
  }
  const number = readNumber([lower(tokens, j), lower(tokens, j + 1)], 0);
  if (number && ageOfWord(lower(tokens, j)) === null) {
    count = number.value;
    numeric = true;
    j += number.length;
    if (
      lower(tokens, j) === 'of' &&
      (lower(tokens, j + 1) === 'them' ||
        lower(tokens, j + 1) === 'the' ||
        lower(tokens, j + 1) === 'these' ||
        lower(tokens, j + 1) === 'those')
    ) {
      return { next: j + 1, count, fresh, ordinal, definite, partitive: true, numeric };
    }
    if (
      lower(tokens, j) === 'more' ||
      lower(tokens, j) === 'other' ||
      lower(tokens, j) === 'others' ||
      lower(tokens, j) === 'further' ||
      lower(tokens, j) === 'additional'
    ) {
      // "nine other people" are new; "the two others" were mentioned before.
      fresh = fresh || !definite;
      const others = !definite && (lower(tokens, j) === 'other' || lower(tokens, j) === 'others');
      if (lower(tokens, j) !== 'others') j += 1;
      if (others) return { next: j, count, fresh, ordinal, definite, partitive: false, numeric, others };
    }
  }
  if (count === 1 && lower(tokens, j) === 'of' && lower(tokens, j + 1) === 'the') {
    return { next: j + 1, count, fresh, ordinal, definite, partitive: true, numeric };
  }
  return { next: j, count, fresh, ordinal, definite, partitive: false, numeric };
}

interface PostModifier {
  next: number;
  ages: number[];
  /** One age said of every person in the phrase. */
  each?: boolean;
  range?: [number, number];
}

function ageNumber(token: Token | undefined): number | null {
  if (!token) return null;
  const n = numberOfWord(token.lower);
  return n !== null && n > 0 && n < 120 ? n : null;
}

/**
 * "aged 25", "aged 25, 30 and 41", "aged between 20 and 31", "(27)", ", 27,", "who are between 40 and 47 years old",
 * "who are aged 50 and 39".
 */
function readAges(tokens: Token[], i: number): PostModifier {
  const paren = lower(tokens, i).match(/^\(\s*(\d{1,3})\s*\)$/);
  if (paren) return { next: i + 1, ages: [Number(paren[1])] };
  let j = i;
  // ", 37," and, in a list set off by semicolons, ", 37;".
  const closesAge = (k: number) => lower(tokens, k) === ',' || lower(tokens, k) === ';' || k >= tokens.length;
  if (lower(tokens, j) === ',' && ageNumber(tokens[j + 1]) !== null && closesAge(j + 2)) {
    // A semicolon is left to separate the next item of the list.
    const next = lower(tokens, j + 2) === ';' ? j + 2 : Math.min(j + 3, tokens.length);
    return { next, ages: [ageNumber(tokens[j + 1]) as number] };
  }
  const hadComma = lower(tokens, j) === ',';
  if (hadComma) j += 1;
  // "both aged 33": one age for each of them.
  const each =
    (lower(tokens, j) === 'both' || lower(tokens, j) === 'all' || lower(tokens, j) === 'each') &&
    lower(tokens, j + 1) === 'aged';
  if (each) j += 1;
  let rangeLike = false;
  if (
    lower(tokens, j) === 'who' &&
    (lower(tokens, j + 1) === 'are' ||
      lower(tokens, j + 1) === 'is' ||
      lower(tokens, j + 1) === 'were' ||
      lower(tokens, j + 1) === 'was')
  ) {
    j += 2;
    // "the suspects, who are aged 50, 39 and 29"
    if (lower(tokens, j) === 'aged') j += 1;
  } else if (lower(tokens, j) === 'aged' || lower(tokens, j) === 'ages') {
    j += 1;
  } else if (
    lower(tokens, j) === 'between' &&
    lower(tokens, j + 1) === 'the' &&
    lower(tokens, j + 2) === 'ages' &&
    lower(tokens, j + 3) === 'of'
  ) {
    j += 4;
    rangeLike = true;
  } else {
    return { next: i, ages: [] };
  }
  if (lower(tokens, j) === 'between' || lower(tokens, j) === 'from') {
    rangeLike = true;
    j += 1;
  }
  const ages: number[] = [];
  let sawTo = false;
  for (;;) {
    const age = ageNumber(tokens[j]);
    if (age === null) break;
    ages.push(age);
    j += 1;
    if (
      lower(tokens, j) === 'to' ||
      lower(tokens, j) === 'and' ||
      lower(tokens, j) === ',' ||
      lower(tokens, j) === '-'
    ) {
      if (lower(tokens, j) === 'to') sawTo = true;
      const after = ageNumber(tokens[j + 1]);
      if (after === null && !(lower(tokens, j) === ',' && lower(tokens, j + 1) === 'and')) break;
      j += lower(tokens, j) === ',' && lower(tokens, j + 1) === 'and' ? 2 : 1;
    } else break;
  }
  if (ages.length === 0) return { next: i, ages: [] };
  if (lower(tokens, j) === 'years' && lower(tokens, j + 1) === 'old') j += 2;
  else if (lower(tokens, j) === 'years' || lower(tokens, j) === 'year-olds') j += 1;
  if (hadComma && lower(tokens, j) === ',') j += 1;
  if ((rangeLike || sawTo) && ages.length === 2) {
    return { next: j, ages: [], range: [ages[0] as number, ages[1] as number] };
  }
  return { next: j, ages, each: each && ages.length === 1 };
}

function capitalised(token: Token | undefined): boolean {
  return (
    token !== undefined && /^[A-Z][a-z\u00C0-\u017F'’-]+$/.test(token.text) && !NOT_NAMES.has(token.lower)
  );
}

/** "Sipho Dlamini (27)", "Constable Thabo Nkosi", "Mr Botha, 54,": one person, named. */
function readName(tokens: Token[], i: number, afterNoun = false): Phrase | null {
  let j = i;
  let gender: Gender | undefined;
  const rank = tokens[j]?.lower.replace(/\.$/, '');
  if (rank !== undefined && rank in RANKS) {
    gender = RANKS[rank];
    j += 1;
    if (tokens[j]?.lower === 'officer') j += 1;
  }
  const nameStart = j;
  while (j - nameStart < 4 && capitalised(tokens[j])) j += 1;
  const words = j - nameStart;
  if (words === 0) return null;
  const ages = readAges(tokens, j);
  const isRanked = nameStart > i;
  if (words < 2 && !isRanked && ages.ages.length === 0 && !afterNoun) return null;
  const person: Person = {
    name: tokens
      .slice(nameStart, j)
      .map((t) => t.text)
      .join(' '),
  };
  if (gender) person.gender = gender;
  if (ages.ages.length === 1) person.age = ages.ages[0] as number;
  const kind: Kind = isRanked && !gender ? 'police' : 'person';
  Object.assign(person, roleOf('', kind, [], person.age));
  return {
    start: i,
    end: ages.next,
    count: 1,
    persons: [person],
    kind,
    fresh: false,
    pronoun: false,
    definite: false,
    plural: false,
  };
}

/** One noun phrase about people starting at token i, or null. */
export function readPhrase(tokens: Token[], i: number, allowBare = false): Phrase | null {
  const first = tokens[i];
  if (!first) return null;
  // "No police officer was hurt": the phrase after "no" names nobody of its kind.
  const denied = first.lower === 'no' && tokens[i + 1]?.lower !== 'one' ? readPhrase(tokens, i + 1) : null;
  const nobody =
    first.lower === 'nobody' ||
    first.lower === 'none' ||
    (first.lower === 'no' && tokens[i + 1]?.lower === 'one') ||
    (denied !== null && !denied.pronoun && denied.start === i + 1);
  if (nobody) {
    const end = denied ? denied.end : first.lower === 'no' ? i + 2 : i + 1;
    return {
      start: i,
      end,
      count: 0,
      persons: [],
      kind: denied ? denied.kind : 'person',
      fresh: false,
      pronoun: false,
      definite: false,
      plural: false,
    };
  }
  const asDeterminer = first.lower === 'her' ? readPhrase(tokens, i + 1) : null;
  if (asDeterminer && !asDeterminer.pronoun && asDeterminer.start === i + 1) {
    return { ...asDeterminer, start: i, definite: true };
  }
  const pronoun = PRONOUNS[first.lower];
  if (pronoun) {
    const persons: Person[] = pronoun.gender ? [{ gender: pronoun.gender }] : [];
    return {
      start: i,
      end: i + 1,
      count: pronoun.plural ? null : 1,
      persons,
      kind: 'person',
      fresh: false,
      pronoun: true,
      definite: true,
      plural: pronoun.plural,
    };
  }
  const det = readDeterminer(tokens, i);
  if (det.partitive) {
    const inner = tokens[det.next]?.lower === 'them' ? null : readPhrase(tokens, det.next);
    const end = inner ? inner.end : det.next + 1;
    const sex = inner?.gender;
    const persons =
      inner?.persons.length === det.count
        ? inner.persons
        : sex && det.count !== null
          ? Array.from({ length: det.count }, (): Person => ({ gender: sex }))
          : [];
    return {
      start: i,
      end,
      count: det.count,
      persons,
      kind: inner?.kind ?? 'person',
      fresh: det.fresh,
      pronoun: false,
      definite: det.definite,
      plural: (det.count ?? 0) > 1,
      partitive: true,
      ...(sex ? { gender: sex } : {}),
    };
  }
  const hasDeterminer = det.next > i;
  let j = det.next;
  const ages: number[] = [];
  let gender: Gender | undefined;
  let modifiers = 0;
  let head: NounInfo | null = null;
  // A noun before the head noun ("gang members", "a taxi driver") lends it its kind and gender.
  let lent: NounInfo | null = null;
  const modifierWords: string[] = [];
  while (j < tokens.length && modifiers <= 4) {
    const token = tokens[j] as Token;
    if (isPossessive(token)) {
      // A possessor ("the victim's mother") is not the person the phrase is about.
      j += 1;
      modifiers += 1;
      continue;
    }
    const info = nounInfo(token, hasDeterminer || modifiers > 0);
    if (info) {
      const next = tokens[j + 1];
      const nextInfo = next && !info.plural ? nounInfo(next, true) : null;
      if (!nextInfo) {
        head = info;
        break;
      }
      lent = info;
      modifierWords.push(token.lower);
      j += 1;
      modifiers += 1;
      continue;
    }
    if (!isModifier(token)) break;
    modifierWords.push(token.lower);
    const age = ageOfWord(token.lower);
    if (age !== null) ages.push(age);
    if (token.lower === 'male') gender = 'male';
    if (token.lower === 'female') gender = 'female';
    j += 1;
    modifiers += 1;
  }
  if (head && lent) {
    head = {
      plural: head.plural,
      gender: head.gender ?? lent.gender,
      kind: lent.kind === 'suspect' || lent.kind === 'police' ? lent.kind : head.kind,
    };
  }
  if (!head) {
    // "the 27-year-old", "the six", "Two arrested": people named by their age or count alone.
    const lastAge = ages.length > 0 && j > det.next;
    const bare = allowBare && det.numeric === true && !lastAge;
    // "after 19-year-old is stabbed": a headline's lone age word, where a bare subject may stand.
    const loneAge = allowBare && lastAge && !hasDeterminer && ages.length === 1 && j === det.next + 1;
    if ((lastAge && hasDeterminer) || bare || loneAge) {
      if (bare) j = det.next;
      const post = readAges(tokens, j);
      const allAges = [...ages, ...post.ages];
      const count = det.count ?? (lastAge ? 1 : null);
      return {
        start: i,
        end: post.next,
        count,
        persons: allAges.map((age) => ({ age })),
        kind: 'person',
        fresh: det.fresh,
        ordinal: det.ordinal,
        pronoun: false,
        definite: det.definite,
        plural: (count ?? 0) > 1,
        ageRange: post.range,
      };
    }
    return readName(tokens, i);
  }
  const noun = tokens[j] as Token;
  const bare = noun.lower.replace(/'s?$/, '');
  let count = det.count;
  // "his wife Ingrid (65)", "the accused Sipho Dlamini": the name that follows is the same person.
  const named = !head.plural ? readName(tokens, j + 1, true) : null;
  if (named) j = named.end - 1;
  // "an elderly couple" is two people.
  if ((count === null || (count === 1 && !det.numeric)) && bare in GROUP_NOUNS)
    count = GROUP_NOUNS[bare] as number;
  const post = readAges(tokens, j + 1);
  const allAges = [...ages, ...post.ages];
  if (post.each && count !== null && count > 1) allAges.push(...Array(count - 1).fill(post.ages[0]));
  const personGender = head.gender ?? gender;
  if (count === null && !head.plural && bare !== 'accused' && bare !== 'deceased') count = 1;
  if (count === null && head.plural && allAges.length >= 2) count = allAges.length;
  // "a girl of eight"
  const ofAge = !head.plural && tokens[post.next]?.lower === 'of' ? ageNumber(tokens[post.next + 1]) : null;
  let end = post.next;
  if (
    ofAge !== null &&
    allAges.length === 0 &&
    !/^(?:the|his|her|their)$/.test(tokens[post.next + 1]?.lower ?? '')
  ) {
    allAges.push(ofAge);
    end = post.next + 2;
  }
  const namedPerson = named?.persons[0];
  // "captain of both Bafana Bafana and Orlando Pirates", "the Bafana Bafana captain" leads a team or a
  // ship, not police officers.
  const policeWord = (t: Token | undefined) => t !== undefined && POLICE_UNIT_WORD.test(t.lower);
  const before = tokens[j - 1];
  const teamCaptain =
    bare === 'captain' &&
    ((tokens[j + 1]?.lower === 'of' && !tokens.slice(j + 2, j + 6).some(policeWord)) ||
      (j > i && before !== undefined && /^\p{Lu}/u.test(before.text) && !policeWord(before)));
  if (namedPerson?.age !== undefined && allAges.length === 0) allAges.push(namedPerson.age);
  const size = count ?? allAges.length;
  const persons: Person[] = [];
  for (let k = 0; k < size; k++) {
    const person: Person = {};
    if (personGender) person.gender = personGender;
    // A couple in a police release is a man and a woman unless it says otherwise.
    if (bare === 'couple' && size === 2) person.gender = k === 0 ? 'male' : 'female';
    if (namedPerson?.name && size === 1) person.name = namedPerson.name;
    if (size === 1 && !head.plural) person.noun = bare;
    const age = allAges.length === size ? allAges[k] : undefined;
    if (age !== undefined) person.age = age;
    Object.assign(person, roleOf(bare, teamCaptain ? 'person' : head.kind, modifierWords, age));
    persons.push(person);
  }
  return {
    start: i,
    end,
    count,
    persons,
    kind: head.kind,
    fresh: det.fresh,
    ...(det.others ? { others: true } : {}),
    ordinal: det.ordinal,
    pronoun: det.definite && count === null && !det.partitive,
    definite: det.definite,
    plural: head.plural,
    ageRange: post.range,
    // "a couple" is of both sexes.
    ...(personGender && bare !== 'couple' ? { gender: personGender } : {}),
    ...(size === 1 && RELATIONAL.has(bare) && /^(?:a|an|his|her|their)$/.test(tokens[i]?.lower ?? '')
      ? { relational: true }
      : {}),
  };
}

function join(a: Phrase, b: Phrase): Phrase {
  const count = a.count !== null && b.count !== null ? a.count + b.count : null;
  const kind =
    a.kind === 'suspect' || b.kind === 'suspect' ? 'suspect' : a.kind === 'person' ? b.kind : a.kind;
  return {
    start: a.start,
    end: b.end,
    count,
    persons: [...a.persons, ...b.persons],
    kind,
    fresh: a.fresh || b.fresh,
    ...(a.others || b.others ? { others: true } : {}),
    pronoun: a.pronoun && b.pronoun,
    definite: a.definite && b.definite,
    plural: true,
  };
}

/**
 * A phrase and any others joined to it: "a 25-year-old man and his accomplice", "Sipho Dlamini (27),
 * Thabo Nkosi (31) and Peter Mokoena (45)", "two men, aged 35 and 40".
 */
/** Nouns that count people without saying who they are, so that a list after a comma may say it. */
const COUNTING_NOUNS = new Set(
  'victims suspects people persons accused deceased complainants survivors others'.split(' '),
);

/**
 * "the two victims, a man aged 37 and a woman aged 34": a counted group and, after a comma, a list of
 * as many people, who are the same ones described. Only a group named by a counting noun, or men and
 * women whose list tells each one's age or name, is described so; "two men, a woman and a child" lists
 * four people.
 */
function describedAfterComma(tokens: Token[], first: Phrase, list: Phrase): Phrase | null {
  const count = first.count;
  if (list === first || count === null || count < 2 || list.count !== count * 2) return null;
  if (tokens[first.end]?.lower !== ',') return null;
  const head = tokens[first.end - 1]?.lower ?? '';
  const described = list.persons.slice(-count);
  if (described.length !== count) return null;
  const told = described.every((p) => p.age !== undefined || p.name !== undefined);
  if (!COUNTING_NOUNS.has(head) && !((head === 'men' || head === 'women') && told)) return null;
  return { ...list, count, persons: described, plural: true };
}

export function readGroup(tokens: Token[], i: number, allowBare = false): Phrase | null {
  const first = readPhrase(tokens, i, allowBare);
  if (!first) return null;
  let group = first;
  // Items after a comma form a list only when "and" closes it; "Two foreign nationals, men aged 32
  // and 38" and "Colonel Mdhluli, the man" are one person or group named twice.
  let closed = first;
  for (;;) {
    let j = group.end;
    let closing = true;
    // "A, 37; B, 31; and C, 40": names with ages are listed with semicolons. Only an item that ended
    // with an age carries the list past one, so a sentence of clauses is not read as one long list.
    const semicolon = lower(tokens, j) === ';' && group.persons.at(-1)?.age !== undefined;
    if ((lower(tokens, j) === ',' || semicolon) && lower(tokens, j + 1) === 'and') j += 2;
    else if (lower(tokens, j) === 'and' || lower(tokens, j) === '&') j += 1;
    else if (lower(tokens, j) === ',' || semicolon) {
      j += 1;
      closing = false;
    } else if (lower(tokens, j) === 'as' && lower(tokens, j + 1) === 'well' && lower(tokens, j + 2) === 'as')
      j += 3;
    else if (lower(tokens, j) === 'along' && lower(tokens, j + 1) === 'with') j += 2;
    else break;
    const next = readPhrase(tokens, j);
    if (!next || next.pronoun) break;
    // "the detective and her husband": the possessive says who the first person is.
    const owner = PRONOUNS[lower(tokens, j)]?.gender ?? (lower(tokens, j) === 'his' ? 'male' : undefined);
    const last = group.persons.at(-1);
    if (owner && group.count === 1 && last && last.gender === undefined) last.gender = owner;
    group = join(group, next);
    if (closing) closed = group;
  }
  group = describedAfterComma(tokens, first, closed) ?? closed;
  // Ages after a whole list: "two men, aged 35 and 40", "the suspects, aged 23 and 31,".
  const post = readAges(tokens, group.end);
  if (post.each && group.count !== null) post.ages = Array(group.count).fill(post.ages[0]);
  if (post.ages.length > 0 || post.range) {
    group = { ...group, end: post.next, ageRange: post.range ?? group.ageRange };
    if (post.ages.length > 0 && (group.count === null || group.count === post.ages.length)) {
      group.count = post.ages.length;
      group.persons = post.ages.map((age, k) => ({ ...group?.persons[k], age }));
    }
  }
  // "a woman in her twenties from Klipspruit": words after the phrase that still describe its people.
  for (let n = 0; n < 2; n++) {
    const trailing = readTrailing(tokens, group.end);
    if (!trailing) break;
    const persons = group.persons.map((p) =>
      trailing.gender && p.gender === undefined ? { ...p, gender: trailing.gender } : p,
    );
    group = { ...group, end: trailing.next, persons };
  }
  return group;
}

const DECADES = /^(?:teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)$/;

/** "in his forties", "in her early twenties", "from Soweto", "from the Eastern Cape". */
function readTrailing(tokens: Token[], j: number): { next: number; gender?: Gender } | null {
  if (lower(tokens, j) === 'in' && /^(?:his|her|their)$/.test(lower(tokens, j + 1))) {
    const at = /^(?:early|mid|late)$/.test(lower(tokens, j + 2)) ? j + 3 : j + 2;
    if (!DECADES.test(lower(tokens, at))) return null;
    const gender: Gender | undefined =
      lower(tokens, j + 1) === 'his' ? 'male' : lower(tokens, j + 1) === 'her' ? 'female' : undefined;
    return gender ? { next: at + 1, gender } : { next: at + 1 };
  }
  if (lower(tokens, j) === 'from') {
    let k = lower(tokens, j + 1) === 'the' ? j + 2 : j + 1;
    const start = k;
    while (k - start < 3 && /^[A-Z][a-z]/.test(tokens[k]?.text ?? '')) k += 1;
    return k > start ? { next: k } : null;
  }
  return null;
}

/** Every people phrase of a sentence, left to right, never overlapping. */
export function phrasesOf(tokens: Token[]): Phrase[] {
  const phrases: Phrase[] = [];
  for (let i = 0; i < tokens.length; ) {
    const group = readGroup(tokens, i);
    if (group && group.end > i) {
      phrases.push(group);
      i = group.end;
    } else {
      i += 1;
    }
  }
  return phrases;
}
