import { prettyFactory } from 'pino-pretty';
import type { LogFormat } from '../config';

/** Where the server's output goes: process.stdout, or a stand-in in tests. */
interface Output {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * LOG_FORMAT when it is set. Otherwise a person is watching a terminal and reads lines, while
 * whatever collects the output of a server that is not on one (a service manager, a file, a log
 * shipper, the journeys) wants one JSON object a line.
 */
export function chooseLogFormat(asked: LogFormat | undefined, stdoutIsTerminal: boolean): LogFormat {
  return asked ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

/** A request's two lines say what was asked and how it ended, instead of the objects that carry it. */
function requestMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  if (req) return `${message}: ${req.method} ${req.url}`;
  if (res) return `${message}: ${res.statusCode} in ${Math.round(Number(log.responseTime))} ms`;
  return message;
}

/**
 * The stream the logger writes to: undefined keeps the logger's own JSON on stdout. Readable lines are
 * formatted as each is written, not in a worker, so the last lines before the process exits (the
 * shutdown's "Stopped cleanly") are never lost.
 */
export function logDestination(
  format: LogFormat,
  output: Output = process.stdout,
): { write(line: string): void } | undefined {
  if (format === 'json') return undefined;
  const readable = prettyFactory({
    colorize: Boolean(output.isTTY),
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,req,res,responseTime',
    singleLine: true,
    messageFormat: requestMessage,
  });
  return { write: (line) => output.write(readable(line)) };
}
