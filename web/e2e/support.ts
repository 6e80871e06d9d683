import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const dataDir = () => inject('dataDir');

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    acceptDownloads: true,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
      problems.push(message.text());
  });
  (page as Page & { problems: string[] }).problems = problems;
  return { context, page };
}

/** Calls the API as the holder of `token`: a GET, or a POST of `json`; anything but a 2xx throws. */
export async function apiAs<T>(path: string, token: string, json?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
  return JSON.parse(body) as T;
}

export const pageProblems = (page: Page) => (page as Page & { problems: string[] }).problems;

export const downloadsDir = () => mkdtempSync(join(tmpdir(), 'workbench-downloads-'));

let signUps = 0;

/**
 * Signs a user up through the API, each from an address of its own. The journeys' server runs as
 * behind one proxy (TRUST_PROXY=1), so the sign-up limit per client address (10 an hour) counts
 * these addresses, as it would count the people behind a real proxy, not the one test machine.
 */
export function signUpThroughApi(fields: { email: string; password: string; full_name: string }) {
  signUps += 1;
  return fetch(`${baseUrl()}/api/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${signUps}` },
    body: JSON.stringify({ ...fields, re_password: fields.password }),
  });
}

/**
 * Registers a new user and logs in through the API, then hands the page the session the app keeps
 * (as a log-in would). Returns what a journey needs to call the API itself.
 */
export async function signInThroughApi(page: Page, emailPrefix: string, fullName = 'Sipho Researcher') {
  const email = `${emailPrefix}-${Date.now()}@example.org`;
  const password = `${emailPrefix} journey 1`;
  const api = (path: string, init: RequestInit) => fetch(`${baseUrl()}/api/v1${path}`, init);
  const signUp = await signUpThroughApi({ email, password, full_name: fullName });
  expect(signUp.status).toBe(200);
  const { access_token } = (await (
    await api('/login/access-token', {
      method: 'POST',
      body: new URLSearchParams({ username: email, password }),
    })
  ).json()) as { access_token: string };
  const user = (await (
    await api('/login/test-token', { method: 'POST', headers: { authorization: `Bearer ${access_token}` } })
  ).json()) as { id: number; full_name: string };
  const session = {
    accessToken: access_token,
    isAuthenticated: 'true',
    userId: String(user.id),
    name: user.full_name,
  };
  await storeSession(page.context(), session);
  return { token: access_token, userId: user.id, session, email };
}

/** Puts a stored session into every page of a browser context, as the app keeps it after log-in. */
export function storeSession(context: BrowserContext, session: Record<string, string>) {
  return context.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, session);
}
export const feedFile = () => inject('feedFile');

/**
 * Enters a date into one of the search form's date pickers, whole: typed a key at a time on a busy
 * machine, the picker could read a half-typed date (year 2 of "31/12/2") and leave the field, and so
 * Submit, in a state no person at normal speed reaches. The field must then hold the date.
 */
export async function setDate(page: Page, label: string, ddMMyyyy: string) {
  const input = page.getByLabel(label);
  // The form may still be rendering on a loaded machine and clear a first fill: fill until it holds.
  await expect
    .poll(
      async () => {
        if ((await input.inputValue()) !== ddMMyyyy) await input.fill(ddMMyyyy);
        return input.inputValue();
      },
      { timeout: 10_000 },
    )
    .toBe(ddMMyyyy);
  // Closes the calendar, so that it does not lie over the buttons.
  await input.press('Escape');
  await expect.poll(() => input.getAttribute('aria-invalid')).toBeNull();
}

/**
 * Presses Escape until an editor whose first field is a date has closed: focusing that field opens the
 * calendar on a timing the test does not control, and an Escape that meets the calendar closes it alone.
 */
export async function escapeFromEditor(page: Page, editor: Locator) {
  for (let press = 1; press <= 3; press++) {
    await page.keyboard.press('Escape');
    try {
      await editor.waitFor({ state: 'detached', timeout: 3_000 });
      return;
    } catch (error) {
      if (press === 3) throw error;
    }
  }
}
