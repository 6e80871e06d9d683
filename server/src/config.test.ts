import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'workbench-config-'));

describe('configuration', () => {
  it('has working defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:8000');
    expect(config.accessTokenMinutes).toBe(8 * 24 * 60);
    expect(config.llm).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.trustProxy).toBe(0);
    expect(config.alertDigestHour).toBe(7);
  });

  it('takes ALERT_DIGEST_HOUR as a whole hour of the day', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, ALERT_DIGEST_HOUR: '0' }).alertDigestHour).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, ALERT_DIGEST_HOUR: '23' }).alertDigestHour).toBe(23);
    for (const value of ['24', '-1', '7.5', 'seven']) {
      expect(() => loadConfig({ DATA_DIR: dir, ALERT_DIGEST_HOUR: value })).toThrow(/ALERT_DIGEST_HOUR/);
    }
  });

  it('takes TRUST_PROXY as the number of proxies in front of the server', () => {
    const dir = dataDir();
    for (const [value, hops] of [
      ['', 0],
      ['0', 0],
      ['false', 0],
      ['1', 1],
      [' 2 ', 2],
    ] as const) {
      expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: value }).trustProxy, value).toBe(hops);
    }
  });

  it('refuses TRUST_PROXY=true at start-up and says to give the number of proxies', () => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/TRUST_PROXY=true .*X-Forwarded-For.*number of proxies/);
  });

  it('takes LOG_FORMAT json or pretty, and leaves the choice to the terminal when unset', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).logFormat).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: '' }).logFormat).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('reads WATCH_SOURCES as http(s) addresses, once each, and polls every 60 minutes by default', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ watchSources: [], watchIntervalMinutes: 60 });
    expect(loadConfig({ DATA_DIR: dir, WATCH_INTERVAL_MINUTES: ' ' }).watchIntervalMinutes).toBe(60);
    const config = loadConfig({
      DATA_DIR: dir,
      WATCH_SOURCES: ' https://a.example/feed.xml, ,http://b.example/news,https://a.example/feed.xml',
      WATCH_INTERVAL_MINUTES: '15',
    });
    expect(config.watchSources).toEqual(['https://a.example/feed.xml', 'http://b.example/news']);
    expect(config.watchIntervalMinutes).toBe(15);
  });

  it('stops at start-up on a watched source that is not an http(s) address or an interval that is not whole minutes', () => {
    const dir = dataDir();
    expect(() =>
      loadConfig({ DATA_DIR: dir, WATCH_SOURCES: 'https://a.example/feed.xml,file:///etc/passwd' }),
    ).toThrow(
      /WATCH_SOURCES must be comma-separated http:\/\/ or https:\/\/ addresses .*not an address: file:\/\/\/etc\/passwd/,
    );
    for (const value of ['0', '-5', '1.5', 'hourly']) {
      expect(() => loadConfig({ DATA_DIR: dir, WATCH_INTERVAL_MINUTES: value })).toThrow(
        'WATCH_INTERVAL_MINUTES must be a whole number of minutes, at least 1',
      );
    }
  });

  it('reads DATABASE_READ_URL as comma-separated PostgreSQL URLs, once each, and none when unset', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).databaseReadUrls).toEqual([]);
    expect(
      loadConfig({
        DATA_DIR: dir,
        DATABASE_READ_URL: ' postgres://r1:5432/wb, postgresql://u:p@r2/wb,,postgres://r1:5432/wb ',
      }).databaseReadUrls,
    ).toEqual(['postgres://r1:5432/wb', 'postgresql://u:p@r2/wb']);
  });

  it('stops at start-up on a read replica that is not a PostgreSQL URL, without quoting its password', () => {
    const env = { DATA_DIR: dataDir(), DATABASE_READ_URL: 'postgres://r1/wb,mysql://u:secret@r2/wb' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      'DATABASE_READ_URL must be comma-separated postgres:// or postgresql:// URLs of read replicas; not such a URL: entry 2 of 2',
    );
    expect(() => loadConfig(env)).not.toThrow(/secret/);
  });

  it('generates a JWT secret once and keeps it in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ APP_URL: 'not a url' }, 'APP_URL must be a URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp://'],
    [{ LLM_BASE_URL: 'http://127.0.0.1:1/v1' }, 'LLM_BASE_URL and LLM_MODEL must be set together'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be the number of proxies'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY must be the number of proxies'],
    [{ TRUST_PROXY: '1.5' }, 'TRUST_PROXY must be the number of proxies'],
  ])('explains an invalid value: %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('reads the model settings together and trims the app URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      APP_URL: 'https://workbench.example.org/',
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_MODEL: 'small-model',
    });
    expect(config.appUrl).toBe('https://workbench.example.org');
    expect(config.llm).toEqual({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'not-needed',
      model: 'small-model',
    });
  });
});
