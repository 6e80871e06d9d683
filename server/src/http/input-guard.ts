import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Invalid } from '../errors';

/**
 * Control characters no text field may hold. PostgreSQL text and jsonb cannot store NUL at all, and
 * the others mean nothing in a title, a question or a name; tab, line feed and carriage return are
 * ordinary in descriptions and stay allowed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Half of a surrogate pair without its other half. JSON can carry one (`"\ud800"`), but it is no
 * Unicode text: PostgreSQL refuses it in jsonb, and text columns would store a replacement character.
 * No `u` flag, so the pattern sees UTF-16 code units.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string or key cannot be taken, as the end of a detail; undefined when it can. */
function problemWith(text: string): string | undefined {
  if (CONTROL.test(text)) return 'must not contain control characters';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds half of a surrogate pair)';
  return undefined;
}

/** Deeper than any request of the API needs; a deeper one is refused before anything walks it recursively. */
export const MAX_INPUT_DEPTH = 20;

/** Where a value sits in the request, as validation details name fields: "params.filters.0". */
const pathOf = (parent: string, key: string | number) => (parent ? `${parent}.${key}` : String(key));

/**
 * Refuses a request part (`where`: body, query or path) that holds a control character or a lone
 * surrogate in any string or object key, or nests deeper than MAX_INPUT_DEPTH. Walks with an
 * explicit stack, so a hostile 10,000-level object cannot exhaust the call stack here.
 */
export function checkInput(value: unknown, where = 'body'): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      const problem = problemWith(item.value);
      if (problem) throw new Invalid(`${item.path || 'value'}: ${problem}`);
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) {
      throw new Invalid(`${item.path || 'value'}: nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`);
    }
    const entries = Array.isArray(item.value) ? item.value.entries() : Object.entries(item.value);
    for (const [key, child] of entries) {
      const keyProblem = typeof key === 'string' ? problemWith(key) : undefined;
      if (keyProblem) throw new Invalid(`${item.path || where}: a key ${keyProblem}`);
      stack.push({ value: child, path: pathOf(item.path, key), depth: item.depth + 1 });
    }
  }
}

/** Runs `checkInput` over every request's path parameters, query and body before schema validation. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    checkInput(request.params, 'path');
    checkInput(request.query, 'query');
    checkInput(request.body);
  });
}
