import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type AllowList, parseAllowList } from './net/address-rules';

const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Everything the server reads from its environment, validated once at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * DATABASE_READ_URL: PostgreSQL read replicas of DATABASE_URL for searches and question answering
   * (db/read-routing.ts); empty when unset.
   */
  databaseReadUrls: string[];
  appUrl: string;
  jwtSecret: string;
  accessTokenMinutes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The hour of the server's day (0-23) from which the daily alert digests are sent. */
  alertDigestHour: number;
  llm: { baseUrl: string; apiKey: string; model: string } | undefined;
  logLevel: string;
  /** LOG_FORMAT; unset means readable lines on a terminal and JSON otherwise (http/log-output.ts). */
  logFormat: LogFormat | undefined;
  /**
   * How many reverse proxies you run in front of the server; the client address is taken that many
   * hops back in X-Forwarded-For (0: the socket's address).
   */
  trustProxy: number;
  /** Hosts and address ranges ingest may fetch from although they are internal (tests, intranets). */
  ingestAllowHosts: AllowList;
  /** Feeds and listing pages the server polls to keep the corpus current (WATCH_SOURCES). */
  watchSources: string[];
  /** How often each watched source is polled. */
  watchIntervalMinutes: number;
  /** SEARCH_CACHE_MS: how long a search's answer and total are reused (search/search-cache.ts); 0 turns it off. */
  searchCacheMs: number;
}

/**
 * How long a search's answer and total are reused by default (search/search-cache.ts). Five seconds
 * is the bound the app already keeps for stale reads: 5 s after a user's write their reads may go to a
 * replica again (READ_YOUR_WRITES_MS), so a search may already be that far behind another process's
 * ingest. Writes of events in the same process retire every answer at once.
 */
export const SEARCH_CACHE_MS = 5_000;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const url = (name: string) =>
  optionalText.refine((value) => value === undefined || URL.canParse(value), `${name} must be a URL`);

const envSchema = z.object({
  PORT: z.coerce.number().int('PORT must be a whole number').min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'DATABASE_URL must start with postgres:// or postgresql://',
  ),
  DATABASE_READ_URL: z
    .string()
    .default('')
    .transform((value, context) => {
      const urls = [...new Set(value.split(',').map((entry) => entry.trim()))].filter(Boolean);
      // Entries are named by position, not quoted: a URL carries its password.
      const wrong = urls
        .map((entry, index) => ({ ok: /^postgres(ql)?:\/\//.test(entry) && URL.canParse(entry), index }))
        .filter((entry) => !entry.ok)
        .map((entry) => String(entry.index + 1));
      if (wrong.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `DATABASE_READ_URL must be comma-separated postgres:// or postgresql:// URLs of read replicas; not such a URL: entry ${wrong.join(', ')} of ${urls.length}`,
        });
        return z.NEVER;
      }
      return urls;
    }),
  APP_URL: url('APP_URL'),
  JWT_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'JWT_SECRET must be at least 32 characters',
  ),
  ACCESS_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .positive('ACCESS_TOKEN_MINUTES must be positive')
    .default(60 * 24 * 8),
  SMTP_URL: optionalText.refine(
    (value) => value === undefined || /^smtps?:\/\//.test(value),
    'SMTP_URL must start with smtp:// or smtps://',
  ),
  MAIL_FROM: z.string().trim().default('Press Release Workbench <no-reply@localhost>'),
  ALERT_DIGEST_HOUR: z.coerce
    .number()
    .int('ALERT_DIGEST_HOUR must be a whole hour from 0 to 23')
    .min(0, 'ALERT_DIGEST_HOUR must be a whole hour from 0 to 23')
    .max(23, 'ALERT_DIGEST_HOUR must be a whole hour from 0 to 23')
    .default(7),
  LLM_BASE_URL: url('LLM_BASE_URL'),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  TRUST_PROXY: z
    .string()
    .trim()
    .default('0')
    .transform((value, context) => {
      if (value === '' || value === 'false') return 0;
      if (value === 'true') {
        context.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY=true is no longer accepted: it trusts the left-most X-Forwarded-For address, which any client can write. Set TRUST_PROXY to the number of proxies you run in front of the server (1 for one reverse proxy), or 0 for none',
        });
        return z.NEVER;
      }
      if (!/^\d{1,2}$/.test(value)) {
        context.addIssue({
          code: 'custom',
          message: 'TRUST_PROXY must be the number of proxies in front of the server (0 for none, 1 for one)',
        });
        return z.NEVER;
      }
      return Number(value);
    }),
  INGEST_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((value, context) => {
      try {
        return parseAllowList(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  WATCH_SOURCES: z
    .string()
    .default('')
    .transform((value, context) => {
      const urls = [...new Set(value.split(',').map((entry) => entry.trim()))].filter(Boolean);
      const wrong = urls.filter((entry) => !/^https?:\/\//i.test(entry) || !URL.canParse(entry));
      if (wrong.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `WATCH_SOURCES must be comma-separated http:// or https:// addresses of feeds or listing pages; not an address: ${wrong.join(', ')}`,
        });
        return z.NEVER;
      }
      return urls;
    }),
  WATCH_INTERVAL_MINUTES: z
    .string()
    .trim()
    .default('')
    .transform((value) => value || '60')
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= 1,
      'WATCH_INTERVAL_MINUTES must be a whole number of minutes, at least 1',
    )
    .transform(Number),
  SEARCH_CACHE_MS: z
    .string()
    .trim()
    .default('')
    .transform((value) => value || String(SEARCH_CACHE_MS))
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) <= 60_000,
      'SEARCH_CACHE_MS must be a whole number of milliseconds from 0 (off) to 60000',
    )
    .transform(Number),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: optionalText.pipe(z.enum(LOG_FORMATS).optional()),
});

export class ConfigError extends Error {}

/** Parses an environment into a Config; throws ConfigError naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const port = e.PORT;
  const llmParts = [e.LLM_BASE_URL, e.LLM_MODEL];
  if (llmParts.some(Boolean) && !llmParts.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  LLM_BASE_URL and LLM_MODEL must be set together');
  }
  return {
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrls: e.DATABASE_READ_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    alertDigestHour: e.ALERT_DIGEST_HOUR,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY ?? 'not-needed', model: e.LLM_MODEL }
        : undefined,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    ingestAllowHosts: e.INGEST_ALLOW_HOSTS,
    watchSources: e.WATCH_SOURCES,
    watchIntervalMinutes: e.WATCH_INTERVAL_MINUTES,
    searchCacheMs: e.SEARCH_CACHE_MS,
  };
}

/** A secret generated on first start and kept in the data folder, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process created it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}
