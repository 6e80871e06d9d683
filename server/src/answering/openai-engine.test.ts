import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyse } from './analyst';
import type { AnswerEvent } from './engine';
import { openAiEngine } from './openai-engine';

/** An OpenAI-compatible chat completions server on loopback, scripted per test. */
interface Script {
  reply?: (prompt: string) => string;
  status?: number;
  delayMs?: number;
}
let script: Script = {};
const seen: { path: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
let server: Server;
let baseUrl: string;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    seen.push({ path: req.url ?? '', body });
    if (script.delayMs) await new Promise((r) => setTimeout(r, script.delayMs));
    if (script.status && script.status !== 200) {
      res.writeHead(script.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
      return;
    }
    const prompt = body.messages.map((m: { content: string }) => m.content).join('\n');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: script.reply?.(prompt) ?? '' },
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = {};
  seen.length = 0;
});

const events: AnswerEvent[] = [
  {
    id: 11,
    title: 'Hijacking in Soweto',
    date: '2024-03-02',
    published_date: '2024-03-03',
    location: 'Soweto',
    province: 'Gauteng',
    crime_committed: 'Carjacking',
    summary: 'A car was hijacked in Soweto.',
  },
  {
    id: 12,
    title: 'Hijacking in Durban',
    date: '2024-05-09',
    published_date: '2024-05-10',
    location: 'Durban',
    province: 'KwaZulu-Natal',
    crime_committed: 'Carjacking',
    summary: 'A bakkie was hijacked in Durban.',
  },
  {
    id: 13,
    title: 'Murder in Mthatha',
    date: '2023-01-15',
    published_date: '2023-01-16',
    location: 'Mthatha',
    province: 'Eastern Cape',
    crime_committed: 'Murder',
    summary: 'A man was stabbed to death.',
  },
];
const question = 'How many hijackings are there?';
const engine = (timeLimitMs = 8000) =>
  openAiEngine({ baseUrl, apiKey: 'test-key', model: 'test-model' }, analyse, { timeLimitMs });

describe('OpenAI-compatible engine', () => {
  it("gives the model the analyst's facts and evidence, and keeps its answer when its citations check out", async () => {
    const expected = analyse(question, events);
    script.reply = () =>
      JSON.stringify({ answer: 'There are 2 hijackings [11] [12].', cited_event_ids: [11, 12] });
    const answer = await engine().answer(question, events);
    expect(answer).toEqual({
      text: 'There are 2 hijackings [11] [12].',
      usedEventIds: [11, 12],
      engine: 'model:test-model',
    });
    expect(seen[0]?.path).toBe('/v1/chat/completions');
    expect(seen[0]?.body.model).toBe('test-model');
    const prompt = seen[0]?.body.messages.map((m) => m.content).join('\n') ?? '';
    for (const fact of expected.facts) expect(prompt).toContain(fact);
    expect(prompt).toContain('id 11');
    expect(prompt).not.toContain('id 13');
  });

  it('falls back to the analyst when the model cites an event outside the evidence', async () => {
    script.reply = () => JSON.stringify({ answer: 'Three, see [13].', cited_event_ids: [11, 13] });
    const answer = await engine().answer(question, events);
    expect(answer.engine).toBe('analyst');
    expect(answer.text).toBe(analyse(question, events).text);
  });

  it('falls back on an unreadable reply, a server error and the time limit', async () => {
    script.reply = () => 'I think there are two.';
    expect((await engine().answer(question, events)).engine).toBe('analyst');
    script = { status: 500 };
    expect((await engine().answer(question, events)).engine).toBe('analyst');
    script = { delayMs: 1500, reply: () => JSON.stringify({ answer: 'late', cited_event_ids: [] }) };
    const started = Date.now();
    const late = await engine(300).answer(question, events);
    expect(late.engine).toBe('analyst');
    expect(Date.now() - started).toBeLessThan(1400);
  });
});
