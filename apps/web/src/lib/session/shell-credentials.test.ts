import { BROWSER_TEST_CREDENTIALS } from '@carteira/core/shell-session';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceInfo, NativeBridge } from '../../native/bridge-types.ts';
import { requestSessionToken, shellCredentials } from './shell-credentials.ts';

function bridgeWith(info: Partial<DeviceInfo>, shellToken: string | null, firebase: string | null) {
  return {
    deviceInfo: () => ({
      deviceId: 'dev-1',
      model: 'm',
      deviceType: 'android',
      webviewVersion: '1',
      ...info,
    }),
    getSessionToken: vi.fn(async () => (shellToken ? { token: shellToken, expiresAfter: 0 } : null)),
    getFirebaseToken: vi.fn(async () => firebase),
  } as unknown as NativeBridge;
}

describe('session-token credentials per app variant', () => {
  it('the NM app sends its Firebase user and token; the maker app its device and the shell token', async () => {
    const nm = bridgeWith({ variant: 'nm', firebaseUserId: 'fb-1' }, null, 'fb-token');
    expect(await shellCredentials(nm, 'nm')).toEqual({
      firebaseUserId: 'fb-1',
      firebaseAuthToken: 'fb-token',
    });
    const maker = bridgeWith(
      { variant: 'maker', barcode: 'BC123456', anonymizedSerialNumber: 'anon', nmHardwareType: 'NONMOTO_HY' },
      'shell-token',
      null,
    );
    expect(await shellCredentials(maker, 'maker')).toEqual({
      deviceId: 'dev-1',
      barcode: 'BC123456',
      anonymizedSerialNumber: 'anon',
      sessionToken: 'shell-token',
      nmHardwareType: 'NONMOTO_HY',
    });
    expect(await shellCredentials(bridgeWith({}, null, null), 'browser')).toBe(BROWSER_TEST_CREDENTIALS);
  });

  it('without what the shell must give, the answer is a missing token (retried with the back-off)', async () => {
    const fetchFn = vi.fn();
    expect(await requestSessionToken(bridgeWith({}, null, null), 'maker', fetchFn)).toEqual({
      ok: false,
      status: 401,
      reason: 'missingSessionToken',
    });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('posts getTokenForNm on the NM app and getToken elsewhere, and reads the record or the refusal', async () => {
    const fetchFn = vi.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith('getTokenForNm')
        ? Response.json({ token: 'tok', expiresAfter: 5 })
        : Response.json({ status: 401, reason: 'invalidSessionToken' }, { status: 401 }),
    );
    const nm = bridgeWith({ variant: 'nm', firebaseUserId: 'fb-1' }, null, 'fb-token');
    expect(await requestSessionToken(nm, 'nm', fetchFn)).toEqual({
      ok: true,
      record: { token: 'tok', expiresAfter: 5 },
    });
    expect(fetchFn).toHaveBeenLastCalledWith(
      '/api/product/getTokenForNm',
      expect.objectContaining({ method: 'POST' }),
    );
    const maker = bridgeWith({ variant: 'maker' }, 'shell', null);
    expect(await requestSessionToken(maker, 'maker', fetchFn)).toEqual({
      ok: false,
      status: 401,
      reason: 'invalidSessionToken',
    });
    expect(fetchFn).toHaveBeenLastCalledWith('/api/product/getToken', expect.anything());
  });
});
