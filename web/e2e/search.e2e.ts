import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { launchBrowser, newPage, pageProblems, setDate, signInThroughApi } from './support';

type Box = { x: number; y: number; width: number; height: number };

// The spec's eight columns first and in its order, then the workbench's own, the event id last.
const CSV_HEADER =
  '"Title","Event Date","Location","Crime/s","AI Event Summary","SAPS Context","Publication Date","Source URL","Province","Municipality","Police station","Suspects arrested","Victims","Victims killed","Victims injured","Victims under 18","Police officers among victims","Suspects female","Suspects male","Relationship","Event ID"';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const signIn = (page: Page) => signInThroughApi(page, 'search');

const countIn = async (page: Page, prefix: string) => {
  const text = await page.getByText(new RegExp(`^${prefix}: \\d+$`)).textContent();
  return Number(text?.split(': ')[1]);
};

it('searches, pages on scroll, opens an event, downloads a selection, cancels, and finds nothing for nonsense', async () => {
  const { page, context } = await newPage(browser);
  await signIn(page);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Search Results' }).waitFor();
  await expectNoSeriousViolations(page, 'search, empty form');
  // On a phone the empty table is wider than its box, which then scrolls and must take focus.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, 'search, empty form on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  const submit = page.getByRole('button', { name: 'Submit' });
  const rows = page.locator('tbody tr[tabindex="0"]');
  await page.getByLabel('Keywords').fill('robbery');
  await setDate(page, 'Date from', '01/01/2000');
  await setDate(page, 'Date to', '31/12/2030');
  await submit.click();
  await rows.first().waitFor();
  const total = await countIn(page, 'Total Events');
  expect(total).toBeGreaterThan(50);
  expect(await rows.count()).toBe(50);
  expect(await page.getByText('Demo data (synthetic)').first().isVisible()).toBe(true);
  // The banner counts the demo results among those shown; each of them carries its own badge.
  const demoBanner = page.getByText(/^\d+ of the 50 results shown (is|are) demo data \(synthetic\)$/);
  const demoShown = Number((await demoBanner.textContent())?.split(' ')[0]);
  expect(await page.getByRole('cell').getByText('Demo data (synthetic)', { exact: true }).count()).toBe(
    demoShown,
  );
  await expectNoSeriousViolations(page, 'search results');
  // On a phone the results are cards, whose controls must be named by the words they show.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('result-card').first().waitFor();
  await expectNoSeriousViolations(page, 'search result cards on a phone', {
    // Experimental in axe, so off unless asked for; WCAG 2.5.3 (level A): a name holds the words shown.
    alsoRules: ['label-content-name-mismatch'],
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await rows.first().waitFor();

  // Scrolling the results (not the page) to the bottom loads the second page.
  await page.getByTestId('results-scroll').evaluate((box) => {
    box.scrollTop = box.scrollHeight;
  });
  await page.waitForFunction(() => document.querySelectorAll('tbody tr[tabindex="0"]').length > 50);
  const loaded = await rows.count();
  expect(loaded).toBe(Math.min(100, total));

  // The modal shows what the row shows, and more.
  const first = rows.first();
  const cells = await first.locator('td').allTextContents();
  await first.locator('td').nth(3).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await dialog.getByText(/^Publication Date: \d{2}\/\d{2}\/\d{4}$/).count()).toBe(1);
  expect(await dialog.getByText('Event Date', { exact: true }).locator('xpath=..').textContent()).toContain(
    cells[1],
  );
  if (cells[2] !== '-') {
    expect(await dialog.getByText('Location', { exact: true }).locator('xpath=..').textContent()).toContain(
      cells[2],
    );
  }
  const release = dialog.getByRole('region', { name: 'Official Press Release' });
  expect((await release.textContent())?.length).toBeGreaterThan(100);
  expect(await release.locator('div').first().textContent()).not.toMatch(/^\s*#?ends?\s*$/im);
  expect(await release.getByRole('link').getAttribute('target')).toBe('_blank');
  // Who was arrested and who was hurt, read from the release, in the People group.
  const people = dialog.getByRole('region', { name: 'People' });
  for (const label of ['Suspects arrested', 'Victims', 'Outcome']) {
    expect(await people.getByText(label, { exact: true }).count()).toBe(1);
  }
  expect(await dialog.getByText('Municipality', { exact: true }).count()).toBe(1);
  expect(await dialog.getByRole('listitem').allTextContents()).toEqual(['robbery']);
  expect(await dialog.locator('mark').count()).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, 'event details');
  // The browser's Back closes the dialog and stays on the search, its results as they were.
  const searchAddress = page.url();
  await page.goBack();
  await dialog.waitFor({ state: 'detached' });
  expect(page.url()).toBe(searchAddress);
  expect(await rows.count()).toBe(loaded);
  expect(await countIn(page, 'Total Events')).toBe(total);
  // Closed with Escape, the dialog leaves no step behind for Back to take.
  await rows.nth(1).locator('td').nth(3).click();
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction(() => !JSON.stringify(window.history.state ?? {}).includes('workbenchDialog'));
  expect(page.url()).toBe(searchAddress);

  // Select everything loaded, untick one, and download the rest.
  await page.getByRole('checkbox', { name: 'Select all events' }).check();
  expect(await countIn(page, 'Total Selected')).toBe(loaded);
  await rows.nth(1).getByRole('checkbox').uncheck();
  expect(await countIn(page, 'Total Selected')).toBe(loaded - 1);
  expect(
    await page
      .getByRole('checkbox', { name: 'Select all events' })
      .evaluate((box) => (box as HTMLInputElement).indeterminate),
  ).toBe(true);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Selection' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^SAPS, robbery, \d{2}-\d{2}-\d{4} - \d{2}-\d{2}-\d{4}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe(CSV_HEADER);
  const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data.length - 1).toBe(loaded - 1);

  // File the same selection in a new notebook from the toolbar's Add to Notebook menu.
  const addToNotebook = page.getByRole('button', { name: 'Add to Notebook' }).first();
  await addToNotebook.click();
  await page.getByRole('button', { name: 'Create New Notebook' }).waitFor();
  await expectNoSeriousViolations(page, 'search, Add to Notebook menu');
  await page.getByRole('button', { name: 'Create New Notebook' }).click();
  await page.getByLabel('Title of Notebook').waitFor();
  await expectNoSeriousViolations(page, 'search, Create New Notebook dialog');
  await page.getByLabel('Title of Notebook').fill('Robbery selection');
  await page.getByRole('dialog').getByRole('button', { name: 'Create New Notebook' }).click();
  await page.getByText('Notebook created successfully: Robbery selection').first().waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  if ((await addToNotebook.getAttribute('aria-expanded')) !== 'true') await addToNotebook.click();
  const choice = page.getByRole('checkbox', { name: 'Robbery selection' });
  if (!(await choice.isChecked())) await choice.check();
  await page.getByRole('button', { name: 'Add to Selected Notebooks' }).click();
  await page
    .getByText(`${loaded - 1} Events were added to the following Notebook: Robbery selection`)
    .waitFor();

  // Cancel on the overlay gives up the new search and leaves the earlier results as they were.
  // The search is held until Cancel has been pressed, so the overlay stays up for its accessibility
  // check however long that takes.
  let releaseSearch = () => {};
  const cancelled = new Promise<void>((resolve) => {
    releaseSearch = resolve;
  });
  await page.route('**/api/v1/documents/**', async (route) => {
    await cancelled;
    // The page has usually aborted the request by now; there is then nothing left to continue.
    await route.continue().catch(() => undefined);
  });
  await page.getByLabel('Keywords').fill('murder');
  await submit.click();
  const overlay = page.getByRole('alertdialog');
  await overlay.getByText('Retrieving Data').waitFor();
  expect(await overlay.getByText('This may take a moment or two').isVisible()).toBe(true);
  await expectNoSeriousViolations(page, 'search, Retrieving Data overlay');
  await overlay.getByRole('button', { name: 'Cancel' }).click();
  await overlay.waitFor({ state: 'detached' });
  releaseSearch();
  expect(await countIn(page, 'Total Events')).toBe(total);
  expect(await countIn(page, 'Total Selected')).toBe(loaded - 1);
  expect(await page.getByRole('alert').count()).toBe(0);
  await page.unrouteAll({ behavior: 'wait' });

  await page.getByLabel('Keywords').fill('zzqxjv wqpfkx');
  await submit.click();
  await page.getByText('No documents found for the given criteria.').waitFor();
  await expectNoSeriousViolations(page, 'search, nothing found');
  expect(await countIn(page, 'Total Events')).toBe(0);
  expect(await rows.count()).toBe(0);

  expect(pageProblems(page)).toEqual([]);
  await context.close();
  // A long journey: every search now also counts its facets, and axe reads a larger page.
}, 180_000);

it('keeps toasts clear of the header and the search controls on desktop and phone, and Escape closes them', async () => {
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const { page, context } = await newPage(browser);
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto('/');
    await page.getByLabel('Keywords').fill('robbery');
    await setDate(page, 'Date from', '01/01/2000');
    await setDate(page, 'Date to', '31/12/2030');
    await page.getByRole('button', { name: 'Submit' }).click();
    // A table row on the desktop, a card on the phone.
    await page
      .getByRole('checkbox', { name: /^Select event/ })
      .first()
      .check();

    const title = `Toasts at ${viewport.width}`;
    const addToNotebook = page.getByRole('button', { name: 'Add to Notebook' }).first();
    await addToNotebook.click();
    await page.getByRole('button', { name: 'Create New Notebook' }).click();
    await page.getByLabel('Title of Notebook').fill(title);
    await page.getByRole('dialog').getByRole('button', { name: 'Create New Notebook' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    if ((await addToNotebook.getAttribute('aria-expanded')) !== 'true') await addToNotebook.click();
    await page.getByRole('checkbox', { name: title }).check();
    await page.getByRole('button', { name: 'Add to Selected Notebooks' }).click();
    const added = page
      .getByTestId('toast')
      .filter({ hasText: `1 Event was added to the following Notebook: ${title}` });
    await added.waitFor();

    const controls = [
      page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }),
      page.getByRole('banner').getByRole('link', { name: 'Notebooks' }),
      page.getByRole('banner').getByRole('button', { name: 'Log Out' }),
      page.getByRole('button', { name: 'Submit' }),
      page.getByRole('button', { name: 'Clear Selection' }),
      page.getByRole('button', { name: 'Download Selection' }),
      page.getByText(/^Total Events: \d+$/),
    ];
    // Both toasts (notebook created, events added) are still on screen.
    const toasts = await page.getByTestId('toast').all();
    expect(toasts).toHaveLength(2);
    for (const toast of toasts) {
      const box = await toast.boundingBox();
      if (!box) throw new Error('a toast is not on screen');
      for (const control of controls) {
        const under = await control.boundingBox();
        if (!under) throw new Error(`${control} is not on screen`);
        expect(overlap(box, under), `a toast covers ${control} at ${viewport.width} px`).toBe(false);
      }
    }

    await page.keyboard.press('Escape');
    await page.getByTestId('toast').first().waitFor({ state: 'detached', timeout: 1000 });
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }
});

it('lays the search screen out on a desktop: heading line, results that fill the window, menus over dialogs', async () => {
  const { page, context } = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/');

  // Learn More stands on the heading's baseline: an empty inline-block sits on its line's baseline.
  const baselines = await page.evaluate(() =>
    [
      document.querySelector('h1'),
      [...document.querySelectorAll('a')].find((a) => a.textContent === 'Learn More'),
    ].map((element) => {
      const probe = document.createElement('span');
      probe.style.cssText = 'display:inline-block;width:0;height:0';
      element?.append(probe);
      const y = probe.getBoundingClientRect().top;
      probe.remove();
      return y;
    }),
  );
  expect(Math.abs((baselines[0] ?? 0) - (baselines[1] ?? 100))).toBeLessThan(1);

  await page.getByLabel('Keywords').fill('robbery');
  await setDate(page, 'Date from', '01/01/2000');
  await setDate(page, 'Date to', '31/12/2030');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.locator('tbody tr[tabindex="0"]').first().waitFor();
  // Under the facets' timeline the results start low on the first screen, so they take a whole window
  // (less a small gap above and below) once the page is scrolled to them, not half of one.
  const box = await page.getByTestId('results-scroll').boundingBox();
  expect(Math.abs((box?.height ?? 0) - (900 - 2 * 24))).toBeLessThan(2);

  // The event's Add to Notebook list is drawn whole over the dialog, not cut off at its right edge.
  await page.locator('tbody tr[tabindex="0"]').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add to Notebook' }).click();
  const create = page.getByRole('button', { name: 'Create New Notebook' });
  await create.waitFor();
  const shown = await create.evaluate((button) => {
    const { left, right, top, bottom } = button.getBoundingClientRect();
    const y = (top + bottom) / 2;
    // What a click just inside each end of the button would land on.
    return [left + 4, right - 4].every((x) => button.contains(document.elementFromPoint(x, y)));
  });
  expect(shown).toBe(true);
  await page.keyboard.press('Escape');
  expect(await create.count()).toBe(0);
  expect(await dialog.isVisible()).toBe(true);

  expect(pageProblems(page)).toEqual([]);
  await context.close();
});
