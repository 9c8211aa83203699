import type { LogRecord } from '@carteira/core/logging';
import { describe, expect, it, vi } from 'vitest';
import { APP_LOG_LIMIT, createAppLogger, LOG_LEVEL } from './app-logger.ts';
import { fetchLogSettings, postLog } from './post-log.ts';

const NOW = Date.UTC(2026, 9, 1, 15, 0, 0);

function setup(minLevel: 0 | 1 | 2 | 3 = 0) {
  const sent: LogRecord[] = [];
  const logger = createAppLogger({
    send: async (record) => void sent.push(record),
    minLevel,
    now: () => NOW,
  });
  return { logger, sent };
}

describe('app logger', () => {
  it('sends the spec’s record', () => {
    const { logger, sent } = setup();
    logger.log(LOG_LEVEL.warn, 'bank-client', 'Failed to refresh token.');
    expect(sent).toEqual([
      {
        category: 'app',
        loglevel: 2,
        logs: 'Failed to refresh token.',
        component: 'bank-client',
        eventTime: NOW,
        eventTimeString: '2026-10-01T15:00:00.000Z',
        webviewVersion: '1.504',
      },
    ]);
  });

  it('sends nothing below the environment’s level (production sends from warn)', () => {
    const { logger, sent } = setup(2);
    logger.log(LOG_LEVEL.info, 'home', 'balance shown');
    logger.log(LOG_LEVEL.debug, 'home', 'render');
    logger.log(LOG_LEVEL.error, 'home', 'balance failed');
    expect(sent.map((r) => r.logs)).toEqual(['balance failed']);
  });

  it('drops a whole line with a sensitive word, whatever else it holds', () => {
    const { logger, sent } = setup();
    for (const message of [
      'login failed: senha incorreta for 390.533.447-05',
      'body {"novoPin":"1234","valor":10}',
      'two-factor code 123456 sent',
      'old PIN rejected',
    ]) {
      expect(logger.log(LOG_LEVEL.error, 'auth', message)).toBeNull();
    }
    expect(logger.log(LOG_LEVEL.error, 'password-reset', 'step failed')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('masks a CPF in the text', () => {
    const { logger, sent } = setup();
    logger.log(LOG_LEVEL.error, 'route', 'no account for 390.533.447-05 or 39053344705');
    expect(sent[0]?.logs).toBe('no account for *** or ***');
  });

  it('cuts the text at 2000 characters, so the payload stays under 5000 bytes', () => {
    const { logger, sent } = setup();
    logger.log(LOG_LEVEL.error, 'route', 'x'.repeat(10_000));
    expect(sent[0]?.logs).toHaveLength(APP_LOG_LIMIT);
    // multi-byte text: 2000 characters of 3 bytes each is over 5000 bytes, so it is not sent
    logger.log(LOG_LEVEL.error, 'route', '€'.repeat(3000));
    expect(sent).toHaveLength(1);
    expect(new TextEncoder().encode(JSON.stringify(sent[0])).length).toBeLessThan(5000);
  });
});

describe('postLog', () => {
  it('posts the record with the bank token, and sends nothing without a session', async () => {
    const fetchFn = vi.fn(async () => new Response('{"stored":true}', { status: 202 }));
    const { logger, sent } = setup();
    const record = logger.log(LOG_LEVEL.error, 'route', 'boom') as LogRecord;
    expect(await postLog(record, 'token-1', fetchFn)).toBe(true);
    expect(fetchFn).toHaveBeenCalledWith(
      '/api/product/logs',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify(sent[0]),
        headers: expect.objectContaining({ authorization: 'Bearer token-1' }),
      }),
    );
    expect(await postLog(record, null, fetchFn)).toBe(false);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});

describe('the backend’s log settings', () => {
  it('reads the level the backend chose; anything unreadable is null (the build’s level then)', async () => {
    const answer = { level: 0, scheduler: false, frequency: 24, appLogLimit: 2000, arbitrationLog: 6000 };
    const ok = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    expect(await fetchLogSettings('token-1', ok)).toEqual(answer);
    expect(ok).toHaveBeenCalledWith(
      '/api/product/log-settings',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer token-1' }) }),
    );
    const refused = vi.fn(async () => new Response('{}', { status: 401 }));
    expect(await fetchLogSettings('token-1', refused)).toBeNull();
    const odd = vi.fn(async () => new Response('{"level":9}', { status: 200 }));
    expect(await fetchLogSettings('token-1', odd)).toBeNull();
    const down = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await fetchLogSettings('token-1', down)).toBeNull();
  });

  it('a logger made with the backend’s level and text limit obeys them', () => {
    const sent: LogRecord[] = [];
    const logger = createAppLogger({
      send: async (record) => void sent.push(record),
      minLevel: LOG_LEVEL.warn,
      textLimit: 10,
      now: () => NOW,
    });
    expect(logger.log(LOG_LEVEL.info, 'home', 'not sent')).toBeNull();
    logger.log(LOG_LEVEL.error, 'home', 'a long message indeed');
    expect(sent.map((r) => r.logs)).toEqual(['a long mes']);
  });
});
