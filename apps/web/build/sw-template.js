// The offline shell (cross-cutting.md section 9: "Service worker registration for offline caching").
// Generated into dist/sw.js at build time by service-worker.ts, which fills in the build id and the files.
// It caches the built app's own files only: never a call to the bank, the financing or the onboarding
// service, never anything from another origin.
const BUILD_ID = '__BUILD_ID__';
const FILES = __FILES__;
const CACHE = `carteira-shell-${BUILD_ID}`;
const SHELL_PREFIX = 'carteira-shell-';
const NEVER_CACHED = ['/api/', '/v1/', '/health/'];

self.addEventListener('install', (event) => {
  // A fresh copy of each file (never the HTTP cache's), all or nothing: a half-filled cache is dropped.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  // The previous build's files go once this build takes over.
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(SHELL_PREFIX) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  // The app asks a waiting build to take over when the customer chooses to reload.
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    // Every page of the app is index.html: painted from this build's copy, online or not.
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match('/index.html'))
        .then((hit) => hit || fetch(request)),
    );
    return;
  }
  if (FILES.includes(url.pathname)) {
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match(url.pathname))
        .then((hit) => hit || fetch(request)),
    );
  }
});
