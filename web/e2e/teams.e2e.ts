import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Event } from '@workbench/contract/events';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { apiAs, launchBrowser, newPage, pageProblems, signInThroughApi } from './support';

/** Set to a folder to keep pictures of the screens at 1440 and 390 px (docs/screenshots). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Pictures at both widths: the page as it is at 1440 px, then at 390 px, then back. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  // A toast stays at the foot of the window, which a full-page picture puts over the page.
  for (const dismiss of await page.getByRole('button', { name: 'Dismiss notification' }).all()) {
    await dismiss.click();
  }
  await page.screenshot({ path: join(SHOTS, `teams-${name}-1440.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // The tab row scrolls sideways on a phone; choosing the open tab again brings it into sight.
  const open = page.getByRole('tab', { selected: true });
  if ((await open.count()) > 0) await open.click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(SHOTS, `teams-${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

const openTab = (page: Page, name: string) => page.getByRole('tab', { name }).click();
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).waitFor();

it('shares a notebook as viewer, promotes the viewer to editor, shows what they did, and revokes them', async () => {
  const owner = await newPage(browser);
  const colleague = await newPage(browser);
  for (const { page } of [owner, colleague]) await page.setViewportSize({ width: 1440, height: 900 });
  const olive = await signInThroughApi(owner.page, 'teams-owner', 'Olive Owner');
  const vera = await signInThroughApi(colleague.page, 'teams-viewer', 'Vera Viewer');

  const { documents } = await apiAs<{ documents: Event[] }>(
    '/documents/?keywords=robbery&page_size=3',
    olive.token,
  );
  const notebook = await apiAs<{ id: number }>('/notebooks/create', olive.token, {
    title: 'Robberies for the desk',
    description: 'Built by the data desk; reporters ask, editors check.',
    params: {},
  });
  await apiAs('/notebooks/events/add', olive.token, {
    notebook_id: notebook.id,
    events: documents.map((e) => ({ id: e.id })),
    keywords: ['robbery'],
  });

  // The owner shares the notebook with Vera as a viewer.
  const { page: o } = owner;
  await o.goto(`/notebook/${notebook.id}`);
  await openTab(o, 'Members');
  await o.getByRole('textbox', { name: 'Email' }).fill(vera.email);
  await o.getByRole('combobox', { name: 'Role' }).selectOption('viewer');
  await o.getByRole('button', { name: 'Invite' }).click();
  await toast(o, `Shared with ${vera.email} as viewer.`);
  await o
    .getByTestId('member')
    .filter({ hasText: vera.email })
    .getByText('Invited, not opened yet')
    .waitFor();
  await expectNoSeriousViolations(o, 'members tab, owner');

  // Vera finds it in her list, with its owner and her role, and opens it.
  const { page: v } = colleague;
  await v.goto('/notebooks');
  const card = v.getByRole('listitem').filter({ hasText: 'Robberies for the desk' });
  await card.getByText('Shared with you · Viewer').waitFor();
  expect(await card.textContent()).toContain('Created byOlive Owner');
  expect(await card.getByRole('button', { name: /Rename|Delete/ }).count()).toBe(0);
  await expectNoSeriousViolations(v, 'notebook list with a shared notebook');
  await shoot(v, 'list-shared');
  await card.getByRole('link').click();
  await v.getByRole('heading', { name: 'Robberies for the desk', level: 1 }).waitFor();

  // She asks a question; saving answers is not hers to do.
  const asked = v.waitForResponse((res) => res.url().includes('/api/v1/notebooks/ask-events/'));
  await v.getByPlaceholder('Type your question here...').fill('How many robberies are there?');
  await v.getByRole('button', { name: 'Ask the Question' }).click();
  expect((await asked).status()).toBe(200);
  await v.getByRole('article', { name: 'Current answer' }).waitFor();
  expect(await v.getByRole('button', { name: 'Save This Answer' }).count()).toBe(0);

  // She exports the events, and cannot remove one: the list has no such control.
  await openTab(v, 'Events List');
  await v.getByTestId('notebook-event-row').first().waitFor();
  const [download] = await Promise.all([
    v.waitForEvent('download'),
    v.getByRole('button', { name: 'Download List as CSV' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8');
  // Cells hold line breaks (release texts), so the events are counted by their titles.
  for (const event of documents) expect(csv).toContain(event.title);
  expect(await v.getByRole('checkbox', { name: /^Keep in notebook/ }).count()).toBe(0);
  await v
    .getByRole('checkbox', { name: /^Include in CSV/ })
    .first()
    .uncheck();
  expect(await v.getByRole('dialog', { name: 'Delete Event' }).count()).toBe(0);
  await expectNoSeriousViolations(v, 'events list, viewer');
  await shoot(v, 'events-viewer');

  // The owner promotes her to editor; she has opened the notebook, so the owner sees her name.
  await o.reload();
  await openTab(o, 'Members');
  const role = o.getByRole('combobox', { name: 'Role of Vera Viewer' });
  await role.selectOption('editor');
  await toast(o, 'Vera Viewer is now editor.');
  await shoot(o, 'members-owner');

  // As an editor she removes an event.
  await v.reload();
  await v.getByRole('heading', { name: 'Robberies for the desk', level: 1 }).waitFor();
  await v.getByText('Shared with you · Editor').waitFor();
  await openTab(v, 'Events List');
  await v
    .getByRole('checkbox', { name: /^Keep in notebook/ })
    .first()
    .uncheck();
  await v.getByRole('dialog', { name: 'Delete Event' }).getByRole('button', { name: 'Remove Event' }).click();
  await toast(v, '1 Event(s) was removed from this notebook');
  await expect.poll(() => v.getByTestId('notebook-event-row').count()).toBe(documents.length - 1);

  // The activity shows it, to the owner.
  await openTab(o, 'Activity');
  const removal = o.getByTestId('activity').filter({ hasText: 'Vera Viewer removed 1 event' });
  await removal.waitFor();
  await o
    .getByTestId('activity')
    .filter({ hasText: `You made ${vera.email} an editor` })
    .waitFor();
  await expectNoSeriousViolations(o, 'activity tab');
  await shoot(o, 'activity');

  // The owner revokes her; the notebook leaves her list.
  await openTab(o, 'Members');
  await o.getByRole('button', { name: 'Remove Vera Viewer' }).click();
  await o
    .getByRole('dialog', { name: 'Remove Member' })
    .getByRole('button', { name: 'Remove Member' })
    .click();
  await toast(o, 'Vera Viewer no longer has this notebook.');
  await v.goto('/notebooks');
  await v.getByRole('heading', { name: 'Curated Data Notebooks' }).waitFor();
  await expect.poll(() => v.getByText('Robberies for the desk').count()).toBe(0);
  await v.goto(`/notebook/${notebook.id}`);
  await v.getByText('Failed to fetch notebook.').waitFor();

  expect(pageProblems(o)).toEqual([]);
  expect(pageProblems(v)).toEqual([]);
});
