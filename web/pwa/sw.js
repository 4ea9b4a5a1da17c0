// TManKu's service worker (web/build/pwa.ts writes it into the build with the values below).
// It keeps the app shell (the entry's scripts and styles, the offline page, the manifest and
// icons) so the portal starts fast and a page opened without a connection shows
// "Anda sedang offline". It never stores customer data: no API answer (/customer/api), no
// runtime configuration, no page of the portal; those always come from the network.
const VERSION = '__PORTAL_SW_VERSION__';
const SHELL = __PORTAL_SW_SHELL__;
const CACHE = `tmanku-shell-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // The shells of earlier builds go: their files are no longer on the server either.
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('tmanku-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/customer/api')) return;
  if (request.mode === 'navigate') {
    // The page from the network, always; without a connection, the offline page.
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(OFFLINE_PAGE).then((page) => page ?? Response.error()),
      ),
    );
    return;
  }
  if (SHELL.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
  }
});
