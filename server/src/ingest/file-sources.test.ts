import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { csvSource } from './csv-source';
import { filesOfFolder, folderSource } from './folder-source';
import { jsonLinesSource } from './jsonl-source';
import { pageFileSource } from './page-file-source';
import type { IngestSource, SourceItem } from './types';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/files/${name}`, import.meta.url));

async function itemsOf(source: IngestSource): Promise<SourceItem[]> {
  const items: SourceItem[] = [];
  for await (const item of source.read()) items.push(item);
  return items;
}

const brief = (item: SourceItem) =>
  item.kind === 'release'
    ? { at: item.location, url: item.release.source_url }
    : { at: item.location, problem: item.reason };

describe('JSON Lines files', () => {
  it('yields each release with its file and line, and each bad line with the reason', async () => {
    const path = fixture('releases.jsonl');
    const items = await itemsOf(jsonLinesSource(path));
    expect(items.map(brief)).toEqual([
      { at: `${path}:1`, url: 'https://fixtures.invalid/jsonl/1' },
      { at: `${path}:2`, url: 'https://fixtures.invalid/jsonl/2' },
      { at: `${path}:4`, problem: 'missing title' },
      { at: `${path}:5`, problem: 'missing context (the release text)' },
      { at: `${path}:6`, problem: expect.stringContaining('unreadable published_date "sometime in March"') },
      { at: `${path}:7`, problem: expect.stringMatching(/^malformed JSON line: /) },
      { at: `${path}:8`, problem: 'a line must be one JSON object (one release)' },
      { at: `${path}:9`, url: 'https://fixtures.invalid/jsonl/3' },
    ]);
    const second = items[1];
    expect(second?.kind === 'release' && second.release.published_date).toBe('2024-03-12');
    const supplied = items[7];
    expect(supplied?.kind === 'release' && supplied.release.supplied).toEqual({
      date: '2024-03-13',
      location: 'Seshego',
      crime_committed: 'Stock theft',
      summary: 'Given summary.',
    });
    expect(await jsonLinesSource(path).estimate()).toBe(8);
  });
});

describe('CSV files', () => {
  it('yields rows with the line they start on (quoted cells span lines) and reports bad rows', async () => {
    const path = fixture('releases.csv');
    const items = await itemsOf(csvSource(path));
    expect(items.map(brief)).toEqual([
      { at: `${path}:2`, url: 'https://fixtures.invalid/csv/1' },
      { at: `${path}:9`, problem: 'missing title' },
      { at: `${path}:16`, problem: expect.stringContaining('unreadable date "30 February 2024"') },
      { at: `${path}:23`, problem: expect.stringMatching(/^malformed CSV row: Invalid Record Length/) },
      { at: `${path}:24`, url: 'https://fixtures.invalid/csv/3' },
    ]);
    const first = items[0];
    expect(first?.kind === 'release' && first.release.text).toMatch(
      /^Police in Khayelitsha[\s\S]*\n\nEnds\n/,
    );
    expect(await csvSource(path).estimate()).toBe(5);
  });

  it("reads the app's own CSV export (BOM, CRLF, export headers) back in", async () => {
    const [item] = await itemsOf(csvSource(fixture('export.csv')));
    expect(item?.kind === 'release' && item.release).toMatchObject({
      title: 'Hijacking in Seshego',
      published_date: '2024-05-02',
      source_url: 'https://fixtures.invalid/export/1',
      supplied: { date: '2024-05-01', location: 'Seshego, Polokwane', crime_committed: 'Carjacking' },
    });
    expect(item?.kind === 'release' && item.release.text).not.toContain('\r');
  });

  it('reports a header without the required columns once, for the whole file', async () => {
    const path = fixture('no-columns.csv');
    expect((await itemsOf(csvSource(path))).map(brief)).toEqual([
      {
        at: `${path}:1`,
        problem: expect.stringContaining(
          'the header has no column for title, context, published_date, source_url',
        ),
      },
    ]);
  });
});

describe('saved HTML pages', () => {
  it('extracts the main text with its paragraphs, the title and the date from the metadata', async () => {
    const [item] = await itemsOf(pageFileSource(fixture('pages/canonical.html')));
    expect(item?.kind).toBe('release');
    if (item?.kind !== 'release') return;
    expect(item.release).toMatchObject({
      title: 'Two arrested for armed robbery in Soweto',
      published_date: '2024-06-10',
      source_url: 'https://fixtures.invalid/pages/canonical',
    });
    expect(item.release.text).toMatch(/^Police in Soweto arrested two suspects on Sunday morning/);
    expect(item.release.text).toContain('magistrate’s court on Monday.');
    expect(item.release.text).toContain('\n\nEnds\n\nEnquiries: Captain B. Fixture');
    expect(item.release.text).not.toMatch(/Home|Privacy/);
  });

  it("takes the address from the browser's saved-from mark and the date printed at the top", async () => {
    const [item] = await itemsOf(pageFileSource(fixture('pages/saved-from.html')));
    expect(item?.kind === 'release' && item.release).toMatchObject({
      source_url: 'https://fixtures.invalid/pages/saved',
      published_date: '2024-02-14',
    });
  });

  it('keys a page that names no address of its own by its file URL', async () => {
    const path = fixture('pages/no-address.html');
    const [item] = await itemsOf(pageFileSource(path));
    expect(item?.kind === 'release' && item.release.source_url).toBe(new URL(`file://${path}`).href);
  });

  it.each([
    ['pages/index.html', 'not a press release: the page is mostly links (a listing or index page)'],
    [
      'pages/short.html',
      expect.stringMatching(/^not a press release: (only \d+ characters|no article text)/),
    ],
    ['pages/no-date.html', expect.stringMatching(/^no publication date found/)],
  ])('reports %s as not usable, with the reason', async (name, reason) => {
    const path = fixture(name);
    expect((await itemsOf(pageFileSource(path))).map(brief)).toEqual([{ at: path, problem: reason }]);
  });
});

describe('folders', () => {
  it('reads release files of every kind in name order, passing over other files and saved resources', async () => {
    const folder = fixture('');
    expect(filesOfFolder(folder).map((path) => path.slice(folder.length))).toEqual([
      'export.csv',
      'no-columns.csv',
      'pages/canonical.html',
      'pages/index.html',
      'pages/no-address.html',
      'pages/no-date.html',
      'pages/saved-from.html',
      'pages/short.html',
      'releases.csv',
      'releases.jsonl',
    ]);
    const items = await itemsOf(folderSource(folder, 'fixtures'));
    expect(items.filter((item) => item.kind === 'release')).toHaveLength(1 + 3 + 2 + 3);
    // The estimate for the progress bar counts what reading yields: releases and problems alike.
    expect(await folderSource(folder).estimate()).toBe(items.length);
    expect(items).toHaveLength(1 + 1 + 6 + 5 + 8);
  });
});
