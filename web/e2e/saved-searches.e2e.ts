import { writeFileSync } from 'node:fs';
import type { SavedSearch } from '@workbench/contract/saved-searches';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import {
  baseUrl,
  feedFile,
  launchBrowser,
  newPage,
  pageProblems,
  setDate,
  signInThroughApi,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A word no demo event has, so that the saved search matches only the release the journey sends. */
const STORY = `Kwelakhe${Date.now().toString(36)}`;

/** One release in the watched feed, whole in the item so that the watcher needs no page. */
function publishRelease() {
  const text = `<p>INVENTED EXAMPLE. Police in Soweto arrested three men on Saturday after copper cable was cut from the ${STORY} substation. Officers on patrol found the men loading the cable into a bakkie and recovered about 60 metres of it with the tools they used.</p><p>The suspects will appear in the Protea Magistrate's Court on Monday on charges of theft.</p><p>Ends</p>`;
  writeFileSync(
    feedFile(),
    `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
<title>Journey newsroom</title><link>/</link><description>INVENTED releases</description>
<item><title>Three arrested for cable theft at the ${STORY} substation</title><link>/releases/${STORY}</link>
<pubDate>${new Date().toUTCString()}</pubDate>
<content:encoded>${text.replaceAll('<', '&lt;').replaceAll('>', '&gt;')}</content:encoded></item>
</channel></rss>`,
  );
}

async function savedSearches(token: string): Promise<SavedSearch[]> {
  const res = await fetch(`${baseUrl()}/api/v1/saved-searches/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as SavedSearch[];
}

const badge = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByTestId('new-events-badge');

it('saves a search, sees a matching release arrive through the watched feed, opens it with the new event marked', async () => {
  const { page, context } = await newPage(browser);
  const { token } = await signInThroughApi(page, 'saved-searches');

  // Nothing matches yet: the search is saved to follow the story.
  await page.goto('/');
  await page.getByRole('heading', { name: 'Search Results' }).waitFor();
  await page.getByLabel('Keywords').fill(STORY);
  await setDate(page, 'Date from', '01/01/2000');
  await setDate(page, 'Date to', '31/12/2030');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect
    .poll(() => page.getByText('No documents found for the given criteria.').isVisible())
    .toBe(true);
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save search' });
  expect(await dialog.getByLabel('Name').inputValue()).toBe(STORY);
  await dialog.getByLabel('Name').fill(`Substation ${STORY}`);
  await dialog.getByRole('checkbox', { name: /Alert me about new events/ }).check();
  await expectNoSeriousViolations(page, 'save search dialog');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await page
    .getByTestId('toast')
    .filter({ hasText: `Search saved: Substation ${STORY}` })
    .waitFor();
  expect(await badge(page).count()).toBe(0);

  // The release arrives the way releases do: the server's watcher reads it from the feed.
  publishRelease();
  await expect
    .poll(async () => (await savedSearches(token))[0]?.new_events, { timeout: 100_000, interval: 2000 })
    .toBe(1);

  await page.reload();
  await badge(page).waitFor();
  expect(await badge(page).textContent()).toContain('1 new event in saved searches');

  await page.getByRole('link', { name: /Saved searches/ }).click();
  const card = page.getByTestId('saved-search').filter({ hasText: `Substation ${STORY}` });
  await card.getByText('1 new event', { exact: true }).waitFor();
  expect(await card.textContent()).toContain('1 event · 1 new since you last looked');
  expect(
    await card.getByRole('switch', { name: `Alert for Substation ${STORY}` }).getAttribute('aria-checked'),
  ).toBe('true');
  await expectNoSeriousViolations(page, 'saved searches page');

  await card.getByRole('link', { name: `Substation ${STORY}` }).click();
  await page.waitForURL((url) => url.searchParams.get('saved') !== null);
  const row = page.getByRole('row').filter({ hasText: 'Soweto' });
  await row.getByText('New', { exact: true }).waitFor();
  // Seen once shown: the badge goes, the mark stays.
  await expect.poll(() => badge(page).count()).toBe(0);
  expect(await row.getByText('New', { exact: true }).isVisible()).toBe(true);
  expect((await savedSearches(token))[0]?.new_events).toBe(0);
  await expectNoSeriousViolations(page, 'search opened from a saved search');

  expect(pageProblems(page)).toEqual([]);
  await context.close();
}, 180_000);
