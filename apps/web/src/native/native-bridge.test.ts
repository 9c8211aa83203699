import { describe, expect, it } from 'vitest';
import type { RawNativeBridge } from './bridge-types.ts';
import { createBrowserBridge } from './browser-bridge.ts';
import { createNativeBridge } from './native-bridge.ts';
import { shellCapabilities } from './shell-capabilities.ts';

const shell = (over: Partial<RawNativeBridge> = {}): RawNativeBridge => ({
  getSessionToken: () => '',
  getFirebaseToken: () => '',
  getWalletTabId: () => 'Wallet',
  refreshRegistration: () => {},
  getDeviceInfo: () => JSON.stringify({ deviceId: 'd1', model: 'moto g84', barcode: 'NDSI330028' }),
  openCamera: () => {},
  submitMetrics: () => {},
  ...over,
});

describe('which app runs the page (decision 0033)', () => {
  it("is the maker's app when the shell says so, or says nothing (shells before the NM app), with its barcode", () => {
    for (const raw of [shell(), shell({ getAppVariant: () => 'MAKER' })]) {
      expect(createNativeBridge(raw, window).deviceInfo()).toMatchObject({
        variant: 'maker',
        barcode: 'NDSI330028',
        deviceType: 'android',
      });
    }
  });

  it('is the NM app when the shell says "NM", and then it has no barcode', () => {
    const info = createNativeBridge(shell({ getAppVariant: () => 'nm ' }), window).deviceInfo();
    expect(info.variant).toBe('nm');
    expect(info.barcode).toBeUndefined();
    const throwing = shell({
      getAppVariant: () => {
        throw new Error('old shell');
      },
    });
    expect(createNativeBridge(throwing, window).deviceInfo().variant).toBe('maker');
  });

  it('is a browser without a shell, never with a barcode', () => {
    const info = createBrowserBridge(window).deviceInfo();
    expect(info.variant).toBe('browser');
    expect(info.barcode).toBeUndefined();
  });
});

describe("the shell's capabilities for account opening (decision 0038)", () => {
  const inShell = (over: Partial<RawNativeBridge>) => shellCapabilities({ CarteiraNative: shell(over) });

  it('offers RNE scanning only when the shell says it can; older shells and a browser cannot', () => {
    expect(inShell({ isRneScanSupported: () => 'true' }).rneScan).toBe(true);
    expect(inShell({ isRneScanSupported: () => 'false' }).rneScan).toBe(false);
    expect(inShell({}).rneScan).toBe(false);
    expect(shellCapabilities({}).rneScan).toBe(false);
  });

  it('is a release build with release-keys, or from a shell older than the question; not with test-keys', () => {
    expect(inShell({ getBuildTags: () => 'release-keys' }).releaseBuild).toBe(true);
    expect(inShell({}).releaseBuild).toBe(true);
    expect(inShell({ getBuildTags: () => 'test-keys' }).releaseBuild).toBe(false);
    const broken = () => {
      throw new Error('shell');
    };
    expect(
      inShell({ getBuildTags: broken, isRneScanSupported: broken, isAdCustomizationEnabled: broken }),
    ).toEqual({ rneScan: false, releaseBuild: false, adCustomization: true });
    expect(shellCapabilities({}).releaseBuild).toBe(true);
  });
});

describe("the shell's ad customisation setting", () => {
  const inShell = (over: Partial<RawNativeBridge>) => shellCapabilities({ CarteiraNative: shell(over) });

  it('is off only when the shell says "false"; an older shell and a browser keep it on', () => {
    expect(inShell({ isAdCustomizationEnabled: () => 'false' }).adCustomization).toBe(false);
    expect(inShell({ isAdCustomizationEnabled: () => 'true' }).adCustomization).toBe(true);
    expect(inShell({}).adCustomization).toBe(true);
    expect(shellCapabilities({}).adCustomization).toBe(true);
  });
});
