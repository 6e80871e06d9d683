import type { Event } from '@workbench/contract/events';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { baseUrl, launchBrowser, newPage, pageProblems, signInThroughApi } from './support';

/** "robry" is too far from "robbery" for the analyst's own spelling correction: it cannot apply it. */
const QUESTION = 'How many robry cases were there?';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function api<T>(path: string, token: string, json?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
  return JSON.parse(body) as T;
}

/** A notebook of 40 robberies, set up through the API. */
async function robberyNotebook(page: Page): Promise<number> {
  const { token, userId } = await signInThroughApi(page, 'reading');
  const { id } = await api<{ id: number }>('/notebooks/create', token, {
    title: 'Robbery reading',
    description: '',
    params: {},
    owner_id: userId,
  });
  const { documents } = await api<{ documents: Event[] }>('/documents/?keywords=robbery&page_size=40', token);
  await api('/notebooks/events/add', token, {
    notebook_id: id,
    events: documents.map((event) => ({ id: event.id })),
    keywords: ['robbery'],
  });
  return id;
}

/** Moves focus with Tab, as a keyboard user does, until it is on the element. */
async function tabTo(page: Page, target: Locator) {
  const handle = await target.elementHandle();
  for (let presses = 0; presses < 60; presses++) {
    if (await page.evaluate((element) => element === document.activeElement, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** The answer's text below its reading: what a re-evaluation must give again. */
const answerBody = async (card: Locator) =>
  (await card.locator('p, li').allTextContents()).filter((line) => /\[#\d+|events?\b/.test(line)).join('\n');

it('fixes a misread question through its chips with the keyboard, runs, saves, reloads and re-evaluates it', async () => {
  const { page } = await newPage(browser);
  const notebookId = await robberyNotebook(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/notebook/${notebookId}`);
  await page.getByText('No answers saved yet').waitFor();
  const input = page.getByPlaceholder('Type your question here...');
  await input.fill(QUESTION);
  await input.press('Enter');

  // The reader could not apply "robry": a warning chip says so, and other readings are offered.
  const current = page.getByRole('article', { name: 'Current answer' });
  const reading = current.getByRole('list', { name: 'Reading', exact: true });
  await reading.getByText('not applied: "robry"').waitFor();
  expect(await reading.getByRole('listitem').allTextContents()).toEqual([
    'measure: events',
    'not applied: "robry"',
    '+ Add a filter',
  ]);
  await current
    .getByRole('list', { name: 'Other readings' })
    .getByText('crime: robbery (all kinds)')
    .waitFor();
  await current.getByText(/^Partial answer/).waitFor();

  // Keyboard only: the warning chip goes, and focus moves on to Add a filter.
  await tabTo(page, current.getByRole('button', { name: 'Remove not applied: "robry"' }));
  await page.keyboard.press('Enter');
  const add = current.getByRole('button', { name: 'Add a filter' });
  expect(await isFocused(add)).toBe(true);

  // Escape closes an editor and gives focus back to what opened it.
  await page.keyboard.press('Enter');
  const adding = current.getByRole('dialog', { name: 'Add a filter' });
  await adding.waitFor();
  await page.keyboard.press('Escape');
  await adding.waitFor({ state: 'detached' });
  expect(await isFocused(add)).toBe(true);

  // A crime filter: robbery of every kind.
  await page.keyboard.press('Enter');
  const crimeKind = current.getByRole('button', { name: 'Crime', exact: true });
  expect(await isFocused(crimeKind)).toBe(true);
  await page.keyboard.press('Enter');
  const editor = current.getByRole('dialog', { name: 'Add a filter: crime' });
  await tabTo(page, editor.getByRole('searchbox', { name: 'Find a crime' }));
  await page.keyboard.type('robbery');
  await tabTo(page, editor.getByRole('checkbox', { name: /^robbery \(all kinds\)/ }));
  await page.keyboard.press('Space');
  expect(await editor.getByRole('checkbox', { name: /^robbery \(all kinds\)/ }).isChecked()).toBe(true);
  await expectNoSeriousViolations(page, 'reading, crime editor open, 1440 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, 'reading, crime editor open, 390 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });
  await tabTo(page, editor.getByRole('button', { name: 'Apply' }));
  await page.keyboard.press('Enter');
  await editor.waitFor({ state: 'detached' });
  const crimeChip = reading.getByRole('button', { name: 'crime: robbery (all kinds)', exact: true });
  expect(await isFocused(crimeChip)).toBe(true);

  // Run answers from the reading as edited, and says so.
  await tabTo(page, current.getByRole('button', { name: 'Run', exact: true }));
  await page.keyboard.press('Enter');
  await current.getByText('Edited reading', { exact: true }).waitFor();
  await current.getByText('Answered from an edited reading, not re-read from the question.').waitFor();
  expect(await reading.getByRole('listitem').allTextContents()).toEqual([
    'measure: events',
    'crime: robbery (all kinds)',
    '+ Add a filter',
  ]);
  expect(await current.getByText(/^Partial answer/).count()).toBe(0);
  const edited = await answerBody(current);
  expect(edited).toMatch(/40 events/);
  await expectNoSeriousViolations(page, 'reading, edited answer, 1440 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, 'reading, edited answer, 390 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Saved like any answer; after a reload its card shows the edited reading.
  await page.getByRole('button', { name: 'Save This Answer' }).click();
  await current.waitFor({ state: 'detached' });
  await page.reload();
  const card = page.getByTestId('saved-answer').filter({ hasText: QUESTION });
  await card.getByText('Edited reading', { exact: true }).waitFor();
  expect(
    await card.getByRole('list', { name: 'Reading', exact: true }).getByRole('listitem').allTextContents(),
  ).toEqual(['measure: events', 'crime: robbery (all kinds)']);
  await expectNoSeriousViolations(page, 'reading, saved edited answer');

  // Re-evaluating runs the edited plan again, to the same answer.
  await card.getByRole('button', { name: /^Actions for the answer to/ }).click();
  await page.getByRole('menuitem', { name: 'Re-evaluate this Question' }).click();
  await current.getByText('Edited reading', { exact: true }).waitFor();
  await current.getByText('No change').waitFor();
  expect(await answerBody(current)).toBe(edited);
  expect(await reading.getByRole('listitem').allTextContents()).toContain('crime: robbery (all kinds)');
  expect(pageProblems(page)).toEqual([]);
});
