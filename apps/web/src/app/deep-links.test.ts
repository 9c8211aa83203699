import { PIX_GUI } from '@carteira/core/pix';
import { describe, expect, it } from 'vitest';
import {
  addressTarget,
  bannerTarget,
  deepLinkTarget,
  PIX_CODE_MARKER,
  pixCodeInPath,
  SHORTCUTS,
} from './deep-links.ts';

const manualCode =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const escapedCode = manualCode.replaceAll(' ', '%20');

describe('a Pix code in a path', () => {
  it('is found by the Pix code marker of the BR Code standard', () => {
    expect(PIX_CODE_MARKER).toBe(PIX_GUI);
  });

  it('is read from its first field on, %20 as a space, in any case of the marker', () => {
    expect(pixCodeInPath(escapedCode)).toBe(manualCode);
    expect(pixCodeInPath(`/pixQrCopyPasteComponent/${escapedCode}`)).toBe(manualCode);
    expect(pixCodeInPath(`/${escapedCode.replace('br.gov.bcb.pix', 'BR.GOV.BCB.PIX')}`)).toBe(
      manualCode.replace('br.gov.bcb.pix', 'BR.GOV.BCB.PIX'),
    );
    expect(pixCodeInPath('/pixLimits')).toBeNull();
  });

  it('in an address no route has, opens copy and paste (through login without a session)', () => {
    expect(addressTarget(`/${escapedCode}`, true)).toEqual({
      to: '/pixQrCopyPasteComponent',
      state: { code: manualCode },
    });
    expect(addressTarget(`/${escapedCode}`, false)?.to).toBe('/newLogin');
    expect(addressTarget('/no-such-page', true)).toBeNull();
  });
});

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

  it('carrying a Pix code open copy and paste with it, through login without a session', () => {
    const link = { path: `/pix/${escapedCode}` };
    expect(deepLinkTarget(link, 'Wallet', true)).toEqual({
      to: '/pixQrCopyPasteComponent',
      state: { code: manualCode },
    });
    expect(deepLinkTarget({ path: escapedCode }, 'Wallet', true)?.state).toEqual({ code: manualCode });
    expect(deepLinkTarget(link, 'Wallet', false)).toEqual({
      to: '/newLogin',
      state: {
        from: { pathname: '/pixQrCopyPasteComponent', search: '', hash: '', state: { code: manualCode } },
        relogin: true,
        deeplink: true,
      },
    });
    expect(deepLinkTarget(link, 'offers club', true)).toBeNull();
  });

  it('open the Pix home with its Pix action, send or receive, as the receive Pix shortcut does', () => {
    for (const pixAction of ['send', 'receive']) {
      expect(deepLinkTarget({ path: '/pixLandingComponent', state: { pixAction } }, 'Wallet', true)).toEqual({
        to: '/pixLandingComponent',
        state: { pixAction },
      });
    }
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
