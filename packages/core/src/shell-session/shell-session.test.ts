import { describe, expect, it } from 'vitest';
import {
  BROWSER_TEST_CREDENTIALS,
  DATA_SYNC_INTERVAL_MS,
  dataSyncDue,
  isBrowserTestCredentials,
  SESSION_TOKEN_VALIDITY_MS,
  sessionTokenCall,
  sessionTokenFresh,
  sessionTokenRetryDelay,
} from './index.ts';

const NOW = 1_800_000_000_000;
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('the product backend session token', () => {
  it('lives 1 hour on the NM app and 24 hours elsewhere; the NM app asks getTokenForNm', () => {
    expect(SESSION_TOKEN_VALIDITY_MS).toEqual({ nm: HOUR, maker: 24 * HOUR, browser: 24 * HOUR });
    expect(sessionTokenCall('nm')).toBe('getTokenForNm');
    expect(sessionTokenCall('maker')).toBe('getToken');
    expect(sessionTokenCall('browser')).toBe('getToken');
  });

  it('is refreshed under 5 minutes left on the NM app, under 1 hour elsewhere', () => {
    expect(sessionTokenFresh('nm', NOW + 5 * MIN + 1, NOW)).toBe(true);
    expect(sessionTokenFresh('nm', NOW + 5 * MIN, NOW)).toBe(false);
    expect(sessionTokenFresh('maker', NOW + HOUR + 1, NOW)).toBe(true);
    expect(sessionTokenFresh('maker', NOW + HOUR, NOW)).toBe(false);
    expect(sessionTokenFresh('browser', NOW + 30 * MIN, NOW)).toBe(false);
  });

  it('backs off 0, 1, 2, 5, 30 and 60 seconds, then no further attempt', () => {
    expect([0, 1, 2, 3, 4, 5].map(sessionTokenRetryDelay)).toEqual([0, 1000, 2000, 5000, 30000, 60000]);
    expect(sessionTokenRetryDelay(6)).toBeNull();
  });

  it('knows the browser’s fixed test values from any other credentials', () => {
    expect(isBrowserTestCredentials({ ...BROWSER_TEST_CREDENTIALS })).toBe(true);
    expect(isBrowserTestCredentials({ ...BROWSER_TEST_CREDENTIALS, deviceId: 'phone' })).toBe(false);
  });
});

describe('data sync', () => {
  it('runs at most every 604800000 ms (7 days)', () => {
    expect(DATA_SYNC_INTERVAL_MS).toBe(7 * 24 * HOUR);
    expect(dataSyncDue(null, NOW)).toBe(true);
    expect(dataSyncDue(NOW - DATA_SYNC_INTERVAL_MS + 1, NOW)).toBe(false);
    expect(dataSyncDue(NOW - DATA_SYNC_INTERVAL_MS, NOW)).toBe(true);
    // a last run in the future (the phone's clock was wrong) does not hold the sync off for good
    expect(dataSyncDue(NOW + HOUR, NOW)).toBe(true);
  });
});
