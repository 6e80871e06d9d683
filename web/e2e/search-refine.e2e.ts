import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { baseUrl, launchBrowser, newPage, pageProblems, signInThroughApi, storeSession } from './support';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date cell as yyyy-MM-dd: "31/12/2025 (publication date)" or "June 2025" (its first day). */
function sortableDay(cell: string): string {
  const day = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(cell);
  if (day) return `${day[3]}-${day[2]}-${day[1]}`;
  const [month = '', year = ''] = cell.split(' ');
  return `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-01`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const countIn = async (page: Page, prefix: string) => {
  const text = await page.getByText(new RegExp(`^${prefix}: \\d+$`)).textContent();
  return Number(text?.split(': ')[1]);
};

/** Waits for the results of the address the page is at, then gives Total Events. */
async function resultsOf(page: Page): Promise<number> {
  // The address changes a moment before the screen follows it: wait for the results of this address.
  await page.waitForFunction(() => {
    const results = document.querySelector('[data-search]');
    const search = new URLSearchParams(window.location.search).toString();
    return results?.getAttribute('data-search') === search && results.getAttribute('aria-busy') === 'false';
  });
  await page.getByText(/^Total Events: [1-9]\d*$/).waitFor();
  return countIn(page, 'Total Events');
}

const rows = (page: Page) => page.locator('tbody tr[tabindex="0"]');
const cellsOf = (page: Page, column: number) =>
  rows(page)
    .locator(`td:nth-child(${column + 1})`)
    .allTextContents();
const shownIds = async (page: Page) => (await cellsOf(page, 7)).slice(0, 10);
const query = (page: Page) => new URL(page.url()).searchParams;

it('filters by facets, narrows by the timeline, searches a phrase, and goes back and forward', async () => {
  const { page, context } = await newPage(browser);
  await signInThroughApi(page, 'refine');
  await page.goto('/?keywords=robbery&from=2000-01-01&to=2030-12-31');
  const all = await resultsOf(page);
  const filters = page.getByRole('navigation', { name: 'Filter results' });
  await filters.getByRole('button', { pressed: false }).first().waitFor();
  await page.getByTestId('timeline').locator('.recharts-bar-rectangle').first().waitFor();
  await expectNoSeriousViolations(page, 'search with facets and timeline');

  // A province narrows the results to it; its chip, or a second click, takes it away again.
  const provinces = page.getByRole('region', { name: 'Province' });
  const first = provinces.getByRole('button').first();
  const [province, countText] = (await first.innerText()).split('\n');
  await first.click();
  await page.waitForURL((url) => url.searchParams.get('province') === province);
  const inProvince = await resultsOf(page);
  expect(inProvince).toBe(Number(countText?.replace(/,/g, '')));
  expect(new Set(await cellsOf(page, 3))).toEqual(new Set([province]));
  const chip = page.getByRole('button', { name: `Remove filter Province: ${province}` });
  await expectNoSeriousViolations(page, 'search with an active filter');
  await chip.click();
  await page.waitForURL((url) => !url.searchParams.has('province'));
  expect(await resultsOf(page)).toBe(all);
  await provinces.getByRole('button', { name: new RegExp(`^${province}`) }).click();
  await page.waitForURL((url) => url.searchParams.get('province') === province);
  await provinces.getByRole('button', { name: new RegExp(`^${province}`) }).click();
  await page.waitForURL((url) => !url.searchParams.has('province'));
  // The address changes a moment before the screen follows it.
  await chip.waitFor({ state: 'detached' });

  // Dragging across three bars searches those months, and the date fields follow.
  const bars = page.getByTestId('timeline').locator('.recharts-bar-rectangle');
  const barCount = await bars.count();
  expect(barCount).toBeGreaterThan(6);
  const centre = async (index: number) => {
    const box = await bars.nth(index).boundingBox();
    if (!box) throw new Error(`bar ${index} is not drawn`);
    return { x: box.x + box.width / 2, y: box.y + box.height - 2 };
  };
  const from = await centre(2);
  const to = await centre(4);
  // The tooltip names the month under the pointer; those two months and the ones between are searched.
  const monthAt = async (point: { x: number; y: number }) => {
    await page.mouse.move(point.x, point.y);
    const label = page.getByTestId('timeline').locator('.recharts-tooltip-label');
    await label.waitFor();
    const [name, year] = ((await label.textContent()) ?? '').split(' ');
    const month = 'JanFebMarAprMayJunJulAugSepOctNovDec'.indexOf(name ?? '') / 3 + 1;
    return `${year}-${String(month).padStart(2, '0')}`;
  };
  const firstMonth = await monthAt(from);
  const lastMonth = await monthAt(to);
  expect(lastMonth > firstMonth).toBe(true);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, to.y, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  await page.waitForURL((url) => url.searchParams.get('from') !== '2000-01-01');
  const months = await resultsOf(page);
  expect(months).toBeLessThan(all);
  const range = query(page);
  expect(range.get('from')).toBe(`${firstMonth}-01`);
  expect(range.get('to')).toMatch(new RegExp(`^${lastMonth}-(28|29|30|31)$`));
  expect(await page.getByLabel('Date from').inputValue()).toBe(
    (range.get('from') ?? '').split('-').reverse().join('/'),
  );
  for (const day of await cellsOf(page, 1)) {
    if (day === '-') continue;
    const iso = day.split('/').reverse().join('-');
    expect(iso >= (range.get('from') ?? '') && iso <= (range.get('to') ?? '')).toBe(true);
  }
  const monthIds = await shownIds(page);

  // Back to the whole range, with the dates in the fields again; Forward to the months.
  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get('from') === '2000-01-01');
  expect(await resultsOf(page)).toBe(all);
  expect(await page.getByLabel('Date from').inputValue()).toBe('01/01/2000');
  await page.goForward();
  await page.waitForURL((url) => url.searchParams.get('from') === range.get('from'));
  expect(await resultsOf(page)).toBe(months);
  expect(await shownIds(page)).toEqual(monthIds);
  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get('from') === '2000-01-01');

  // A quoted phrase finds the words together, and marks them so.
  await page.getByLabel('Keywords').fill('"house robbery"');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL((url) => url.searchParams.get('keywords') === '"house robbery"');
  const phrase = await resultsOf(page);
  expect(phrase).toBeLessThan(all);
  const marks = await rows(page).locator('mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(mark).toMatch(/^house\s+robbery$/i);
  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get('keywords') === 'robbery');
  expect(await resultsOf(page)).toBe(all);
  expect(await page.getByLabel('Keywords').inputValue()).toBe('robbery');
  await page.goForward();
  await page.waitForURL((url) => url.searchParams.get('keywords') === '"house robbery"');
  expect(await resultsOf(page)).toBe(phrase);
  expect(await page.getByLabel('Keywords').inputValue()).toBe('"house robbery"');

  // The same results in the newest-first order.
  await page.getByLabel('Sort by').selectOption('newest');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'newest');
  expect(await resultsOf(page)).toBe(phrase);
  // A day ("31/12/2025", or marked "(publication date)"), or a month alone ("June 2025"), which sorts
  // by its first day.
  const days = (await cellsOf(page, 1)).filter((day) => day !== '-').map(sortableDay);
  expect(days).toEqual([...days].sort().reverse());

  expect(pageProblems(page)).toEqual([]);
  await context.close();
});

it('selects all N results into a notebook, keeps them over a visit to the notebook, and shares the search as a link', async () => {
  const { page, context } = await newPage(browser);
  const { token, userId, session } = await signInThroughApi(page, 'select-all');
  const created = await fetch(`${baseUrl()}/api/v1/notebooks/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: 'Every robbery', description: '', params: {}, owner_id: userId }),
  });
  const notebook = (await created.json()) as { id: number };

  await page.goto('/?keywords=robbery+-armed&from=2000-01-01&to=2030-12-31&sort=oldest');
  const total = await resultsOf(page);
  expect(total).toBeGreaterThan(50);
  expect(total).toBeLessThanOrEqual(1000);
  await page.getByRole('checkbox', { name: 'Select all events' }).check();
  const offer = page.getByRole('button', { name: `Select all ${total.toLocaleString('en')} results` });
  await offer.waitFor();
  await expectNoSeriousViolations(page, 'search, select all banner');
  await offer.click();
  await page.getByText(`All ${total.toLocaleString('en')} results are selected.`).waitFor();
  await page.getByRole('button', { name: 'Add to Notebook' }).first().click();
  await page.getByText(`Add ${total} selected events to:`).waitFor();
  await page.getByRole('checkbox', { name: 'Every robbery' }).check();
  await page.getByRole('button', { name: 'Add to Selected Notebooks' }).click();
  await page
    .getByText(`${total} Events were added to the following Notebook: Every robbery`)
    .first()
    .waitFor();
  const stored = (await (
    await fetch(`${baseUrl()}/api/v1/notebooks/${notebook.id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { num_events: number };
  expect(stored.num_events).toBe(total);

  // A visit to the notebooks and Back: the same results, still all selected.
  const address = page.url();
  const ids = await shownIds(page);
  await page.getByRole('link', { name: 'Notebooks' }).click();
  // The toast still names the notebook on the search screen, so wait for the address, not the words.
  await page.waitForURL(/\/notebooks$/);
  await page.getByText('Every robbery').first().waitFor();
  await page.goBack();
  await page.waitForURL(address);
  expect(await resultsOf(page)).toBe(total);
  expect(await shownIds(page)).toEqual(ids);
  await page.getByText(`All ${total.toLocaleString('en')} results are selected.`).waitFor();
  expect(await countIn(page, 'Total Selected')).toBe(total);

  // The link, opened in another browser, gives the same search and the same results.
  const other = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
  await storeSession(other, session);
  const shared = await other.newPage();
  await shared.goto(address);
  expect(await resultsOf(shared)).toBe(total);
  expect(await shownIds(shared)).toEqual(ids);
  expect(await shared.getByLabel('Keywords').inputValue()).toBe('robbery -armed');
  expect(await shared.getByLabel('Sort by').inputValue()).toBe('oldest');
  await other.close();

  // On a phone the results are cards, with nothing to scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('result-card').first().waitFor();
  expect(await page.locator('table').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'search results as cards on a phone');

  expect(pageProblems(page)).toEqual([]);
  await context.close();
});
