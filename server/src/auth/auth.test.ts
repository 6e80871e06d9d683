import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, passwordResetTokens, users } from '../db/schema';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createTestApp, type TestApp } from '../testing/app';
import { pruneStaleAttempts } from './login-throttle.repository';
import { createAccessToken, verifyPassword } from './security';

let t: TestApp;
let smtp: SMTPServer;
const inbox: ParsedMail[] = [];
let addressCounter = 0;
const freshAddress = () => `10.1.0.${++addressCounter}`;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Workbench <mail@workbench.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const strongPassword = 'correct horse battery';

async function signUp(
  email: string,
  password = strongPassword,
  extra: Record<string, unknown> = {},
  remoteAddress = freshAddress(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    payload: { email, password, re_password: password, full_name: 'Thandi Researcher', ...extra },
    remoteAddress,
  });
}

function logIn(username: string, password: string, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
    remoteAddress,
  });
}

async function tokenFor(email: string, password = strongPassword): Promise<string> {
  const res = await logIn(email, password);
  expect(res.statusCode).toBe(200);
  return res.json().access_token;
}

const me = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login/test-token',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

/** Polls until the condition holds (true) or 5 s pass (false). */
async function waitFor(condition: () => boolean | Promise<boolean>): Promise<boolean> {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; ) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return condition();
}

async function waitForMail(to: string): Promise<ParsedMail> {
  for (let i = 0; i < 100; i++) {
    const mail = inbox.find((m) => m.to && JSON.stringify(m.to).includes(to));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

describe('sign-up', () => {
  it('creates an active, ordinary account whatever the body says about rights, and never returns the hash', async () => {
    const res = await signUp('new.user@example.com', strongPassword, {
      is_superuser: true,
      is_active: false,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      email: 'new.user@example.com',
      full_name: 'Thandi Researcher',
      is_active: true,
      is_superuser: false,
    });
    expect(res.body).not.toContain('argon2');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.id));
    expect(row?.hashedPassword).toMatch(/^\$argon2id\$/);
  });

  it('treats emails as unique whatever their letter case', async () => {
    expect((await signUp('Case@Example.com')).statusCode).toBe(200);
    const again = await signUp('case@EXAMPLE.com');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'A user with this email already exists', code: 'email_taken' });
  });

  it('refuses mismatched passwords with the spec wording', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: {
        email: 'mismatch@example.com',
        password: strongPassword,
        re_password: 'something else',
        full_name: 'A',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'Passwords do not match', code: 'validation_failed' });
  });

  it.each([
    ['short', 'seven77', 'password: Password must be at least 8 characters'],
    ['long', 'x'.repeat(129), 'password: Password must be at most 128 characters'],
  ])('refuses a %s password', async (_name, password, detail) => {
    const res = await signUp(`pw-${password.length}@example.com`, password);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain(detail);
  });

  it('accepts strong passwords up to 128 characters; no 8 characters are strong enough', async () => {
    // The estimator counts 10^8 guesses for 8 characters it knows no pattern in: score 2, one short.
    const eight = await signUp('eight@example.com', 'kudu#R9v');
    expect(eight.statusCode).toBe(422);
    expect(eight.json().detail).toBe(
      'Password is too weak: it would be guessed quickly. Use a longer phrase or add unusual words.',
    );
    expect((await signUp('nine@example.com', 'kudu#R9vx')).statusCode).toBe(200);
    const longest = 'a kudu crossed the N2 near Mthatha at dusk '.repeat(3).slice(0, 128);
    expect((await signUp('max@example.com', longest)).statusCode).toBe(200);
  });

  it.each([
    ['a common password', 'password', 'it is one of the most used passwords'],
    ['one repeated letter', 'aaaaaaaa', 'repeated characters such as "aaa" are easy to guess'],
    ['only spaces', ' '.repeat(8), 'it is only blank space'],
    ['the email itself', 'weak.owner@example.com', 'it is your email address'],
    ['the email in other letters', 'Weak.Owner@Example.com', 'it is your email address'],
    [
      'the email name inside',
      'weak.owner rides a kudu',
      'it contains the part of your email address before the @',
    ],
  ])('refuses %s on sign-up with a clear 422', async (_name, password, reason) => {
    const res = await signUp('weak.owner@example.com', password);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: `Password is too weak: ${reason}. Use a longer phrase or add unusual words.`,
      code: 'validation_failed',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'weak.owner@example.com'));
    expect(row).toBeUndefined();
  });

  it('refuses an invalid email, a blank name and missing fields with readable 422s', async () => {
    const badEmail = await signUp('not-an-email');
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().detail).toContain('email: Enter a valid email address');
    const blankName = await signUp('blank@example.com', strongPassword, { full_name: '   ' });
    expect(blankName.statusCode).toBe(422);
    expect(blankName.json().detail).toContain('full_name: Full name is required');
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/signup', payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toMatch(/email/);
  });

  it('keeps hostile text harmless', async () => {
    const injected = await signUp("robert'); drop table users;--@example.com");
    expect(injected.statusCode).toBe(422);
    const res = await signUp('hostile@example.com', strongPassword, {
      full_name: "<script>alert(1)</script> O'Brien 🚓",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().full_name).toBe("<script>alert(1)</script> O'Brien 🚓");
    expect((await t.database.db.select().from(users)).length).toBeGreaterThan(0);
    const login = await logIn("x' or '1'='1", "' or 1=1 --");
    expect(login.statusCode).toBe(400);
  });

  it('refuses an email longer than 254 characters with 422 at sign-up, log-in and reset request, storing nothing', async () => {
    // Random letters, as a repeated one would compress below the index's row limit.
    const long = `${randomBytes(1500).toString('hex')}@example.com`;
    const detail = { detail: 'email: Email is too long', code: 'validation_failed' };
    const signup = await signUp(long);
    expect([signup.statusCode, signup.json()]).toEqual([422, detail]);
    const login = await logIn(long, strongPassword);
    expect([login.statusCode, login.json()]).toEqual([
      422,
      { detail: 'username: Email is too long', code: 'validation_failed' },
    ]);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/v1/request-reset-password?email=${long}`,
      remoteAddress: freshAddress(),
    });
    expect([reset.statusCode, reset.json()]).toEqual([422, detail]);
    const keys = (await t.database.db.select().from(loginFailures)).map((row) => row.key);
    expect(keys.filter((key) => key.length > 300)).toEqual([]);
  });
});

describe('sign-up throttling', () => {
  it('accepts 10 sign-ups an hour from one client address, then answers 429 with Retry-After', async () => {
    const address = '10.6.6.6';
    for (let i = 0; i < 10; i++) {
      expect((await signUp(`crowd${i}@example.com`, strongPassword, {}, address)).statusCode).toBe(200);
    }
    const refused = await signUp('crowd10@example.com', strongPassword, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many sign-ups from this address. Try again in 60 minutes.',
      code: 'too_many_attempts',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'crowd10@example.com'));
    expect(row).toBeUndefined();
    // Another address is not affected.
    expect((await signUp('crowd10@example.com')).statusCode).toBe(200);
  });

  it('gives back the sign-ups the server failed to store', async () => {
    const address = '10.6.6.7';
    const db = t.database.db;
    await db.execute(sql`alter table users rename to users_away`);
    try {
      for (let i = 0; i < 10; i++) {
        expect((await signUp(`stalled${i}@example.com`, strongPassword, {}, address)).statusCode).toBe(500);
      }
    } finally {
      await db.execute(sql`alter table users_away rename to users`);
    }
    expect((await signUp('stalled@example.com', strongPassword, {}, address)).statusCode).toBe(200);
  });
});

describe('log-in and tokens', () => {
  beforeAll(async () => {
    await signUp('login@example.com');
  });

  it('returns a bearer token for the right email (any case) and password', async () => {
    const res = await logIn('LOGIN@example.com', strongPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    const claims = JSON.parse(Buffer.from(res.json().access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ type: 'access', sub: expect.any(String), exp: expect.any(Number) });
    expect(claims.exp - claims.iat).toBeCloseTo(8 * 24 * 3600, -1);
  });

  it('gives one message for an unknown email and a wrong password', async () => {
    const unknown = await logIn('nobody@example.com', strongPassword);
    const wrong = await logIn('login@example.com', 'wrong password');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'Incorrect email or password', code: 'login_incorrect' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('requires both form fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=login%40example.com',
    });
    expect(res.statusCode).toBe(422);
  });

  it('returns the current user for a valid token', async () => {
    const token = await tokenFor('login@example.com');
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      email: 'login@example.com',
      full_name: 'Thandi Researcher',
    });
  });

  it('answers 401 without a token, and Could not validate credentials for a bad one', async () => {
    const missing = await me();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' });
    const secret = new TextEncoder().encode(t.config.jwtSecret);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'login@example.com'));
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      'garbage',
      'a.b.c',
      await createAccessToken(user?.id ?? 0, t.config.jwtSecret, 60, Date.now() - 2 * 3600_000),
      await new SignJWT({ type: 'reset' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user?.id))
        .setIssuedAt()
        .setExpirationTime(now + 600)
        .sign(secret),
      await new SignJWT({ type: 'access' })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject(String(user?.id))
        .setIssuedAt()
        .setExpirationTime(now + 600)
        .sign(secret),
      await createAccessToken(user?.id ?? 0, 'another-secret-that-is-long-enough-for-it', 60),
      await createAccessToken(999_999, t.config.jwtSecret, 60),
      // Beyond PostgreSQL's integer: a look-up by such an id fails in the database instead of finding no one.
      await createAccessToken(2_147_483_648, t.config.jwtSecret, 60),
      await createAccessToken(Number.MAX_SAFE_INTEGER, t.config.jwtSecret, 60),
      await createAccessToken(-1, t.config.jwtSecret, 60),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ type: 'access', sub: String(user?.id), exp: now + 600, iat: now })).toString('base64url')}.`,
    ];
    for (const token of bad) {
      const res = await me(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toEqual({ detail: 'Could not validate credentials', code: 'credentials_invalid' });
    }
  });

  it('refuses hand-signed tokens without exp, iat, sub or type, or issued in the future', async () => {
    const secret = new TextEncoder().encode(t.config.jwtSecret);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'login@example.com'));
    // Fractions of a second, as our own tokens carry: the account was created less than a second ago.
    const now = Date.now() / 1000;
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
    const full = { type: 'access', sub: String(user?.id), iat: now, exp: Math.floor(now) + 600 };
    const without = (claim: keyof typeof full) => {
      const { [claim]: _dropped, ...rest } = full;
      return rest;
    };
    // The complete token is accepted, also when its issuer's clock runs 30 s ahead of ours.
    expect((await me(await sign(full))).statusCode).toBe(200);
    expect((await me(await sign({ ...full, iat: now + 30 }))).statusCode).toBe(200);
    const refused = {
      'no exp': without('exp'),
      'no iat': without('iat'),
      'no sub': without('sub'),
      'no type': without('type'),
      'iat 5 minutes ahead': { ...full, iat: now + 300 },
      'iat a year ahead, no exp': { ...without('exp'), iat: now + 365 * 24 * 3600 },
    };
    for (const [name, claims] of Object.entries(refused)) {
      const res = await me(await sign(claims));
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual({
        detail: 'Could not validate credentials',
        code: 'credentials_invalid',
      });
    }
  });

  it('refuses an inactive user at log-in and on every call', async () => {
    await signUp('inactive@example.com');
    const token = await tokenFor('inactive@example.com');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'inactive@example.com'));
    // The right password gets the wrong password's answer, so the answer does not confirm it.
    const right = await logIn('inactive@example.com', strongPassword);
    const wrong = await logIn('inactive@example.com', 'wrong password');
    expect([right.statusCode, right.json()]).toEqual([
      400,
      { detail: 'Incorrect email or password', code: 'login_incorrect' },
    ]);
    expect([wrong.statusCode, wrong.json()]).toEqual([right.statusCode, right.json()]);
    const call = await me(token);
    expect(call.statusCode).toBe(403);
    expect(call.json()).toEqual({ detail: 'Inactive user', code: 'user_inactive' });
  });
});

describe('log-in throttling', () => {
  it('locks an account after 5 failures, even for the right password, and says when to retry', async () => {
    await signUp('throttled@example.com');
    for (let i = 0; i < 5; i++) {
      expect((await logIn('throttled@example.com', 'wrong password')).statusCode).toBe(400);
    }
    const locked = await logIn('throttled@example.com', strongPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/^Too many failed log-in attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    await signUp('neighbour@example.com');
    expect((await logIn('neighbour@example.com', strongPassword)).statusCode).toBe(200);
  });

  it('locks a client address that fails across many accounts', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 30; i++) {
      expect((await logIn(`spray${i}@example.com`, 'guess', address)).statusCode).toBe(400);
    }
    const res = await logIn('login@example.com', strongPassword, address);
    expect(res.statusCode).toBe(429);
    expect((await logIn('login@example.com', strongPassword)).statusCode).toBe(200);
  });

  it('behind a trusted proxy, counts each forwarded client address on its own', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const attempt = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/v1/login/access-token',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
          payload: 'username=nobody%40example.org&password=guess',
          remoteAddress: '10.0.0.1',
        });
      // 30 failures through one proxy socket: counted per forwarded address, they lock no address
      // (the account itself is locked after 5).
      for (let i = 0; i < 30; i++) await attempt(`203.0.113.${i}`);
      expect((await attempt('198.51.100.7')).statusCode).toBe(429);
      const other = await proxied.app.inject({
        method: 'POST',
        url: '/api/v1/login/access-token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.8' },
        payload: 'username=someone-else%40example.org&password=guess',
        remoteAddress: '10.0.0.1',
      });
      expect(other.statusCode).toBe(400);
    } finally {
      await proxied.close();
    }
  });

  it('behind one proxy, counts the address the proxy saw, whatever the client adds to X-Forwarded-For', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      // The proxy appends the address it saw (198.51.100.20) to whatever header the client sent.
      const attempt = (account: number, spoofed: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/v1/login/access-token',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': `${spoofed}, 198.51.100.20`,
          },
          payload: `username=sprayed${account}%40example.org&password=guess`,
          remoteAddress: '10.0.0.1',
        });
      for (let i = 0; i < 30; i++) expect((await attempt(i, `203.0.113.${i}`)).statusCode).toBe(400);
      const locked = await attempt(99, '192.0.2.1');
      expect(locked.statusCode).toBe(429);
      const keys = (await proxied.database.db.select().from(loginFailures)).map((row) => row.key);
      expect(keys.filter((key) => key.startsWith('address:'))).toEqual(['address:198.51.100.20']);
    } finally {
      await proxied.close();
    }
  });

  it('counts nothing for log-ins that fail for the server, so the right password gets in afterwards', async () => {
    await signUp('outage@example.com');
    const db = t.database.db;
    // The accounts table out of reach: every log-in fails before any password can be checked.
    await db.execute(sql`alter table users rename to users_away`);
    try {
      for (let i = 0; i < 6; i++) {
        expect((await logIn('outage@example.com', strongPassword, '10.4.4.4')).statusCode).toBe(500);
      }
    } finally {
      await db.execute(sql`alter table users_away rename to users`);
    }
    expect((await logIn('outage@example.com', strongPassword, '10.4.4.4')).statusCode).toBe(200);
    const counted = await db
      .select()
      .from(loginFailures)
      .where(sql`${loginFailures.key} in ('account:outage@example.com', 'address:10.4.4.4')`);
    expect(counted.reduce((sum, row) => sum + row.failures, 0)).toBe(0);
  });

  it('forgets earlier failures after a successful log-in', async () => {
    await signUp('forgiven@example.com');
    for (let i = 0; i < 4; i++) await logIn('forgiven@example.com', 'wrong password');
    expect((await logIn('forgiven@example.com', strongPassword)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await logIn('forgiven@example.com', 'wrong password');
    expect((await logIn('forgiven@example.com', strongPassword)).statusCode).toBe(200);
  });
});

describe('log-in throttling, pruned', () => {
  it('deletes keys whose window ended a day ago, and keeps recent and still locked ones', async () => {
    const db = t.database.db;
    const rows = [
      { key: 'prune:old', failures: 2, windowStartedAt: sql`now() - interval '2 days'`, lockedUntil: null },
      {
        key: 'prune:old-lock-over',
        failures: 5,
        windowStartedAt: sql`now() - interval '3 days'`,
        lockedUntil: sql`now() - interval '2 days'`,
      },
      {
        key: 'prune:old-still-locked',
        failures: 5,
        windowStartedAt: sql`now() - interval '2 days'`,
        lockedUntil: sql`now() + interval '1 hour'`,
      },
      {
        key: 'prune:recent',
        failures: 1,
        windowStartedAt: sql`now() - interval '10 minutes'`,
        lockedUntil: null,
      },
    ];
    await db.insert(loginFailures).values(rows);
    expect(await pruneStaleAttempts(db)).toBe(2);
    const left = (await db.select().from(loginFailures))
      .map((row) => row.key)
      .filter((k) => k.startsWith('prune:'));
    expect(left.sort()).toEqual(['prune:old-still-locked', 'prune:recent']);
  });
});

describe('log-in throttling under parallel requests', () => {
  let counted: TestApp;
  let checks = 0;
  /** While set, checks wait for it, so a test can hold guesses in the middle of their check. */
  let gate: Promise<void> | undefined;
  beforeAll(async () => {
    // The real argon2 check, counted: the limit is on passwords checked, not on answers given.
    counted = await createTestApp({
      verifyPassword: async (hashed, password) => {
        checks++;
        await gate;
        return verifyPassword(hashed, password);
      },
    });
  });
  afterAll(() => counted.close());

  const attempt = (username: string, password: string, remoteAddress = freshAddress()) =>
    counted.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
      remoteAddress,
    });
  const statuses = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>((tally, res) => {
      tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
      return tally;
    }, {});
  const signUpThere = (email: string) =>
    counted.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email, password: strongPassword, re_password: strongPassword, full_name: 'P' },
      remoteAddress: freshAddress(),
    });

  it('checks at most 5 of 40 simultaneous wrong passwords for one account', async () => {
    expect((await signUpThere('parallel@example.com')).statusCode).toBe(200);
    checks = 0;
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt('parallel@example.com', `wrong guess ${i}`)),
    );
    expect(checks).toBe(5);
    expect(statuses(responses)).toEqual({ 400: 5, 429: 35 });
    const [row] = await counted.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, 'account:parallel@example.com'));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it('does not let the right password in during a 40-way burst while 5 guesses are being checked', async () => {
    expect((await signUpThere('burst@example.com')).statusCode).toBe(200);
    checks = 0;
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    let burst: Promise<{ statusCode: number; json(): { detail: string } }[]> | undefined;
    let first: Promise<{ statusCode: number }[]> | undefined;
    try {
      // Five wrong guesses are claimed and held in their check, so none has failed yet.
      first = Promise.all(
        Array.from({ length: 5 }, (_, i) => attempt('burst@example.com', `wrong guess ${i}`)),
      );
      expect(await waitFor(() => checks === 5)).toBe(true);
      let settled = false;
      burst = Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          attempt('burst@example.com', i === 20 ? strongPassword : `another guess ${i}`),
        ),
      ).finally(() => {
        settled = true;
      });
      // Code that records only failures would send the burst on to be checked (held at the gate).
      await waitFor(() => settled || checks > 5);
    } finally {
      open();
      gate = undefined;
    }
    const answers = await burst;
    expect(statuses(await first)).toEqual({ 400: 5 });
    expect(checks).toBe(5);
    expect(statuses(answers)).toEqual({ 429: 40 });
    expect(answers[20]?.json().detail).toMatch(
      /^Too many failed log-in attempts\. Try again in 1[45] minutes\.$/,
    );
  });

  it('checks at most 30 of 40 simultaneous guesses from one address across accounts', async () => {
    checks = 0;
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(`sprayed${i}@example.com`, 'guess', '10.7.7.7')),
    );
    expect(checks).toBe(30);
    expect(statuses(responses)).toEqual({ 400: 30, 429: 10 });
  });

  it('counts a successful log-in against neither its account nor its address', async () => {
    expect((await signUpThere('office@example.com')).statusCode).toBe(200);
    for (let i = 0; i < 29; i++) {
      expect((await attempt(`typo${i}@example.com`, 'guess', '10.8.8.8')).statusCode).toBe(400);
    }
    for (let i = 0; i < 8; i++) {
      expect((await attempt('office@example.com', strongPassword, '10.8.8.8')).statusCode).toBe(200);
    }
    expect((await attempt('typo-last@example.com', 'guess', '10.8.8.8')).statusCode).toBe(400);
    expect((await attempt('office@example.com', strongPassword, '10.8.8.8')).statusCode).toBe(429);
  });
});

describe('password reset', () => {
  const requestReset = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/request-reset-password?email=${encodeURIComponent(email)}`,
      remoteAddress: freshAddress(),
    });
  const reset = (token: string, password: string, confirmation = password) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/reset-password',
      payload: { token, new_password: password, re_new_password: confirmation },
    });
  const tokenFromMail = (mail: ParsedMail) => {
    const link = mail.text?.match(/http:\/\/app\.test\/reset-password\?token=(\S+)/);
    if (!link?.[1]) throw new Error('no link in the mail');
    return decodeURIComponent(link[1]);
  };

  it('answers the same whether or not the email exists, and mails only real accounts', async () => {
    await signUp('reset@example.com');
    const known = await requestReset('reset@example.com');
    const unknown = await requestReset('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await waitForMail('reset@example.com');
    expect(mail.subject).toContain('Reset');
    expect(mail.from?.text).toContain('mail@workbench.test');
    expect(mail.html).toContain('http://app.test/reset-password?token=');
    expect(tokenFromMail(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(inbox.some((m) => JSON.stringify(m.to).includes('ghost@example.com'))).toBe(false);
    const stored = await t.database.db.select().from(passwordResetTokens);
    expect(stored.map((row) => row.tokenHash)).not.toContain(tokenFromMail(mail));
  });

  it('refuses a malformed email with 422', async () => {
    expect((await requestReset('nope')).statusCode).toBe(422);
  });

  it('resets once, signs out old tokens and lets the new password in', async () => {
    await signUp('flow@example.com');
    const oldToken = await tokenFor('flow@example.com');
    await requestReset('flow@example.com');
    const token = tokenFromMail(await waitForMail('flow@example.com'));

    const mismatch = await reset(token, 'new password 1', 'new password 2');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({ detail: 'Passwords do not match', code: 'validation_failed' });
    expect((await reset(token, 'short')).statusCode).toBe(422);

    const done = await reset(token, 'brand new password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password updated successfully' });

    expect((await me(oldToken)).json()).toEqual({
      detail: 'Could not validate credentials',
      code: 'credentials_invalid',
    });
    expect((await logIn('flow@example.com', strongPassword)).statusCode).toBe(400);
    const fresh = await tokenFor('flow@example.com', 'brand new password');
    expect((await me(fresh)).statusCode).toBe(200);

    const again = await reset(token, 'another new password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail: 'This reset link has already been used. Request a new one.',
      code: 'reset_link_used',
    });
  });

  it('refuses a weak new password, or one made from the email, and keeps the link usable', async () => {
    await signUp('thandeka.reset@example.com');
    await requestReset('thandeka.reset@example.com');
    const token = tokenFromMail(await waitForMail('thandeka.reset@example.com'));

    const common = await reset(token, 'password');
    expect(common.statusCode).toBe(422);
    expect(common.json()).toEqual({
      detail:
        'Password is too weak: it is one of the most used passwords. Use a longer phrase or add unusual words.',
      code: 'validation_failed',
    });
    const spaces = await reset(token, ' '.repeat(8));
    expect(spaces.statusCode).toBe(422);
    expect(spaces.json().detail).toMatch(/^Password is too weak: it is only blank space\./);
    for (const ownEmail of ['thandeka.reset@example.com', 'Thandeka.Reset 2024 rocks']) {
      const own = await reset(token, ownEmail);
      expect(own.statusCode).toBe(422);
      expect(own.json().detail).toMatch(
        /^Password is too weak: it (is your email address|contains the part)/,
      );
    }

    expect((await reset(token, 'brand new password')).statusCode).toBe(200);
  });

  it('refuses unknown and expired tokens with clear details', async () => {
    const unknown = await reset('not-a-real-token', 'brand new password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      detail: 'This reset link is not valid. Request a new one.',
      code: 'reset_link_invalid',
    });

    await signUp('expired@example.com');
    await requestReset('expired@example.com');
    const token = tokenFromMail(await waitForMail('expired@example.com'));
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await reset(token, 'brand new password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      detail: 'This reset link has expired. Request a new one.',
      code: 'reset_link_expired',
    });
  });

  it('spends every earlier link of the account when one is used', async () => {
    await signUp('twice@example.com');
    await requestReset('twice@example.com');
    const first = tokenFromMail(await waitForMail('twice@example.com'));
    inbox.length = 0;
    await requestReset('twice@example.com');
    const second = tokenFromMail(await waitForMail('twice@example.com'));
    expect(first).not.toBe(second);
    expect((await reset(second, 'brand new password')).statusCode).toBe(200);
    expect((await reset(first, 'other new password')).statusCode).toBe(400);
  });
});

describe('reset mails after the answer', () => {
  const resetMessage = {
    message: 'If an account exists for this email, a link to reset its password has been sent.',
  };
  /** A mailer that keeps what it sends, after taking `delayMs` as a slow SMTP server would. */
  const keepingMailer = (delayMs = 0) => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        sent.push(message);
      },
    };
    return { sent, mailer };
  };
  const requestResetAt = (app: TestApp, email: string, remoteAddress = freshAddress()) =>
    app.app.inject({
      method: 'POST',
      url: `/api/v1/request-reset-password?email=${encodeURIComponent(email)}`,
      remoteAddress,
    });
  const signUpAt = (app: TestApp, email: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email, password: strongPassword, re_password: strongPassword, full_name: 'R' },
      remoteAddress: freshAddress(),
    });

  it('answers a known and an unknown email without waiting for a slow mailer, and mails afterwards', async () => {
    // The mailer takes 2 s; an answer that waited for it could not come sooner, however busy the machine.
    const { sent, mailer } = keepingMailer(2000);
    const app = await createTestApp({ mailer });
    try {
      expect((await signUpAt(app, 'slow.mail@example.com')).statusCode).toBe(200);
      for (const email of ['slow.mail@example.com', 'nobody.here@example.com']) {
        const started = performance.now();
        const res = await requestResetAt(app, email);
        const took = performance.now() - started;
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(resetMessage);
        expect(took, email).toBeLessThan(2000);
      }
      expect(sent).toEqual([]);
      expect(await waitFor(() => sent.length > 0)).toBe(true);
      expect(sent.map((mail) => mail.to)).toEqual(['slow.mail@example.com']);
      expect(sent[0]?.text).toContain('http://app.test/reset-password?token=');
    } finally {
      await app.close();
    }
  });

  it('still delivers a mail that is under way when the app closes', async () => {
    const { sent, mailer } = keepingMailer(300);
    const app = await createTestApp({ mailer });
    let closed = false;
    try {
      expect((await signUpAt(app, 'closing@example.com')).statusCode).toBe(200);
      expect((await requestResetAt(app, 'closing@example.com')).statusCode).toBe(200);
      expect(sent).toEqual([]);
      await app.close();
      closed = true;
      expect(sent.map((mail) => mail.to)).toEqual(['closing@example.com']);
    } finally {
      if (!closed) await app.close();
    }
  });

  it('answers the same when the mail server fails, and keeps serving', async () => {
    let tries = 0;
    const app = await createTestApp({
      mailer: {
        async send() {
          tries++;
          throw new Error('SMTP server refused the connection');
        },
      },
    });
    try {
      expect((await signUpAt(app, 'unlucky@example.com')).statusCode).toBe(200);
      const res = await requestResetAt(app, 'unlucky@example.com');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(resetMessage);
      expect(await waitFor(() => tries === 1)).toBe(true);
      expect((await requestResetAt(app, 'unlucky@example.com')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    expect(tries).toBe(2);
  });

  it('mails one account at most 3 times an hour, answering every request the same', async () => {
    const { sent, mailer } = keepingMailer();
    const app = await createTestApp({ mailer });
    const answers = [];
    try {
      expect((await signUpAt(app, 'often@example.com')).statusCode).toBe(200);
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            requestResetAt(app, i % 2 ? 'often@example.com' : 'Often@Example.com'),
          ),
        )),
      );
    } finally {
      // Closing waits for the mail work still running, so everything is counted below.
      await app.close();
    }
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(resetMessage);
    }
    expect(sent.filter((mail) => mail.to === 'often@example.com')).toHaveLength(3);
  });

  it('sends at most 10 mails an hour for requests from one client address', async () => {
    const { sent, mailer } = keepingMailer();
    const app = await createTestApp({ mailer });
    const answers = [];
    try {
      const emails = Array.from({ length: 12 }, (_, i) => `neighbour${i}@example.com`);
      for (const res of await Promise.all(emails.map((email) => signUpAt(app, email)))) {
        expect(res.statusCode).toBe(200);
      }
      answers.push(...(await Promise.all(emails.map((email) => requestResetAt(app, email, '10.20.0.1')))));
      // Another address is not held back, even for an account already mailed.
      answers.push(await requestResetAt(app, 'neighbour0@example.com', '10.20.0.2'));
    } finally {
      await app.close();
    }
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(resetMessage);
    }
    expect(sent).toHaveLength(11);
  });
});

describe('outbox', () => {
  it('writes the reset mail as an .eml file into DATA_DIR/outbox when no SMTP server is set', async () => {
    const local = await createTestApp();
    try {
      await local.app.inject({
        method: 'POST',
        url: '/api/v1/signup',
        payload: {
          email: 'outbox@example.com',
          password: strongPassword,
          re_password: strongPassword,
          full_name: 'O',
        },
      });
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/v1/request-reset-password?email=outbox@example.com',
      });
      expect(res.statusCode).toBe(200);
      const folder = join(local.config.dataDir, 'outbox');
      // The mail is written after the answer; wait until the whole file is there.
      const written = async () => {
        const files = existsSync(folder) ? readdirSync(folder) : [];
        if (!files[0]) return undefined;
        const mail = await simpleParser(readFileSync(join(folder, files[0])));
        return mail.html ? { files, mail } : undefined;
      };
      expect(await waitFor(async () => (await written()) !== undefined)).toBe(true);
      const { files, mail } = (await written()) ?? { files: [], mail: undefined };
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      expect(mail?.text).toContain('http://app.test/reset-password?token=');
      expect(mail?.html).toContain('Reset my password');
    } finally {
      await local.close();
    }
  });
});
