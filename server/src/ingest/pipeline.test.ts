import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { events, notebookEvents, notebooks, users } from '../db/schema';
import { createTestDatabase, queryRows } from '../testing/database';
import { ruleBasedEnricher } from './enrichment';
import { fileSource, folderSource } from './folder-source';
import { type IngestRun, MAX_RELEASE_CHARS, runIngest } from './pipeline';
import { databaseSink } from './sinks';
import type { IncomingRelease, IngestFailure, IngestSource, SourceItem } from './types';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`truncate events, users restart identity cascade`);
});

const release = (n: number, changes: Partial<IncomingRelease> = {}): IncomingRelease => ({
  title: `Suspect arrested for murder in Soweto (${n})`,
  published_date: '2024-03-12',
  source_url: `https://fixtures.invalid/pipeline/${n}`,
  text: `Police in Soweto arrested a suspect on Sunday morning in connection with the murder of a man (case ${n}).\n\nEnds`,
  supplied: {},
  ...changes,
});

const item = (r: IncomingRelease): SourceItem => ({
  kind: 'release',
  release: r,
  location: `list:${r.source_url.split('/').at(-1)}`,
});

/** A source over a list of items; with `breakAfter`, it throws after yielding that many, as a crashing reader would. */
function listSource(name: string, items: SourceItem[], breakAfter?: number): IngestSource {
  return {
    name,
    estimate: async () => items.length,
    async *read() {
      for (const [index, entry] of items.entries()) {
        if (index === breakAfter) throw new Error('connection reset while reading');
        yield entry;
      }
    },
  };
}

async function ingest(sources: IngestSource[], options: Partial<IngestRun> = {}) {
  const failures: IngestFailure[] = [];
  const outcome = await runIngest({
    sources,
    enricher: ruleBasedEnricher,
    sink: databaseSink(database.db),
    onFailure: (failure) => failures.push(failure),
    ...options,
  });
  return { outcome, failures };
}

type StoredEvent = {
  id: number;
  title: string;
  context: string;
  date: string | null;
  location: string | null;
  province: string | null;
  crime_committed: string | null;
  summary: string;
  evidence: Record<string, unknown>;
  edited: boolean;
  is_demo: boolean;
  changed_later: boolean;
};

const stored = async (url: string) => {
  const [row] = await queryRows<StoredEvent>(
    database.db,
    sql`select id, title, context, date::text as date, location, province, crime_committed, summary, evidence,
      edited, is_demo, updated_at > created_at as changed_later from events where source_url = ${url}`,
  );
  return row;
};
const count = async () => (await database.db.select({ id: events.id }).from(events)).length;

describe('storing releases', () => {
  it('turns a folder of every file kind into enriched, searchable events, reporting what it cannot read', async () => {
    const folder = fileURLToPath(new URL('./fixtures/files/', import.meta.url));
    const { outcome, failures } = await ingest([folderSource(folder, 'fixtures')]);
    expect(outcome).toMatchObject({
      releases: 9,
      added: 9,
      updated: 0,
      unchanged: 0,
      failed: 12,
      interrupted: false,
    });
    expect(
      failures.every((f) => f.source === 'fixtures' && f.location.startsWith(folder) && f.reason !== ''),
    ).toBe(true);

    const soweto = await stored('https://fixtures.invalid/jsonl/1');
    expect(soweto).toMatchObject({
      date: '2024-03-10',
      location: 'Soweto',
      province: 'Gauteng',
      crime_committed: 'Murder',
      edited: false,
      is_demo: false,
    });
    expect(soweto?.evidence).toEqual({
      date: 'on Sunday morning',
      location: 'Soweto',
      municipality: 'Soweto',
      crimes: ['murder'],
      suspects_arrested: 'arrested a suspect',
      arrest_made: 'arrested a suspect',
      victims: 'murder of a man',
      victims_killed: 'murder of a man',
      outcome: 'to appear',
    });

    const supplied = await stored('https://fixtures.invalid/jsonl/3');
    expect(supplied).toMatchObject({
      date: '2024-03-13',
      location: 'Seshego',
      province: 'Limpopo',
      crime_committed: 'Stock theft',
      summary: 'Given summary.',
      evidence: {},
    });

    const [hit] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from event_search where search @@ plainto_tsquery('english', 'carjacking')`,
    );
    expect(hit?.n).toBeGreaterThan(0);
  });

  it('skips unchanged releases on a second run, and adds only what is new', async () => {
    await ingest([
      listSource(
        'list',
        [1, 2, 3].map((n) => item(release(n))),
      ),
    ]);
    const { outcome } = await ingest([
      listSource(
        'list',
        [1, 2, 3, 4].map((n) => item(release(n))),
      ),
    ]);
    expect(outcome).toMatchObject({ added: 1, updated: 0, unchanged: 3, failed: 0 });
    expect((await stored(release(1).source_url))?.changed_later).toBe(false);
  });

  it('re-enriches a changed release in place: same id, marked edited, still in the notebooks that hold it', async () => {
    await ingest([listSource('list', [item(release(1)), item(release(2))])]);
    const before = await stored(release(1).source_url);
    const [user] = await database.db
      .insert(users)
      .values({ email: 'reader@example.org', fullName: 'Reader', hashedPassword: 'x' })
      .returning();
    const [notebook] = await database.db
      .insert(notebooks)
      .values({ ownerId: user?.id ?? 0, title: 'Soweto' })
      .returning();
    await database.db
      .insert(notebookEvents)
      .values({ notebookId: notebook?.id ?? 0, eventId: before?.id ?? 0 });

    const edited = release(1, {
      title: 'Correction: suspect arrested for carjacking in Khayelitsha',
      text: 'Police in Khayelitsha arrested a suspect on Saturday night, minutes after a carjacking.\n\nEnds',
    });
    const { outcome } = await ingest([listSource('list', [item(edited), item(release(2))])]);
    expect(outcome).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
    const after = await stored(release(1).source_url);
    expect(after).toMatchObject({
      id: before?.id,
      context: edited.text,
      location: 'Khayelitsha',
      province: 'Western Cape',
      crime_committed: 'Carjacking',
      date: '2024-03-09',
      edited: true,
      changed_later: true,
    });
    expect(after?.evidence).toMatchObject({ date: 'on Saturday night', location: 'Khayelitsha' });
    expect((await stored(release(2).source_url))?.edited).toBe(false);
    const kept = await database.db
      .select()
      .from(notebookEvents)
      .where(eq(notebookEvents.eventId, before?.id ?? 0));
    expect(kept).toHaveLength(1);
  });

  it('counts a change of a supplied field as an edit too', async () => {
    await ingest([listSource('list', [item(release(1, { supplied: { summary: 'First summary.' } }))])]);
    const { outcome } = await ingest([
      listSource('list', [item(release(1, { supplied: { summary: 'Better summary.' } }))]),
    ]);
    expect(outcome).toMatchObject({ updated: 1 });
    expect((await stored(release(1).source_url))?.summary).toBe('Better summary.');
  });
});

describe('bad input', () => {
  it('reports each problem with its location and reason, and stores everything else', async () => {
    const items: SourceItem[] = [
      item(release(1)),
      { kind: 'problem', location: 'list.jsonl:2', reason: 'missing title' },
      item(release(3)),
      item(release(1, { title: 'Same address again' })),
    ];
    const { outcome, failures } = await ingest([listSource('list.jsonl', items)]);
    expect(outcome).toMatchObject({ seen: 4, releases: 3, added: 2, failed: 2 });
    expect(failures).toEqual([
      { source: 'list.jsonl', location: 'list.jsonl:2', reason: 'missing title' },
      {
        source: 'list.jsonl',
        location: 'list:1',
        reason: 'duplicate: the same source_url was read before in this run, at list:1 (that one is kept)',
      },
    ]);
  });

  it('drops NUL characters, which PostgreSQL text cannot hold, instead of failing the batch', async () => {
    const { outcome } = await ingest([
      listSource('list', [item(release(1, { text: `Police in Soweto\u0000 arrested a man.` }))]),
    ]);
    expect(outcome).toMatchObject({ added: 1, failed: 0 });
    expect((await stored(release(1).source_url))?.context).toBe('Police in Soweto arrested a man.');
  });

  it('refuses a release whose text is longer than 100,000 characters, whatever source it came from', async () => {
    expect(MAX_RELEASE_CHARS).toBe(100_000);
    const sentence = 'Police in Soweto arrested a suspect on Sunday morning. ';
    const textOf = (length: number) =>
      `${sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length - 1)}.`;
    const folder = mkdtempSync(join(tmpdir(), 'ingest-long-'));
    try {
      const file = join(folder, 'long.jsonl');
      writeFileSync(
        file,
        `${JSON.stringify({ ...release(4), text: undefined, context: textOf(2_400_000) })}\n`,
      );
      const { outcome, failures } = await ingest([
        listSource('list', [
          item(release(1, { text: textOf(100_001) })),
          item(release(2, { text: textOf(100_000) })),
          item(release(3)),
        ]),
        fileSource(file) as IngestSource,
      ]);
      expect(outcome).toMatchObject({ releases: 2, added: 2, failed: 2 });
      expect(failures).toEqual([
        {
          source: 'list',
          location: 'list:1',
          reason: 'release text is 100,001 characters; the limit is 100,000',
        },
        {
          source: file,
          location: `${file}:1`,
          reason: 'release text is 2,400,000 characters; the limit is 100,000',
        },
      ]);
      expect(await stored(release(1).source_url)).toBeUndefined();
      expect(await stored(release(4).source_url)).toBeUndefined();
      expect((await stored(release(2).source_url))?.context).toHaveLength(100_000);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reports a release the enrichment cannot handle and goes on', async () => {
    const fragile = {
      enrich: async (r: IncomingRelease) => {
        if (r.source_url.endsWith('/2')) throw new Error('unexpected input');
        return ruleBasedEnricher.enrich(r);
      },
    };
    const { outcome, failures } = await ingest(
      [
        listSource(
          'list',
          [1, 2, 3].map((n) => item(release(n))),
        ),
      ],
      {
        enricher: fragile,
      },
    );
    expect(outcome).toMatchObject({ added: 2, failed: 1 });
    expect(failures[0]).toMatchObject({ location: 'list:2', reason: 'enrichment failed: unexpected input' });
  });
});

describe('interrupted runs', () => {
  it('keeps what a source yielded before it broke off, reports it, and reads the next source', async () => {
    const breaking = listSource(
      'breaking.jsonl',
      [1, 2, 3, 4, 5].map((n) => item(release(n))),
      3,
    );
    const { outcome, failures } = await ingest([breaking, listSource('next', [item(release(9))])], {
      batchSize: 2,
    });
    expect(outcome).toMatchObject({ added: 4, failed: 1 });
    expect(failures).toEqual([
      {
        source: 'breaking.jsonl',
        location: 'breaking.jsonl',
        reason: 'reading stopped: connection reset while reading',
      },
    ]);
    expect(await count()).toBe(4);
  });

  it('rolls back the failing batch only, so running again finishes the job', async () => {
    await ingest([listSource('list', [item(release(4))])]);
    // The database refuses one particular update half-way through the second batch.
    await database.db.execute(sql`create function refuse_poison() returns trigger language plpgsql as $$
      begin if new.title = 'poison' then raise exception 'disk full'; end if; return new; end $$`);
    await database.db.execute(
      sql`create trigger refuse_poison before update on events for each row execute function refuse_poison()`,
    );
    const input = [
      item(release(1)),
      item(release(2)),
      item(release(3)),
      item(release(4, { title: 'poison' })),
      item(release(5)),
    ];
    await expect(ingest([listSource('list', input)], { batchSize: 2 })).rejects.toThrow();
    const urls = (await database.db.select({ url: events.sourceUrl }).from(events))
      .map((row) => row.url)
      .sort();
    expect(urls).toEqual([release(1).source_url, release(2).source_url, release(4).source_url]);

    await database.db.execute(sql`drop trigger refuse_poison on events`);
    await database.db.execute(sql`drop function refuse_poison`);
    const { outcome } = await ingest([listSource('list', input)], { batchSize: 2 });
    expect(outcome).toMatchObject({ added: 2, updated: 1, unchanged: 2, failed: 0 });
  });

  it('enriches the next batch while the last one is saved, and saves batches one at a time, in order', async () => {
    const steps: string[] = [];
    let finishFirstSave = () => {};
    const firstSaveHeld = new Promise<void>((resolve) => {
      finishFirstSave = resolve;
    });
    const sink = databaseSink(database.db);
    const outcome = await runIngest({
      sources: [
        listSource(
          'list',
          [1, 2, 3, 4].map((n) => item(release(n))),
        ),
      ],
      batchSize: 2,
      concurrency: 1,
      enricher: {
        enrich: async (incoming) => {
          steps.push(`enrich ${incoming.source_url.split('/').at(-1)}`);
          // The first save is held until the second batch has been read: the reader does not wait for it.
          if (incoming.source_url.endsWith('/4')) finishFirstSave();
          return ruleBasedEnricher.enrich(incoming);
        },
      },
      sink: {
        knownHashes: sink.knownHashes,
        save: async (batch) => {
          const urls = batch.map((b) => b.event.source_url.split('/').at(-1)).join(',');
          steps.push(`save ${urls} begins`);
          if (urls === '1,2') await firstSaveHeld;
          const result = await sink.save(batch);
          steps.push(`save ${urls} ends`);
          return result;
        },
      },
    });
    expect(steps).toEqual([
      'enrich 1',
      'enrich 2',
      'save 1,2 begins',
      'enrich 3',
      'enrich 4',
      'save 1,2 ends',
      'save 3,4 begins',
      'save 3,4 ends',
    ]);
    expect(outcome).toMatchObject({ added: 4, failed: 0 });
    expect(await count()).toBe(4);
  });

  it('stops reading when aborted and still saves what it has read', async () => {
    const controller = new AbortController();
    const items = [1, 2, 3, 4, 5].map((n) => item(release(n)));
    const { outcome } = await ingest([listSource('list', items)], {
      signal: controller.signal,
      onProgress: (counts) => {
        if (counts.seen === 3) controller.abort();
      },
    });
    expect(outcome).toMatchObject({ seen: 3, added: 3, interrupted: true });
    expect(await count()).toBe(3);
  });
});
