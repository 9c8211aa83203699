import type { LogRecord } from '@carteira/core/logging';

export const LOGS_URL = '/api/product/logs';

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
