import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Event } from '@workbench/contract/events';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { apiAs, launchBrowser, newPage, pageProblems, signInThroughApi } from './support';

/** Set to a folder to keep pictures of the dialog at 1440 and 390 px (docs/screenshots). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const PLACE = 'Philippi';
const QUESTION = `How many victims were there in ${PLACE}?`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `notebook-corrections-${name}.png`) });
}

/**
 * Asks on the Ask a Question tab and returns the answer card's text once it shows this answer (the
 * last answer stays on screen while the next is computed).
 */
async function ask(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Ask a Question' }).click();
  const asked = page.waitForResponse((res) => res.url().includes('/api/v1/notebooks/ask-events/'));
  await page.getByPlaceholder('Type your question here...').fill(QUESTION);
  await page.getByPlaceholder('Type your question here...').press('Enter');
  const { answer } = (await (await asked).json()) as { answer: string };
  // The headline, the line after "Read as:", up to its first citation.
  const headline = (answer.split('\n')[1] ?? '').split('[')[0]?.trim() ?? '';
  const card = page.getByRole('article', { name: 'Current answer' });
  await expect.poll(async () => (await card.textContent()) ?? '', { timeout: 10_000 }).toContain(headline);
  return (await card.textContent()) ?? '';
}

async function openEvent(page: Page, event: Event) {
  await page.getByRole('tab', { name: 'Events List' }).click();
  await page
    .getByTestId('notebook-event-row')
    // The id's own cell: the row's text runs the id into the date cell after it ("#172930/12/2025").
    .filter({ has: page.getByText(`#${event.id}`, { exact: true }) })
    .click();
  const dialog = page.getByRole('dialog', { name: event.title });
  await dialog.waitFor();
  return dialog;
}

it('corrects a place and a victim count in a notebook, the answer follows, and undo restores it', async () => {
  const { page } = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await signInThroughApi(page, 'corrections');
  const { documents } = await apiAs<{ documents: Event[] }>(
    '/documents/?keywords=murder&page_size=20',
    token,
  );
  // Events from elsewhere: before the correction, the notebook has no victims in the place asked about.
  const chosen = documents
    .filter((e) => !`${e.location} ${e.municipality} ${e.title}`.includes(PLACE))
    .filter((e, i, all) => all.findIndex((o) => o.title === e.title) === i)
    .slice(0, 4);
  expect(chosen).toHaveLength(4);
  const target = chosen[0] as Event;
  const notebook = await apiAs<{ id: number }>('/notebooks/create', token, {
    title: 'Murders to check',
    description: 'Cases whose places we verify',
    params: {},
  });
  await apiAs('/notebooks/events/add', token, {
    notebook_id: notebook.id,
    events: chosen.map((e) => ({ id: e.id })),
    keywords: ['murder'],
  });

  await page.goto(`/notebook/${notebook.id}`);
  const before = await ask(page);
  expect(before).not.toMatch(/\b7 victims\b/);

  // Correct the place and the victim count from the event dialog, by keyboard where a reader would.
  let dialog = await openEvent(page, target);
  await dialog.getByRole('button', { name: 'Correct', exact: true }).click();
  const form = dialog.getByRole('form', { name: 'Correct this event in this notebook' });
  await form.getByLabel('Location').fill(PLACE);
  await form.getByLabel('Municipality').fill('City of Cape Town');
  await form.getByLabel('Province').fill('Western Cape');
  await form.getByLabel('Victims', { exact: true }).fill('7');
  await form.getByRole('checkbox', { name: 'Murder', exact: true }).waitFor();
  await expectNoSeriousViolations(page, 'event dialog, correction form');
  await shoot(page, 'form-1440');
  await form.getByLabel('Victims', { exact: true }).press('Enter');
  await page.getByTestId('toast').filter({ hasText: 'Corrections saved.' }).waitFor();
  await form.waitFor({ state: 'detached' });

  // The new values show, marked, with the originals and their evidence.
  const location = dialog.locator('[data-corrected="true"]').filter({ hasText: 'Location' });
  await location.getByText('corrected in this notebook').waitFor();
  expect(await location.textContent()).toContain(`${PLACE}, Western Cape`);
  expect(await location.textContent()).toContain(`Original: ${target.location ?? 'Unknown'}`);
  const victims = dialog.locator('[data-corrected="true"]').filter({ hasText: 'Victims' }).first();
  expect(await victims.textContent()).toMatch(/^Victims7\b.*corrected in this notebookOriginal: /);
  await expectNoSeriousViolations(page, 'event dialog with corrections');
  await shoot(page, 'dialog-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  // The toast closes itself after five seconds; on a loaded machine it may already be gone here.
  await page.getByTestId('toast').waitFor({ state: 'detached' });
  await location.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'dialog-390');
  await dialog.getByRole('button', { name: 'Correct', exact: true }).click();
  await dialog.getByRole('form').waitFor();
  await shoot(page, 'form-390');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // The list shows the corrected place; the answer counts the corrected victims in the corrected place.
  await page.getByTestId('notebook-event-row').filter({ hasText: PLACE }).waitFor();
  const after = await ask(page);
  expect(after).toMatch(/\b7 victims\b/);
  expect(after).not.toBe(before);

  // Undo: the values read from the release come back, and so does the answer.
  dialog = await openEvent(page, target);
  await dialog.getByRole('button', { name: 'Undo corrections' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Corrections undone.' }).waitFor();
  await dialog.getByRole('button', { name: 'Undo corrections' }).waitFor({ state: 'detached' });
  expect(await dialog.getByText('corrected in this notebook').count()).toBe(0);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  const undone = await ask(page);
  expect(undone).toBe(before);
  expect(pageProblems(page)).toEqual([]);
});
