import { readFileSync } from 'node:fs';
import type { Event } from '@workbench/contract/events';
import type { Notebook } from '@workbench/contract/notebooks';
import Papa from 'papaparse';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { baseUrl, launchBrowser, newPage, pageProblems, signUpThroughApi } from './support';

const QUESTION = 'How many robberies are there?';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function api<T>(
  path: string,
  init: { method?: string; token?: string; json?: unknown; form?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.form
      ? new URLSearchParams(init.form)
      : init.json === undefined
        ? undefined
        : JSON.stringify(init.json),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
  return JSON.parse(body) as T;
}

/** A signed-in user with a notebook of 60 robbery events, all set up through the API. */
async function notebookWithEvents(page: Page): Promise<Notebook> {
  const email = `questions-${Date.now()}@example.org`;
  const password = 'questions journey 1';
  expect((await signUpThroughApi({ email, password, full_name: 'Lindiwe Analyst' })).status).toBe(200);
  const { access_token: token } = await api<{ access_token: string }>('/login/access-token', {
    method: 'POST',
    form: { username: email, password },
  });
  const user = await api<{ id: number; full_name: string }>('/login/test-token', { method: 'POST', token });
  const created = await api<Notebook>('/notebooks/create', {
    method: 'POST',
    token,
    json: {
      title: 'Robbery brief',
      description: 'Robberies for the weekly brief',
      params: {},
      owner_id: user.id,
    },
  });
  const { documents } = await api<{ documents: Event[] }>('/documents/?keywords=robbery&page_size=60', {
    token,
  });
  expect(documents).toHaveLength(60);
  await api('/notebooks/events/add', {
    method: 'POST',
    token,
    json: {
      notebook_id: created.id,
      events: documents.map((event) => ({ id: event.id })),
      keywords: ['robbery'],
    },
  });
  await page.addInitScript(
    (session) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    },
    { accessToken: token, isAuthenticated: 'true', userId: String(user.id), name: user.full_name },
  );
  return api<Notebook>(`/notebooks/${created.id}`, { token });
}

/** Adds to the notebook a robbery it does not hold yet, and returns that event's id. */
async function oneMoreRobbery(notebookId: number, token: string): Promise<number> {
  const { documents } = await api<{ documents: Event[] }>(
    '/documents/?keywords=robbery&page=2&page_size=60',
    { token },
  );
  const robbery = documents.find((event) => /robbery/i.test(event.crime_committed ?? ''));
  if (!robbery) throw new Error('no robbery beyond the first 60');
  const { events_added } = await api<{ events_added: number }>('/notebooks/events/add', {
    method: 'POST',
    token,
    json: { notebook_id: notebookId, events: [{ id: robbery.id }], keywords: ['robbery'] },
  });
  expect(events_added).toBe(1);
  return robbery.id;
}

async function download(page: Page, action: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), action.click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function ask(page: Page, question: string) {
  await page.getByPlaceholder('Type your question here...').fill(question);
  await page.getByPlaceholder('Type your question here...').press('Enter');
  return page.getByRole('article', { name: 'Current answer' });
}

it('asks, saves, refuses a duplicate, shows the events used, exports, re-evaluates, replaces and deletes', async () => {
  const { page, context } = await newPage(browser);
  const notebook = await notebookWithEvents(page);
  expect(notebook.num_events).toBe(60);
  await page.goto(`/notebook/${notebook.id}`);
  await page.getByText('No answers saved yet').waitFor();
  expect(await page.getByRole('button', { name: 'Save This Answer' }).isDisabled()).toBe(true);

  // The answer comes from the built-in analyst, which says so.
  const current = await ask(page, QUESTION);
  await current.waitFor();
  expect(await current.getByRole('heading').textContent()).toBe(QUESTION);
  await current.getByText(/^Answered by the built-in analyst from \d+ events?\.$/).waitFor();
  // The answer opens with how the question was read, set apart from the answer itself.
  await current.getByText('Read as:', { exact: true }).waitFor();
  await expectNoSeriousViolations(page, 'notebook, current answer');
  expect((await current.textContent())?.length).toBeGreaterThan(QUESTION.length + 40);

  // Saved: it moves under Saved Answers and the ask area clears.
  await page.getByRole('button', { name: 'Save This Answer' }).click();
  await toast(page, 'Answer was successfully saved to this notebook.').waitFor();
  await current.waitFor({ state: 'detached' });
  expect(await page.getByPlaceholder('Type your question here...').inputValue()).toBe('');
  const cards = page.getByTestId('saved-answer');
  const card = cards.filter({ hasText: QUESTION });
  await card.waitFor();
  expect(await cards.count()).toBe(1);
  await expectNoSeriousViolations(page, 'notebook, saved answer');

  // The same question again cannot be saved twice.
  await (await ask(page, QUESTION)).waitFor();
  await page.getByRole('button', { name: 'Save This Answer' }).click();
  await toast(page, 'Answer already exists in this notebook.').waitFor();
  expect(await cards.count()).toBe(1);

  // The events used and the ones left out add up to the notebook.
  // The list is read again from the server after saving, which replaces the provisional count.
  const saved = await api<{ questions: { num_events: number }[] }>(`/notebooks/${notebook.id}/questions`, {
    token: (await page.evaluate(() => localStorage.getItem('accessToken'))) as string,
  });
  const used = saved.questions[0]?.num_events as number;
  expect(used).toBeGreaterThan(0);
  await card.getByRole('button', { name: `${used} Related Events` }).click();
  const modal = page.getByRole('dialog', { name: 'Events Used to Generate This Answer' });
  const usedRows = modal
    .getByRole('table', { name: 'Events Used to Generate this Answer' })
    .locator('tbody tr');
  await expect.poll(() => usedRows.count(), { timeout: 10_000 }).toBe(used);
  expect(await modal.getByText('Events used for this answer').locator('..').textContent()).toContain(
    String(used),
  );
  expect(await modal.getByText('Total events in this notebook').locator('..').textContent()).toContain('60');
  if (used === 60) {
    await modal.getByRole('heading', { name: 'Events NOT included in this Answer: N/A' }).waitFor();
    expect(await modal.getByRole('button', { name: 'Re-evaluate this question' }).isDisabled()).toBe(true);
  } else {
    const unusedRows = modal
      .getByRole('table', { name: 'Events NOT included in this Answer' })
      .locator('tbody tr');
    await expect.poll(() => unusedRows.count(), { timeout: 10_000 }).toBe(60 - used);
  }
  await expectNoSeriousViolations(page, 'notebook, Related Events dialog');
  const relatedCsv = await download(page, modal.getByRole('button', { name: 'Download List as CSV' }));
  expect(relatedCsv.name).toBe('related-events-How many robberies are there.csv');
  expect(
    Papa.parse(relatedCsv.bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data,
  ).toHaveLength(used + 1);
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });

  // The answer as CSV and as a picture.
  const menuButton = card.getByRole('button', { name: /^Actions for the answer to/ });
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Download as CSV' }).waitFor();
  await expectNoSeriousViolations(page, 'notebook, saved answer actions menu');
  const answerCsv = await download(page, page.getByRole('menuitem', { name: 'Download as CSV' }));
  expect(answerCsv.name).toBe('answer-How many robberies are there - Robbery brief.csv');
  const [header, row] = Papa.parse<string[]>(answerCsv.bytes.toString('utf8').replace(/^\uFEFF/, '')).data;
  // The spec's columns, then how the question was read and the ids of the events the answer used.
  expect(header).toEqual(['Question', 'Answer', 'Date', 'Read as', 'Event IDs']);
  expect(row?.[0]).toBe(QUESTION);
  expect(row?.[1]).not.toMatch(/^Read as:/);
  expect(row?.[2]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  expect(row?.[3]).not.toBe('');
  expect(row?.[4]).toMatch(/^\d+(, \d+)*$/);

  await menuButton.click();
  const png = await download(page, page.getByRole('menuitem', { name: 'Download as PNG' }));
  expect(png.name).toBe('answer-How many robberies are there.png');
  expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.bytes.length).toBeGreaterThan(10_000);

  // Re-evaluating asks again and shows the fresh answer as the current one, with what changed: nothing
  // yet, as the notebook has not changed.
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Re-evaluate this Question' }).click();
  const fresh = page.getByRole('article', { name: 'Current answer' });
  await fresh.waitFor();
  expect(await fresh.getByRole('heading', { level: 3 }).textContent()).toBe(QUESTION);
  const changes = fresh.getByRole('region', { name: 'Changes since the saved answer' });
  await changes.getByText('No change').waitFor();

  // One more robbery in the notebook: re-evaluating lists it as added, and the saved answer can take
  // the new one.
  const token = (await page.evaluate(() => localStorage.getItem('accessToken'))) as string;
  const added = await oneMoreRobbery(notebook.id, token);
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Re-evaluate this Question' }).click();
  await changes.getByText(`#${added}`, { exact: false }).waitFor();
  expect(await changes.getByText('Events added (1):').locator('..').textContent()).toBe(
    `Events added (1): #${added}`,
  );
  expect(await changes.getByRole('list', { name: 'Figures' }).textContent()).toContain(
    `${used}→ now ${used + 1}`,
  );
  await expectNoSeriousViolations(page, 'notebook, changes since the saved answer');
  await changes.getByRole('button', { name: 'Replace saved answer' }).click();
  await toast(page, 'Saved answer was replaced.').waitFor();
  await fresh.waitFor({ state: 'detached' });
  expect(await cards.count()).toBe(1);
  await card.getByRole('button', { name: `${used + 1} Related Events` }).waitFor();

  // Deleting asks first.
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Delete this Question' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Question' });
  await confirm.waitFor();
  await expectNoSeriousViolations(page, 'notebook, Delete Question dialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await cards.count()).toBe(1);
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Delete this Question' }).click();
  await confirm.getByRole('button', { name: 'Remove Question' }).click();
  await toast(page, '1 Question(s) was removed from this notebook').waitFor();
  await page.getByText('No answers saved yet').waitFor();

  expect(pageProblems(page)).toEqual([]);
  await context.close();
});

const PHONE = { width: 390, height: 844 };
const LONG_KEYWORD = 'armed-robbery-at-the-johannesburg-central-business-district-taxi-rank';

/** How far the page reaches past the window's right edge: 0 when nothing needs a sideways scroll. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

it('on a phone: citations open their events, even one removed since, and lists stack as cards', async () => {
  const { page, context } = await newPage(browser);
  await page.setViewportSize(PHONE);
  const notebook = await notebookWithEvents(page);
  await page.goto(`/notebook/${notebook.id}`);
  const token = async () => (await page.evaluate(() => localStorage.getItem('accessToken'))) as string;
  // One more event, brought in by a keyword too long for a phone's line: the Keywords tab must wrap it.
  const {
    documents: [extra],
  } = await api<{ documents: Event[] }>('/documents/?keywords=murder&page_size=1', { token: await token() });
  const { events_added: extraAdded } = await api<{ events_added: number }>('/notebooks/events/add', {
    method: 'POST',
    token: await token(),
    json: { notebook_id: notebook.id, events: [{ id: extra?.id }], keywords: [LONG_KEYWORD] },
  });
  await page.reload();

  // The analyst cites the events it names; each id is a link.
  const current = await ask(page, 'Where were the latest robberies?');
  await current.waitFor();
  await page.getByRole('button', { name: 'Save This Answer' }).click();
  const card = page.getByTestId('saved-answer').first();
  const citations = card.getByRole('button', { name: /^Open event #\d+$/ });
  await citations.first().waitFor();
  const citedLabel = (await citations.first().textContent()) as string;
  expect(citedLabel).toMatch(/^#\d+$/);
  const citedId = Number(citedLabel.slice(1));
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, 'phone, saved answer with citation links');

  // The cited event leaves the notebook; its citation still opens it, fetched by id.
  const cited = await api<Event>(`/documents/${citedId}`, { token: await token() });
  await api('/notebooks/events/remove', {
    method: 'POST',
    token: await token(),
    json: { notebook_id: notebook.id, event_ids: [citedId] },
  });
  await citations.first().focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: cited.title });
  await details.getByText('Official Press Release').waitFor();
  // The words that bear out the answer (a robbery, its place, its date) are marked in the release.
  const supporting = details.getByTestId('release-text').locator('mark');
  await supporting.first().waitFor();
  const marked = await supporting.allTextContents();
  const evidence = [...(cited.evidence.crimes ?? []), cited.evidence.location, cited.evidence.date];
  expect(
    marked.some((words) => evidence.some((e) => e && words.toLowerCase().includes(e.toLowerCase()))),
    `marks ${JSON.stringify(marked)}, evidence ${JSON.stringify(evidence)}`,
  ).toBe(true);
  // The release opens at the first of them.
  await expect.poll(() => supporting.first().isVisible()).toBe(true);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, 'phone, event details from a citation');
  await page.keyboard.press('Escape');
  await details.waitFor({ state: 'detached' });

  // The related events stack as cards in their dialog, each with its id.
  await card.getByRole('button', { name: /Related Events$/ }).click();
  const modal = page.getByRole('dialog', { name: 'Events Used to Generate This Answer' });
  const usedRows = modal
    .getByRole('table', { name: 'Events Used to Generate this Answer' })
    .locator('tbody tr');
  await modal.getByText('Loading more events...').waitFor({ state: 'detached' });
  expect(await usedRows.first().textContent()).toMatch(/#\d+/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  // A table row would stretch past the window inside a sideways-scrolling frame; a card does not.
  for (const box of [await modal.boundingBox(), await usedRows.first().boundingBox()]) {
    expect((box?.x ?? -1) + (box?.width ?? PHONE.width + 1)).toBeLessThanOrEqual(PHONE.width);
  }
  await expectNoSeriousViolations(page, 'phone, Related Events dialog');
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });

  // The Events List: cards one above the other, each with its tick box, id and source link.
  await page.getByRole('tab', { name: 'Events List' }).click();
  const rows = page.getByTestId('notebook-event-row');
  // One event left the notebook above.
  await page.getByText(`${59 + extraAdded} ticked`).waitFor();
  const [first, second] = [await rows.nth(0).boundingBox(), await rows.nth(1).boundingBox()];
  expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  expect((first?.x ?? -1) + (first?.width ?? PHONE.width + 1)).toBeLessThanOrEqual(PHONE.width);
  await rows.nth(0).getByRole('checkbox').waitFor();
  await rows
    .nth(0)
    .getByRole('link', { name: /^Source of/ })
    .waitFor();
  expect(await rows.nth(0).textContent()).toMatch(/#\d+/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, 'phone, Events List tab');
  // A card opens the event's details from the keyboard too.
  await rows.nth(0).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByText('Official Press Release').waitFor();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Keywords' }).click();
  await page.getByRole('cell', { name: 'robbery', exact: true }).waitFor();
  const longKeyword = await page.getByRole('cell', { name: LONG_KEYWORD }).boundingBox();
  expect((longKeyword?.x ?? -1) + (longKeyword?.width ?? PHONE.width + 1)).toBeLessThanOrEqual(PHONE.width);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, 'phone, Keywords tab');

  expect(pageProblems(page)).toEqual([]);
  await context.close();
});
