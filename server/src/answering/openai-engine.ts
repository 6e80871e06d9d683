import { z } from 'zod';
import type { ChatModel } from '../llm';
import type { Analyse, Answer, AnswerEngine, AnswerEvent } from './engine';

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
  ];
  return `- ${parts.join('; ')}: ${e.title}. ${e.summary}`;
}

/** The model's reply: its answer and the evidence events it rests on. */
const replySchema = z.object({
  answer: z.string().trim().min(1),
  cited_event_ids: z.array(z.coerce.number().int()),
});

/**
 * An OpenAI-compatible chat model writes the answer from the analyst's facts and evidence. Its
 * citations must all be evidence it was shown; on any error, a bad reply or the time limit, the
 * analyst's own answer is returned instead.
 */
export function openAiEngine(
  model: ChatModel,
  analyse: Analyse,
  options: { log?: { warn(obj: object, msg: string): void } } = {},
): AnswerEngine {
  return {
    async answer(question, events, answerOptions = {}): Promise<Answer> {
      const findings = analyse(question, events, answerOptions.today);
      const fallback = (reason: string, detail?: unknown): Answer => {
        options.log?.warn({ reason, detail }, 'model answer replaced by the analyst');
        return { text: findings.text, usedEventIds: findings.usedEventIds, engine: 'analyst' };
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
      return { text: reply.value.answer, usedEventIds: [...new Set(ids)], engine: `model:${model.name}` };
    },
  };
}
