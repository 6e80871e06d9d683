import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Invalid } from '../errors';

/**
 * Control characters no text field may hold. PostgreSQL text and jsonb cannot store NUL at all, and
 * the others mean nothing in a title, a question or a name; tab, line feed and carriage return are
 * ordinary in descriptions and stay allowed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Deeper than any request of the API needs; a deeper one is refused before anything walks it recursively. */
export const MAX_INPUT_DEPTH = 20;

/** Where a value sits in the request, as validation details name fields: "params.filters.0". */
const pathOf = (parent: string, key: string | number) => (parent ? `${parent}.${key}` : String(key));

/**
 * Refuses a request whose body, query or path holds a control character in any string or object
 * key, or nests deeper than MAX_INPUT_DEPTH. Walks with an explicit stack, so a hostile
 * 10,000-level object cannot exhaust the call stack here.
 */
export function checkInput(value: unknown): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      if (CONTROL.test(item.value)) {
        throw new Invalid(`${item.path || 'value'}: must not contain control characters`);
      }
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) {
      throw new Invalid(`${item.path || 'value'}: nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`);
    }
    const entries = Array.isArray(item.value) ? item.value.entries() : Object.entries(item.value);
    for (const [key, child] of entries) {
      const path = pathOf(item.path, key);
      if (typeof key === 'string' && CONTROL.test(key)) {
        throw new Invalid(`${item.path || 'body'}: a key must not contain control characters`);
      }
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
}

/** Runs `checkInput` over every request's path parameters, query and body before schema validation. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    checkInput(request.params);
    checkInput(request.query);
    checkInput(request.body);
  });
}
