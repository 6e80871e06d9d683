import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCommand } from '../auth/admin-command';
import { createTestApp, type TestApp } from '../testing/app';
import { signedInUser } from '../testing/users';
import {
  claimDueSource,
  finishSourceRun,
  registerWatchedSources,
  startSourceRun,
} from './watched-sources.repository';

let t: TestApp;
let admin: { headers: { authorization: string } };
let reader: { headers: { authorization: string } };

const FEED = 'https://police.example/feed.xml';
const NEWS = 'https://police.example/newsroom';

/** Runs `npm run admin` on the test database; its exit status and what it wrote. */
async function runAdmin(...argv: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const text = (stream: PassThrough) => stream.read()?.toString() ?? '';
  const status = await adminCommand(argv, { stdout, stderr }, { database: t.database });
  return { status, stdout: text(stdout), stderr: text(stderr) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, 'admin@example.org');
  reader = await signedInUser(t.app, 'reader@example.org');
  const { db } = t.database;
  await registerWatchedSources(db, [NEWS, FEED]);
  const source = await claimDueSource(db, { owner: 'test', urls: [FEED], leaseMs: 60_000 });
  const run = await startSourceRun(db, source?.id ?? 0);
  await finishSourceRun(db, run.id, {
    added: 3,
    updated: 1,
    failed: 1,
    errors: [{ location: `${FEED} (item 4)`, reason: 'could not fetch: HTTP 404 Not Found' }],
  });
});
afterAll(() => t.close());

const sources = (who?: { headers: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url: '/api/v1/sources/', headers: who?.headers });

describe('npm run admin', () => {
  it('grants and revokes superuser rights by email, in any letter case', async () => {
    expect(await runAdmin('grant', 'Admin@Example.org')).toEqual({
      status: 0,
      stdout: 'admin@example.org is now a superuser.\n',
      stderr: '',
    });
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/test-token',
      headers: admin.headers,
    });
    expect(me.json().is_superuser).toBe(true);

    expect(await runAdmin('revoke', 'admin@example.org')).toMatchObject({
      status: 0,
      stdout: 'admin@example.org is no longer a superuser.\n',
    });
    expect((await sources(admin)).statusCode).toBe(403);
  });

  it('says so and exits with 1 for an email no account has, and with 2 when misused', async () => {
    expect(await runAdmin('grant', 'nobody@example.org')).toEqual({
      status: 1,
      stdout: '',
      stderr: 'No account has the email nobody@example.org; the person must sign up first.\n',
    });
    for (const argv of [
      [],
      ['promote', 'admin@example.org'],
      ['grant'],
      ['grant', 'a@example.org', 'b@example.org'],
    ]) {
      const result = await runAdmin(...argv);
      expect(result.status, argv.join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage: npm run admin -- grant EMAIL');
    }
  });
});

describe('GET /api/v1/sources/', () => {
  it('lists every watched source with its latest run to a superuser', async () => {
    await runAdmin('grant', 'admin@example.org');
    const response = await sources(admin);
    expect(response.statusCode).toBe(200);
    const [feed, news] = response.json();
    expect(Object.keys(feed).sort()).toEqual(['last_run', 'next_run_at', 'url']);
    expect(feed).toMatchObject({
      url: FEED,
      last_run: {
        added: 3,
        updated: 1,
        failed: 1,
        errors: [{ location: `${FEED} (item 4)`, reason: 'could not fetch: HTTP 404 Not Found' }],
      },
    });
    expect(Object.keys(feed.last_run).sort()).toEqual([
      'added',
      'errors',
      'failed',
      'finished_at',
      'started_at',
      'updated',
    ]);
    expect(Date.parse(feed.last_run.started_at)).not.toBeNaN();
    expect(Date.parse(feed.last_run.finished_at)).toBeGreaterThanOrEqual(
      Date.parse(feed.last_run.started_at),
    );
    expect(news).toEqual({ url: NEWS, last_run: null, next_run_at: expect.any(String) });
  });

  it('answers 403 to a user who is not a superuser and 401 without a session', async () => {
    const forbidden = await sources(reader);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      detail: 'Only a superuser may see the watched sources',
      code: 'forbidden',
    });
    const anonymous = await sources();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' });
  });
});
