import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase, queryRows } from '../testing/database';
import { startFeedServer } from '../testing/feed-server';
import { type CommandOptions, ingestCommand } from './command';
import { defaultReportPath } from './failure-report';
import { listSourceRuns } from './watched-sources.repository';

const files = fileURLToPath(new URL('./fixtures/files', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'ingest-command-'));
const env = { DATA_DIR: scratch, JWT_SECRET: 'x'.repeat(32) };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.execute(sql`truncate events restart identity cascade`);
});

async function run(argv: string[], options: CommandOptions = {}) {
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (chunk) => {
    out += chunk;
  });
  let err = '';
  const stderr = { write: (text: string) => (err += text) };
  const status = await ingestCommand(argv, { stdout, stderr }, { env, database, ...options });
  return { status, out, err };
}

const stored = async () =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from events`))[0]?.n ?? 0;

describe('npm run ingest -- --reenrich', () => {
  const release = (n: number, text: string) =>
    JSON.stringify({
      title: `Release ${n}`,
      published_date: '2024-06-11',
      source_url: `https://press.invalid/reenrich/${n}`,
      context: text,
      ...(n === 2 ? { location: 'Seshego' } : {}),
    });

  it('enriches events an older extractor wrote, keeps supplied fields, and changes nothing when run again', async () => {
    const file = join(scratch, 'reenrich.jsonl');
    const text =
      'Police in Soweto arrested two suspects, aged 24 and 30, on Sunday after a woman was robbed.';
    writeFileSync(file, `${release(1, text)}\n${release(2, text)}\n`);
    expect((await run([file])).status).toBe(0);
    // As an older extractor left them: no people fields and an earlier version.
    await database.db.execute(
      sql`update events set extractor_version = 1, suspects_arrested = null, suspect_ages = '{}', victims_count = null`,
    );

    const first = await run(['--reenrich']);
    expect(first.status).toBe(0);
    expect(first.out).toMatch(
      /^Re-enriched 2 events in [\d.]+ s; every stored event is now read by extractor version \d+\.\n$/,
    );
    const rows = await queryRows<{
      location: string;
      suspects_arrested: number;
      suspect_ages: number[];
      victims_female: number;
    }>(
      database.db,
      sql`select location, suspects_arrested, suspect_ages, victims_female from events order by id`,
    );
    expect(rows[0]).toMatchObject({ suspects_arrested: 2, suspect_ages: [24, 30], victims_female: 1 });
    expect(rows[0]?.location).toContain('Soweto');
    expect(rows[1]).toMatchObject({ location: 'Seshego', suspects_arrested: 2 });

    const again = await run(['--reenrich']);
    expect(again.out).toMatch(/^Re-enriched 0 events/);
  });

  it('takes no SOURCE', async () => {
    const { status, err } = await run(['--reenrich', 'x.jsonl']);
    expect(status).toBe(2);
    expect(err).toContain('--reenrich works on the stored events: name no SOURCE and no --dry-run');
  });
});

describe('npm run ingest', () => {
  it('explains itself with --help', async () => {
    const { status, out } = await run(['--help']);
    expect(status).toBe(0);
    expect(out).toMatch(/^Usage: npm run ingest -- \[options\] SOURCE\.\.\./);
    for (const option of ['--dry-run', '--format jsonl', '--report PATH', '--delay-ms N'])
      expect(out).toContain(option);
  });

  it.each([
    [[], 'name at least one SOURCE'],
    [['--bogus', 'x.jsonl'], "Unknown option '--bogus'"],
    [['--dry-run', '--format', 'csv', 'x.jsonl'], '--format csv is not known: jsonl is the only format'],
    [['--format', 'jsonl', 'x.jsonl'], '--format applies to --dry-run only'],
    [['--delay-ms', 'soon', 'x.jsonl'], '--delay-ms must be a whole number of at least 0'],
    [['--batch-size', '0', 'x.jsonl'], '--batch-size must be a whole number of at least 1'],
  ])('refuses %j with a usage error (status 2)', async (argv, message) => {
    const { status, err, out } = await run(argv);
    expect(status).toBe(2);
    expect(err).toContain(message);
    expect(err).toContain('Usage: npm run ingest');
    expect(out).toBe('');
  });

  it('prints enriched events as JSON lines on a dry run, stores nothing, and reports failures', async () => {
    const report = join(scratch, 'dry.jsonl');
    const { status, out, err } = await run(['--dry-run', '--format', 'jsonl', '--report', report, files]);
    expect(status).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(9);
    const events = lines.map((line) => JSON.parse(line));
    expect(Object.keys(events[0])).toEqual([
      'title',
      'date',
      'location',
      'municipality',
      'police_station',
      'province',
      'crime_committed',
      'suspects_arrested',
      'suspect_ages',
      'victims',
      'arrest_made',
      'outcome',
      'summary',
      'context',
      'published_date',
      'source_url',
      'evidence',
    ]);
    expect(events.find((e) => e.source_url === 'https://fixtures.invalid/jsonl/1')).toMatchObject({
      date: '2024-03-10',
      province: 'Gauteng',
      evidence: { date: 'on Sunday morning', location: 'Soweto', crimes: ['murder'] },
    });
    expect(await stored()).toBe(0);
    expect(err).toContain('Dry run: printed 9 events, 12 failed');
    expect(err).toContain(`Failures (12): ${report}`);
    const failures = readFileSync(report, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(failures).toHaveLength(12);
    // The terminal shows every one of them too, where it is and why, with no need to open the file.
    for (const failure of failures) expect(err).toContain(`\n  ${failure.location}: ${failure.reason}\n`);
    expect(failures).toContainEqual({
      source: files,
      location: `${files}/releases.jsonl:7`,
      reason: expect.stringMatching(/^malformed JSON line: /),
    });
  });

  it('stores releases, says what it did, and skips them all on a second run', async () => {
    const report = join(scratch, 'failures.csv');
    const first = await run(['--report', report, files]);
    expect(first.status).toBe(0);
    expect(first.out).toMatch(/^Added 9, updated 0, unchanged 0, failed 12 in [\d.]+ s/);
    expect(await stored()).toBe(9);
    const csv = readFileSync(report, 'utf8').split('\n');
    expect(csv[0]).toBe('"source","location","reason"');
    expect(csv).toContain(`"${files}","${files}/releases.csv:9","missing title"`);

    const second = await run(['--report', report, files]);
    expect(second.out).toMatch(/^Added 0, updated 0, unchanged 9, failed 12/);
  });

  it('exits with status 1 when nothing could be read at all', async () => {
    const report = join(scratch, 'nothing.jsonl');
    const { status, out, err } = await run([
      '--report',
      report,
      join(scratch, 'missing.csv'),
      'ftp://example.invalid/feed',
    ]);
    expect(status).toBe(1);
    expect(out).toMatch(/^Added 0, updated 0, unchanged 0, failed 2/);
    expect(err).toContain('Nothing could be read from the sources given.');
    expect(readFileSync(report, 'utf8')).toContain('"reason":"no such file or folder"');
  });

  it('refuses an invalid INGEST_ALLOW_HOSTS at start-up, naming the variable (status 2)', async () => {
    const { status, err } = await run(['--dry-run', files], {
      env: { ...env, INGEST_ALLOW_HOSTS: 'intranet.example, 10.0.0.0/33' },
    });
    expect(status).toBe(2);
    expect(err).toContain(
      'INGEST_ALLOW_HOSTS: "10.0.0.0/33" is not a host name, an IP address or a CIDR range',
    );
  });

  it('fetches a loopback address only when INGEST_ALLOW_HOSTS names it', async () => {
    const page = readFileSync(new URL('./fixtures/web/release-1.html', import.meta.url), 'utf8');
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases/1`;
    try {
      const report = join(scratch, 'loopback.jsonl');
      const refused = await run(['--dry-run', '--report', report, url]);
      expect(refused.status).toBe(1);
      expect(readFileSync(report, 'utf8')).toBe(
        `${JSON.stringify({ source: url, location: url, reason: 'refused: 127.0.0.1 is a loopback address' })}\n`,
      );
      const allowed = await run(['--dry-run', url], { env: { ...env, INGEST_ALLOW_HOSTS: '127.0.0.0/8' } });
      expect(allowed.status).toBe(0);
      expect(JSON.parse(allowed.out).source_url).toBe(url);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  describe('failures on the terminal', () => {
    const releaseLine = (n: number, fields: Record<string, unknown> = {}) =>
      JSON.stringify({
        title: `Release ${n}`,
        published_date: '2024-06-11',
        source_url: `https://press.invalid/failing/${n}`,
        context: 'Police in Soweto arrested a suspect on Sunday after a shop was robbed.',
        ...fields,
      });
    /** The indented lines printed under "Failures (N): PATH". */
    const failureBlock = (err: string) =>
      (err.split(/^Failures \(\d+\): .*\n/m)[1] ?? '').split('\n').filter((line) => line.startsWith('  '));

    it('shows the first 20 failures, each with its place and reason, then how many more the report holds', async () => {
      const file = join(scratch, 'failing.jsonl');
      const failing = Array.from({ length: 25 }, (_, i) =>
        releaseLine(i + 2, { published_date: `day ${i + 2}` }),
      );
      writeFileSync(file, `${[releaseLine(1), ...failing].join('\n')}\n`);
      const { status, err } = await run(['--report', join(scratch, 'failing-report.jsonl'), file]);
      expect(status).toBe(0);
      const block = failureBlock(err);
      expect(block).toHaveLength(21);
      expect(block[0]).toBe(
        `  ${file}:2: unreadable published_date "day 2" (use yyyy-MM-dd or a full date such as "12 March 2024")`,
      );
      expect(block[19]).toMatch(`  ${file}:21: unreadable published_date "day 21"`);
      expect(block[20]).toBe('  and 5 more');
    });

    it('keeps control characters in a release file from reaching the terminal', async () => {
      const file = join(scratch, 'escapes.jsonl');
      writeFileSync(file, `${releaseLine(1, { published_date: '\u001b]0;owned\u0007\u001b[2J\nnext' })}\n`);
      const { err } = await run(['--report', join(scratch, 'escapes-report.jsonl'), file]);
      expect(failureBlock(err)).toEqual([
        `  ${file}:1: unreadable published_date " ]0;owned  [2J next" (use yyyy-MM-dd or a full date such as "12 March 2024")`,
      ]);
    });
  });

  it('names the default report after the time of the run', () => {
    expect(defaultReportPath(new Date('2024-03-12T08:09:10.123Z'))).toBe(
      'ingest-failures-20240312-080910.jsonl',
    );
  });
});

describe('npm run ingest -- --watch', () => {
  it('polls WATCH_SOURCES in the foreground, recording each run, until stopped', async () => {
    const feed = await startFeedServer();
    try {
      const stop = new AbortController();
      const stdout = new PassThrough();
      let out = '';
      stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('\n')) stop.abort();
      });
      let err = '';
      const stderr = { write: (text: string) => (err += text) };
      const watchEnv = { ...env, WATCH_SOURCES: feed.url, INGEST_ALLOW_HOSTS: '127.0.0.1' };
      const status = await ingestCommand(
        ['--watch', '--delay-ms', '0'],
        { stdout, stderr },
        {
          env: watchEnv,
          database,
          signal: stop.signal,
        },
      );
      expect(status).toBe(0);
      expect(out).toMatch(
        new RegExp(
          `^${feed.url.replace(/[.]/g, '\\.')}: added 2, updated 0, unchanged 0, failed 0; next run at \\S+Z\\n$`,
        ),
      );
      expect(err).toContain('Watching 1 source(s), each polled every 60 min; Ctrl-C stops.');
      const runs = await listSourceRuns(database.db, feed.url);
      expect(runs).toEqual([expect.objectContaining({ added: 2, failed: 0 })]);
      expect(await stored()).toBe(2);
    } finally {
      await feed.close();
    }
  });

  it('needs WATCH_SOURCES, and takes no SOURCE or options of a one-off run', async () => {
    const empty = await run(['--watch']);
    expect(empty.status).toBe(2);
    expect(empty.err).toContain('--watch polls the addresses in WATCH_SOURCES, and it names none');
    for (const argv of [
      ['--watch', 'examples'],
      ['--watch', '--dry-run'],
      ['--watch', '--report', 'x.csv'],
    ]) {
      const misuse = await run(argv, { env: { ...env, WATCH_SOURCES: 'https://a.example/feed.xml' } });
      expect(misuse.status, argv.join(' ')).toBe(2);
      expect(misuse.err).toContain('--watch polls the addresses in WATCH_SOURCES: name no SOURCE');
    }
  });
});
