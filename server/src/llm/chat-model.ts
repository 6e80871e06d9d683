import OpenAI from 'openai';
import type { z } from 'zod';
import { concurrencyLimit } from './concurrency';

export interface ChatModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** The longest a caller waits for one reply, queueing for a free slot included. */
export const MODEL_TIME_LIMIT_MS = 8000;
/** Calls in flight at once from this process; more wait their turn rather than overload the server. */
export const MODEL_MAX_CONCURRENT = 4;

export type ModelReply<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface ChatModel {
  /** The model's name as configured, e.g. for "model:<name>" labels. */
  readonly name: string;
  /**
   * Asks the model with a system and a user message and reads its reply as JSON of the given
   * shape. Never throws: an error, the time limit, or a reply that is not such JSON gives a reason.
   */
  askJson<T>(request: {
    system: string;
    user: string;
    schema: z.ZodType<T>;
    signal?: AbortSignal;
  }): Promise<ModelReply<T>>;
}

/** The JSON object in a reply, which models often wrap in prose or code fences. */
function jsonIn(content: string): unknown {
  return JSON.parse(content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The one client of an OpenAI-compatible chat model; every caller in a process shares its limits. */
export function createChatModel(
  settings: ChatModelSettings,
  options: { timeLimitMs?: number; maxConcurrent?: number } = {},
): ChatModel {
  const client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, maxRetries: 0 });
  const timeLimit = options.timeLimitMs ?? MODEL_TIME_LIMIT_MS;
  const limited = concurrencyLimit(options.maxConcurrent ?? MODEL_MAX_CONCURRENT);

  return {
    name: settings.model,
    async askJson({ system, user, schema, signal }) {
      const deadline = AbortSignal.timeout(timeLimit);
      const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
      let content: string;
      try {
        const completion = await limited(
          () =>
            client.chat.completions.create(
              {
                model: settings.model,
                temperature: 0,
                messages: [
                  { role: 'system', content: system },
                  { role: 'user', content: user },
                ],
              },
              { signal: stop, timeout: timeLimit },
            ),
          stop,
        );
        content = completion.choices[0]?.message?.content ?? '';
      } catch (error) {
        const reason = deadline.aborted ? `no reply within ${timeLimit} ms` : messageOf(error);
        return { ok: false, reason: `model call failed: ${reason}` };
      }
      let json: unknown;
      try {
        json = jsonIn(content);
      } catch {
        return { ok: false, reason: 'reply is not JSON' };
      }
      const parsed = schema.safeParse(json);
      return parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, reason: `reply does not fit the schema: ${parsed.error.issues[0]?.message}` };
    },
  };
}
