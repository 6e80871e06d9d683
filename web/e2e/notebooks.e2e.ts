import { readFileSync } from 'node:fs';
import type { Event } from '@workbench/contract/events';
import type { Notebook } from '@workbench/contract/notebooks';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { baseUrl, launchBrowser, newPage, pageProblems, signUpThroughApi } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function api<T>(
  path: string,
  token: string,
  init: { method?: string; json?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
  return JSON.parse(body) as T;
}

async function signUpAndLogIn(page: Page, email: string, password: string) {
  const res = await signUpThroughApi({ email, password, full_name: 'Thandi Researcher' });
  expect(res.status).toBe(200);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The text of a download, without the byte-order mark that tells Excel the file is UTF-8. */
async function downloaded(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8').replace(/^\uFEFF/, '') };
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const fileDate = (day: string) => day.split('-').reverse().join('-');
const shownDate = (day: string) => day.split('-').reverse().join('/');

it('creates a notebook, fills it, reviews, prunes and exports it', async () => {
  const { page, context } = await newPage(browser);
  await signUpAndLogIn(page, `notebooks-${Date.now()}@example.org`, 'notebook password 1');
  const token = (await page.evaluate(() => localStorage.getItem('accessToken'))) as string;

  // An empty list, then a notebook created from it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notebooks' }).click();
  await page.getByText('No notebooks yet').waitFor();
  await expectNoSeriousViolations(page, 'notebooks, none yet');
  await page.getByRole('button', { name: 'Create New Notebook' }).first().click();
  const createDialog = page.getByRole('dialog', { name: 'Create New Notebook' });
  const submit = createDialog.getByRole('button', { name: 'Create New Notebook' });
  expect(await submit.isDisabled()).toBe(true);
  await expectNoSeriousViolations(page, 'notebooks, Create New Notebook dialog');
  await createDialog.getByLabel(/Title of Notebook/).fill('Robbery watch');
  await createDialog.getByLabel('Description').fill('Robberies for the weekly brief');
  await submit.click();
  await toast(page, 'Notebook created successfully: Robbery watch').waitFor();
  await expectNoSeriousViolations(page, 'notebooks, success toast');
  await page.getByRole('link', { name: /Robbery watch/ }).waitFor();
  await createDialog.waitFor({ state: 'detached', timeout: 15_000 });

  // Events found the way the search screen finds them, added with the keyword that found them.
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const [notebook] = await api<Notebook[]>(`/notebooks/${userId}/notebooks`, token);
  expect(notebook?.title).toBe('Robbery watch');
  const id = (notebook as Notebook).id;
  const { documents } = await api<{ documents: Event[] }>('/documents/?keywords=robbery&page_size=23', token);
  expect(documents).toHaveLength(23);
  const added = await api<{ events_added: number }>('/notebooks/events/add', token, {
    method: 'POST',
    json: { notebook_id: id, events: documents.map((event) => ({ id: event.id })), keywords: ['robbery'] },
  });
  expect(added.events_added).toBe(23);
  const filled = await api<Notebook>(`/notebooks/${id}`, token);

  // The card carries the new numbers; the detail page opens on Ask a Question.
  await page.reload();
  const card = page.getByRole('link', { name: /Robbery watch/ });
  await card.getByText('23', { exact: true }).waitFor();
  const range = `${shownDate(filled.first_event_date as string)} - ${shownDate(filled.last_event_date as string)}`;
  expect(await card.textContent()).toContain(`Search Date Range${range}`);
  await expectNoSeriousViolations(page, 'notebooks list');
  await card.click();
  await page.waitForURL(`**/notebook/${id}`);
  const header = page.locator('header').filter({ hasText: 'Robbery watch' });
  expect(await header.textContent()).toContain('Created byThandi Researcher');
  expect(await header.textContent()).toContain('Total Events23');
  expect(await header.textContent()).toContain(`Search Date Range${range}`);
  expect(await page.getByRole('tab', { name: 'Ask a Question' }).getAttribute('aria-selected')).toBe('true');
  await page.getByText('No answers saved yet').waitFor();
  await expectNoSeriousViolations(page, 'notebook, Ask a Question tab');

  // Every page of events arrives, all ticked.
  await page.getByRole('tab', { name: 'Events List' }).click();
  const rows = page.getByTestId('notebook-event-row');
  await page.getByText('23 ticked').waitFor();
  expect(await rows.count()).toBe(23);
  await expectNoSeriousViolations(page, 'notebook, Events List tab');

  // Untick and confirm: the event leaves the notebook.
  const removedTitle = (await rows.nth(0).getByRole('checkbox').getAttribute('aria-label'))?.replace(
    'Keep in notebook: ',
    '',
  );
  await rows.nth(0).getByRole('checkbox').click();
  const confirm = page.getByRole('dialog', { name: 'Delete Event' });
  await confirm.getByText('This action will remove 1 event(s) from your Events List.').waitFor();
  await expectNoSeriousViolations(page, 'notebook, Delete Event dialog');
  await confirm.getByRole('button', { name: 'Remove Event' }).click();
  await toast(page, '1 Event(s) was removed from this notebook').waitFor();
  await page.getByText('22 ticked').waitFor();
  // The header counts releases and incidents; these demo releases stand alone, so both fall to 22.
  await expect.poll(() => header.textContent()).toMatch(/Total Events22.*Incidents22/);

  // Untick and cancel: it stays, ticked.
  await rows.nth(1).getByRole('checkbox').click();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await rows.nth(1).getByRole('checkbox').isChecked()).toBe(true);
  expect(await rows.count()).toBe(22);

  // The events CSV holds the 22 ticked events and is named after the notebook and their dates.
  const kept = documents.filter((event) => event.title !== removedTitle);
  expect(kept).toHaveLength(22);
  const days = kept.map((event) => event.date ?? event.published_date).sort();
  const eventsCsv = await downloaded(page, page.getByRole('button', { name: 'Download List as CSV' }));
  expect(eventsCsv.name).toBe(
    `SAPS, Robbery watch, ${fileDate(days[0] as string)} - ${fileDate(days.at(-1) as string)}.csv`,
  );
  const lines = eventsCsv.text.trim().split(/\r?\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  expect(lines[0]).toBe(
    '"Title","Event Date","Location","Crime/s","AI Event Summary","SAPS Context","Publication Date","Source URL","Province","Municipality","Police station","Suspects arrested","Victims","Victims killed","Victims injured","Victims under 18","Police officers among victims","Suspects female","Suspects male","Relationship","Event ID","Original values (corrected in this notebook)"',
  );
  expect(lines).toHaveLength(23);
  expect(eventsCsv.text).not.toContain(removedTitle);
  for (const event of kept) expect(eventsCsv.text).toContain(event.source_url);

  // From an event's details, the Add to Notebook menu creates a second notebook and adds the event.
  // Its summary cell: the fifth after the tick box and the id.
  await rows.nth(0).getByRole('cell').nth(5).click();
  const details = page.getByRole('dialog').filter({ hasText: 'Official Press Release' });
  await details.getByText('Official Press Release').waitFor();
  await expectNoSeriousViolations(page, 'notebook, event details');
  await details.getByRole('button', { name: /Add to Notebook/ }).click();
  // The list opens in its own layer over the dialog, so it is found on the page, not in the dialog.
  await page.getByRole('button', { name: /Create New Notebook/ }).waitFor();
  await expectNoSeriousViolations(page, 'notebook, event details, Add to Notebook menu');
  await page.getByRole('button', { name: /Create New Notebook/ }).click();
  await createDialog.getByLabel(/Title of Notebook/).fill('Second look');
  await createDialog.getByRole('button', { name: 'Create New Notebook' }).click();
  await toast(page, 'Notebook created successfully: Second look').waitFor();
  await createDialog.waitFor({ state: 'detached', timeout: 15_000 });
  expect(await page.getByRole('checkbox', { name: 'Second look' }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Add to Selected Notebooks' }).click();
  await toast(page, '1 Event was added to the following Notebook: Second look').waitFor();
  await details.getByRole('button', { name: /Add to Notebook/ }).click();
  await page.getByRole('checkbox', { name: 'Second look' }).check();
  await page.getByRole('button', { name: 'Add to Selected Notebooks' }).click();
  await toast(page, '1 Event already exists in the following Notebook: Second look').waitFor();
  await expectNoSeriousViolations(page, 'notebook, event details with an information toast');
  await page.keyboard.press('Escape');
  await details.waitFor({ state: 'detached' });

  // The keywords tab counts the events that each keyword brought in, and exports them.
  await page.getByRole('tab', { name: 'Keywords' }).click();
  await page.getByRole('cell', { name: 'robbery' }).waitFor();
  await expectNoSeriousViolations(page, 'notebook, Keywords tab');
  // Its CSV button stands at the edge of its half-width table, not across the page from it.
  const csvBox = await page.getByRole('button', { name: 'Download List as CSV' }).boundingBox();
  const tableBox = await page.getByRole('table').boundingBox();
  expect(
    Math.abs((csvBox?.x ?? 0) + (csvBox?.width ?? 0) - ((tableBox?.x ?? 0) + (tableBox?.width ?? 0))),
  ).toBeLessThan(2);
  const keywordsCsv = await downloaded(page, page.getByRole('button', { name: 'Download List as CSV' }));
  expect(keywordsCsv.name).toBe('Robbery watch Keywords.csv');
  expect(keywordsCsv.text.trim().split(/\r?\n/)).toEqual(['"Keywords","Instances"', '"robbery","22"']);

  await page.getByRole('link', { name: /Back to Curated Data Notebooks/ }).click();
  await page.waitForURL('**/notebooks');
  await page
    .getByRole('link', { name: /Second look/ })
    .getByText('1', { exact: true })
    .waitFor();
  // A notebook made from an event's details has no description, which the card says in its own words.
  await expectNoSeriousViolations(page, 'notebooks list, a notebook without a description');

  // Renamed from its card, from the keyboard: Escape cancels, Enter saves.
  await page.getByRole('button', { name: 'Rename Second look' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Rename notebook' });
  const renameTitle = renameDialog.getByLabel(/Title of Notebook/);
  expect(await renameTitle.inputValue()).toBe('Second look');
  await renameTitle.fill('');
  await renameDialog.getByText('Title is required').waitFor();
  await expectNoSeriousViolations(page, 'notebooks list, Rename notebook dialog with a blank title');
  await page.keyboard.press('Escape');
  await renameDialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Rename Second look' }).click();
  await renameDialog.getByLabel('Description').fill('One carjacking to follow up');
  await renameTitle.fill('Carjacking follow-up');
  await renameTitle.press('Enter');
  await toast(page, 'Notebook saved: Carjacking follow-up').waitFor();
  await renameDialog.waitFor({ state: 'detached' });
  const renamedCard = page.getByRole('link', { name: /Carjacking follow-up/ });
  await renamedCard.getByText('One carjacking to follow up').waitFor();
  expect(await page.getByRole('link', { name: /Second look/ }).count()).toBe(0);

  // Deleted from its own screen, after a confirmation that says what goes with it.
  await renamedCard.click();
  await page.getByRole('heading', { name: 'Carjacking follow-up', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Delete Carjacking follow-up' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete notebook' });
  await deleteDialog
    .getByText(
      'Delete “Carjacking follow-up”? This removes its 1 event and 0 saved answers from the notebook. The events stay in the search.',
    )
    .waitFor();
  await expectNoSeriousViolations(page, 'notebook, Delete notebook dialog');
  await deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.waitForURL('**/notebooks');
  await toast(page, 'Notebook deleted: Carjacking follow-up').waitFor();
  await page.getByRole('link', { name: /Robbery watch/ }).waitFor();
  expect(await page.getByRole('link', { name: /Carjacking follow-up/ }).count()).toBe(0);
  const remaining = await api<Notebook[]>(`/notebooks/${userId}/notebooks`, token);
  expect(remaining.map((nb) => nb.title)).toEqual(['Robbery watch']);
  expect(pageProblems(page)).toEqual([]);
  await context.close();
});
