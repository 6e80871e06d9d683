import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse, analysePlan, planQuestion } from '../answering/analyst';
import { openAiEngine } from '../answering/openai-engine';
import { buildApp } from '../app';
import { insertEvents } from '../events';
import { enrichRelease } from '../extraction/enrich';
import { createChatModel } from '../llm';
import { scriptedModelServer } from '../llm/testing/model-server';
import { createTestApp, type TestApp } from '../testing/app';
import { queryRows } from '../testing/database';
import { type ApiCall, callApi, signedInUser } from '../testing/users';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let notebookId: number;
let murderId: number;
let carjackingId: number;
let robberyId: number;

const MURDER = {
  title: 'Suspect arrested for murder in Soweto',
  published_date: '2024-06-05',
  source_url: 'https://demo.invalid/press-releases/support/1',
  text:
    'Police in Soweto have arrested a 34-year-old man for the murder of a woman on Saturday, 1 June 2024. ' +
    'The victim, a 27-year-old woman, was stabbed to death at her home in Emdeni, Soweto. The suspect is ' +
    "expected to appear in the Protea Magistrate's Court on Monday on a charge of murder.\n\n" +
    'In a separate incident, a man was murdered in Orlando.\nENDS\nEnquiries: Captain Mokoena, Soweto SAPS',
};

const CARJACKING = {
  title: 'Two arrested for carjacking in Mamelodi',
  published_date: '2024-05-14',
  source_url: 'https://demo.invalid/press-releases/support/2',
  text:
    'Two suspects aged 22 and 25 were arrested after a man was hijacked at gunpoint in Mamelodi East, ' +
    'Pretoria, on 12 May 2024. The victim was driving home when he was accosted by armed men who took his ' +
    'Toyota Corolla. The vehicle was recovered in Soshanguve. ENDS',
};

const HOUSE_ROBBERY = {
  title: 'Two arrested for house robbery in Bramley',
  published_date: '2024-06-06',
  source_url: 'https://demo.invalid/press-releases/support/3',
  text:
    'Two men were arrested on Tuesday, 4 June 2024 after a house robbery in Bramley, Johannesburg. ' +
    'The robbery happened when armed men forced their way into a home and tied up an elderly couple. ENDS',
};

const call = (...args: ApiCall) => callApi(t.app, ...args);
const model = scriptedModelServer();

async function ask(question: string): Promise<number> {
  const res = await call(
    'GET',
    `/notebooks/ask-events/?notebook_id=${notebookId}&question=${encodeURIComponent(question)}`,
    owner,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

const support = (questionId: number | string, eventId: number | string, who = owner) =>
  call('GET', `/questions/${questionId}/events/${eventId}/support`, who);

/** The supported words of one event, as "field: words (kinds)". */
async function supportedWords(question: string, eventId: number): Promise<string[]> {
  const res = await support(await ask(question), eventId);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.event_id).toBe(eventId);
  const event = (await call('GET', `/documents/${eventId}`, owner)).json();
  return body.spans.map((s: { field: 'title' | 'context'; start: number; end: number; text: string }) => {
    // The offsets are the client's to use: they must point at exactly the words given.
    expect(event[s.field].slice(s.start, s.end)).toBe(s.text);
    return `${s.field}: ${s.text} (${(s as unknown as { supports: string[] }).supports.join(', ')})`;
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await insertEvents(
    t.database.db,
    [MURDER, CARJACKING, HOUSE_ROBBERY].map((raw) => ({ ...enrichRelease(raw), isDemo: false })),
  );
  [murderId, carjackingId, robberyId] = (
    await queryRows<{ id: number }>(t.database.db, sql`select id from events order by id`)
  ).map((r) => r.id) as [number, number, number];
  owner = await signedInUser(t.app, 'support-owner@example.org');
  stranger = await signedInUser(t.app, 'support-stranger@example.org');
  notebookId = (await call('POST', '/notebooks/create', owner, { title: 'Gauteng', description: '' })).json()
    .id;
  await call('POST', '/notebooks/events/add', owner, {
    notebook_id: notebookId,
    events: [{ id: murderId }, { id: carjackingId }, { id: robberyId }],
    keywords: [],
  });
});
afterAll(() => t.close());

describe('the words of a cited event that bear out the question', () => {
  it("marks every mention of the asked crime in this case, by the extractor's own patterns", async () => {
    const words = await supportedWords('How many murders were there?', murderId);
    // "stabbed to death" is one of the extractor's words for murder; "murdered in Orlando" is another case.
    expect(words).toEqual([
      'title: murder (crime)',
      'context: murder (crime)',
      'context: stabbed to death (crime)',
      'context: murder (crime)',
    ]);
  });

  it('marks a crime family by its members: hijackings are carjackings', async () => {
    expect(await supportedWords('How many hijackings were there?', carjackingId)).toEqual([
      'title: carjacking (crime)',
      'context: hijacked (crime)',
    ]);
  });

  it("marks the family's general word too where the event is filed under a specific kind", async () => {
    // Extraction files it as a house robbery only; "The robbery happened" still bears out "robberies".
    expect(await supportedWords('How many robberies were there?', robberyId)).toEqual([
      'title: house robbery (crime)',
      'context: house robbery (crime)',
      'context: robbery (crime)',
    ]);
  });

  it('marks the place asked about, and the words the event was placed by', async () => {
    const words = await supportedWords('How many murders in Johannesburg?', murderId);
    expect(words).toContain('context: Emdeni, Soweto (place)');
    expect(words).toContain('title: murder (crime)');
    // The enquiries line after ENDS names Soweto too, but speaks of no case.
    expect(
      (await supportedWords('How many murders in Soweto?', murderId)).filter((w) => w.includes('place')),
    ).toEqual(['title: Soweto (place)', 'context: Soweto (place)', 'context: Emdeni, Soweto (place)']);
  });

  it('marks the date the event was dated by when the question asks about a period', async () => {
    const words = await supportedWords('How many murders were there in June 2024?', murderId);
    expect(words).toContain('context: on Saturday, 1 June 2024 (date)');
    // Without a date in the question, the date is no support.
    expect(await supportedWords('How many murders were there?', murderId)).not.toContainEqual(
      expect.stringContaining('(date)'),
    );
  });

  it('marks the people phrases a measure of people was read from', async () => {
    expect(await supportedWords('What is the total number of suspects arrested?', carjackingId)).toContain(
      'context: Two suspects aged 22 and 25 were arrested (people)',
    );
    const victims = await supportedWords('How many victims were women?', murderId);
    expect(victims).toEqual(
      expect.arrayContaining([
        'context: murder of a woman (people)',
        'context: The victim, a 27-year-old woman, was stabbed (people)',
      ]),
    );
  });

  it('marks the people phrases a condition on people was read from', async () => {
    expect(
      await supportedWords('In how many incidents were more than one suspect arrested?', carjackingId),
    ).toContain('context: Two suspects aged 22 and 25 were arrested (people)');
  });

  it('marks the arrest when the question keeps only cases with one', async () => {
    expect(await supportedWords('In how many carjackings was someone arrested?', carjackingId)).toContain(
      'context: Two suspects aged 22 and 25 were arrested (outcome)',
    );
  });

  it('marks the words of a question about a topic no field holds', async () => {
    expect(await supportedWords('List the events about a Toyota Corolla', carjackingId)).toEqual([
      'context: Toyota (words)',
      'context: Corolla (words)',
    ]);
  });

  it('gives the same words for a saved answer opened later', async () => {
    const id = await ask('How many murders in Soweto?');
    const fresh = (await support(id, murderId)).json();
    await call('POST', '/notebooks/questions/add', owner, { notebook_id: notebookId, question_ids: [id] });
    const saved = (await call('GET', `/notebooks/${notebookId}/questions`, owner)).json().questions;
    expect(saved.map((q: { id: number }) => q.id)).toContain(id);
    expect((await support(id, murderId)).json()).toEqual(fresh);
  });

  it("is not found for another user's answer, a missing answer, or an event the answer did not use", async () => {
    const id = await ask('How many murders were there?');
    for (const res of [
      await support(id, murderId, stranger),
      await support(2_000_000, murderId),
      await support(id, carjackingId),
      await support(id, 2_000_000),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'not_found' });
    }
  });

  it('rejects ids that are not positive whole numbers with 422', async () => {
    const id = await ask('How many murders were there?');
    for (const res of [await support('abc', murderId), await support(id, 0), await support(id, '1.5')]) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'validation_failed' });
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const path = doc.paths['/api/v1/questions/{id}/events/{event_id}/support'];
    expect(Object.keys(path)).toEqual(['get']);
    expect(Object.keys(path.get.responses)).toEqual(expect.arrayContaining(['200', '401', '404', '422']));
    expect(doc.components.schemas.EventSupport).toBeDefined();
    expect(doc.components.schemas.SupportSpan.properties.start.description).toMatch(/UTF-16/);
  });

  it('marks the same words in an answer the model wrote', async () => {
    const question = 'How many murders were there?';
    const byAnalyst = (await support(await ask(question), murderId)).json().spans;
    model.script.reply = (prompt) =>
      prompt.includes('query plan')
        ? JSON.stringify(planQuestion(question, '2024-06-01'))
        : JSON.stringify({ answer: `One murder [#${murderId}].`, cited_event_ids: [murderId] });
    // The same server and database, answering with a model on loopback.
    const withModel = {
      app: await buildApp({
        config: t.config,
        database: t.database,
        answerEngine: openAiEngine(
          createChatModel({ baseUrl: model.baseUrl, apiKey: 'test-key', model: 'test-model' }),
          { analyse, analysePlan },
        ),
      }),
    };
    try {
      const asked = await callApi(
        withModel.app,
        'GET',
        `/notebooks/ask-events/?notebook_id=${notebookId}&question=${encodeURIComponent(question)}`,
        owner,
      );
      expect(asked.json().engine).toBe('model:test-model');
      const res = await callApi(
        withModel.app,
        'GET',
        `/questions/${asked.json().id}/events/${murderId}/support`,
        owner,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().spans).toEqual(byAnalyst);
    } finally {
      await withModel.app.close();
    }
  });

  it('needs a signed-in user', async () => {
    const id = await ask('How many murders were there?');
    expect(
      (await t.app.inject({ url: `/api/v1/questions/${id}/events/${murderId}/support` })).statusCode,
    ).toBe(401);
  });
});
