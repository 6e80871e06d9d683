import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { dataDir, launchBrowser, newPage, pageProblems } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The link of the reset mail to `email`, waiting up to 5 s: the server writes it after answering. */
async function resetLinkFor(email: string): Promise<string> {
  const folder = join(dataDir(), 'outbox');
  for (const deadline = Date.now() + 5000; Date.now() < deadline; ) {
    const files = existsSync(folder) ? readdirSync(folder).sort().reverse() : [];
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(folder, file)));
      if (mail.to && JSON.stringify(mail.to).includes(email)) {
        const link = mail.text?.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/);
        if (link) return link[0];
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail for ${email}`);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

it('signs up, logs in and out, resets a forgotten password and logs in with the new one', async () => {
  const { page, context } = await newPage(browser);
  const email = `journey-${Date.now()}@example.org`;

  await page.goto('/sign-up');
  await page.getByLabel('Username').waitFor();
  await expectNoSeriousViolations(page, 'sign-up');
  await page.getByLabel('Username').fill('Naledi Journalist');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Enter a Password').fill('password');
  await page.getByLabel('Confirm your Password').fill('password');
  await page
    .getByText(
      'Password is too weak: it is one of the most used passwords. Use a longer phrase or add unusual words.',
    )
    .waitFor();
  expect(await page.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true);
  await expectNoSeriousViolations(page, 'sign-up with a weak password');
  await page.getByLabel('Enter a Password').fill('first password 1');
  await page.getByLabel('Confirm your Password').fill('first password 1');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('heading', { name: 'Thanks For Signing Up' }).waitFor();
  expect(page.url()).toMatch(/\/sign-up\/success$/);
  await expectNoSeriousViolations(page, 'sign-up success');
  await page.waitForURL('**/login', { timeout: 15_000 });

  await page.getByLabel('Email').waitFor();
  await expectNoSeriousViolations(page, 'login');
  await logIn(page, email, 'wrong password');
  await page.getByText('Incorrect email or password').waitFor();
  await expectNoSeriousViolations(page, 'login with a wrong password');
  await logIn(page, email, 'first password 1');
  await page.waitForURL((url) => url.pathname === '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Log Out' }).waitFor();
  expect(await nav.getByRole('link', { name: 'Notebooks' }).isVisible()).toBe(true);
  expect(await page.evaluate(() => ({ ...localStorage }))).toMatchObject({
    isAuthenticated: 'true',
    name: 'Naledi Journalist',
    userId: expect.stringMatching(/^\d+$/),
    accessToken: expect.any(String),
  });
  expect(await page.getByText('A Social Good project').count()).toBe(0);

  await page.goto('/login');
  await page.waitForURL((url) => url.pathname === '/');

  await nav.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/notebooks');
  await page.waitForURL('**/login');

  await page.getByRole('link', { name: 'Forgotten Password' }).click();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await continueButton.waitFor();
  await expectNoSeriousViolations(page, 'forgot password');
  await page.getByLabel('Email').fill('not-an-email');
  expect(await continueButton.isDisabled()).toBe(true);
  await page.getByLabel('Email').fill(email);
  await continueButton.click();
  await page.getByText('Check your email for a link to create a new password').waitFor();
  await expectNoSeriousViolations(page, 'forgot password, mail sent');

  await page.goto((await resetLinkFor(email)).replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('Enter your new Password').waitFor();
  await expectNoSeriousViolations(page, 'reset password');
  await page.getByLabel('Enter your new Password').fill('second password 2');
  await page.getByLabel('Confirm your new Password').fill('second password 2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Success! You will be redirected shortly...').waitFor();
  await expectNoSeriousViolations(page, 'reset password done');
  await page.waitForURL('**/login', { timeout: 15_000 });

  await logIn(page, email, 'first password 1');
  await page.getByText('Incorrect email or password').waitFor();
  await logIn(page, email, 'second password 2');
  await page.waitForURL((url) => url.pathname === '/');
  expect(pageProblems(page)).toEqual([]);
  await context.close();
});

it('tells a user whose session is no longer valid and sends them to the login page after 2 s', async () => {
  const { page, context } = await newPage(browser);
  // The stale session is there when the app starts, as for a user coming back: set on an open page
  // instead, the header's saved-searches badge met the 401 there first and the next load began
  // signed out.
  await page.addInitScript(() => {
    localStorage.setItem('accessToken', 'forged.or.expired');
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('userId', '1');
    localStorage.setItem('name', 'Someone');
  });
  await page.goto('/notebooks');
  await page
    .getByText('Session expired. You will be redirected to the Login page in a few seconds.')
    .waitFor();
  const shownAt = Date.now();
  await expectNoSeriousViolations(page, 'session expired');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.waitForURL('**/login', { timeout: 15_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1500);
  await context.close();
});
