import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_SAVED_SEARCHES } from '@workbench/contract/saved-searches';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlertOffToken } from '../auth';
import { insertEvents } from '../events';
import { ruleBasedEnricher } from '../ingest/enrichment';
import { runIngest } from '../ingest/pipeline';
import { databaseSink } from '../ingest/sinks';
import type { IncomingRelease } from '../ingest/types';
import { outboxMailer } from '../mail/mailer';
import { createTestApp, type TestApp } from '../testing/app';
import { testEvent } from '../testing/events';
import { type ApiCall, callApi, signedInUser } from '../testing/users';
import { sendDueDigests } from './digest';

let t: TestApp;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  // The corpus before any search is saved: one old hijacking in Durban, one old burglary.
  await insertEvents(t.database.db, [
    testEvent(1, { title: 'Truck hijacking on the N3', province: 'KwaZulu-Natal', location: 'Durban' }),
    testEvent(2, { title: 'Burglary at a school', province: 'Gauteng' }),
  ]);
  alice = await signedInUser(t.app, 'alice@example.org', 'Alice');
  bob = await signedInUser(t.app, 'bob@example.org', 'Bob');
});
afterAll(() => t.close());

const call = (...args: ApiCall) => callApi(t.app, ...args);

async function save(who: typeof alice, body: object) {
  const res = await call('POST', '/saved-searches/', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const release = (n: number, title: string, text: string, changes: Partial<IncomingRelease> = {}) => ({
  title,
  published_date: `2025-02-${String(n).padStart(2, '0')}`,
  source_url: `https://fixtures.invalid/saved-searches/${n}`,
  text: `${text}\n\nEnds`,
  supplied: {},
  ...changes,
});

/** Runs the real ingest pipeline into the test database over these releases. */
async function ingest(releases: IncomingRelease[]) {
  return runIngest({
    sources: [
      {
        name: 'list',
        estimate: async () => releases.length,
        async *read() {
          for (const r of releases) yield { kind: 'release' as const, release: r, location: r.source_url };
        },
      },
    ],
    enricher: ruleBasedEnricher,
    sink: databaseSink(t.database.db),
  });
}

const listed = async (who: typeof alice) => {
  const res = await call('GET', '/saved-searches/', who);
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; name: string; total_results: number; new_events: number }[];
};
const newEventsOf = async (who: typeof alice, id: number) =>
  (await listed(who)).find((s) => s.id === id)?.new_events;

describe('saved searches API', () => {
  it('stores a search for its owner with its filters as the search validates them', async () => {
    const saved = await save(alice, {
      name: '  Hijackings  ',
      keywords: ['hijacking', '"truck hijacking"'],
      province: ['KwaZulu-Natal'],
      start_date: '2020-01-01',
      alert: true,
      owner_id: bob.id,
    });
    expect(saved).toEqual({
      id: expect.any(Number),
      name: 'Hijackings',
      keywords: ['hijacking', '"truck hijacking"'],
      location: null,
      start_date: '2020-01-01',
      end_date: null,
      province: ['KwaZulu-Natal'],
      crime: [],
      municipality: [],
      alert: true,
      created_at: expect.stringMatching(/Z$/),
      last_seen_at: expect.stringMatching(/Z$/),
      total_results: 1,
      total_relation: 'eq',
      new_events: 0,
      role: 'owner',
      owner_name: 'Alice',
    });
    expect((await listed(bob)).map((s) => s.id)).not.toContain(saved.id);
  });

  it('refuses what a search would refuse, and an anonymous caller', async () => {
    const cases: [object, string][] = [
      [{ name: 'x' }, 'keywords'],
      [{ name: 'x', keywords: [] }, 'at least one keyword is required'],
      [{ name: 'x', keywords: ['-murder'] }, 'not only words to leave out'],
      [{ name: ' ', keywords: ['murder'] }, 'Name is required'],
      [{ name: 'x', keywords: ['murder'], start_date: '2024-02-30' }, 'not a real calendar date'],
      [{ name: 'x', keywords: ['murder'], alert: 'yes' }, 'alert'],
    ];
    for (const [body, detail] of cases) {
      const res = await call('POST', '/saved-searches/', alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().detail).toContain(detail);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/saved-searches/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lists the user's own searches, newest first, renames them, turns alerts off and deletes them", async () => {
    const carol = await signedInUser(t.app, 'carol@example.org');
    const first = await save(carol, { name: 'first', keywords: ['burglary'] });
    const second = await save(carol, { name: 'second', keywords: ['nothing-matches-this'] });
    expect((await listed(carol)).map((s) => [s.name, s.total_results])).toEqual([
      ['second', 0],
      ['first', 1],
    ]);
    const renamed = await call('PATCH', `/saved-searches/${first.id}`, carol, {
      name: 'Burglaries',
      alert: true,
    });
    expect(renamed.json()).toMatchObject({ name: 'Burglaries', alert: true, keywords: ['burglary'] });
    expect((await call('PATCH', `/saved-searches/${first.id}`, carol, {})).statusCode).toBe(422);
    const off = await call('PATCH', `/saved-searches/${first.id}`, carol, { alert: false });
    expect(off.json()).toMatchObject({ name: 'Burglaries', alert: false });
    expect((await call('DELETE', `/saved-searches/${second.id}`, carol)).statusCode).toBe(204);
    expect((await listed(carol)).map((s) => s.name)).toEqual(['Burglaries']);
    expect((await call('GET', `/saved-searches/${second.id}/events`, carol)).statusCode).toBe(404);
  });

  it("hides another user's saved search behind 404 on every call", async () => {
    const saved = await save(alice, { name: 'Private', keywords: ['hijacking'] });
    const attempts = [
      call('GET', `/saved-searches/${saved.id}/events`, bob),
      call('POST', `/saved-searches/${saved.id}/seen`, bob),
      call('PATCH', `/saved-searches/${saved.id}`, bob, { name: 'Mine now' }),
      call('DELETE', `/saved-searches/${saved.id}`, bob),
      call('GET', '/saved-searches/987654/events', alice),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Saved search not found', code: 'not_found' });
    }
    expect((await listed(alice)).find((s) => s.id === saved.id)?.name).toBe('Private');
    expect((await call('GET', '/saved-searches/abc/events', alice)).statusCode).toBe(422);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per user`, async () => {
    const dave = await signedInUser(t.app, 'dave@example.org');
    const creates = Array.from({ length: MAX_SAVED_SEARCHES + 3 }, (_, i) =>
      call('POST', '/saved-searches/', dave, { name: `search ${i}`, keywords: ['murder'] }),
    );
    const statuses = (await Promise.all(creates)).map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(statuses.filter((s) => s === 422)).toHaveLength(3);
    const refused = await call('POST', '/saved-searches/', dave, { name: 'one more', keywords: ['murder'] });
    expect(refused.json()).toEqual({
      detail: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one to save another`,
      code: 'limit_reached',
    });
    expect(await listed(dave)).toHaveLength(MAX_SAVED_SEARCHES);
    // Another user's count is their own.
    await save(bob, { name: 'still room', keywords: ['murder'] });
  });
});

describe('new events from ingest', () => {
  it('counts exactly the added events each search matches, marks them new, and resets on seen', async () => {
    const erin = await signedInUser(t.app, 'erin@example.org');
    const hijack = await save(erin, { name: 'Hijackings', keywords: ['hijacking'] });
    const kznHijack = await save(erin, {
      name: 'KZN hijackings',
      keywords: ['hijacking'],
      province: ['KwaZulu-Natal'],
    });
    const fraud = await save(erin, { name: 'Fraud', keywords: ['fraud'] });
    const outcome = await ingest([
      release(
        1,
        'Car hijacking in Soweto',
        'Police in Soweto are looking for suspects after a hijacking on Monday.',
      ),
      release(
        2,
        'Hijacking suspects arrested in Durban',
        'Two suspects were arrested in Durban, KwaZulu-Natal, for a hijacking.',
      ),
      release(3, 'Stock theft in the Free State', 'Cattle were stolen from a farm near Bethlehem.'),
    ]);
    expect(outcome).toMatchObject({ added: 3, updated: 0 });
    const counts = Object.fromEntries(
      (await listed(erin)).map((s) => [s.name, [s.total_results, s.new_events]]),
    );
    // The old N3 hijacking matches too, but it was there before the search was saved: not new.
    expect(counts).toEqual({ Fraud: [0, 0], 'KZN hijackings': [2, 1], Hijackings: [3, 2] });

    const page = (await call('GET', `/saved-searches/${hijack.id}/events?page_size=10`, erin)).json();
    expect(page.total_results).toBe(3);
    expect(page.events.map((e: { title: string; is_new: boolean }) => [e.title, e.is_new])).toEqual([
      ['Hijacking suspects arrested in Durban', true],
      ['Car hijacking in Soweto', true],
      ['Truck hijacking on the N3', false],
    ]);
    const paged = (await call('GET', `/saved-searches/${hijack.id}/events?page=2&page_size=2`, erin)).json();
    expect(paged.events.map((e: { title: string }) => e.title)).toEqual(['Truck hijacking on the N3']);

    const seen = await call('POST', `/saved-searches/${hijack.id}/seen`, erin);
    expect(seen.json()).toMatchObject({ new_events: 0, total_results: 3 });
    expect(await newEventsOf(erin, kznHijack.id)).toBe(1);
    const after = (await call('GET', `/saved-searches/${hijack.id}/events`, erin)).json();
    expect(after.events.every((e: { is_new: boolean }) => !e.is_new)).toBe(true);

    // Reading the same releases again changes nothing: unchanged releases are not new.
    expect(
      await ingest([
        release(
          1,
          'Car hijacking in Soweto',
          'Police in Soweto are looking for suspects after a hijacking on Monday.',
        ),
      ]),
    ).toMatchObject({ unchanged: 1 });
    expect(await newEventsOf(erin, hijack.id)).toBe(0);
    expect(await newEventsOf(erin, fraud.id)).toBe(0);
  });

  it('counts an edited release as new only when it starts to match, and drops a match it loses', async () => {
    const fay = await signedInUser(t.app, 'fay@example.org');
    const robbery = await save(fay, { name: 'Robbery', keywords: ['robbery'] });
    const arson = await save(fay, { name: 'Arson', keywords: ['arson'] });
    await ingest([
      release(11, 'Robbery at a shop', 'A shop in Pretoria was robbed; a robbery case was opened.'),
      release(12, 'Car found in Polokwane', 'A car was found abandoned in Polokwane.'),
    ]);
    expect([await newEventsOf(fay, robbery.id), await newEventsOf(fay, arson.id)]).toEqual([1, 0]);
    await call('POST', `/saved-searches/${robbery.id}/seen`, fay);

    // Release 11 is edited but still a robbery: not new again. Release 12 now speaks of arson: new.
    const outcome = await ingest([
      release(
        11,
        'Robbery at a shop',
        'A shop in Pretoria was robbed; a robbery case was opened. Two suspects fled.',
      ),
      release(
        12,
        'Car found in Polokwane',
        'A car was found abandoned in Polokwane. Police suspect arson: it was set alight.',
      ),
    ]);
    expect(outcome).toMatchObject({ added: 0, updated: 2 });
    expect([await newEventsOf(fay, robbery.id), await newEventsOf(fay, arson.id)]).toEqual([0, 1]);

    // Edited again, release 12 no longer speaks of arson: the new match goes away.
    await ingest([
      release(12, 'Car found in Polokwane', 'A car was found abandoned in Polokwane. Its owner fetched it.'),
    ]);
    expect(await newEventsOf(fay, arson.id)).toBe(0);
    expect((await call('GET', `/saved-searches/${arson.id}/events`, fay)).json().total_results).toBe(0);
  });
});

describe('alert digests', () => {
  const outbox = mkdtempSync(join(tmpdir(), 'workbench-digest-'));
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));
  const silent = { info: () => {}, error: () => {} };
  const digestDeps = () => ({
    db: t.database.db,
    mailer: outboxMailer(outbox, 'Workbench <alerts@app.test>', silent),
    appUrl: 'http://app.test',
    jwtSecret: t.config.jwtSecret,
    digestHour: 7,
    log: silent,
  });
  const mails = () => readdirSync(outbox).sort();
  const readMail = (file: string) => simpleParser(readFileSync(join(outbox, file)));
  /** A moment of a future day in server time, so every match recorded now is before it. */
  const at = (day: number, hour: number) => new Date(2030, 0, day, hour, 30);

  it('mails each user at most once a day what arrived for their alert searches, with a link that turns one off', async () => {
    const gus = await signedInUser(t.app, 'gus@example.org', 'Gus');
    const poaching = await save(gus, { name: 'Rhino poaching', keywords: ['poaching'], alert: true });
    await save(gus, { name: 'Quiet one', keywords: ['nothing-matches-this'], alert: true });
    const muted = await save(gus, { name: 'Muted', keywords: ['poaching'], alert: false });
    // Every other user's alert searches have nothing new yet.
    const sendsBefore = await sendDueDigests(digestDeps(), at(1, 6));
    expect(sendsBefore).toBe(0);
    await sendDueDigests(digestDeps(), at(1, 8));
    const earlier = mails().length;

    await ingest([
      release(
        21,
        'Rhino poaching suspects arrested',
        'Three suspects were arrested for rhino poaching near Skukuza, Mpumalanga.',
      ),
      release(
        22,
        'Poaching of abalone',
        'Police seized abalone in a poaching operation in Hermanus, Western Cape.',
      ),
    ]);
    expect(await sendDueDigests(digestDeps(), at(2, 6))).toBe(0);
    expect(await sendDueDigests(digestDeps(), at(2, 7))).toBe(1);
    expect(mails()).toHaveLength(earlier + 1);
    const mail = await readMail(mails().at(-1) as string);
    expect(mail.subject).toBe('2 new events for your saved searches');
    expect((mail.to as { text: string }).text).toBe('gus@example.org');
    expect(mail.text).toContain('Rhino poaching: 2 new events');
    expect(mail.text).toContain(`Open the search: http://app.test/saved-searches/${poaching.id}`);
    expect(mail.text).toMatch(
      /- Rhino poaching suspects arrested\n {2}2025-02-21 · [^\n]*Mpumalanga · [^\n]+\n {2}[^\n]+\n {2}http:\/\/app\.test\/saved-searches\/\d+#event-\d+/,
    );
    expect(mail.text).toContain('- Poaching of abalone');
    expect(mail.text).not.toContain('Quiet one');
    expect(mail.text).not.toContain('Muted');
    expect(mail.html).toContain('Turn off the alert for “Rhino poaching”');

    // Once a day: nothing more that day, and nothing the next day while nothing is new.
    expect(await sendDueDigests(digestDeps(), at(2, 23))).toBe(0);
    expect(await sendDueDigests(digestDeps(), at(3, 9))).toBe(0);
    await ingest([
      release(23, 'More rhino poaching', 'Another rhino poaching case was opened in Hoedspruit.'),
    ]);
    expect(await sendDueDigests(digestDeps(), at(4, 9))).toBe(1);
    const next = await readMail(mails().at(-1) as string);
    expect(next.subject).toBe('1 new event for your saved searches');
    expect(next.text).toContain('Rhino poaching: 1 new event');
    expect(next.text).toContain('- More rhino poaching');
    expect(next.text).not.toContain('Rhino poaching suspects arrested');

    // The link asks first and changes nothing, since mail scanners open every link of a mail.
    const offLink = next.text?.match(/Turn off the alert for "Rhino poaching": (\S+)/)?.[1] as string;
    const token = decodeURIComponent(offLink.split('token=')[1] as string);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    expect(claims).toMatchObject({ type: 'alert-off', search: poaching.id, alert_version: 0 });
    expect(claims.exp - claims.iat).toBe(30 * 24 * 3600);
    const asked = await t.app.inject({ method: 'GET', url: offLink.replace('http://app.test', '') });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toContain('text/html');
    expect(asked.body).toContain('Turn off this alert?');
    expect(asked.body).toContain('Rhino poaching');
    expect((await listed(gus)).find((s) => s.id === poaching.id)).toMatchObject({ alert: true });
    // Its button posts the form to the page's own address, without signing in; the search stays.
    expect(asked.body).toContain('<form method="post" action="">');
    const off = await t.app.inject({
      method: 'POST',
      url: offLink.replace('http://app.test', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(off.statusCode).toBe(200);
    expect(off.body).toContain('Alert turned off');
    expect(off.body).toContain('Rhino poaching');
    const after = (await listed(gus)).find((s) => s.id === poaching.id);
    expect(after).toMatchObject({ alert: false, new_events: 3 });
    expect((await listed(gus)).find((s) => s.id === muted.id)).toBeDefined();

    await ingest([release(24, 'Poaching again', 'A poaching suspect was arrested in Phalaborwa.')]);
    expect(await sendDueDigests(digestDeps(), at(5, 9))).toBe(0);
  });

  it('sends one digest when several processes check at once, and tries again after a failed send', async () => {
    const hal = await signedInUser(t.app, 'hal@example.org', 'Hal');
    await save(hal, { name: 'Cable theft', keywords: ['cable'], alert: true });
    await ingest([
      release(25, 'Cable theft in Germiston', 'Copper cable was stolen from a railway line in Germiston.'),
    ]);
    const failing = { ...digestDeps(), mailer: { send: () => Promise.reject(new Error('SMTP is down')) } };
    expect(await sendDueDigests(failing, at(10, 9))).toBe(0);
    const checks = await Promise.all([
      sendDueDigests(digestDeps(), at(10, 10)),
      sendDueDigests(digestDeps(), at(10, 10)),
      sendDueDigests(digestDeps(), at(10, 10)),
    ]);
    expect(checks.reduce((a, b) => a + b, 0)).toBe(1);
    const mail = await readMail(mails().at(-1) as string);
    expect(mail.text).toContain('Cable theft: 1 new event');
  });

  it('refuses a forged or foreign alert-off link', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/alerts/off?token=not-a-token' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      detail: 'This link to turn an alert off is not valid',
      code: 'alert_link_invalid',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/alerts/off' })).statusCode).toBe(422);
    const bobs = await save(bob, { name: "Bob's alert", keywords: ['murder'], alert: true });
    const offUrl = (token: string) => `/api/v1/alerts/off?token=${encodeURIComponent(token)}`;
    const link = (savedSearchId: number, ownerId: number, secret = t.config.jwtSecret) =>
      createAlertOffToken({ savedSearchId, ownerId, alertVersion: 0 }, secret);
    const wrongOwner = await link(bobs.id, alice.id);
    const otherKey = await link(bobs.id, bob.id, 'another-secret-that-is-long-enough-to-sign');
    const gone = await link(987_654, bob.id);
    // Ids beyond PostgreSQL's integer: no search can have them, and the look-up must not fail on them.
    const beyondSearch = await link(2_147_483_648, bob.id);
    const beyondOwner = await link(bobs.id, 2_147_483_648);
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url: offUrl(wrongOwner) })).statusCode).toBe(404);
      expect((await t.app.inject({ method, url: offUrl(otherKey) })).statusCode).toBe(400);
      expect((await t.app.inject({ method, url: offUrl(gone) })).statusCode).toBe(404);
      for (const beyond of [beyondSearch, beyondOwner]) {
        const res = await t.app.inject({ method, url: offUrl(beyond) });
        expect([res.statusCode, res.json()]).toEqual([
          400,
          { detail: 'This link to turn an alert off is not valid', code: 'alert_link_invalid' },
        ]);
      }
    }
    // An access token is not an alert-off token, and the other way round.
    const accessToken = bob.headers.authorization.replace('Bearer ', '');
    expect((await t.app.inject({ method: 'GET', url: offUrl(accessToken) })).statusCode).toBe(400);
    const asBearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/saved-searches/',
      headers: { authorization: `Bearer ${await link(bobs.id, bob.id)}` },
    });
    expect(asBearer.statusCode).toBe(401);
    expect((await listed(bob)).find((s) => s.id === bobs.id)).toMatchObject({ alert: true });
  });

  it('lets an alert-off link work for 30 days', async () => {
    const saved = await save(bob, { name: 'Old mail', keywords: ['fraud'], alert: true });
    const mailedDaysAgo = (days: number) =>
      createAlertOffToken(
        { savedSearchId: saved.id, ownerId: bob.id, alertVersion: 0 },
        t.config.jwtSecret,
        Date.now() - days * 24 * 3600_000,
      );
    const offUrl = (token: string) => `/api/v1/alerts/off?token=${encodeURIComponent(token)}`;
    const expired = {
      detail:
        'This link to turn an alert off has expired. Turn the alert off under Saved searches in the app.',
      code: 'alert_link_expired',
    };
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: offUrl(await mailedDaysAgo(31)) });
      expect([res.statusCode, res.json()]).toEqual([400, expired]);
    }
    expect((await listed(bob)).find((s) => s.id === saved.id)).toMatchObject({ alert: true });
    const recent = await t.app.inject({ method: 'POST', url: offUrl(await mailedDaysAgo(29)) });
    expect(recent.statusCode).toBe(200);
    expect((await listed(bob)).find((s) => s.id === saved.id)).toMatchObject({ alert: false });
  });

  it('refuses an alert-off link mailed before the alert was turned on again', async () => {
    const saved = await save(bob, { name: 'Back on', keywords: ['arson'], alert: true });
    const mailed = await createAlertOffToken(
      { savedSearchId: saved.id, ownerId: bob.id, alertVersion: 0 },
      t.config.jwtSecret,
    );
    const offUrl = `/api/v1/alerts/off?token=${encodeURIComponent(mailed)}`;
    expect((await t.app.inject({ method: 'POST', url: offUrl })).statusCode).toBe(200);
    // Used again while the alert is still off, the link says the same.
    expect((await t.app.inject({ method: 'POST', url: offUrl })).statusCode).toBe(200);
    expect((await call('PATCH', `/saved-searches/${saved.id}`, bob, { alert: true })).statusCode).toBe(200);
    const outOfDate = {
      detail:
        'This link to turn an alert off is out of date: the alert was turned on again after it was sent. Turn the alert off under Saved searches in the app.',
      code: 'alert_link_outdated',
    };
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: offUrl });
      expect([res.statusCode, res.json()]).toEqual([400, outOfDate]);
    }
    expect((await listed(bob)).find((s) => s.id === saved.id)).toMatchObject({ alert: true });
    // Renaming, or turning on an alert that is on, does not spend the links of the current alert.
    await call('PATCH', `/saved-searches/${saved.id}`, bob, { name: 'Back on again', alert: true });
    const current = await createAlertOffToken(
      { savedSearchId: saved.id, ownerId: bob.id, alertVersion: 1 },
      t.config.jwtSecret,
    );
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/v1/alerts/off?token=${encodeURIComponent(current)}`,
    });
    expect(off.statusCode).toBe(200);
    expect((await listed(bob)).find((s) => s.id === saved.id)).toMatchObject({ alert: false });
  });

  it('documents the endpoints in the OpenAPI description', async () => {
    const paths = Object.keys(
      (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json().paths,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/saved-searches/',
        '/api/v1/saved-searches/{id}/events',
        '/api/v1/saved-searches/{id}/seen',
        '/api/v1/saved-searches/{id}',
        '/api/v1/alerts/off',
      ]),
    );
  });
});
