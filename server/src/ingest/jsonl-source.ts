import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { releaseFromFields } from './release-fields';
import { type IngestSource, messageOf, problem, type SourceItem } from './types';

async function* linesOf(path: string): AsyncGenerator<{ line: string; number: number }> {
  const lines = createInterface({
    input: createReadStream(path, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (line.trim() !== '') yield { line: number === 1 ? line.replace(/^\uFEFF/, '') : line, number };
  }
}

function itemOfLine(line: string, location: string): SourceItem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (error) {
    return problem(location, `malformed JSON line: ${messageOf(error)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return problem(location, 'a line must be one JSON object (one release)');
  }
  const result = releaseFromFields(parsed as Record<string, unknown>);
  return result.ok
    ? { kind: 'release', release: result.release, location }
    : problem(location, result.reason);
}

/** A JSON Lines file: one release object a line; blank lines are skipped. */
export function jsonLinesSource(path: string, name = path): IngestSource {
  return {
    name,
    async estimate() {
      let count = 0;
      for await (const _ of linesOf(path)) count += 1;
      return count;
    },
    async *read() {
      for await (const { line, number } of linesOf(path)) yield itemOfLine(line, `${path}:${number}`);
    },
  };
}
