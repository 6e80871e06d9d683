import { describe, expect, it } from 'vitest';
import { createChatModel } from '../llm';
import { scriptedModelServer } from '../llm/testing/model-server';
import { analyse } from './analyst';
import type { AnswerEvent } from './engine';
import { openAiEngine } from './openai-engine';

const server = scriptedModelServer();

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
  openAiEngine(
    createChatModel({ baseUrl: server.baseUrl, apiKey: 'test-key', model: 'test-model' }, { timeLimitMs }),
    analyse,
  );

describe('OpenAI-compatible engine', () => {
  it("gives the model the analyst's facts and evidence, and keeps its answer when its citations check out", async () => {
    const expected = analyse(question, events);
    server.script.reply = () =>
      JSON.stringify({ answer: 'There are 2 hijackings [11] [12].', cited_event_ids: [11, 12] });
    const answer = await engine().answer(question, events);
    expect(answer).toEqual({
      text: 'There are 2 hijackings [11] [12].',
      usedEventIds: [11, 12],
      engine: 'model:test-model',
    });
    expect(server.requests[0]?.path).toBe('/v1/chat/completions');
    expect(server.requests[0]?.body.model).toBe('test-model');
    const prompt = server.requests[0]?.prompt ?? '';
    for (const fact of expected.facts) expect(prompt).toContain(fact);
    expect(prompt).toContain('id 11');
    expect(prompt).not.toContain('id 13');
  });

  it('falls back to the analyst when the model cites an event outside the evidence', async () => {
    server.script.reply = () => JSON.stringify({ answer: 'Three, see [13].', cited_event_ids: [11, 13] });
    const answer = await engine().answer(question, events);
    expect(answer.engine).toBe('analyst');
    expect(answer.text).toBe(analyse(question, events).text);
  });

  it('falls back on an unreadable reply, a server error and the time limit', async () => {
    server.script.reply = () => 'I think there are two.';
    expect((await engine().answer(question, events)).engine).toBe('analyst');
    server.script = { status: 500 };
    expect((await engine().answer(question, events)).engine).toBe('analyst');
    server.script = { delayMs: 1500, reply: () => JSON.stringify({ answer: 'late', cited_event_ids: [] }) };
    const started = Date.now();
    const late = await engine(300).answer(question, events);
    expect(late.engine).toBe('analyst');
    expect(Date.now() - started).toBeLessThan(1400);
  });
});
