import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { launchBrowser, newPage, pageProblems } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('loads the app shell: a signed-out visitor lands on the login page under the header', async () => {
  const { page, context } = await newPage(browser);
  await page.goto('/');
  await page.waitForURL('**/login');
  const header = page.getByRole('banner');
  expect(await header.getByText('Press Release Workbench').isVisible()).toBe(true);
  expect(await header.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
  expect(await header.getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(true);
  expect(await page.getByRole('contentinfo').getByText('A Social Good project').isVisible()).toBe(true);
  await expectNoSeriousViolations(page, 'login, signed out');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
  await page.waitForURL('**/about#terms');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectNoSeriousViolations(page, 'about and terms');
  expect(pageProblems(page)).toEqual([]);
  await context.close();
});
