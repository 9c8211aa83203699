// @vitest-environment node
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildId, serviceWorkerSource, shellFiles } from './service-worker.ts';

const TEMPLATE = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
const ORIGIN = 'https://carteira.example';

describe('the offline shell: the files it keeps', () => {
  it('keeps the app files and never the maps, the precompressed twins, the licence list or the worker itself', () => {
    const files = shellFiles([
      'index.html',
      'assets/index-abc.js',
      'assets/index-abc.js.br',
      'assets/index-abc.js.gz',
      'assets/index-abc.js.map',
      'oss-licenses.json',
      '.vite/manifest.json',
      'sw.js',
      'favicon.svg',
      'manifest.webmanifest',
      'favicon.svg',
    ]);
    expect(files).toEqual(['/assets/index-abc.js', '/favicon.svg', '/index.html', '/manifest.webmanifest']);
  });

  it('names a build by its files and its index.html: the same build the same id, a new one another', () => {
    const files = ['/assets/a-1.js', '/index.html'];
    expect(buildId(files, '<html>')).toBe(buildId([...files], '<html>'));
    expect(buildId(['/assets/a-2.js', '/index.html'], '<html>')).not.toBe(buildId(files, '<html>'));
    expect(buildId(files, '<html lang="en">')).not.toBe(buildId(files, '<html>'));
  });
});

/** A browser's caches, enough for the worker: named caches of path -> body. */
function fakeCaches(initial: Record<string, Record<string, string>> = {}) {
  const store = new Map(
    Object.entries(initial).map(([name, files]) => [name, new Map(Object.entries(files))]),
  );
  const open = async (name: string) => {
    if (!store.has(name)) store.set(name, new Map());
    const files = store.get(name) as Map<string, string>;
    const key = (r: string | { url: string }) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).pathname;
    return {
      match: async (r: string) => files.get(key(r)),
      addAll: async (requests: { url: string }[]) => {
        for (const r of requests) files.set(key(r), `fresh ${key(r)}`);
      },
    };
  };
  return {
    store,
    api: {
      open,
      keys: async () => [...store.keys()],
      delete: async (name: string) => store.delete(name),
    },
  };
}

/** Runs dist/sw.js's source in a scope of its own and hands back its event handlers. */
function loadWorker(files: string[], caches: ReturnType<typeof fakeCaches>['api']) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const fetched: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      handlers[type] = handler;
    },
    clients: { claim: async () => undefined },
    skipWaiting: () => {
      fetched.push('skipWaiting');
    },
  };
  const source = serviceWorkerSource(TEMPLATE, files, 'build2');
  runInNewContext(source, {
    self,
    caches,
    URL,
    Promise,
    Request: class {
      constructor(
        readonly url: string,
        readonly init: unknown,
      ) {}
    },
    fetch: async (request: { url: string }) => {
      fetched.push(request.url);
      return `network ${request.url}`;
    },
  });
  /** Dispatches one event; resolves with what the worker answered (undefined when it let it pass). */
  const dispatch = async (type: string, fields: object = {}) => {
    let waited: Promise<unknown> | undefined;
    let answered: Promise<unknown> | undefined;
    handlers[type]?.({
      ...fields,
      waitUntil: (p: Promise<unknown>) => {
        waited = p;
      },
      respondWith: (p: Promise<unknown>) => {
        answered = p;
      },
    });
    await waited;
    return answered === undefined ? undefined : await answered;
  };
  return { dispatch, fetched };
}

describe('the offline shell: its service worker', () => {
  const files = ['/assets/index-2.js', '/index.html'];
  const request = (path: string, init: { method?: string; mode?: string; origin?: string } = {}) => ({
    request: {
      url: `${init.origin ?? ORIGIN}${path}`,
      method: init.method ?? 'GET',
      mode: init.mode ?? 'cors',
    },
  });

  it('fills its own cache on install, and drops the previous build cache (only it) on activate', async () => {
    const caches = fakeCaches({
      'carteira-shell-build1': { '/index.html': 'old', '/assets/index-1.js': 'old' },
      'another-app': { '/x': 'kept' },
    });
    const worker = loadWorker(files, caches.api);
    await worker.dispatch('install');
    expect([...(caches.store.get('carteira-shell-build2')?.keys() ?? [])]).toEqual(files);
    expect(caches.store.has('carteira-shell-build1')).toBe(true); // the running page still needs it
    await worker.dispatch('activate');
    expect([...caches.store.keys()].sort()).toEqual(['another-app', 'carteira-shell-build2']);
  });

  it('paints every page of the app from its index.html, and the app files from its cache', async () => {
    const caches = fakeCaches();
    const worker = loadWorker(files, caches.api);
    await worker.dispatch('install');
    expect(await worker.dispatch('fetch', request('/pixLimits', { mode: 'navigate' }))).toBe(
      'fresh /index.html',
    );
    expect(await worker.dispatch('fetch', request('/assets/index-2.js'))).toBe('fresh /assets/index-2.js');
    expect(worker.fetched).toEqual([]);
  });

  it('never answers a call to the services, a POST, a file of another build or another origin', async () => {
    const worker = loadWorker(files, fakeCaches().api);
    await worker.dispatch('install');
    for (const event of [
      request('/api/gateway', { method: 'POST' }),
      request('/api/product/smartphoneFinanceAuth'),
      request('/v1/api/authentication'),
      request('/health/ready'),
      request('/assets/index-1.js'),
      request('/index.html', { origin: 'https://elsewhere.example' }),
    ]) {
      expect(await worker.dispatch('fetch', event)).toBeUndefined();
    }
  });

  it('takes over only when the app asks, after the customer chose to reload', async () => {
    const worker = loadWorker(files, fakeCaches().api);
    await worker.dispatch('message', { data: { type: 'other' } });
    expect(worker.fetched).toEqual([]);
    await worker.dispatch('message', { data: { type: 'SKIP_WAITING' } });
    expect(worker.fetched).toEqual(['skipWaiting']);
  });
});
