import { describe, expect, it } from 'vitest';
import { bannerTarget, deepLinkTarget, SHORTCUTS } from './deep-links.ts';

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

describe('banner actions', () => {
  const code =
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano%20de%20Tal6008BRASILIA62070503***63041D3D';

  it('open copy and paste with the Pix code, %20 read as a space', () => {
    expect(bannerTarget({ path: code })).toEqual({
      to: '/pixQrCopyPasteComponent',
      state: { code: code.replaceAll('%20', ' ') },
    });
    expect(bannerTarget({ path: code.toUpperCase() })?.to).toBe('/pixQrCopyPasteComponent');
  });

  it('open any other app path with its additional info, never /newLogin', () => {
    expect(bannerTarget({ path: '/pixLimits', additionalInfo: '{"from":"banner"}' })).toEqual({
      to: '/pixLimits',
      state: { additionalInfo: { from: 'banner' } },
    });
    expect(bannerTarget({ path: '/pixLimits', additionalInfo: 'not json' })).toEqual({
      to: '/pixLimits',
      state: {},
    });
    expect(bannerTarget({ path: '/newLogin' })).toBeNull();
    expect(bannerTarget({ path: 'https://example.com' })).toBeNull();
  });
});
