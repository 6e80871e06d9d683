/**
 * The asker's own words for what the plan already holds: the notebook ("this cellar"), its incidents
 * ("murder reps", "sightings") and a place ("the Free State enclosure"). Each is read only where a
 * wrong reading could not make a figure look right: things a release may count, kinds of place within
 * a place, and questions that name their incidents themselves are never read so.
 */
import { findCrimeMentions } from '../crime-terms';
import { findPlaceMentions } from '../place-terms';
import { escapeRegExp } from '../support-text';
import type { QuestionReading } from '../understand-question';
import { DAY_STEMS } from '../weekday-terms';

/** Nouns said with "this" that name a place, a time or someone, never the notebook itself. */
const NOT_THE_COLLECTION = new Set(
  'village town township suburb area region district city community neighbourhood neighborhood settlement location place precinct ward municipality metro province street road farm school mall station country year month week day season quarter decade time period morning afternoon evening night weekend man woman boy girl child person victim suspect officer guy family house home'.split(
    ' ',
  ),
);

/**
 * "how many incidents in this cellar", "does this cellar hold": the asker's own word for the collection
 * of releases, said with "this" every time, restricts nothing.
 */
function namesTheCollection(lower: string, question: string): boolean {
  if (NOT_THE_COLLECTION.has(lower)) return false;
  const said = [...question.matchAll(new RegExp(`(\\p{L}+)\\s+${escapeRegExp(lower)}(?!\\p{L})`, 'giu'))];
  if (said.length > 0 && said.every((m) => m[1]?.toLowerCase() === 'this')) return true;
  const likened = LIKENED_TO.exec(question);
  if ((likened?.[1] ?? likened?.[2])?.toLowerCase() === lower) return true;
  // Only a single plain noun is a name for the notebook: "the sexual-offence incidents" names a kind.
  if (!/^\p{L}+$/u.test(lower)) return false;
  if (COUNTED_THINGS.has(lower) || PLACES_WITHIN.has(lower) || GROUPS.has(lower)) return false;
  return (
    said.length > 0 &&
    said.every((m) => {
      const end = m.index + m[0].length;
      const before = question.slice(0, end - lower.length);
      const after = question.slice(end);
      const next = /^\s+(\p{L}+)/u.exec(after)?.[1]?.toLowerCase();
      // "the percentage of the sexual-offence incidents": a word joined to the next, or one that says
      // which incidents, restricts.
      const named =
        /^-\p{L}/u.test(after) ||
        (next !== undefined && (INCIDENT_NOUNS.has(next) || COUNTED_THINGS.has(next)));
      return (SHARE_OF_WHOLE.test(before) && !named) || (CLAUSE_ENDS.test(after) && WHOLE_OF.test(before));
    })
  );
}

/**
 * "across the whole book", "throughout the ledger", "whole shed, ...": a noun that ends what is said after
 * the words that take in everything, the asker's name for the notebook. "Out on the platteland" is a kind of place.
 */
const WHOLE_OF =
  /(?:\b(?:(?:across|throughout|through)\s+(?:the|this|my|our)\s+(?:whole\s+|entire\s+|full\s+)?|(?:in|on|of|from|over)\s+(?:the|this|my|our)\s+(?:whole|entire|full)\s+|(?:the|this|my|our)\s+(?:whole|entire|full)\s+)|(?:^|[.!?:]\s+)(?:whole|entire|full)\s+)$/i;
/** What may follow a noun that ends what is said: punctuation, a dash set apart, or nothing. */
const CLAUSE_ENDS = /^(?:\s*(?:[,.?!;:)]|$)|\s+[–—-])/;
/** "what share of the plate": the whole a share is taken of. */
const SHARE_OF_WHOLE =
  /\b(?:share|proportion|percentage|per\s*cent|fraction|part|portion)\s+of\s+(?:the|this|my|our)\s+(?:whole\s+|entire\s+)?$/i;
/** "Thinking of all the incidents as one plate", "taken as one company": the likeness that names the notebook. */
const LIKENED_TO =
  /\b(?:taken|treated|seen|counted)\s+as\s+(?:one|a\s+single|a\s+whole|the\s+whole)\s+(\p{L}+)|\b(?:think(?:ing)?\s+of|treat(?:ing)?|pictur(?:e|ing)|imagin(?:e|ing)|see(?:ing)?)\s+(?:all\s+)?(?:the\s+|these\s+|my\s+|this\s+notebook['’]s\s+)?(?:incidents|cases|events|releases|records)\s+as\s+(?:one|a|the|my|a\s+single)\s+(?:big\s+|single\s+|whole\s+)?(\p{L}+)/iu;
/** "say every incident is one bar", "every case one design": the likeness that names one incident. */
const INCIDENT_LIKENED_TO =
  /\b(?:say|suppose|imagine|pretend|if|think\s+of\s+it\s+like\s+[^,.?]{1,30}[,.]?)\s*(?:that\s+)?(?:every|each)\s+(?:single\s+)?(?:incident|case|event|release)\s+(?:is\s+|was\s+|as\s+|=\s*)?(?:one|a|an)\s+(\p{L}+)/iu;
/** Verbs that say what became of an incident or its people, conditions however the incidents are called. */
const CONDITION_VERBS = new Set(
  'arrested detained apprehended caught nabbed charged convicted sentenced jailed released acquitted killed injured wounded hurt murdered shot stabbed solved reported withdrawn closed dropped investigated recovered seized found rescued'.split(
    ' ',
  ),
);
/** Days, months and years a count may be taken by. */
const DAY_OR_MONTH =
  '(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|january|february|march|april|may|june|july|august|september|october|november|december|(?:19|20)\\d\\d';
/** Groups of people a question may ask about ("the ring", "the syndicate"), never the notebook. */
const GROUPS = new Set(
  'ring rings syndicate syndicates gang gangs cartel cartels cell cells network networks'.split(' '),
);

/**
 * Things a release may tell a number of on their own, and time, distance and money: never an asker's
 * word for an incident, however it is placed ("how many shots were fired").
 */
const COUNTED_THINGS = new Set(
  'shot shots bullet bullets round rounds cartridge cartridges firearm firearms gun guns rifle rifles pistol pistols weapon weapons knife knives vehicle vehicles car cars truck trucks bakkie bakkies taxi taxis house houses home homes shop shops store stores animal animals cattle sheep goat goats cow cows rhino rhinos horn horns bag bags kilogram kilograms kg gram grams item items phone phones wound wounds time times day days hour hours year years month months week weeks minute minutes kilometre kilometres km metre metres rand rands police cops arrest arrests conviction convictions sentence sentences court courts kilo kilos ton tons tonne tonnes litre litres man men woman women girl girls boy boys child children kid kids baby babies adult adults teenager teenagers youth youths person persons people victim victims suspect suspects officer officers member members'.split(
    ' ',
  ),
);
/** People a question may name after a crime or a place ("Gauteng residents"): who, never the incidents. */
const PEOPLE_NAMED = new Set(
  'survivor survivors resident residents patron patrons farmer farmers learner learners pupil pupils student students worker workers driver drivers tourist tourists guard guards miner miners'.split(
    ' ',
  ),
);
/** Kinds of place a question may name within a province or town. */
const PLACES_WITHIN = new Set(
  'school schools tavern taverns shebeen shebeens mall malls mine mines hostel hostels prison prisons clinic clinics hospital hospitals church churches station stations rank ranks road roads highway highways street streets township townships suburb suburbs village villages town towns farm farms city cities cbd border borders hotel hotels bank banks'.split(
    ' ',
  ),
);

/** The words a question counts incidents by. */
const INCIDENT_NOUNS = new Set(
  'incident incidents case cases event events crime crimes matter matters report reports attack attacks offence offences offense offenses docket dockets story stories release releases statement statements'.split(
    ' ',
  ),
);
/** "how many ...", "all the ...", "across every ...": where a question names what it counts. */
const UNIT_SLOT_BEFORE =
  /\b(?:how\s+many|number\s+of|count\s+of|tally\s+of|all(?:\s+(?:the|these|those))?|every|each|(?:across|of|among)\s+(?:all\s+)?(?:the|these|those)|in\s+(?:these|those))\s+$/i;

/**
 * "how many murder reps", "across every poaching sighting", "how many deposits of attempted murder",
 * "suspects arrested in those fights":
 * the asker's own word for the incidents counted, in the place a question names what it counts,
 * restricts nothing.
 */
function namesTheIncidents(lower: string, question: string): boolean {
  if (COUNTED_THINGS.has(lower)) return false;
  // "the most incidents among these kerfuffles": a question that names its incidents itself uses any
  // other word for more than them.
  if (/\b(?:incidents?|cases?|events?)\b/i.test(question)) return false;
  for (const m of question.matchAll(new RegExp(`(?<!\\p{L})${escapeRegExp(lower)}(?!\\p{L})`, 'giu'))) {
    // "how many adult victims", "property crime incidents": a word before the noun counted only says
    // which of them.
    const after = question.slice(m.index + m[0].length);
    // "the sexual-offence incidents": a word joined to the next is part of a name, not what is counted.
    if (/^-\p{L}/u.test(after)) continue;
    const next = /^\s+(\p{L}+)/u.exec(after)?.[1]?.toLowerCase();
    if (next !== undefined && (COUNTED_THINGS.has(next) || INCIDENT_NOUNS.has(next))) continue;
    const before = question.slice(0, m.index);
    if (UNIT_SLOT_BEFORE.test(before)) return true;
    // "how many murder reps", "Rape legs on the board", "the Mpumalanga legs", "Weekend legs": a
    // crime, place or day that says which incidents, where the question names what it counts or a
    // clause begins.
    if (PEOPLE_NAMED.has(lower) || PLACES_WITHIN.has(lower)) continue;
    const qualifier = qualifierStart(before);
    if (qualifier === undefined) continue;
    const lead = before.slice(0, qualifier);
    if (UNIT_SLOT_BEFORE.test(lead)) return true;
    // Where only a clause opens, only a plural: a singular there may be the verb ("any bust in the
    // North West lead to").
    if (/[^s]s$/.test(lower) && CLAUSE_OPENS.test(lead)) return true;
  }
  return false;
}

/** Where a clause begins, or "in the", "of the": a noun that follows names what it is about. */
const CLAUSE_OPENS =
  /(?:^|[.,:;!?]\s*|\s[-–—]\s*|\b(?:in|of|from|for|among)\s+(?:the|these|those|all(?:\s+the)?)\s+|\bthe\s+)$/i;
const DAY_BEFORE = new RegExp(`\\b(?:weekend|(?:${DAY_STEMS.join('|')})day)\\s+$`, 'i');

/** Where a crime, a place or a day that ends right before the noun begins, if one does. */
function qualifierStart(before: string): number | undefined {
  const crime = findCrimeMentions(before.toLowerCase()).at(-1);
  if (crime && /^\s+$/.test(before.slice(crime.end))) return crime.start;
  const place = findPlaceMentions(before).at(-1);
  if (place && /^\s+$/.test(before.slice(place.end))) return place.start;
  return DAY_BEFORE.exec(before)?.index;
}

/**
 * "the Eastern Cape watch", "the Free State enclosure", "the Ekurhuleni loft", "Northern Cape race
 * points": the asker's own word for a place, said right after the place the plan holds.
 */
function namesThePlace(lower: string, reading: QuestionReading): boolean {
  if (reading.places.length === 0 || COUNTED_THINGS.has(lower) || INCIDENT_NOUNS.has(lower)) return false;
  // "Gauteng schools", "KZN taverns": a kind of place within it, which restricts.
  if (PLACES_WITHIN.has(lower)) return false;
  const question = reading.question;
  return findPlaceMentions(question).some((place) => {
    // Only a noun that ends what is said of the place: not "North West lead to", "Calvinia tuck-shop".
    const after = /^\s+(\p{L}+)(?:\s+(\p{L}+))?(?:\s+only)?(?=\s*(?:[,.?!;:)]|\s[-–—]|$))/u.exec(
      question.slice(place.end),
    );
    return after?.[1]?.toLowerCase() === lower || (after?.[2]?.toLowerCase() === lower && /s$/.test(lower));
  });
}

/**
 * "how many servings of kidnapping were dished up": the verb the asker says the incidents happen by,
 * right after the asker's own word for them where the question names what it counts.
 */
function happensToTheIncidents(lower: string, question: string): boolean {
  if (!/^\p{L}+ed$/u.test(lower) || CONDITION_VERBS.has(lower) || findCrimeMentions(lower).length > 0)
    return false;
  // "how many incidents landed on a wednesday": an unknown verb of plain incidents, said with the day
  // or the month they are counted by, is their happening.
  const onADay = new RegExp(
    `\\b(?:incidents|cases|events)\\s+${escapeRegExp(lower)}\\s+(?:in\\s+|up\\s+|down\\s+|through\\s+)?(?:on|in|during|over)\\s+(?:a\\s+|an\\s+|the\\s+)?(?:${DAY_OR_MONTH})\\b`,
    'iu',
  );
  if (onADay.test(question)) return true;
  const said = new RegExp(
    `\\bhow\\s+many\\s+(?:[\\p{L}-]+\\s+){0,3}?(\\p{L}+)\\s+(?:(?:of|involving|with)\\s+(?:[\\p{L}-]+\\s+){1,3}?)?(?:were\\s+|was\\s+|got\\s+)?${escapeRegExp(lower)}(?!\\p{L})`,
    'iu',
  ).exec(question);
  const unit = said?.[1]?.toLowerCase();
  // "How many cases were solved": a verb said of plain incidents may be a condition, so only the verb
  // of the asker's own word for them is part of that word's figure of speech.
  return unit !== undefined && !INCIDENT_NOUNS.has(unit) && namesTheIncidents(unit, question);
}

/** Whether a word the plan did not use is only the asker's own name for what it holds. */
export function isAskersOwnWord(lower: string, reading: QuestionReading): boolean {
  return (
    namesTheCollection(lower, reading.question) ||
    (reading.measure.kind !== 'ages' && namesTheIncidents(lower, reading.question)) ||
    (reading.measure.kind === 'events' && happensToTheIncidents(lower, reading.question)) ||
    INCIDENT_LIKENED_TO.exec(reading.question)?.[1]?.toLowerCase() === lower ||
    namesThePlace(lower, reading)
  );
}
