import { describe, expect, it } from 'vitest';
import { markConnectFailure } from './connect-failures';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string) => Object.assign(new Error('from the server'), { code });
// How Drizzle reports a failed statement: its own error, with the driver's as the cause.
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('what counts as a database that cannot be reached', () => {
  it('every connection exception (08xxx), a server that cannot take connections now, and time-outs', () => {
    const codes = [
      '08000',
      '08001',
      '08003',
      '08004',
      '08006',
      '08P01',
      '57P01',
      '57P02',
      '57P03',
      '53300',
      '57014',
    ];
    for (const code of codes) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
      expect(isDatabaseUnavailable(wrapped(withCode(code))), `${code} wrapped`).toBe(true);
    }
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EAI_AGAIN']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
  });

  it('any failure to connect, whatever its code, but not the same code raised by a statement', () => {
    // 55000 is what a database that does not allow connections answers a new connection with; a
    // statement raises it for faults of its own (a sequence's currval not yet defined).
    expect(isDatabaseUnavailable(wrapped(markConnectFailure(withCode('55000'))))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode('55000')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode('23505')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Internal fault'))).toBe(false);
  });
});
