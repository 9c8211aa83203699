/**
 * The product backend's session token and data sync (cross-cutting.md sections 3, 4, 7 and 9): how
 * long a token lives per app variant, when the app asks for a new one, how it backs off, and how often
 * the data sync runs. The app and the product backend apply the same numbers.
 */

/** Which app the page runs in: the maker's own device app, the non-maker "NM" app, or a plain browser. */
export const SHELL_VARIANTS = ['maker', 'nm', 'browser'] as const;
export type ShellVariant = (typeof SHELL_VARIANTS)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** "Validity is 1 hour on NM and 24 hours elsewhere." */
export const SESSION_TOKEN_VALIDITY_MS: Readonly<Record<ShellVariant, number>> = {
  nm: HOUR_MS,
  maker: 24 * HOUR_MS,
  browser: 24 * HOUR_MS,
};

/** A stored token is refreshed when less than this remains: 5 minutes on the NM app, 1 hour elsewhere. */
export const SESSION_TOKEN_REFRESH_MARGIN_MS: Readonly<Record<ShellVariant, number>> = {
  nm: 5 * MINUTE_MS,
  maker: HOUR_MS,
  browser: HOUR_MS,
};

/** Retries back off at 0, 1, 2, 5, 30 and 60 seconds; after those, no further attempt. */
export const SESSION_TOKEN_RETRY_DELAYS_MS: readonly number[] = [0, 1_000, 2_000, 5_000, 30_000, 60_000];

/** The product backend's call per variant: the NM app asks getTokenForNm, any other getToken. */
export function sessionTokenCall(variant: ShellVariant): 'getToken' | 'getTokenForNm' {
  return variant === 'nm' ? 'getTokenForNm' : 'getToken';
}

/** Whether a token expiring at `expiresAfter` is still good to use at `now` for this variant. */
export function sessionTokenFresh(variant: ShellVariant, expiresAfter: number, now: number): boolean {
  return expiresAfter - now > SESSION_TOKEN_REFRESH_MARGIN_MS[variant];
}

/** The delay before attempt `attempt` (0-based), or null once the back-off is used up. */
export function sessionTokenRetryDelay(attempt: number): number | null {
  return SESSION_TOKEN_RETRY_DELAYS_MS[attempt] ?? null;
}

/** The header the app sends the product backend's session token in. */
export const SESSION_TOKEN_HEADER = 'x-session-token';

/** Why the product backend refused a token: the first two the app retries with its back-off. */
export type SessionTokenRefusal = 'missingSessionToken' | 'invalidSessionToken' | 'deviceNotFound';

/** nmHardwareType when only the maker's own place is active on the phone. */
export const NM_HARDWARE_TYPE_MAKER_ONLY = 'NONMOTO_HY';

/** The NM app's credentials: its Firebase user and the Firebase token the shell holds. */
export interface NmCredentials {
  firebaseUserId: string;
  firebaseAuthToken: string;
}

/** The maker's app credentials (and, with the fixed values below, a plain browser's). */
export interface MakerCredentials {
  deviceId: string;
  barcode: string;
  anonymizedSerialNumber: string;
  sessionToken: string;
  nmHardwareType: '' | typeof NM_HARDWARE_TYPE_MAKER_ONLY;
}

/**
 * "In a plain browser: fixed test values." They are no secret: a browser's token only names the app;
 * what a customer may reach is still decided by the bank's own access token.
 */
export const BROWSER_TEST_CREDENTIALS: Readonly<MakerCredentials> = {
  deviceId: 'browser',
  barcode: 'BROWSER',
  anonymizedSerialNumber: 'browser',
  sessionToken: 'browser-test-session',
  nmHardwareType: '',
};

export function isBrowserTestCredentials(c: MakerCredentials): boolean {
  return (Object.keys(BROWSER_TEST_CREDENTIALS) as (keyof MakerCredentials)[]).every(
    (key) => c[key] === BROWSER_TEST_CREDENTIALS[key],
  );
}

/** "The sync runs at most once every 604800000 ms (7 days)." */
export const DATA_SYNC_INTERVAL_MS = 604_800_000;

/** The data the product backend may ask the app for (the data-sync answer's neededDataProperties). */
export const DATA_SYNC_PROPERTIES = ['GET_CARD_STATUS_IN_GPAY', 'GET_PIX_KEY_METRICS'] as const;
export type DataSyncProperty = (typeof DATA_SYNC_PROPERTIES)[number];

/** Whether the data sync is due: never run, or its last run 7 days ago or more (a clock gone back: due). */
export function dataSyncDue(lastRunAt: number | null, now: number): boolean {
  if (lastRunAt === null || !Number.isFinite(lastRunAt)) return true;
  const elapsed = now - lastRunAt;
  return elapsed < 0 || elapsed >= DATA_SYNC_INTERVAL_MS;
}
