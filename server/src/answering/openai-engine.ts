import { z } from 'zod';
import type { ChatModel } from '../llm';
import { type Plan, planSchema } from './analyst';
import type { Analyse, AnalysePlan, AnalystFindings, Answer, AnswerEngine, AnswerEvent } from './engine';

/** The plan step's share of the answer's time: the phrasing step still needs its own. */
const PLAN_TIME_LIMIT_MS = 4000;

const planInstructions = [
  'You turn a question about a notebook of police press-release events into a query plan.',
  'Reply with JSON only, one object that fits this JSON Schema:',
  JSON.stringify(z.toJSONSchema(planSchema, { io: 'input' })),
  'Crimes are named by the categories or families listed with the question; places by their names as written;',
  'dates as yyyy-MM-dd. Put words that name no field of the events into filters.words only if they name',
  'something the event texts would say; leave filters empty when the question does not limit the events.',
].join(' ');

const MAX_EVIDENCE = 60;

const instructions = [
  'You answer questions about a notebook of police press-release events.',
  'Use only the computed facts and the evidence events given below; never use outside knowledge.',
  'If they cannot answer the question, say so plainly.',
  'Write a short answer; use lines starting with "* " for lists.',
  'Reply with JSON only: {"answer": "<text>", "cited_event_ids": [<ids of the evidence events the answer relies on>]}.',
].join(' ');

function describeEvent(e: AnswerEvent): string {
  const parts = [
    `id ${e.id}`,
    `date ${e.date ?? `unknown (published ${e.published_date})`}`,
    `place ${[e.location, e.province].filter(Boolean).join(', ') || 'unknown'}`,
    `crimes ${e.crime_committed ?? 'unknown'}`,
    ...(e.police_station ? [`police station ${e.police_station}`] : []),
  ];
  return `- ${parts.join('; ')}: ${e.title}. ${e.summary}`;
}

/** The model's reply: its answer and the evidence events it rests on. */
const replySchema = z.object({
  answer: z.string().trim().min(1),
  cited_event_ids: z.array(z.coerce.number().int()),
});

type Log = { warn(obj: object, msg: string): void };

function planPrompt(question: string, events: readonly AnswerEvent[], today: string | undefined): string {
  const crimes = new Set(events.flatMap((e) => (e.crime_committed ?? '').split(', ').filter(Boolean)));
  const provinces = new Set(events.map((e) => e.province).filter(Boolean));
  return [
    `Question: ${question}`,
    `Relative dates count from ${today ?? 'the latest event date'}.`,
    `Crime categories in the notebook: ${[...crimes].join('; ') || 'none'}.`,
    'Crime families: Hijacking, Robbery, Sexual offences, Drug crimes, Assault, Burglary, Theft, Poaching.',
    `Provinces in the notebook: ${[...provinces].join('; ') || 'none'}.`,
  ].join('\n');
}

/**
 * The model's plan, executed by the analyst: a plan that does not fit the schema, or names a crime
 * or place the analyst does not know, gets one repair request with the reason; after that, null.
 */
async function findingsFromModelPlan(
  model: ChatModel,
  analysePlan: AnalysePlan,
  request: { question: string; events: AnswerEvent[]; today?: string; signal?: AbortSignal },
  log: Log | undefined,
): Promise<AnalystFindings | null> {
  const deadline = AbortSignal.timeout(PLAN_TIME_LIMIT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
  let user = planPrompt(request.question, request.events, request.today);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const reply = await model.askJson<Plan>({ system: planInstructions, user, schema: planSchema, signal });
    let reason: string;
    if (reply.ok) {
      try {
        return analysePlan(reply.value, request.question, request.events, request.today);
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
    } else {
      reason = reply.reason;
      if (reason.startsWith('model call failed')) break;
    }
    log?.warn({ reason, attempt }, 'model plan rejected');
    user = `${user}\nYour previous plan was rejected: ${reason}. Reply again with a plan that fits.`;
  }
  return null;
}

/**
 * An OpenAI-compatible chat model writes the plan (checked by the schema, one repair, then the
 * rule reader's plan), the analyst executes it, and the model phrases the answer from the computed
 * facts and evidence. Its citations must all be evidence it was shown; on any error, a bad reply or
 * the time limit, the analyst's own answer is returned instead. Either way the answer opens with
 * the analyst's "Read as:" line for the plan that was executed.
 */
export function openAiEngine(
  model: ChatModel,
  analyst: { analyse: Analyse; analysePlan: AnalysePlan },
  options: { log?: Log } = {},
): AnswerEngine {
  return {
    async answer(question, events, answerOptions = {}): Promise<Answer> {
      const request = { question, events, today: answerOptions.today, signal: answerOptions.signal };
      const findings =
        (question.trim()
          ? await findingsFromModelPlan(model, analyst.analysePlan, request, options.log)
          : null) ?? analyst.analyse(question, events, answerOptions.today);
      const readAs = findings.text.split('\n')[0] ?? '';
      const fallback = (reason: string, detail?: unknown): Answer => {
        options.log?.warn({ reason, detail }, 'model answer replaced by the analyst');
        return {
          text: findings.text,
          usedEventIds: findings.usedEventIds,
          engine: 'analyst',
          result: findings.result,
          plan: findings.plan,
        };
      };
      const byId = new Map(events.map((e) => [e.id, e]));
      const evidence = findings.usedEventIds
        .map((id) => byId.get(id))
        .filter((e): e is AnswerEvent => e !== undefined)
        .slice(0, MAX_EVIDENCE);
      const prompt = [
        `Question: ${question}`,
        `The notebook holds ${events.length} events.`,
        'Computed facts:',
        ...findings.facts.map((fact) => `- ${fact}`),
        'Evidence events:',
        ...(evidence.length > 0 ? evidence.map(describeEvent) : ['- none matched']),
      ].join('\n');
      const reply = await model.askJson({
        system: instructions,
        user: prompt,
        schema: replySchema,
        signal: answerOptions.signal,
      });
      if (!reply.ok) return fallback(reply.reason);
      const ids = reply.value.cited_event_ids;
      const allowed = new Set(evidence.map((e) => e.id));
      if (ids.some((id) => !allowed.has(id))) return fallback('cited events outside the evidence', ids);
      const text = readAs.startsWith('Read as:') ? `${readAs}\n${reply.value.answer}` : reply.value.answer;
      // The model only words the answer: the result and plan are the executed plan's, whoever wrote it.
      return {
        text,
        usedEventIds: [...new Set(ids)],
        engine: `model:${model.name}`,
        result: findings.result,
        plan: findings.plan,
      };
    },
  };
}
