import {
  BROWSER_TEST_CREDENTIALS,
  type MakerCredentials,
  NM_HARDWARE_TYPE_MAKER_ONLY,
  type NmCredentials,
  type ShellVariant,
  sessionTokenCall,
} from '@carteira/core/shell-session';
import type { NativeBridge } from '../../native/bridge-types.ts';
import type { TokenAnswer } from './session-token.ts';

export const PRODUCT_TOKEN_BASE = '/api/product';

/**
 * The credentials the app asks for a session token with (cross-cutting.md section 3): the NM app's
 * Firebase user and token; the maker's app its device, barcode, anonymized serial number, the shell's
 * own session token and nmHardwareType; a plain browser the fixed test values. Null while the shell
 * has not got what it needs yet (asked again with the back-off).
 */
export async function shellCredentials(
  bridge: NativeBridge,
  variant: ShellVariant,
): Promise<NmCredentials | MakerCredentials | null> {
  if (variant === 'browser') return BROWSER_TEST_CREDENTIALS;
  const info = bridge.deviceInfo();
  if (variant === 'nm') {
    const firebaseAuthToken = await bridge.getFirebaseToken().catch(() => null);
    if (!firebaseAuthToken || !info.firebaseUserId) return null;
    return { firebaseUserId: info.firebaseUserId, firebaseAuthToken };
  }
  const shell = await bridge.getSessionToken().catch(() => null);
  if (!shell?.token) return null;
  return {
    deviceId: info.deviceId,
    barcode: info.barcode ?? '',
    anonymizedSerialNumber: info.anonymizedSerialNumber ?? '',
    sessionToken: shell.token,
    nmHardwareType: info.nmHardwareType === NM_HARDWARE_TYPE_MAKER_ONLY ? NM_HARDWARE_TYPE_MAKER_ONLY : '',
  };
}

/** POST getToken (getTokenForNm on the NM app) with the variant's credentials: the token record, or why not. */
export async function requestSessionToken(
  bridge: NativeBridge,
  variant: ShellVariant,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): Promise<TokenAnswer> {
  const credentials = await shellCredentials(bridge, variant);
  if (!credentials) return { ok: false, status: 401, reason: 'missingSessionToken' };
  try {
    const response = await fetchFn(`${PRODUCT_TOKEN_BASE}/${sessionTokenCall(variant)}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const body = (await response.json().catch(() => null)) as {
      token?: unknown;
      expiresAfter?: unknown;
      reason?: unknown;
    } | null;
    if (response.ok && typeof body?.token === 'string' && typeof body.expiresAfter === 'number') {
      return { ok: true, record: { token: body.token, expiresAfter: body.expiresAfter } };
    }
    return {
      ok: false,
      status: response.ok ? 502 : response.status,
      ...(typeof body?.reason === 'string' ? { reason: body.reason } : {}),
    };
  } catch {
    return { ok: false, status: 0 };
  }
}
