import { describe, expect, it, vi } from 'vitest';
import { NATIVE_EVENT, type RawNativeBridge } from './bridge-types.ts';
import { createBrowserBridge } from './browser-bridge.ts';
import { createNativeBridge } from './native-bridge.ts';

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

describe('biometric login through the bridge', () => {
  it('a plain browser has none', async () => {
    const browser = createBrowserBridge(window);
    expect(await browser.biometricLogin()).toBeNull();
    expect(await browser.setBiometricLogin(true)).toBe(false);
  });

  it('the shell says on, off or unavailable; an older shell without the method has none', async () => {
    const state = (value: string) => createNativeBridge(fakeShell({ getBiometricLogin: () => value }));
    expect(await state('on').biometricLogin()).toBe(true);
    expect(await state('off').biometricLogin()).toBe(false);
    expect(await state('unavailable').biometricLogin()).toBeNull();
    expect(await createNativeBridge(fakeShell({})).biometricLogin()).toBeNull();
    expect(await createNativeBridge(fakeShell({})).setBiometricLogin(true)).toBe(false);
  });

  it('asks the shell to switch and resolves with the state its own callback reports', async () => {
    const set = vi.fn((_enabled: string, callbackId: string) => {
      const answer = (id: string, value: string) =>
        window.dispatchEvent(
          new CustomEvent(NATIVE_EVENT, { detail: { type: 'biometrics', callbackId: id, value } }),
        );
      setTimeout(() => {
        answer('someone-else', 'off');
        answer(callbackId, 'on');
      }, 0);
    });
    const native = createNativeBridge(fakeShell({ setBiometricLogin: set }), window);
    expect(await native.setBiometricLogin(true)).toBe(true);
    expect(set.mock.calls[0]?.[0]).toBe('true');
  });
});
