import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from '@workbench/contract/error-codes';

// What Node cannot parse never reaches Fastify's routes or error handler, so its answers are written
// here, shaped as every other error of the API.
const ANSWERS: Record<string, [number, string, ErrorCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request header fields are too large', 'headers_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive', 'request_timeout'],
};
const UNREADABLE: [number, string, ErrorCode] = [400, 'The request could not be read', 'bad_request'];

/** Answers a request the HTTP parser refused with `{"detail", "code"}` and closes the connection. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A connection reset has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail, code] = ANSWERS[error.code ?? ''] ?? UNREADABLE;
  const body = JSON.stringify({ detail, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
