import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createChatModel } from './chat-model';
import { scriptedModelServer } from './testing/model-server';

const server = scriptedModelServer();
const shape = z.object({ answer: z.string() });
const model = (options: { timeLimitMs?: number; maxConcurrent?: number } = {}) =>
  createChatModel({ baseUrl: server.baseUrl, apiKey: 'test-key', model: 'test-model' }, options);
const ask = (m: ReturnType<typeof model>) => m.askJson({ system: 'rules', user: 'question', schema: shape });

describe('the chat model client', () => {
  it('reads the JSON object out of a reply wrapped in prose', async () => {
    server.script.reply = () => 'Sure:\n```json\n{"answer": "two"}\n```';
    expect(await ask(model())).toEqual({ ok: true, value: { answer: 'two' } });
    expect(server.requests[0]?.body.messages).toEqual([
      { role: 'system', content: 'rules' },
      { role: 'user', content: 'question' },
    ]);
  });

  it('says why a reply cannot be used instead of throwing', async () => {
    server.script.reply = () => 'no idea';
    expect(await ask(model())).toEqual({ ok: false, reason: 'reply is not JSON' });
    server.script.reply = () => '{"answer": 2}';
    expect(await ask(model())).toMatchObject({ ok: false, reason: /^reply does not fit the schema/ });
    server.script = { status: 503 };
    expect(await ask(model())).toMatchObject({ ok: false, reason: /^model call failed: 503/ });
  });

  it('lets every caller of one client share its concurrency limit', async () => {
    server.script = { delayMs: 200, reply: () => '{"answer": "ok"}' };
    const shared = model({ maxConcurrent: 1 });
    const started = Date.now();
    const replies = await Promise.all([ask(shared), ask(shared), ask(shared)]);
    expect(replies.every((r) => r.ok)).toBe(true);
    // One at a time: three replies of 200 ms each take at least 600 ms in all.
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
  });

  it('counts the wait for a free slot against the time limit', async () => {
    server.script = { delayMs: 300, reply: () => '{"answer": "ok"}' };
    const shared = model({ maxConcurrent: 1, timeLimitMs: 400 });
    const started = Date.now();
    const [first, second] = await Promise.all([ask(shared), ask(shared)]);
    expect(first).toEqual({ ok: true, value: { answer: 'ok' } });
    // The second caller queued 300 ms and would have waited 300 more for its reply: it gives up at 400
    // (had the wait not counted, its reply at 600 ms would be inside its own 400 ms and succeed).
    expect(second).toEqual({ ok: false, reason: 'model call failed: no reply within 400 ms' });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
