import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

// The request log lines (one as a request comes in, one as it is answered) of a server at info level.
const lines: string[] = [];
const logger = { level: 'info', stream: { write: (line: string) => void lines.push(line) } };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  lines.length = 0;
});

describe('request log lines', () => {
  it('never hold the tokens or emails a URL carries', async () => {
    t = await createTestApp({ logger });
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret-alert-token.signature';
    const email = 'private.person@example.org';
    await t.app.inject({ method: 'GET', url: `/api/v1/alerts/off?token=${encodeURIComponent(token)}` });
    await t.app.inject({ method: 'POST', url: `/api/v1/alerts/off?TOKEN=${token}&x=1` });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/request-reset-password?email=${encodeURIComponent(email)}`,
    });
    // A page of the web app that a reset mail links to, and a path nothing answers.
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    await t.app.inject({ method: 'GET', url: `/api/v1/nowhere?email=${email}&token=${token}` });

    const log = lines.join('');
    for (const secret of [token, 'secret-alert-token', email, 'private.person', encodeURIComponent(email)]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('/api/v1/alerts/off?token=[redacted]');
    expect(log).toContain('/api/v1/alerts/off?TOKEN=[redacted]&x=1');
    expect(log).toContain('/api/v1/request-reset-password?email=[redacted]');
    expect(log).toContain('/api/v1/nowhere?email=[redacted]&token=[redacted]');
  });
});

describe("Node's own answers", () => {
  it('answers request headers that are too large with 431 and a detail', async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body ?? '')).toEqual({
      detail: 'Request header fields are too large',
      code: 'headers_too_large',
    });
  });
});
