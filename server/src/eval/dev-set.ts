/**
 * The development set of real releases (`eval/dev-releases/` in the repository, our own rewritten text
 * with its ground truth), so that anyone who clones the project can reproduce BENCHMARKS.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { enrichRelease } from '../extraction/enrich';
import type { Expectation } from './answer-matching';
import type { DevRelease } from './extraction-scoring';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEV_SET_DIR = join(projectRoot, 'eval', 'dev-releases');

/** Notebooks `a` and `b` hold the questions; `c` is a release added to grow the set. */
export type NotebookLetter = 'a' | 'b' | 'c';

/** A release with its ground truth and the notebook of questions it belongs to. */
export interface DevRow extends DevRelease {
  notebook: NotebookLetter;
}

/** A question about one notebook and what its answer must show. */
export interface AnswerCase {
  notebook: NotebookLetter;
  question: string;
  expect: Expectation;
}

/** A file of the set, or undefined when the set is not beside the project. */
export function devSetFile(name: 'releases.jsonl' | 'questions.json'): string | undefined {
  const path = join(DEV_SET_DIR, name);
  return existsSync(path) ? path : undefined;
}

export function readDevReleases(path: string): DevRow[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as DevRow);
}

/**
 * The parts of the set. `tune` is read while improving the extractor; `blind` is scored once per
 * round, before and after, and nobody working on the extractor reads its texts (its misses are never
 * printed). `ab` is the tune part's first 100 releases alone, the notebooks the questions are about,
 * whose extraction figures the answers depend on; `c` its 100 newer releases, annotated by the
 * helpers who also wrote the blind part, so the nearest to it that may be read. `fresh1` holds releases
 * added in session 51, annotated without seeing the extractor and scored once before any change they
 * prompted (the first try); after that they are read like the tune part. `fresh2` was added the same
 * way later in session 51, to score the session's changes on releases they were not made on; `fresh3`
 * the same way in session 52, `fresh4` in session 53, `fresh5` and `fresh6` in session 54.
 */
export type DevPart =
  | 'tune'
  | 'blind'
  | 'ab'
  | 'c'
  | 'fresh1'
  | 'fresh2'
  | 'fresh3'
  | 'fresh4'
  | 'fresh5'
  | 'fresh6';
export const DEV_PARTS: readonly DevPart[] = [
  'tune',
  'blind',
  'ab',
  'c',
  'fresh1',
  'fresh2',
  'fresh3',
  'fresh4',
  'fresh5',
  'fresh6',
];
const PART_FILES: Record<DevPart, string[]> = {
  tune: ['releases.jsonl', 'tune.jsonl'],
  blind: ['blind.jsonl'],
  ab: ['releases.jsonl'],
  c: ['tune.jsonl'],
  fresh1: ['fresh1.jsonl'],
  fresh2: ['fresh2.jsonl'],
  fresh3: ['fresh3.jsonl'],
  fresh4: ['fresh4.jsonl'],
  fresh5: ['fresh5.jsonl'],
  fresh6: ['fresh6.jsonl'],
};

/** Every release of one part of the set, from the files that are present. */
export function readDevPart(part: DevPart): DevRow[] {
  return PART_FILES[part]
    .map((name) => join(DEV_SET_DIR, name))
    .filter((path) => existsSync(path))
    .flatMap(readDevReleases);
}

export const readDevQuestions = (path: string): AnswerCase[] =>
  JSON.parse(readFileSync(path, 'utf8')) as AnswerCase[];

/** A release as it arrives (title, publication date, body, address), enriched as ingest would. */
export const enrichArriving = (
  release: Pick<DevRelease, 'title' | 'published_date' | 'context' | 'source_url'>,
) =>
  enrichRelease({
    title: release.title,
    published_date: release.published_date,
    text: release.context,
    source_url: release.source_url,
  });
