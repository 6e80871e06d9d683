import { describe, expect, it } from 'vitest';
import { chooseLogFormat, logDestination } from './log-output';

/** A stdout stand-in that keeps what was written to it. */
function terminal(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) > 0 };
}

const line = (fields: Record<string, unknown>) =>
  `${JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 25, 9, 5, 7), pid: 1, hostname: 'vm', ...fields })}\n`;

describe('the log format', () => {
  it('is readable on a terminal and JSON when the output goes elsewhere', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
  });

  it('is what LOG_FORMAT asks for, terminal or not', () => {
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });
});

describe('the log destination', () => {
  it('leaves JSON lines to the logger itself', () => {
    expect(logDestination('json', terminal(false))).toBeUndefined();
  });

  it('writes one readable line per log line: level, message, and for requests what was asked and how it ended', () => {
    const out = terminal(false);
    const destination = logDestination('pretty', out);
    destination?.write(line({ msg: 'Server listening at http://127.0.0.1:8000' }));
    destination?.write(
      line({ reqId: 'req-1', req: { method: 'GET', url: '/api/v1/health' }, msg: 'incoming request' }),
    );
    destination?.write(
      line({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 8.51, msg: 'request completed' }),
    );
    const lines = out.written.join('').trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Server listening at http:\/\/127\.0\.0\.1:8000$/,
    );
    expect(lines[1]).toMatch(/INFO: incoming request: GET \/api\/v1\/health \{"reqId":"req-1"\}$/);
    expect(lines[2]).toMatch(/INFO: request completed: 200 in 9 ms \{"reqId":"req-1"\}$/);
  });

  it('colours the lines only on a terminal', () => {
    const colourCode = '\u001b[';
    const onTerminal = terminal(true);
    logDestination('pretty', onTerminal)?.write(line({ msg: 'hello' }));
    expect(onTerminal.written.join('')).toContain(colourCode);
    const inFile = terminal(false);
    logDestination('pretty', inFile)?.write(line({ msg: 'hello' }));
    expect(inFile.written.join('')).not.toContain(colourCode);
  });
});
