import { CRIME_CATEGORIES } from '../../../corpus/crimes';
import { findCrimeMentions } from '../crime-terms';
import { ordinalRankAsked, steepestChangeAsked } from '../intent';
import { harmNamed } from '../measure-terms';
import { escapeRegExp } from '../support-text';
import type { QuestionReading } from '../understand-question';
import { isAskersOwnWord } from './askers-own-words';

/** Words for the people a plan already counts: naming them again restricts nothing. */
const SUSPECT_WORDS = new Set(
  'suspect suspects accused arrest arrests arrested arresting custody detained apprehended nabbed bagged caught held custody taken behind bars culprit culprits people persons individuals sought wanted still being at large run'.split(
    ' ',
  ),
);
const VICTIM_WORDS = new Set('victim victims people persons individuals survivor survivors'.split(' '));
/** A tie between attacker and victim is what the relationship filter reads: "the attacker was family". */
const ATTACKER_WORDS = new Set(
  'attacker attackers assailant assailants perpetrator perpetrators abuser abusers knew know known guy man woman someone somebody person'.split(
    ' ',
  ),
);
/** What a hijacking is of: "hijackings, cars or trucks, doesn't matter". */
const VEHICLE_WORDS = new Set('car cars truck trucks vehicle vehicles bakkie bakkies taxi taxis'.split(' '));
const HIJACKINGS = new Set(['Carjacking', 'Truck hijacking']);

/** "victims whose sex is recorded": the sex a count of women or men already reads. */
const SEX_WORDS = new Set('sex gender genders sexes'.split(' '));
/** "children under 18", "minors": the age bound a count of children already holds. */
const CHILD_WORDS = new Set(
  'under age ages aged minor minors eighteen young younger kid kids kiddies child children youngsters'.split(
    ' ',
  ),
);
/** Every case has someone accused of it: "was the accused charged with rape" restricts nothing. */
const ACCUSED_WORDS = new Set('accused culprit culprits perpetrator perpetrators'.split(' '));
/** Words that only describe the police officers a plan already counts: "on or off duty", "SAPS members". */
/** "how many suspect police arrested": the police as who made the arrests, which every arrest is. */
const ARRESTERS = new Set(['police', 'cops', 'saps']);
const POLICE_ARRESTING =
  /\b(?:police|cops|saps)\s+(?:(?:have|has|had|did)\s+)?(?:arrest|arrested|caught|nabbed|detained|apprehended)\b/i;
const POLICE_WORDS = new Set('police officer officers members member saps duty off on cops cop'.split(' '));

/** "the youngest suspect ... the youngest age given": the extreme of ages a plan already takes. */
const AGE_EXTREME_WORDS = new Set('youngest oldest eldest young old age ages aged'.split(' '));

/** "Madibeng and our neighbour Rustenburg": words that only say how the places named lie. */
const NEIGHBOUR_WORDS = new Set(
  'neighbour neighbours neighbouring neighbor neighbors neighboring next-door adjacent nearby'.split(' '),
);

/** Each of the words, naming the same unrecorded fact. */
const factOf = (words: string, fact: string) => words.split(' ').map((w) => [w, fact] as const);

/**
 * Facts about people that no event records: a question that turns on one cannot be answered from the
 * events, whatever figure the rest of it gives. (Which victims were children, police officers, killed
 * or injured is recorded now, as people fields of their own.)
 */
const UNRECORDED_VICTIM_DETAILS: ReadonlyMap<string, string> = new Map([
  ...factOf('guard guards security', 'which victims were security guards'),
  ...factOf(
    'worker workers farmworkers labourers employees staff farmers owners shopkeepers miners driver drivers teacher teachers nurse nurses doctors students traders vendors pastors priests journalists councillors soldiers paramedics tourists',
    'the work the victims did',
  ),
]);

/** Facts no event records, whoever is counted ("speak" alone is left out: "I speak for a community"). */
const UNRECORDED_FACTS: ReadonlyMap<string, string> = new Map([
  ...factOf(
    'nationality nationalities foreigners foreign citizens citizenship',
    'the nationality of the people involved',
  ),
  ...factOf('parole paroled probation', 'whether suspects were on parole or probation'),
  ...factOf('insured insurance insurer insurers payout payouts', 'insurance cover or payouts'),
  ...factOf('compensation', 'compensation paid'),
  ...factOf('protection', 'protection orders'),
  ...factOf(
    'spoke speaks speaking speakers language languages isixhosa isizulu sesotho setswana siswati swati sepedi tshivenda xitsonga isindebele',
    'the languages people speak',
  ),
  ...factOf('unemployed employed employment jobless', 'whether people were employed'),
  ...factOf('pregnant pregnancy', 'pregnancy'),
  ...factOf('fingerprint fingerprints dna forensic forensics', 'forensic evidence'),
  ...factOf('income incomes salary salaries wages', 'income'),
  ...factOf('union unions unionised unionized', 'union membership'),
  ...factOf('licence licences license licenses licensing', 'licensing decisions'),
  ...factOf('shedding outage outages blackout blackouts', 'power cuts'),
  ...factOf('kilos kilograms kg grams tons tonnes litres liters', 'the weight or volume of what was seized'),
  ...factOf(
    'race races racial ethnic ethnicity ethnicities tribe tribal',
    'the race or ethnicity of the people involved',
  ),
  ...factOf('religion religions religious', 'the religion of the people involved'),
]);

/** The people fields a reading counts or puts conditions on. */
function peopleFieldsOf(reading: QuestionReading): string[] {
  const { measure } = reading;
  const fields =
    measure.kind === 'sum' || measure.kind === 'average'
      ? [measure.field]
      : measure.kind === 'fields'
        ? [...measure.fields]
        : measure.kind === 'ratio'
          ? [measure.part, measure.whole]
          : [];
  return [...fields, ...reading.people.map((p) => p.field)];
}

const aboutVictims = (reading: QuestionReading) =>
  reading.relationships.length > 0 || peopleFieldsOf(reading).some((f) => f.includes('victim'));

/** A word the plan already applies under another name: a crime it filters on, the people it counts. */
/** "How big was the biggest jump": the words of a largest change from one period to the next. */
const STEP_WORDS = new Set(
  'big biggest large largest great greatest sharp sharpest steep steepest jump jumped jumps spike spiked surge surged swing dip dipped significant marked dramatic'.split(
    ' ',
  ),
);

/** Crimes a kind of them is said before: "armed robbery", "stock theft", "truck hijacking". */
const ELIDED_HEADS = ['robbery', 'theft', 'hijacking', 'burglary', 'poaching', 'assault'];

function coveredByPlan(word: string, reading: QuestionReading): boolean {
  const lower = word.toLowerCase();
  if (isAskersOwnWord(lower, reading)) return true;
  const categories = new Set(reading.crimes.flatMap((c) => [...c.categories]));
  if (findCrimeMentions(lower).some((m) => [...m.categories].some((c) => categories.has(c)))) return true;
  // "robbery: armed, house, business": a kind said without the crime it qualifies, as an item of a
  // list, which the plan holds.
  const listed = new RegExp(`(?<!\\p{L})${escapeRegExp(lower)}\\s*(?:,|\\)|\\band\\b|\\bor\\b|$)`, 'iu');
  const kinds = (listed.test(reading.question) ? ELIDED_HEADS : [])
    .flatMap((head) => findCrimeMentions(`${lower} ${head}`))
    .filter((m) => m.start === 0 && m.categories.size > 0);
  if (kinds.some((m) => [...m.categories].every((c) => categories.has(c)))) return true;
  // "murders, not just attempted ones": a crime whose attempts are a crime of their own leaves them out already.
  if (
    lower === 'attempted' &&
    [...categories].some((c) => CRIME_CATEGORIES.includes(`Attempted ${c.toLowerCase()}`))
  )
    return true;
  const fields = peopleFieldsOf(reading);
  const aboutSuspects = fields.some((f) => f.includes('suspect')) || reading.arrest !== null;
  const aboutPolice = fields.includes('police_victims');
  const aboutSex = fields.some((f) => f.includes('female') || f.includes('male'));
  // "injured" beside "wounded but not killed": the harm the measure already counts, named again.
  const harm = harmNamed(lower);
  if (harm && (fields.includes(harm) || fields.includes('harmed_victims'))) return true;
  if (VEHICLE_WORDS.has(lower) && [...categories].some((c) => HIJACKINGS.has(c))) return true;
  const aboutChildren = fields.some((f) => f.includes('child'));
  return (
    (aboutSex && SEX_WORDS.has(lower)) ||
    (aboutChildren && CHILD_WORDS.has(lower)) ||
    (aboutSuspects && SUSPECT_WORDS.has(lower)) ||
    (aboutSuspects && ARRESTERS.has(lower) && POLICE_ARRESTING.test(reading.question)) ||
    (reading.measure.kind === 'events' && ACCUSED_WORDS.has(lower)) ||
    (reading.relationships.length > 0 && ATTACKER_WORDS.has(lower)) ||
    (aboutVictims(reading) && VICTIM_WORDS.has(lower)) ||
    (aboutPolice && POLICE_WORDS.has(lower)) ||
    (reading.measure.kind === 'extreme' && AGE_EXTREME_WORDS.has(lower)) ||
    (reading.places.length > 0 && NEIGHBOUR_WORDS.has(lower)) ||
    (reading.intent === 'trend' && STEP_WORDS.has(lower) && steepestChangeAsked(reading.question) !== null) ||
    ordinalRankAsked(reading.question)?.word.toLowerCase() === lower
  );
}

/** The words the answer could not apply, without those the plan covers under another name. */
export function wordsNotApplied(words: readonly string[], reading: QuestionReading): string[] {
  return words.filter((w) => !coveredByPlan(w, reading));
}

/**
 * What the question asks about people that the events do not record, if anything: a kind of victim
 * ("security guards") when victims are counted, the nationality of anyone whatever is.
 */
export function unrecordedPeopleFact(words: readonly string[], reading: QuestionReading): string | null {
  const victims = aboutVictims(reading);
  for (const w of words) {
    const lower = w.toLowerCase();
    const fact = UNRECORDED_FACTS.get(lower) ?? (victims ? UNRECORDED_VICTIM_DETAILS.get(lower) : undefined);
    if (fact) return fact;
  }
  return null;
}
