import { z } from 'zod';
import type { Config } from '../config';
import { CRIME_CATEGORIES } from '../corpus/crimes';
import { PROVINCES } from '../corpus/gazetteer';
import type { EnrichedEvent } from '../corpus/types';
import { bodyOf } from '../extraction/enrich';
import { resolveLocation } from '../extraction/location';
import { type ChatModel, createChatModel } from '../llm';
import {
  type ReleaseEnricher,
  type RunRules,
  ruleEnricher,
  rulesInThisThread,
  withSuppliedFields,
} from './enrichment';
import { readableDate } from './readable-date';
import type { IncomingRelease } from './types';

/** Releases are short; a page that runs on past this is cut rather than sent whole. */
const MAX_PROMPT_CHARS = 12_000;

const instructions = [
  'You read one South African police press release and extract structured fields from it.',
  'Use only the release; when it does not say, use null. Reply with JSON only, in exactly this shape:',
  '{"date": "yyyy-MM-dd of the incident, resolving words such as \'on Sunday\' against the publication date, or null",',
  ' "location": "the most specific place of the incident, e.g. \'Khayelitsha, Cape Town\', or null",',
  ' "town": "the town, suburb or township alone, or null",',
  ` "province": "one of ${PROVINCES.join(', ')}, or null",`,
  ' "crime_committed": "the crime categories from the list below, joined by \', \', or null",',
  ' "summary": "one or two sentences: who, what, where, when and the outcome",',
  ' "evidence": {"date": "the words the date was read from", "location": "the words naming the place",',
  ' "crimes": ["the words naming each crime"]}}',
  'Every evidence string must be copied word for word from the release.',
  `Crime categories: ${CRIME_CATEGORIES.join('; ')}.`,
].join('\n');

const nullableText = z.string().trim().min(1).nullable();

/** The reply: the enriched fields of EnrichedEvent that the model decides. */
const replySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  location: nullableText,
  town: nullableText,
  province: z
    .string()
    .refine((p) => PROVINCES.includes(p), 'not a province')
    .nullable(),
  crime_committed: z
    .string()
    .refine((c) => c.split(/,\s*/).every((name) => CRIME_CATEGORIES.includes(name)), 'unknown crime category')
    .nullable(),
  summary: z.string().trim().min(1),
  evidence: z.object({
    date: z.string().optional(),
    location: z.string().optional(),
    crimes: z.array(z.string()).optional(),
  }),
});
type Reply = z.infer<typeof replySchema>;

const flatten = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Why a well-formed reply still cannot be trusted, or undefined when it can: every field shown must
 * rest on words that really are in the release, and an incident cannot postdate its report.
 */
function distrust(reply: Reply, release: IncomingRelease, source: string): string | undefined {
  const quoted = (words: string | undefined) =>
    words !== undefined && words.trim() !== '' && source.includes(flatten(words));
  if (reply.date !== null) {
    if (readableDate(reply.date) !== reply.date) return `no such day ${reply.date}`;
    if (reply.date > release.published_date) return 'incident dated after publication';
    if (!quoted(reply.evidence.date)) return 'date evidence is not in the release';
  }
  if (reply.location !== null && !quoted(reply.evidence.location))
    return 'location evidence is not in the release';
  if (reply.crime_committed !== null) {
    const crimes = reply.evidence.crimes ?? [];
    if (crimes.length === 0 || !crimes.every(quoted)) return 'crime evidence is not in the release';
  }
  return undefined;
}

/**
 * The event from the model's reply. The model decides the fields it was asked for; the municipality
 * is the gazetteer's for the model's place, and the people and outcome fields are the rules' reading.
 */
function eventOf(reply: Reply, release: IncomingRelease, rules: EnrichedEvent): EnrichedEvent {
  const { date, location, municipality, crimes, reading, ...peopleEvidence } = rules.evidence;
  const evidence = {
    ...Object.fromEntries(Object.entries(peopleEvidence).filter(([, words]) => words !== undefined)),
    ...(reply.date !== null && reply.evidence.date ? { date: reply.evidence.date } : {}),
    ...(reply.location !== null && reply.evidence.location ? { location: reply.evidence.location } : {}),
    ...(reply.crime_committed !== null && reply.evidence.crimes?.length
      ? { crimes: reply.evidence.crimes }
      : {}),
  };
  return {
    title: release.title,
    date: reply.date,
    location: reply.location,
    town: reply.town,
    municipality: reply.location ? resolveLocation(reply.location, '').municipality : null,
    province: reply.province,
    // The station is the rules' reading of the release, as the people fields are.
    police_station: rules.police_station,
    incident_month: reply.date ? null : rules.incident_month,
    crime_committed: reply.crime_committed,
    summary: reply.summary,
    context: release.text,
    published_date: release.published_date,
    source_url: release.source_url,
    suspects_arrested: rules.suspects_arrested,
    suspect_ages: rules.suspect_ages,
    victims: rules.victims,
    suspects: rules.suspects,
    relationship: rules.relationship,
    arrest_made: rules.arrest_made,
    outcome: rules.outcome,
    evidence,
  };
}

/**
 * Enrichment by an OpenAI-compatible chat model, asked for the same fields as the rules produce.
 * A reply that fails the schema or quotes words the release does not contain, an error or the time
 * limit all give the rule-based event instead; fields the source supplied win either way.
 */
export function modelEnricher(
  model: ChatModel,
  options: { onFallback?: (sourceUrl: string, reason: string) => void; runRules?: RunRules } = {},
): ReleaseEnricher {
  const usage = { model: 0, fallback: 0 };
  const runRules = options.runRules ?? rulesInThisThread;
  const byRules = async (release: IncomingRelease) =>
    withSuppliedFields(await runRules(release), release.supplied);

  async function ask(release: IncomingRelease): Promise<{ event: EnrichedEvent } | { reason: string }> {
    const body = bodyOf(release.text).slice(0, MAX_PROMPT_CHARS);
    const reply = await model.askJson({
      system: instructions,
      user: `Title: ${release.title}\nPublished: ${release.published_date}\n\n${body}`,
      schema: replySchema,
    });
    if (!reply.ok) return { reason: reply.reason };
    const doubt = distrust(reply.value, release, flatten(`${release.title}\n${body}`));
    return doubt ? { reason: doubt } : { event: eventOf(reply.value, release, await runRules(release)) };
  }

  return {
    usage,
    async enrich(release) {
      // Every field the model would decide was supplied: asking it would only cost time.
      if (Object.keys(release.supplied).length === 4) return byRules(release);
      const answer = await ask(release);
      if ('event' in answer) {
        usage.model += 1;
        return withSuppliedFields(answer.event, release.supplied);
      }
      usage.fallback += 1;
      options.onFallback?.(release.source_url, answer.reason);
      return byRules(release);
    },
  };
}

/** With a model, each batch waits on its calls: small batches commit as the run goes. */
export const MODEL_BATCH_SIZE = 20;

/** The model the environment names (LLM_*), or the rules when it names none; the rules run as given. */
export const configuredEnricher = (llm: Config['llm'], runRules = rulesInThisThread): ReleaseEnricher =>
  llm ? modelEnricher(createChatModel(llm), { runRules }) : ruleEnricher(runRules);
