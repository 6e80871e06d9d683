import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { feedFile, launchBrowser, newPage, pageProblems, setDate, signInThroughApi } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** A name no demo event has, so that the search finds only the releases the journey sends. */
const VICTIM = `Lwando Qhama${Date.now().toString(36)}`;

const item = (path: string, published: string, title: string, text: string) => `
<item><title>${title}</title><link>/releases/${path}</link>
<pubDate>${new Date(`${published}T09:00:00Z`).toUTCString()}</pubDate>
<content:encoded>${`<p>INVENTED EXAMPLE. ${text}</p><p>Ends</p>`.replaceAll('<', '&lt;').replaceAll('>', '&gt;')}</content:encoded></item>`;

/** One invented case told three times, the way police and prosecutors report a case as it goes. */
function publishCase() {
  const slug = VICTIM.split(' ')[1];
  writeFileSync(
    feedFile(),
    `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
<title>Journey newsroom</title><link>/</link><description>INVENTED releases</description>
${item(
  `${slug}-1`,
  '2025-03-13',
  'Tavern owner shot dead in Mdantsane',
  `Police in Mdantsane are searching for two gunmen who shot and killed ${VICTIM} (41), the owner of a tavern in NU 12, on Sunday 12 March 2025. Anyone with information is asked to call Crime Stop.`,
)}
${item(
  `${slug}-2`,
  '2025-03-29',
  'Suspect arrested for Mdantsane tavern murder',
  `A 29-year-old man was arrested in Mdantsane on Friday in connection with the murder of tavern owner ${VICTIM} (41), who was shot dead in NU 12 on 12 March 2025. He will appear in the Mdantsane Magistrate's Court on Monday.`,
)}
${item(
  `${slug}-3`,
  '2025-11-20',
  'Life sentence for Mdantsane tavern killer',
  `The East London Regional Court on Wednesday, 19 November 2025, sentenced a 29-year-old man to life imprisonment for the murder of tavern owner ${VICTIM} (41), who was shot dead at his tavern in NU 12, Mdantsane, on 12 March 2025.`,
)}
</channel></rss>`,
  );
}

it('opens a release of a case, follows its timeline, adds the case to a notebook and groups the results', async () => {
  const { page, context } = await newPage(browser);
  const { token } = await signInThroughApi(page, 'incidents');
  publishCase();

  // The releases arrive the way releases do: the server's watcher reads them from the feed.
  const surname = VICTIM.split(' ')[1] as string;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/v1/documents/?keywords=${surname}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return res.ok() ? (await res.json()).total_results : 0;
      },
      { timeout: 100_000, interval: 2000 },
    )
    .toBe(3);

  await page.goto('/');
  await page.getByRole('heading', { name: 'Search Results' }).waitFor();
  await page.getByLabel('Keywords').fill(surname);
  await setDate(page, 'Date from', '01/01/2000');
  await setDate(page, 'Date to', '31/12/2030');
  await page.getByRole('button', { name: 'Submit' }).click();
  // The table shows each release's summary: the arrest's says so, the sentence's says sentenced.
  const arrest = page
    .locator('tbody tr[tabindex="0"]')
    .filter({ hasText: /arrested/ })
    .filter({ hasNotText: /sentenced/ });
  await arrest.locator('td').nth(3).click();

  const dialog = page.getByRole('dialog', { name: 'Suspect arrested for Mdantsane tavern murder' });
  const timeline = dialog.getByRole('region', { name: 'This case' });
  await timeline.waitFor();
  const steps = timeline.getByRole('listitem');
  await expect.poll(() => steps.count()).toBe(3);
  expect(await steps.nth(0).textContent()).toMatch(/^Reported.*Tavern owner shot dead in Mdantsane/);
  expect(await steps.nth(1).getAttribute('aria-current')).toBe('true');
  expect(await steps.nth(2).textContent()).toMatch(/^Sentenced.*Life sentence for Mdantsane tavern killer/);
  await expectNoSeriousViolations(page, 'event dialog with its case timeline');

  // Each step opens its release in the dialog, keyboard first.
  await timeline.getByRole('button', { name: 'Life sentence for Mdantsane tavern killer' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Life sentence for Mdantsane tavern killer' }).waitFor();
  expect(await page.getByTestId('release-text').textContent()).toContain(
    'sentenced a 29-year-old man to life',
  );

  // The whole case goes into a notebook from its timeline: three releases, one incident.
  const sentence = page.getByRole('dialog', { name: 'Life sentence for Mdantsane tavern killer' });
  await sentence.getByRole('button', { name: /Add the case's 3 releases/ }).click();
  await page.getByRole('button', { name: /Create New Notebook/ }).click();
  const create = page.getByRole('dialog', { name: 'Create New Notebook' });
  await create.getByLabel(/Title of Notebook/).fill('Tavern case');
  await create.getByRole('button', { name: 'Create New Notebook' }).click();
  await create.waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('button', { name: 'Add to Selected Notebooks' }).click();
  await toast(page, '3 Events were added to the following Notebook: Tavern case').waitFor();
  await page.keyboard.press('Escape');
  await sentence.waitFor({ state: 'detached' });

  // Grouped, the three releases are one result: the newest, marked as a case of three.
  await page.getByRole('checkbox', { name: 'Group follow-ups' }).check();
  await page.getByText('Total Incidents: 1').waitFor();
  expect(page.url()).toContain('group=incident');
  const rows = page.locator('tbody tr[tabindex="0"]');
  await expect.poll(() => rows.count()).toBe(1);
  expect(await rows.first().textContent()).toContain('3 releases in this case');
  await expectNoSeriousViolations(page, 'results grouped by incident');

  await page.goto('/notebooks');
  await page
    .getByRole('link', { name: /Tavern case/ })
    .first()
    .click();
  const header = page.locator('header').filter({ hasText: 'Tavern case' });
  await header.getByText('Incidents').waitFor();
  expect(await header.textContent()).toMatch(/Total Events3.*Incidents1/);

  expect(pageProblems(page)).toEqual([]);
  await context.close();
}, 180_000);
