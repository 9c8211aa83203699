import type { LogRecord, LogSettings } from '@carteira/core/logging';

export const LOGS_URL = '/api/product/logs';
export const LOG_SETTINGS_URL = '/api/product/log-settings';

/** POST logs to the product backend with the customer's bank token; false when not sent or refused. */
export async function postLog(
  record: LogRecord,
  bankToken: string | null,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): Promise<boolean> {
  if (!bankToken) return false;
  try {
    const response = await fetchFn(LOGS_URL, {
      method: 'POST',
      keepalive: true,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${bankToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(record),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * GET log-settings: the level the product backend chose for this customer (the environment's, or debug
 * under the dogfood flag) and the logging defaults; null when it could not be read.
 */
export async function fetchLogSettings(
  bankToken: string,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): Promise<LogSettings | null> {
  try {
    const response = await fetchFn(LOG_SETTINGS_URL, {
      headers: { accept: 'application/json', authorization: `Bearer ${bankToken}` },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<LogSettings>;
    return typeof body.level === 'number' && body.level >= 0 && body.level <= 3
      ? (body as LogSettings)
      : null;
  } catch {
    return null;
  }
}
