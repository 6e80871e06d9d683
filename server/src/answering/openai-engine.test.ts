import { describe, expect, it } from 'vitest';
import { createChatModel } from '../llm';
import { scriptedModelServer } from '../llm/testing/model-server';
import { analyse, analysePlan, planQuestion } from './analyst';
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
    { analyse, analysePlan },
  );

/** The model's script: a plan for plan requests, the given reply for the phrasing request. */
const PLAN_REQUEST = 'query plan';
function replies(plan: () => string, answer: () => string): (prompt: string) => string {
  return (prompt) => (prompt.includes(PLAN_REQUEST) ? plan() : answer());
}
const rulePlan = (q: string) => JSON.stringify(planQuestion(q, '2024-05-09'));

describe('OpenAI-compatible engine', () => {
  it("gives the model the analyst's facts and evidence, and keeps its answer when its citations check out", async () => {
    const expected = analyse(question, events);
    server.script.reply = replies(
      () => rulePlan(question),
      () => JSON.stringify({ answer: 'There are 2 hijackings [11] [12].', cited_event_ids: [11, 12] }),
    );
    const answer = await engine().answer(question, events);
    expect(answer).toEqual({
      text: 'Read as: the number of events about hijacking (all kinds).\nThere are 2 hijackings [11] [12].',
      usedEventIds: [11, 12],
      engine: 'model:test-model',
      // The model words the answer; the result is the executed plan's, and the plan the model wrote.
      result: expected.result,
      plan: planQuestion(question, '2024-05-09'),
    });
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    expect(server.requests[0]?.body.model).toBe('test-model');
    const prompt = server.requests[1]?.prompt ?? '';
    for (const fact of expected.facts) expect(prompt).toContain(fact);
    expect(prompt).toContain('id 11');
    expect(prompt).not.toContain('id 13');
  });

  it('falls back to the analyst when the model cites an event outside the evidence', async () => {
    server.script.reply = replies(
      () => rulePlan(question),
      () => JSON.stringify({ answer: 'Three, see [13].', cited_event_ids: [11, 13] }),
    );
    const answer = await engine().answer(question, events);
    expect(answer.engine).toBe('analyst');
    expect(answer.text).toBe(analyse(question, events).text);
  });

  it('falls back on an unreadable reply, a server error and the time limit', async () => {
    server.script.reply = () => 'I think there are two.';
    expect((await engine().answer(question, events)).engine).toBe('analyst');
    server.script = { status: 500 };
    expect((await engine().answer(question, events)).engine).toBe('analyst');
    // The reply would take 6 s; the 300 ms limit falls back well before it, even on a busy machine.
    server.script = { delayMs: 6000, reply: () => JSON.stringify({ answer: 'late', cited_event_ids: [] }) };
    const started = Date.now();
    const late = await engine(300).answer(question, events);
    expect(late.engine).toBe('analyst');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('executes the plan the model writes, so the model decides what is counted', async () => {
    const murders = planQuestion('How many murders?', '2024-05-09');
    server.script.reply = replies(
      () => JSON.stringify(murders),
      () => JSON.stringify({ answer: 'One murder [13].', cited_event_ids: [13] }),
    );
    const answer = await engine().answer('How many killings?', events);
    expect(answer.text.split('\n')[0]).toBe('Read as: the number of events about murder.');
    expect(answer.plan).toEqual(murders);
    expect(answer.usedEventIds).toEqual([13]);
    expect(server.requests[0]?.prompt).toContain('Crime categories in the notebook: Carjacking; Murder.');
  });

  it('asks once more with the reason when the plan does not fit, then uses the rule reader', async () => {
    let plans = 0;
    server.script.reply = replies(
      () => {
        plans += 1;
        return JSON.stringify({ intent: 'count' });
      },
      () => 'not json',
    );
    const answer = await engine().answer(question, events);
    expect(plans).toBe(2);
    expect(server.requests[1]?.prompt).toContain('Your previous plan was rejected');
    expect(answer).toEqual({ ...analyse(question, events), engine: 'analyst', facts: undefined });
  });

  it('repairs a plan naming a crime the events do not know', async () => {
    const unknownCrime = planQuestion(question, '2024-05-09');
    unknownCrime.filters.crimes = [{ name: 'jaywalking' }];
    let plans = 0;
    server.script.reply = replies(
      () => {
        plans += 1;
        return JSON.stringify(plans === 1 ? unknownCrime : planQuestion(question, '2024-05-09'));
      },
      () => JSON.stringify({ answer: 'Two [11] [12].', cited_event_ids: [11, 12] }),
    );
    const answer = await engine().answer(question, events);
    expect(server.requests[1]?.prompt).toContain('"jaywalking" is not a crime the events record');
    expect(answer.engine).toBe('model:test-model');
  });
});
