import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** How the model answers the next requests; every test starts from an empty script. */
export interface ModelScript {
  /** The reply's content for the prompt; an empty string when unset. */
  reply?: (prompt: string) => string;
  /** Any status but 200 answers with an OpenAI-style error body. */
  status?: number;
  delayMs?: number;
}

export interface ModelRequest {
  path: string;
  body: { model: string; messages: { role: string; content: string }[] };
  /** Every message's content, one after another. */
  prompt: string;
}

export interface ModelServer {
  /** Set once the server listens, so read it inside tests, not at module load. */
  baseUrl: string;
  script: ModelScript;
  /** What the model was asked since the test began, in order. */
  requests: ModelRequest[];
}

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

/**
 * An OpenAI-compatible chat completions server on loopback for the file that calls this, scripted
 * per test through `script`.
 */
export function scriptedModelServer(): ModelServer {
  const model: ModelServer = { baseUrl: '', script: {}, requests: [] };
  let server: Server;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = JSON.parse(await bodyOf(req)) as ModelRequest['body'];
      const prompt = body.messages.map((m) => m.content).join('\n');
      model.requests.push({ path: req.url ?? '', body, prompt });
      const { delayMs } = model.script;
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const { reply, status } = model.script;
      if (status && status !== 200) {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: body.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: reply?.(prompt) ?? '' },
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    model.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    model.script = {};
    model.requests.length = 0;
  });

  return model;
}
