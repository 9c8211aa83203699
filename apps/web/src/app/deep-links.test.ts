import { PIX_GUI } from '@carteira/core/pix';
import { describe, expect, it } from 'vitest';
import { QR_PAYMENT_SCHEME as FEATURE_QR_SCHEME } from '../features/qr-payment/flow/partner-link.ts';
import {
  addressTarget,
  bannerTarget,
  deepLinkTarget,
  engageLinkTarget,
  PIX_CODE_MARKER,
  pixCodeInPath,
  QR_PAYMENT_SCHEME,
  qrPaymentCodeInPath,
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

describe('banners carrying a code of the QR-payment scheme', () => {
  it('is the scheme the QR payment screen takes', () => {
    expect(FEATURE_QR_SCHEME.test(`${QR_PAYMENT_SCHEME}pay/1`)).toBe(true);
    expect(FEATURE_QR_SCHEME.test('pay/1')).toBe(false);
  });

  it('open the QR payment screen with the code, the entry point marked external', () => {
    expect(bannerTarget({ path: 'dimo:pay/6f1c2a' })).toEqual({
      to: '/dimoPayComponent',
      state: { qr: 'dimo:pay/6f1c2a', entryPoint: 'external' },
    });
    expect(bannerTarget({ path: '/dimoPayComponent/DIMO:pay/6f1c2a' })?.state).toEqual({
      qr: 'DIMO:pay/6f1c2a',
      entryPoint: 'external',
    });
    expect(qrPaymentCodeInPath('/pixLimits')).toBeNull();
    expect(qrPaymentCodeInPath('dimo:')).toBeNull();
  });
});

describe('notification links', () => {
  it('from the shell: open home with the story id and dialog flag to keep, only on the Wallet tab', () => {
    const link = { path: '/newWalletLaunch', state: { storyid: 'dialog-pix-night', dialogTrigger: true } };
    expect(deepLinkTarget(link, 'Wallet', true)).toEqual({
      to: '/newWalletLaunch',
      state: {},
      story: { storyId: 'dialog-pix-night', dialog: true },
    });
    expect(deepLinkTarget(link, 'offers club', true)).toBeNull();
  });

  it('read a fragment identifier and the query of the path; open_page opens that page', () => {
    expect(
      deepLinkTarget({ path: '/x?fragmentId=reel-pix-night&open_page=/pixLimits' }, 'Wallet', true),
    ).toEqual({
      to: '/pixLimits',
      state: {},
      story: { storyId: 'reel-pix-night', dialog: false },
    });
  });

  it('without a session go through the login, keeping the story', () => {
    const target = deepLinkTarget(
      { path: '/newWalletLaunch', state: { storyid: 'card-help' } },
      'Wallet',
      false,
    );
    expect(target?.to).toBe('/newLogin');
    expect(target?.state).toMatchObject({ deeplink: true, from: { pathname: '/newWalletLaunch' } });
    expect(target?.story).toEqual({ storyId: 'card-help', dialog: false });
  });

  it('open only pages of the app: another address, or the login, opens home', () => {
    const link = { storyId: null, dialogTrigger: false, state: { receiptFor: 'm-1' } };
    expect(engageLinkTarget({ ...link, openPage: '/newTransactionHistory' }, 'Wallet')).toEqual({
      to: '/newTransactionHistory',
      state: { receiptFor: 'm-1' },
    });
    for (const openPage of ['https://example.com', '/newLogin', '//evil.example', null]) {
      expect(engageLinkTarget({ ...link, openPage }, 'Wallet')).toEqual({
        to: '/newWalletLaunch',
        state: {},
      });
    }
    expect(engageLinkTarget({ ...link, openPage: '/pixLimits' }, 'offers club')).toBeNull();
  });
});
