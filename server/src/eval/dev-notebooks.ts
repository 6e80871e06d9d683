/**
 * The development set's two notebooks, built the way a user would get them: the releases as they
 * arrive (title, text, dates, address; no ground truth) go through the product's own ingest and
 * rule-based enrichment into a fresh embedded database, then a signed-up user creates notebooks `a`
 * and `b` through the API, adds each release's event to its notebook and asks questions through it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnswerResult, AskResponse } from '@workbench/contract/questions';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { events } from '../db/schema';
import { ruleBasedEnricher } from '../ingest/enrichment';
import { runIngest } from '../ingest/pipeline';
import { releaseFromFields } from '../ingest/release-fields';
import { databaseSink } from '../ingest/sinks';
import { type IngestSource, problem } from '../ingest/types';
import { callApi, signedInUser } from '../testing/users';
import type { DevRow, NotebookLetter } from './dev-set';

export interface DevNotebooks {
  /** The answer's text, or the HTTP status and body when the call failed. */
  /** The answer's text and, when the request succeeded, its result. */
  ask(notebook: NotebookLetter, question: string): Promise<{ answer: string; result: AnswerResult | null }>;
  /** Releases the ingest could not read (should be none). */
  failures: string[];
  close(): Promise<void>;
}

/** The releases with only the fields a release arrives with, so enrichment works from the text alone. */
function arrivingReleases(rows: readonly DevRow[]): IngestSource {
  return {
    name: 'development set',
    estimate: async () => rows.length,
    async *read() {
      for (const row of rows) {
        const { title, context, published_date, source_url } = row;
        const result = releaseFromFields({ title, context, published_date, source_url });
        yield result.ok
          ? { kind: 'release' as const, release: result.release, location: source_url }
          : problem(source_url, result.reason);
      }
    },
  };
}

export async function openDevNotebooks(rows: readonly DevRow[]): Promise<DevNotebooks> {
  const dataDir = mkdtempSync(join(tmpdir(), 'workbench-answers-eval-'));
  // A configuration of its own: the built-in analyst answers, whatever model the shell names.
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'http://eval.invalid',
  });
  const database = await openPglite();
  await migrateDatabase(database);
  const failures: string[] = [];
  await runIngest({
    sources: [arrivingReleases(rows)],
    enricher: ruleBasedEnricher,
    sink: databaseSink(database.db),
    onFailure: (f) => failures.push(`${f.location}: ${f.reason}`),
  });
  const stored = await database.db.select({ id: events.id, sourceUrl: events.sourceUrl }).from(events);
  const idOf = new Map(stored.map((e) => [e.sourceUrl, e.id]));

  const app = await buildApp({ config, database });
  await app.ready();
  const user = await signedInUser(app, 'answers-eval@example.org', 'Answers Evaluation');
  const notebookIds = new Map<NotebookLetter, number>();
  for (const letter of ['a', 'b'] as const) {
    const created = await callApi(app, 'POST', '/notebooks/create', user, { title: letter, description: '' });
    const id: number = created.json().id;
    notebookIds.set(letter, id);
    const ids = rows.filter((r) => r.notebook === letter).flatMap((r) => idOf.get(r.source_url) ?? []);
    const added = await callApi(app, 'POST', '/notebooks/events/add', user, {
      notebook_id: id,
      events: ids.map((eventId) => ({ id: eventId })),
      keywords: [],
    });
    if (added.statusCode !== 200) throw new Error(`adding events to notebook ${letter}: ${added.body}`);
  }

  return {
    failures,
    async ask(notebook, question) {
      const url = `/notebooks/ask-events/?notebook_id=${notebookIds.get(notebook)}&question=${encodeURIComponent(question)}`;
      const res = await callApi(app, 'GET', url, user);
      if (res.statusCode !== 200) return { answer: `HTTP ${res.statusCode}: ${res.body}`, result: null };
      const body = res.json() as AskResponse;
      return { answer: body.answer, result: body.result };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
