import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Event } from '@workbench/contract/events';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { baseUrl, escapeFromEditor, launchBrowser, newPage, pageProblems, signInThroughApi } from './support';

/**
 * "rovvery" (v for b twice, a key apart) is too far from "robbery" for the analyst's own spelling
 * correction and sounds like no word it knows: it cannot apply it.
 */
const QUESTION = 'How many rovvery cases were there?';
/** Set to a folder to keep pictures of the chips, every editor and a saved card at 1440 and 390 px (docs/screenshots). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

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

/** A fresh robbery notebook, the question asked in it, and the current answer with its reading. */
async function askInRobberyNotebook(question: string) {
  const { page } = await newPage(browser);
  const notebookId = await robberyNotebook(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/notebook/${notebookId}`);
  await page.getByText('No answers saved yet').waitFor();
  const input = page.getByPlaceholder('Type your question here...');
  await input.fill(question);
  await input.press('Enter');
  const current = page.getByRole('article', { name: 'Current answer' });
  return { page, current, reading: current.getByRole('list', { name: 'Reading', exact: true }) };
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** At 1440 and at 390 px: axe finds nothing serious, the page does not scroll sideways, and a picture is kept when asked for. */
async function checkBothWidths(page: Page, name: string, shown: Locator) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSeriousViolations(page, `reading, ${name}, ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      // The sticky header would cover the top of a tall card scrolled into view.
      await shown.screenshot({
        path: join(SHOTS, `reading-${name}-${width}.png`),
        style: 'header.sticky { visibility: hidden; }',
      });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

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

  // The reader could not apply "rovvery": a warning chip says so, and other readings are offered.
  const current = page.getByRole('article', { name: 'Current answer' });
  const reading = current.getByRole('list', { name: 'Reading', exact: true });
  await reading.getByText('not applied: "rovvery"').waitFor();
  expect(await reading.getByRole('listitem').allTextContents()).toEqual([
    'measure: events',
    'not applied: "rovvery"',
    '+ Add a filter',
  ]);
  await current
    .getByRole('list', { name: 'Other readings' })
    .getByText('crime: robbery (all kinds)')
    .waitFor();
  await current.getByText(/^Partial answer/).waitFor();
  await checkBothWidths(page, 'partial', current);

  // Keyboard only: the warning chip goes, and focus moves on to Add a filter.
  await tabTo(page, current.getByRole('button', { name: 'Remove not applied: "rovvery"' }));
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
  await checkBothWidths(page, 'editor-crime', current);
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
  await checkBothWidths(page, 'edited-answer', current);

  // Saved like any answer; after a reload its card shows the edited reading.
  await page.getByRole('button', { name: 'Save This Answer' }).click();
  await current.waitFor({ state: 'detached' });
  await page.reload();
  const card = page.getByTestId('saved-answer').filter({ hasText: QUESTION });
  await card.getByText('Edited reading', { exact: true }).waitFor();
  // The card's label can show before its chips: wait for the chips, then read them all.
  const savedReading = card.getByRole('list', { name: 'Reading', exact: true });
  await savedReading.getByText('crime: robbery (all kinds)').waitFor();
  expect(await savedReading.getByRole('listitem').allTextContents()).toEqual([
    'measure: events',
    'crime: robbery (all kinds)',
  ]);
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

it("edits a saved answer's reading with the keyboard, runs it at the top and replaces the saved answer; every editor passes axe at 1440 and 390 px", async () => {
  const { page } = await newPage(browser);
  const notebookId = await robberyNotebook(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/notebook/${notebookId}`);
  await page.getByText('No answers saved yet').waitFor();
  const question = 'How many robbery cases were there?';
  const input = page.getByPlaceholder('Type your question here...');
  await input.fill(question);
  await input.press('Enter');
  const current = page.getByRole('article', { name: 'Current answer' });
  await current.getByRole('list', { name: 'Reading', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Save This Answer' }).click();
  await current.waitFor({ state: 'detached' });

  // The saved card's chips are to read until Edit reading opens them, with focus on the first.
  const card = page.getByTestId('saved-answer').filter({ hasText: question });
  const reading = card.getByRole('list', { name: 'Reading', exact: true });
  await reading.waitFor();
  expect(await reading.getByRole('button').count()).toBe(0);
  await checkBothWidths(page, 'saved-card', card);
  await tabTo(page, card.getByRole('button', { name: 'Edit reading' }));
  await page.keyboard.press('Enter');
  expect(await isFocused(reading.getByRole('button', { name: 'measure: events', exact: true }))).toBe(true);

  // Keyboard only: Add a filter, its months of any year, December.
  const add = card.getByRole('button', { name: 'Add a filter' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await tabTo(page, card.getByRole('button', { name: 'Month of any year', exact: true }));
  await page.keyboard.press('Enter');
  const months = card.getByRole('dialog', { name: 'Add a filter: month of any year' });
  expect(await isFocused(months.getByRole('checkbox', { name: 'January' }))).toBe(true);
  await tabTo(page, months.getByRole('checkbox', { name: 'December' }));
  await page.keyboard.press('Space');
  await checkBothWidths(page, 'editor-months', card);
  await tabTo(page, months.getByRole('button', { name: 'Apply' }));
  await page.keyboard.press('Enter');
  await months.waitFor({ state: 'detached' });
  const monthChip = reading.getByRole('button', { name: 'month: December of any year', exact: true });
  expect(await isFocused(monthChip)).toBe(true);

  // Every other new editor: open, checked at both widths, and Escape gives focus back to Add a filter.
  for (const [kind, name] of [
    ['Period', 'editor-period'],
    ['Arrest', 'editor-arrest'],
    ['Outcome', 'editor-outcome'],
    ['Incident date', 'editor-date-known'],
    ['Relationship', 'editor-relationship'],
    ['Word', 'editor-word'],
  ] as const) {
    await add.click();
    await card.getByRole('button', { name: kind, exact: true }).click();
    const editor = card.getByRole('dialog', { name: `Add a filter: ${kind.toLowerCase()}` });
    await editor.waitFor();
    await checkBothWidths(page, name, card);
    await escapeFromEditor(page, editor);
    expect(await isFocused(add)).toBe(true);
  }

  // The period's dates are dd/MM/yyyy, typed; Escape closes the calendar first, then the editor.
  await add.click();
  await card.getByRole('button', { name: 'Period', exact: true }).click();
  const period = card.getByRole('dialog', { name: 'Add a filter: period' });
  await period.getByRole('textbox', { name: 'From' }).fill('01/12/2025');
  await page.locator('.react-datepicker-popper').waitFor();
  await page.keyboard.press('Escape');
  // The calendar closes and the editor stays; only then is the second Escape the editor's (pressed at
  // once, on a loaded machine it reached the calendar still closing).
  await page.locator('.react-datepicker-popper').waitFor({ state: 'detached' });
  expect(await period.isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await period.waitFor({ state: 'detached' });

  // Run: the answer comes at the top, focused, and can replace the saved one.
  await tabTo(page, card.getByRole('button', { name: 'Run', exact: true }));
  await page.keyboard.press('Enter');
  await current.getByText('Edited reading', { exact: true }).waitFor();
  expect(await isFocused(current)).toBe(true);
  await current
    .getByText(/in December of any year/)
    .first()
    .waitFor();
  expect(
    await current.getByRole('list', { name: 'Reading', exact: true }).getByRole('listitem').allTextContents(),
  ).toContain('month: December of any year');
  const replace = current.getByRole('region', { name: "From a saved answer's edited reading" });
  await checkBothWidths(page, 'run-from-saved', current);
  await tabTo(page, replace.getByRole('button', { name: 'Replace saved answer' }));
  await page.keyboard.press('Enter');
  await current.waitFor({ state: 'detached' });
  await card.getByText('Edited reading', { exact: true }).waitFor();
  expect(await reading.getByRole('listitem').allTextContents()).toContain('month: December of any year');
  await checkBothWidths(page, 'saved-card-edited', card);
  expect(pageProblems(page)).toEqual([]);
});

it('shows the days of the month a question keeps as a chip, and runs again without it', async () => {
  const { page, current, reading } = await askInRobberyNotebook(
    'How many robberies happened from the 25th of a month onwards?',
  );
  await reading.getByText('days of the month: the 25th or later').waitFor();
  await current
    .getByText(/on the 25th of a month or later/)
    .first()
    .waitFor();
  await checkBothWidths(page, 'days-of-month', current);

  await current.getByRole('button', { name: 'Remove days of the month: the 25th or later' }).click();
  await current.getByRole('button', { name: 'Run', exact: true }).click();
  await current.getByText('Edited reading', { exact: true }).waitFor();
  expect(
    await current.getByRole('list', { name: 'Reading', exact: true }).getByRole('listitem').allTextContents(),
  ).not.toContain('days of the month: the 25th or later');
  expect(pageProblems(page)).toEqual([]);
});

it('groups by the quarters of the year when asked which quarter, and names each quarter by its months', async () => {
  const { page, current, reading } = await askInRobberyNotebook(
    'Pooling all years, which calendar quarter had the most robberies?',
  );
  await reading.getByText('group by: quarter of the year').waitFor();
  await current
    .getByText(/^Q[1-4] \((?:January to March|April to June|July to September|October to December)\)/)
    .first()
    .waitFor();
  await checkBothWidths(page, 'quarter-of-year', current);
  expect(pageProblems(page)).toEqual([]);
});

it('shows a question about records left blank as a chip of its own, which can be removed and run', async () => {
  const { page, current, reading } = await askInRobberyNotebook(
    'How many records are missing a police station?',
  );
  await reading.getByText('record: does not state a police station').waitFor();
  await current
    .getByText(/events that do not state a police station/)
    .first()
    .waitFor();
  await checkBothWidths(page, 'record-fields', current);

  await current.getByRole('button', { name: 'Remove record: does not state a police station' }).click();
  await current.getByRole('button', { name: 'Run', exact: true }).click();
  await current.getByText('Edited reading', { exact: true }).waitFor();
  expect(await reading.getByRole('listitem').allTextContents()).toEqual([
    'measure: events',
    '+ Add a filter',
  ]);
  expect(await pageProblems(page)).toEqual([]);
});
