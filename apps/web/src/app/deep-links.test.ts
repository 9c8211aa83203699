import { describe, expect, it } from 'vitest';
import { deepLinkTarget, SHORTCUTS } from './deep-links.ts';

describe('deep links', () => {
  it('open their route only on the Wallet tab', () => {
    const link = { path: '/newTransactionHistory', state: {} };
    expect(deepLinkTarget(link, 'Wallet', true)).toEqual({ to: '/newTransactionHistory', state: {} });
    expect(deepLinkTarget(link, 'offers club', true)).toBeNull();
  });

  it('without a session go to login with the deeplink flag and the target to return to', () => {
    const link = { path: '/newWalletLaunch', state: { cameraAction: 'PixScan' } };
    expect(deepLinkTarget(link, 'Wallet', false)).toEqual({
      to: '/newLogin',
      state: {
        from: { pathname: '/newWalletLaunch', search: '', hash: '', state: { cameraAction: 'PixScan' } },
        relogin: true,
        deeplink: true,
      },
    });
  });

  it('never target /newLogin, and the four shortcuts point at the spec routes', () => {
    expect(deepLinkTarget({ path: '/newLogin' }, 'Wallet', true)).toBeNull();
    expect(SHORTCUTS.map((s) => s.path)).toEqual([
      '/newWalletLaunch',
      '/newTransactionHistory',
      '/cellularRecharge',
      '/pixLandingComponent',
    ]);
  });
});
