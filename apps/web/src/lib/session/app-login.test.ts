import { describe, expect, it, vi } from 'vitest';
import type { DeviceInfo } from '../../native/bridge-types.ts';
import { type AppLoginDeps, appLoginMetadata, reportAppLogin } from './app-login.ts';

const maker: DeviceInfo = {
  deviceId: 'maker-1',
  model: 'moto g84',
  deviceType: 'android',
  variant: 'maker',
  barcode: 'NDSI330028',
  webviewVersion: '1.504',
};
const nm: DeviceInfo = { ...maker, deviceId: 'nm-1', model: 'Galaxy A54', variant: 'nm' };
const browser: DeviceInfo = {
  deviceId: 'web-1',
  model: 'Android browser',
  deviceType: 'web',
  variant: 'browser',
  webviewVersion: '1.504',
};
const bh = { latitude: -19.91914273, longitude: -43.93858261 };

describe("app/login's metadata (decision 0033)", () => {
  it("carries the maker's barcode as type 1, the model and the device id", () => {
    expect(appLoginMetadata(maker, null)).toEqual([
      { tipo: 1, valor: 'NDSI330028' },
      { tipo: 2, valor: 'moto g84' },
      { tipo: 12, valor: 'maker-1' },
    ]);
  });

  it('sends no barcode from the NM app, even one the shell would give, nor from a browser', () => {
    expect(appLoginMetadata(nm, null)).toEqual([
      { tipo: 2, valor: 'Galaxy A54' },
      { tipo: 12, valor: 'nm-1' },
    ]);
    expect(appLoginMetadata(browser, null).map((m) => m.tipo)).toEqual([2, 12]);
  });

  it('adds 8 latitude and 9 longitude, to six decimals, only for a place it is given', () => {
    expect(appLoginMetadata(browser, bh)).toEqual([
      { tipo: 2, valor: 'Android browser' },
      { tipo: 8, valor: '-19.919143' },
      { tipo: 9, valor: '-43.938583' },
      { tipo: 12, valor: 'web-1' },
    ]);
  });
});

describe('reportAppLogin', () => {
  const deps = (over: Partial<AppLoginDeps> = {}) => {
    const d = {
      device: () => browser,
      locationConsented: vi.fn(async () => false),
      place: vi.fn(async () => bh),
      send: vi.fn(async () => ({})),
      ...over,
    };
    return d;
  };

  it('never asks for the place without the customer’s consent', async () => {
    const d = deps();
    await reportAppLogin(d);
    expect(d.place).not.toHaveBeenCalled();
    expect(d.send).toHaveBeenCalledWith([
      { tipo: 2, valor: 'Android browser' },
      { tipo: 12, valor: 'web-1' },
    ]);
  });

  it('sends the place with the consent, and none when the device gives none', async () => {
    const d = deps({ locationConsented: vi.fn(async () => true) });
    await reportAppLogin(d);
    expect(vi.mocked(d.send).mock.calls[0]?.[0].map((m) => m.tipo)).toEqual([2, 8, 9, 12]);
    const none = deps({ locationConsented: vi.fn(async () => true), place: vi.fn(async () => null) });
    await reportAppLogin(none);
    expect(vi.mocked(none.send).mock.calls[0]?.[0].map((m) => m.tipo)).toEqual([2, 12]);
  });

  it('a consent it cannot read is no consent, and a failed report never reaches the login', async () => {
    const d = deps({
      locationConsented: vi.fn(async () => {
        throw new Error('offline');
      }),
      send: vi.fn(async () => {
        throw new Error('refused');
      }),
    });
    await expect(reportAppLogin(d)).resolves.toBeUndefined();
    expect(d.place).not.toHaveBeenCalled();
  });
});
