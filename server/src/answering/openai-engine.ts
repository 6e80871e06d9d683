import OpenAI from 'openai';
import type { Analyse, Answer, AnswerEngine, AnswerEvent } from './engine';

export const MODEL_TIME_LIMIT_MS = 8000;
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

function parseReply(content: string): { answer: string; ids: number[] } | undefined {
  const json = content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1);
  try {
    const parsed = JSON.parse(json) as { answer?: unknown; cited_event_ids?: unknown };
    if (typeof parsed.answer !== 'string' || !parsed.answer.trim() || !Array.isArray(parsed.cited_event_ids))
      return undefined;
    const ids = parsed.cited_event_ids.map(Number);
    if (ids.some((id) => !Number.isInteger(id))) return undefined;
    return { answer: parsed.answer.trim(), ids };
  } catch {
    return undefined;
  }
}

/**
 * An OpenAI-compatible chat model writes the answer from the analyst's facts and evidence. Its
 * citations must all be evidence it was shown; on any error, a bad reply or the time limit, the
 * analyst's own answer is returned instead.
 */
export function openAiEngine(
  settings: { baseUrl: string; apiKey: string; model: string },
  analyse: Analyse,
  options: { timeLimitMs?: number; log?: { warn(obj: object, msg: string): void } } = {},
): AnswerEngine {
  const client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, maxRetries: 0 });
  const timeLimit = options.timeLimitMs ?? MODEL_TIME_LIMIT_MS;
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
      try {
        const signal = answerOptions.signal
          ? AbortSignal.any([answerOptions.signal, AbortSignal.timeout(timeLimit)])
          : AbortSignal.timeout(timeLimit);
        const completion = await client.chat.completions.create(
          {
            model: settings.model,
            temperature: 0,
            messages: [
              { role: 'system', content: instructions },
              { role: 'user', content: prompt },
            ],
          },
          { signal, timeout: timeLimit },
        );
        const reply = parseReply(completion.choices[0]?.message?.content ?? '');
        if (!reply) return fallback('unreadable reply');
        const allowed = new Set(evidence.map((e) => e.id));
        if (reply.ids.some((id) => !allowed.has(id)))
          return fallback('cited events outside the evidence', reply.ids);
        return {
          text: reply.answer,
          usedEventIds: [...new Set(reply.ids)],
          engine: `model:${settings.model}`,
        };
      } catch (error) {
        return fallback('model call failed', error instanceof Error ? error.message : error);
      }
    },
  };
}
