import { describe, expect, it, vi } from 'vitest';
import { NATIVE_EVENT, type PhoneWalletCard, type RawNativeBridge } from './bridge-types.ts';
import { createBrowserBridge } from './browser-bridge.ts';
import { createNativeBridge } from './native-bridge.ts';

const card: PhoneWalletCard = {
  cardKey: 'card-1',
  opaquePaymentCard: 'opaque-blob',
  tsp: 14,
  brand: 12,
  last4: '4321',
  printedName: 'FABIO LIMA',
  address: null,
};

function fakeShell(extra: Partial<RawNativeBridge>): RawNativeBridge {
  return {
    getSessionToken: () => '',
    getFirebaseToken: () => '',
    getWalletTabId: () => 'Wallet',
    refreshRegistration: () => {},
    getDeviceInfo: () => '{}',
    openCamera: () => {},
    submitMetrics: () => {},
    ...extra,
  };
}

describe('the phone wallet through the bridge', () => {
  it('a plain browser has no phone wallet', async () => {
    const browser = createBrowserBridge(window);
    expect(await browser.phoneWalletAvailable()).toBe(false);
    expect(await browser.provisionToPhoneWallet(card)).toBe('failed');
  });

  it('the shell says whether the phone has one; an older shell without the method has none', async () => {
    expect(
      await createNativeBridge(fakeShell({ isPhoneWalletAvailable: () => 'true' })).phoneWalletAvailable(),
    ).toBe(true);
    expect(
      await createNativeBridge(fakeShell({ isPhoneWalletAvailable: () => 'false' })).phoneWalletAvailable(),
    ).toBe(false);
    expect(await createNativeBridge(fakeShell({})).phoneWalletAvailable()).toBe(false);
  });

  it('hands the card as JSON to the shell and resolves with the answer for its own callback', async () => {
    const provision = vi.fn((_json: string, callbackId: string) => {
      const answer = (id: string, value: string) =>
        window.dispatchEvent(
          new CustomEvent(NATIVE_EVENT, { detail: { type: 'wallet', callbackId: id, value } }),
        );
      setTimeout(() => {
        answer('someone-else', 'failed');
        answer(callbackId, 'added');
      }, 0);
    });
    const native = createNativeBridge(fakeShell({ provisionToPhoneWallet: provision }), window);
    expect(await native.provisionToPhoneWallet(card)).toBe('added');
    expect(JSON.parse(provision.mock.calls[0]?.[0] ?? '{}')).toEqual(card);
  });

  it('an older shell cannot provision', async () => {
    expect(await createNativeBridge(fakeShell({})).provisionToPhoneWallet(card)).toBe('failed');
  });
});
