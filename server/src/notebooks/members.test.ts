import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents } from '../events';
import type { MailMessage } from '../mail/mailer';
import { sendDueDigests } from '../saved-searches';
import { createTestApp, type TestApp } from '../testing/app';
import { queryRows } from '../testing/database';
import { testEvent } from '../testing/events';
import { type ApiCall, callApi, signedInUser } from '../testing/users';

let t: TestApp;
const mails: MailMessage[] = [];
let olive: Awaited<ReturnType<typeof signedInUser>>;
let vera: Awaited<ReturnType<typeof signedInUser>>;
let eventIds: number[];

beforeAll(async () => {
  t = await createTestApp({ mailer: { send: async (mail) => void mails.push(mail) } });
  await insertEvents(
    t.database.db,
    [1, 2, 3].map((n) =>
      testEvent(n, { title: `Robbery ${n}`, crime_committed: 'Robbery', date: `2024-0${n}-01` }),
    ),
  );
  eventIds = (await queryRows<{ id: number }>(t.database.db, sql`select id from events order by id`)).map(
    (r) => r.id,
  );
  olive = await signedInUser(t.app, 'olive@example.org', 'Olive Owner');
  vera = await signedInUser(t.app, 'vera@example.org', 'Vera Viewer');
});
afterAll(() => t.close());

const call = (...args: ApiCall) => callApi(t.app, ...args);

/** Mail goes out after the answer; this waits for what was queued. */
const mailsTo = async (address: string) => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return mails.filter((mail) => mail.to === address);
};

async function notebookWithEvents(title: string) {
  const nb = (await call('POST', '/notebooks/create', olive, { title })).json();
  await call('POST', '/notebooks/events/add', olive, {
    notebook_id: nb.id,
    events: eventIds.map((id) => ({ id })),
  });
  return nb.id as number;
}

const share = (id: number, email: string, role = 'viewer', who = olive) =>
  call('POST', `/notebooks/${id}/members`, who, { email, role });
const listOf = async (who: typeof olive) =>
  (await call('GET', `/notebooks/${who.id}/notebooks`, who)).json() as {
    id: number;
    role: string;
    owner_name: string;
  }[];
const membersOf = async (id: number, who = olive) =>
  (await call('GET', `/notebooks/${id}/members`, who)).json().members as {
    id: number | null;
    email: string;
    name: string | null;
    role: string;
    status: string;
    you: boolean;
  }[];

describe('sharing a notebook', () => {
  it('answers the same whether or not the address has an account, and lists both alike', async () => {
    const id = await notebookWithEvents('Account or not');
    const known = await share(id, 'Vera@Example.org');
    const unknown = await share(id, 'nobody-yet@example.org');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.json()).toEqual({ email: 'vera@example.org', role: 'viewer', status: 'invited' });
    expect(unknown.json()).toEqual({ email: 'nobody-yet@example.org', role: 'viewer', status: 'invited' });
    expect(Object.keys(known.json())).toEqual(Object.keys(unknown.json()));
    const listed = await membersOf(id);
    const shape = (email: string) => {
      const { id: _id, email: _email, ...rest } = listed.find((m) => m.email === email) ?? {};
      return rest;
    };
    expect(shape('vera@example.org')).toEqual(shape('nobody-yet@example.org'));
    expect(shape('vera@example.org')).toEqual({ name: null, role: 'viewer', status: 'invited', you: false });
    // Both addresses get the same mail, naming who shared what.
    const [toKnown] = await mailsTo('vera@example.org');
    const [toUnknown] = await mailsTo('nobody-yet@example.org');
    expect(toKnown?.subject).toBe('Olive Owner shared the notebook “Account or not” with you');
    expect(toUnknown?.subject).toBe(toKnown?.subject);
    expect(toKnown?.text).toContain('Olive Owner (olive@example.org) shared the notebook “Account or not”');
    expect(toKnown?.text).toContain(`http://app.test/notebook/${id}`);
    expect(toKnown?.text.replace('vera@example.org', '')).toBe(
      toUnknown?.text.replace('nobody-yet@example.org', ''),
    );
  });

  it('gives the notebook to an address without an account when it signs up', async () => {
    const id = await notebookWithEvents('Waiting for Nora');
    await share(id, 'nora@example.org', 'editor');
    const nora = await signedInUser(t.app, 'Nora@example.org', 'Nora New');
    expect((await listOf(nora)).find((nb) => nb.id === id)).toMatchObject({
      role: 'editor',
      owner_name: 'Olive Owner',
    });
    expect((await call('GET', `/notebooks/${id}`, nora)).json()).toMatchObject({ role: 'editor' });
    // Once Nora has opened it, the owner sees her name.
    expect((await membersOf(id)).find((m) => m.email === 'nora@example.org')).toMatchObject({
      name: 'Nora New',
      status: 'joined',
    });
  });

  it('lets a viewer read and ask but not change; promoted, they change; revoked, the notebook is gone', async () => {
    const id = await notebookWithEvents('Journey');
    await share(id, 'vera@example.org', 'viewer');
    expect((await listOf(vera)).find((nb) => nb.id === id)).toMatchObject({
      role: 'viewer',
      owner_name: 'Olive Owner',
    });
    // Opening the notebook, as its page does, makes her a joined member whom the owner sees by name.
    expect((await call('GET', `/notebooks/${id}`, vera)).json()).toMatchObject({ role: 'viewer' });
    expect((await call('GET', `/notebooks/${id}/events`, vera)).json().total_results).toBe(3);
    const asked = await call(
      'GET',
      `/notebooks/ask-events/?notebook_id=${id}&question=How many robberies?`,
      vera,
    );
    expect(asked.statusCode).toBe(200);
    const refused = await call('POST', '/notebooks/events/remove', vera, {
      notebook_id: id,
      event_ids: [eventIds[0]],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Your role in this notebook does not allow this; ask its owner to make you an editor.',
      code: 'role_forbidden',
    });
    const vera_ = (await membersOf(id)).find((m) => m.email === 'vera@example.org');
    const promoted = await call('PATCH', `/notebooks/${id}/members/${vera_?.id}`, olive, { role: 'editor' });
    expect(promoted.json()).toMatchObject({ role: 'editor', name: 'Vera Viewer', status: 'joined' });
    const removed = await call('POST', '/notebooks/events/remove', vera, {
      notebook_id: id,
      event_ids: [eventIds[0]],
    });
    expect(removed.json()).toEqual({ num_events_removed: 1 });

    const activity = (await call('GET', `/notebooks/${id}/activity?page_size=2`, olive)).json();
    expect(activity.total_results).toBe(4);
    expect(activity.activity[0]).toMatchObject({
      actor_name: 'Vera Viewer',
      you: false,
      action: 'events_removed',
      event_ids: [eventIds[0]],
    });
    expect(activity.activity[1]).toMatchObject({
      actor_name: 'Olive Owner',
      action: 'member_role_changed',
      email: 'vera@example.org',
      role: 'editor',
    });
    const older = (await call('GET', `/notebooks/${id}/activity?page=2&page_size=2`, vera)).json();
    expect(older.activity.map((a: { action: string }) => a.action)).toEqual([
      'member_invited',
      'events_added',
    ]);

    expect((await call('DELETE', `/notebooks/${id}/members/${vera_?.id}`, olive)).statusCode).toBe(204);
    expect((await listOf(vera)).map((nb) => nb.id)).not.toContain(id);
    expect((await call('GET', `/notebooks/${id}`, vera)).statusCode).toBe(404);
  });

  it('lets a member leave, and keeps sharing and renaming to the owner', async () => {
    const id = await notebookWithEvents('Leaving');
    await share(id, 'vera@example.org', 'editor');
    await call('GET', `/notebooks/${id}`, vera);
    const me = (await membersOf(id, vera)).find((m) => m.you);
    expect(me).toMatchObject({ role: 'editor', status: 'joined' });
    const owner = (await membersOf(id, vera))[0];
    expect(owner).toEqual({
      id: null,
      email: 'olive@example.org',
      name: 'Olive Owner',
      role: 'owner',
      status: 'owner',
      you: false,
    });
    expect((await share(id, 'someone@example.org', 'viewer', vera)).statusCode).toBe(403);
    expect((await call('PATCH', `/notebooks/${id}`, vera, { title: 'Mine now' })).json().code).toBe(
      'role_forbidden',
    );
    expect((await call('DELETE', `/notebooks/${id}/members/${me?.id}`, vera)).statusCode).toBe(204);
    expect((await call('GET', `/notebooks/${id}`, vera)).statusCode).toBe(404);
    const last = (await call('GET', `/notebooks/${id}/activity`, olive)).json().activity[0];
    expect(last).toMatchObject({ actor_name: 'Vera Viewer', action: 'member_left' });
  });

  it('refuses to share a notebook with its owner, and a role other than viewer or editor', async () => {
    const id = await notebookWithEvents('Own');
    const self = await share(id, 'OLIVE@example.org');
    expect(self.statusCode).toBe(422);
    expect(self.json().detail).toBe('email: this is your own address, and you own this notebook');
    expect((await share(id, 'x@example.org', 'owner')).statusCode).toBe(422);
    expect((await share(id, 'not an address')).statusCode).toBe(422);
  });

  it('shares a notebook with at most 50 people, however many invitations arrive at once', async () => {
    const id = await notebookWithEvents('Crowded');
    const answers = await Promise.all(
      Array.from({ length: 55 }, (_, i) => share(id, `reader${i}@example.org`)),
    );
    expect(answers.filter((res) => res.statusCode === 202)).toHaveLength(50);
    const refused = answers.filter((res) => res.statusCode === 422);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json()).toEqual({
      detail: 'A notebook can be shared with at most 50 people; remove someone to share it with another.',
      code: 'limit_reached',
    });
    // Someone already on the list can still be given another role.
    const again = answers.findIndex((res) => res.statusCode === 202);
    expect((await share(id, `reader${again}@example.org`, 'editor')).statusCode).toBe(202);
  });

  it('records saved and deleted answers and corrections with who made them', async () => {
    const id = await notebookWithEvents('Answers');
    const asked = (
      await call('GET', `/notebooks/ask-events/?notebook_id=${id}&question=How many?`, olive)
    ).json();
    await call('POST', '/notebooks/questions/add', olive, { notebook_id: id, question_ids: [asked.id] });
    await call('PUT', `/notebooks/${id}/events/${eventIds[1]}/corrections`, olive, { location: 'Umlazi' });
    await call('POST', '/notebooks/questions/remove', olive, { notebook_id: id, question_ids: [asked.id] });
    const { activity } = (await call('GET', `/notebooks/${id}/activity`, olive)).json();
    expect(activity.slice(0, 3)).toMatchObject([
      { action: 'answers_deleted', question: 'How many?', you: true },
      { action: 'event_corrected', event_ids: [eventIds[1]] },
      { action: 'answer_saved', question: 'How many?' },
    ]);
  });
});

describe('sharing a saved search', () => {
  it('lets a member run it and switch their own alert, but not rename, delete or share it', async () => {
    const saved = (
      await call('POST', '/saved-searches/', olive, { name: 'Robberies', keywords: ['robbery'] })
    ).json();
    const invited = await call('POST', `/saved-searches/${saved.id}/members`, olive, {
      email: 'vera@example.org',
    });
    expect([invited.statusCode, invited.json()]).toEqual([
      202,
      { email: 'vera@example.org', role: 'viewer', status: 'invited' },
    ]);
    const listed = (await call('GET', '/saved-searches/', vera)).json();
    expect(listed.find((s: { id: number }) => s.id === saved.id)).toMatchObject({
      role: 'viewer',
      owner_name: 'Olive Owner',
      alert: false,
    });
    expect((await call('GET', `/saved-searches/${saved.id}/events`, vera)).json().total_results).toBe(3);
    const on = await call('PATCH', `/saved-searches/${saved.id}`, vera, { alert: true });
    expect(on.json()).toMatchObject({ alert: true, role: 'viewer' });
    // The owner's own alert is untouched by the member's.
    expect((await call('GET', '/saved-searches/', olive)).json()[0]).toMatchObject({
      id: saved.id,
      alert: false,
    });
    for (const res of [
      await call('PATCH', `/saved-searches/${saved.id}`, vera, { name: 'Mine' }),
      await call('DELETE', `/saved-searches/${saved.id}`, vera),
      await call('POST', `/saved-searches/${saved.id}/members`, vera, { email: 'x@example.org' }),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([403, 'role_forbidden']);
    }
  });

  it("mails each member who turned the shared search's alert on, with a link that turns off only theirs", async () => {
    const saved = (
      await call('POST', '/saved-searches/', olive, { name: 'Robbery alert', keywords: ['robbery'] })
    ).json();
    const quiet = await signedInUser(t.app, 'quiet@example.org', 'Quiet Member');
    for (const email of ['vera@example.org', 'quiet@example.org']) {
      await call('POST', `/saved-searches/${saved.id}/members`, olive, { email });
    }
    await call('PATCH', `/saved-searches/${saved.id}`, vera, { alert: true });
    await call('PATCH', `/saved-searches/${saved.id}`, quiet, { alert: false });
    // A match recorded after the search was shared, as ingest records one.
    await t.database.db.execute(
      sql`insert into saved_search_matches (saved_search_id, event_id) values (${saved.id}, ${eventIds[2]})`,
    );
    const before = mails.length;
    const silent = { info: () => {}, error: () => {} };
    const deps = {
      db: t.database.db,
      mailer: { send: async (mail: MailMessage) => void mails.push(mail) },
      appUrl: 'http://app.test',
      jwtSecret: t.config.jwtSecret,
      digestHour: 7,
      log: silent,
    };
    const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    inAYear.setHours(9);
    expect(await sendDueDigests(deps, inAYear)).toBe(1);
    const sent = mails.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual(['vera@example.org']);
    expect(sent[0]?.text).toContain('Robbery alert: 1 new event');
    expect(sent[0]?.text).toContain('Robbery 3');
    // Once a day: a second check the same day sends nothing.
    expect(await sendDueDigests(deps, inAYear)).toBe(0);
    const token = sent[0]?.text.match(/alerts\/off\?token=(\S+)/)?.[1] as string;
    const off = await t.app.inject({ method: 'POST', url: `/api/v1/alerts/off?token=${token}` });
    expect(off.statusCode).toBe(200);
    const mine = (await call('GET', '/saved-searches/', vera))
      .json()
      .find((s: { id: number }) => s.id === saved.id);
    expect(mine.alert).toBe(false);
  });
});
