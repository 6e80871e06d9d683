import { findCrimes } from '../corpus/crimes';
import { thisCaseOf } from '../corpus/this-case';
import type { EnrichedEvent, FieldEvidence, RawRelease } from '../corpus/types';
import { extractDates } from './dates';
import { resolveLocation } from './location';
import { readPeople, settleVictims } from './people';
import { type PartialReading, ReadingBudget } from './reading-budget';
import { summarise } from './summary';

/** Releases close with an "Ends" line; what follows (enquiry contacts, office addresses) describes no incident. */
const ENDS_LINE = /^[ \t]*[#\-–—*]*[ \t]*(?:ends?|end of (?:release|statement))[ \t]*[#\-–—*.]*[ \t]*$/im;

export function bodyOf(text: string): string {
  const end = text.search(ENDS_LINE);
  return end === -1 ? text : text.slice(0, end);
}

/**
 * Raised whenever the rules read releases differently, so `npm run ingest -- --reenrich` knows which
 * stored events an older extractor wrote.
 */
export const EXTRACTOR_VERSION = 22;

const ofSentences = (what: string, p: PartialReading) =>
  `${what} from its first ${p.sentencesRead.toLocaleString('en-ZA')} of ${p.sentences.toLocaleString('en-ZA')} sentences`;

/** What the rules left unread when the budget ran out, in words for the reader of the event. */
function readingNote(budget: ReadingBudget, dates?: PartialReading, people?: PartialReading): string | null {
  const parts = [dates && ofSentences('the date', dates), people && ofSentences('people', people)].filter(
    (part): part is string => part !== undefined,
  );
  if (parts.length === 0) return null;
  return `Too long to read whole within ${budget.ms.toLocaleString('en-ZA')} ms: ${parts.join('; ')}.`;
}

/**
 * A release's worth of the words the rules meet first in a process: chrono builds its parsers, and the
 * people rules their tables, the first time each is used, which took 1.4 s over the first two releases
 * of a run here and more on a busy machine.
 */
const WARM_UP_TEXT =
  'On Wednesday, 3 July 2024 at about 21:00, two men aged 25 and 31 shot dead a 40-year-old man and wounded a woman in Soweto. Last week Tuesday a girl, 12, was raped; she had not been seen since July 20. The suspects were arrested yesterday morning and will appear in court on 12/07/2024, earlier this month, in the early hours of Friday.';
let warmedUp = false;

/**
 * Pays the rules' one-time start-up once, so that no release's reading budget pays it. A budget a
 * caller builds before its first call has started already, so such a caller warms up first.
 */
function warmUp(): void {
  if (warmedUp) return;
  warmedUp = true;
  const unlimited = new ReadingBudget(Number.POSITIVE_INFINITY);
  try {
    extractDates(WARM_UP_TEXT, '2024-07-15', unlimited);
    readPeople({ title: 'Two held for Soweto shooting', body: WARM_UP_TEXT }, unlimited);
  } catch {
    // The warm-up only spares the first budgets; a fault in it must not fail a release it never read.
  }
}

/** Turns a press release into an event with rule-based date, place, crime and summary extraction. */
export function enrichRelease(raw: RawRelease, given?: ReadingBudget): EnrichedEvent {
  warmUp();
  const budget = given ?? new ReadingBudget();
  const body = bodyOf(raw.text);
  const {
    incident,
    incidentMonth,
    courtDate,
    partial: datesPartial,
  } = extractDates(body, raw.published_date, budget);
  const people = readPeople({ title: raw.title, body }, budget);
  const thisCase = thisCaseOf(body);
  const place = resolveLocation(raw.title, thisCase);
  const crimes = findCrimes(`${raw.title}\n${thisCase}`);
  const categories = crimes.map((c) => c.category);
  const evidence: FieldEvidence = {};
  if (incident) evidence.date = incident.phrase;
  else if (incidentMonth) evidence.date = incidentMonth.phrase;
  if (place.municipality && place.evidence) evidence.municipality = place.evidence;
  Object.assign(evidence, people.evidence);
  if (place.evidence) evidence.location = place.evidence;
  if (place.station) evidence.police_station = place.station.evidence;
  if (crimes.length > 0) evidence.crimes = crimes.map((c) => c.phrase);
  const reading = readingNote(budget, datesPartial, people.partial);
  if (reading) evidence.reading = reading;
  const victims = settleVictims(people.victims, categories);
  const incidentMonthOnly = incident ? null : (incidentMonth?.date.slice(0, 7) ?? null);
  return {
    title: raw.title,
    date: incident?.date ?? null,
    location: place.location,
    town: place.town,
    municipality: place.municipality,
    police_station: place.station?.name ?? null,
    province: place.province,
    incident_month: incidentMonthOnly,
    crime_committed: categories.length > 0 ? categories.join(', ') : null,
    // From the fields below and this case's own text, never another case's.
    summary: summarise({
      body: thisCase,
      crimes: categories,
      location: place.location,
      date: incident?.date ?? null,
      incidentMonth: incidentMonthOnly,
      courtDate,
      victims,
      suspectsArrested: people.suspects_arrested,
      suspectAges: people.suspect_ages,
      suspects: people.suspects,
      arrestMade: people.arrest_made,
      outcome: people.outcome,
    }),
    context: raw.text,
    published_date: raw.published_date,
    source_url: raw.source_url,
    suspects_arrested: people.suspects_arrested,
    suspect_ages: people.suspect_ages,
    victims,
    suspects: people.suspects,
    relationship: people.relationship,
    arrest_made: people.arrest_made,
    outcome: people.outcome,
    evidence,
  };
}
