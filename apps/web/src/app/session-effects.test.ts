import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, type Session } from '../lib/session/session-store.ts';
import { createBrowserBridge } from '../native/browser-bridge.ts';
import { createNativeBridge } from '../native/native-bridge.ts';
import { startSessionEffects } from './session-effects.ts';

const session: Session = {
  clientKey: 'c1',
  accountKey: 'a1',
  agency: '0001',
  accountNumber: '10000011',
  bankName: 'Carteira',
  name: 'Ana',
  cpf: '39053344705',
  token: { value: 't', expiresAt: Date.now() + 3_600_000 },
};

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function setup() {
  const store = createSessionStore(null);
  const queryClient = new QueryClient();
  const history = { push: vi.fn() };
  const stop = startSessionEffects({ session: store, queryClient, bridge: createBrowserBridge(), history });
  store.signIn(session);
  queryClient.setQueryData(['account', 'a1', 'balance'], 1000);
  queryClient.setQueryData(['account', 'a1', 'statement'], []);
  return { store, queryClient, history, stop };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('session effects', () => {
  it('asks the product backend for its session token at start, and product calls then carry it', async () => {
    const plain = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).endsWith('/getToken')
        ? Response.json({ token: 'product-token-0123456789', expiresAfter: Date.now() + 86_400_000 })
        : Response.json({ flags: {} }),
    );
    vi.stubGlobal('fetch', plain);
    const stop = startSessionEffects({
      session: createSessionStore(null),
      queryClient: new QueryClient(),
      bridge: createBrowserBridge(),
      history: { push: vi.fn() },
    });
    // the token's modules load after the first paint: on a busy machine that takes a while
    await vi.waitFor(() => expect(plain).toHaveBeenCalledWith('/api/product/getToken', expect.anything()), {
      timeout: 10_000,
    });
    await vi.waitFor(() => expect(globalThis.fetch).not.toBe(plain), { timeout: 10_000 });
    await fetch('/api/product/features');
    const [, init] = plain.mock.calls.at(-1) ?? [];
    expect(new Headers(init?.headers).get('x-session-token')).toBe('product-token-0123456789');
    stop();
    expect(globalThis.fetch).toBe(plain);
    vi.unstubAllGlobals();
  });

  it('after more than 300000 ms in the background: balance cache cleared and login forced', () => {
    vi.useFakeTimers();
    const { store, queryClient, stop } = setup();
    setVisibility('hidden');
    vi.advanceTimersByTime(300_001);
    setVisibility('visible');
    expect(queryClient.getQueryData(['account', 'a1', 'balance'])).toBeUndefined();
    expect(store.get()).toBeNull();
    stop();
  });

  it('a short background keeps the session', () => {
    vi.useFakeTimers();
    const { store, queryClient, stop } = setup();
    setVisibility('hidden');
    vi.advanceTimersByTime(299_000);
    setVisibility('visible');
    expect(store.get()).not.toBeNull();
    expect(queryClient.getQueryData(['account', 'a1', 'balance'])).toBe(1000);
    stop();
  });

  it('a different client logging in drops everything cached for the previous one', () => {
    const { store, queryClient, stop } = setup();
    store.signIn({ ...session, clientKey: 'c2', accountKey: 'a2' });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    stop();
  });

  it('shell deep links open their route on the Wallet tab', async () => {
    const { history, stop } = setup();
    window.dispatchEvent(
      new CustomEvent('carteira:native', { detail: { type: 'deeplink', path: '/newTransactionHistory' } }),
    );
    await vi.waitFor(() => expect(history.push).toHaveBeenCalledWith('/newTransactionHistory', {}));
    stop();
  });

  it('a shell notification link opens home and keeps its story id and dialog flag there; off the Wallet tab, nothing', async () => {
    const { history, stop } = setup();
    const { pendingStory } = await import('../lib/engage/engage-link.ts');
    pendingStory.clear();
    window.dispatchEvent(
      new CustomEvent('carteira:native', {
        detail: {
          type: 'deeplink',
          path: '/newWalletLaunch?storyid=dialog-pix-night',
          state: { dialogTrigger: 'true' },
        },
      }),
    );
    await vi.waitFor(() => expect(history.push).toHaveBeenCalledWith('/newWalletLaunch', {}));
    expect(pendingStory.get()).toEqual({ storyId: 'dialog-pix-night', dialog: true });
    pendingStory.clear();
    stop();
  });

  it('open the upgrade page when the app shell is older than the minimal version, and never in a browser', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('179889,179690'));
    const old = createNativeBridge({
      getSessionToken: () => '',
      getFirebaseToken: () => '',
      getWalletTabId: () => 'Wallet',
      refreshRegistration: () => {},
      getDeviceInfo: () => JSON.stringify({ deviceId: 'd1', model: 'moto g', apkVersion: '179000' }),
      openCamera: () => {},
      submitMetrics: () => {},
    });
    const history = { push: vi.fn() };
    const stop = startSessionEffects({
      session: createSessionStore(null),
      queryClient: new QueryClient(),
      bridge: old,
      history,
    });
    await vi.waitFor(() => expect(history.push).toHaveBeenCalledWith('/upgradeAppPage', {}));
    stop();
    fetch.mockClear();
    const browser = setup();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalledWith('/api/product/version', expect.anything());
    expect(browser.history.push).not.toHaveBeenCalled();
    browser.stop();
  });
  it('in the NM app: no upgrade page (the minimal version is the maker shell’s), and a missing token renews the Firebase token', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('179889,179690'));
    const shellOf = (variant: string | undefined) => {
      const firebase = vi.fn(() => 'firebase-token');
      const raw = {
        getSessionToken: () => '',
        getFirebaseToken: firebase,
        getWalletTabId: () => 'Wallet',
        refreshRegistration: () => {},
        getDeviceInfo: () => JSON.stringify({ deviceId: 'd1', model: 'Galaxy A54', apkVersion: '1000' }),
        openCamera: () => {},
        submitMetrics: () => {},
        ...(variant ? { getAppVariant: () => variant } : {}),
      };
      const history = { push: vi.fn() };
      const stop = startSessionEffects({
        session: createSessionStore(null),
        queryClient: new QueryClient(),
        bridge: createNativeBridge(raw),
        history,
      });
      return { firebase, history, stop };
    };
    const nm = shellOf('NM');
    await vi.waitFor(() => expect(nm.firebase).toHaveBeenCalled(), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(nm.history.push).not.toHaveBeenCalledWith('/upgradeAppPage', {});
    expect(fetch).not.toHaveBeenCalledWith('/api/product/version', expect.anything());
    nm.stop();
    // the maker's shell: the same missing token waits for its back-off, and the old version is upgraded
    const maker = shellOf(undefined);
    await vi.waitFor(() => expect(maker.history.push).toHaveBeenCalledWith('/upgradeAppPage', {}));
    expect(maker.firebase).not.toHaveBeenCalled();
    maker.stop();
  });
});
