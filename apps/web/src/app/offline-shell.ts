/**
 * The offline shell's service worker (dist/sw.js, written by build/service-worker.ts): registered once
 * the page has loaded, in a production build on a secure page. A new build installs beside the running
 * one and waits; the app says so, and the customer's "reload" lets it take over and reloads the page.
 */
type Listener = () => void;

export interface OfflineShell {
  /** Whether a new build is installed and waiting for the customer's reload. */
  updateReady(): boolean;
  subscribe(listener: Listener): () => void;
  /** Hands over to the waiting build; the page reloads once it controls it. */
  applyUpdate(): void;
}

export interface ShellEnvironment {
  container: ServiceWorkerContainer;
  reload: () => void;
  /** Called when the page comes back to the front: the browser is asked to look for a new build. */
  onVisible: (check: () => void) => void;
}

export function registerOfflineShell(env: ShellEnvironment): OfflineShell {
  let waiting: ServiceWorker | null = null;
  let applying = false;
  const listeners = new Set<Listener>();
  const announce = (worker: ServiceWorker) => {
    waiting = worker;
    for (const listener of listeners) listener();
  };
  // The first install takes control too (clients.claim): only a change the customer asked for reloads.
  env.container.addEventListener('controllerchange', () => {
    if (applying) env.reload();
  });
  void env.container
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .then((registration) => {
      if (registration.waiting && env.container.controller) announce(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && env.container.controller) announce(installing);
        });
      });
      env.onVisible(() => void registration.update().catch(() => undefined));
    })
    .catch(() => undefined); // no offline shell (private mode, a blocked worker): the app works as before
  return {
    updateReady: () => waiting !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    applyUpdate() {
      if (!waiting) return;
      applying = true;
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
  };
}

/** The shell of this page, when the browser and the build allow one. */
export function startOfflineShell(): OfflineShell | null {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return null;
  const container = navigator.serviceWorker;
  const listeners = new Set<Listener>();
  let shell: OfflineShell | null = null;
  const start = () => {
    shell = registerOfflineShell({
      container,
      reload: () => window.location.reload(),
      onVisible: (check) =>
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') check();
        }),
    });
    shell.subscribe(() => {
      for (const listener of listeners) listener();
    });
  };
  // after the page's load, so the shell's files never compete with the first paint
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return {
    updateReady: () => shell?.updateReady() ?? false,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    applyUpdate: () => shell?.applyUpdate(),
  };
}
