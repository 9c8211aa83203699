import { describe, expect, it, vi } from 'vitest';
import { registerOfflineShell } from './offline-shell.ts';

/** A service worker container and its registration, driven by the test. */
function fakeBrowser(options: { controlled: boolean; waiting?: boolean }) {
  const containerEvents = new EventTarget();
  const registrationEvents = new EventTarget();
  const posted: unknown[] = [];
  const worker = (state: string) =>
    Object.assign(new EventTarget(), { state, postMessage: (message: unknown) => posted.push(message) });
  const registration = Object.assign(registrationEvents, {
    waiting: options.waiting ? worker('installed') : null,
    installing: null as ReturnType<typeof worker> | null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(containerEvents, {
    controller: options.controlled ? worker('activated') : null,
    register: vi.fn(async () => registration),
  });
  /** A new build is found and installs. */
  const newBuild = () => {
    const installing = worker('installing');
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
  };
  return { container, registration, posted, newBuild };
}

function start(browser: ReturnType<typeof fakeBrowser>) {
  const reload = vi.fn();
  let visible: (() => void) | undefined;
  const shell = registerOfflineShell({
    container: browser.container as unknown as ServiceWorkerContainer,
    reload,
    onVisible: (check) => {
      visible = check;
    },
  });
  return { shell, reload, visible: () => visible?.() };
}

describe('the offline shell, as the page sees it', () => {
  it('registers /sw.js for the whole app, bypassing the HTTP cache for the worker itself', async () => {
    const browser = fakeBrowser({ controlled: false });
    start(browser);
    await vi.waitFor(() =>
      expect(browser.container.register).toHaveBeenCalledWith('/sw.js', {
        scope: '/',
        updateViaCache: 'none',
      }),
    );
  });

  it('says nothing on the first install, even when the new worker takes control', async () => {
    const browser = fakeBrowser({ controlled: false });
    const { shell, reload } = start(browser);
    await vi.waitFor(() => expect(browser.container.register).toHaveBeenCalled());
    browser.newBuild();
    browser.container.dispatchEvent(new Event('controllerchange'));
    expect(shell.updateReady()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('announces a new build, and reloads into it only after the customer chose to', async () => {
    const browser = fakeBrowser({ controlled: true });
    const { shell, reload } = start(browser);
    const heard = vi.fn();
    shell.subscribe(heard);
    await vi.waitFor(() => expect(browser.container.register).toHaveBeenCalled());
    await Promise.resolve();
    browser.newBuild();
    expect(shell.updateReady()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    shell.applyUpdate();
    expect(browser.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    browser.container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('finds a build already waiting from an earlier visit, and looks for a new one when the page returns', async () => {
    const browser = fakeBrowser({ controlled: true, waiting: true });
    const { shell, visible } = start(browser);
    await vi.waitFor(() => expect(shell.updateReady()).toBe(true));
    visible();
    expect(browser.registration.update).toHaveBeenCalledTimes(1);
  });
});
