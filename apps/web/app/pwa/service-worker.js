// The service worker of the installed web app (template: vite.config.ts fills in VERSION and the
// ASSETS of each build and writes it as /sw.js). It keeps the app shell (the dashboard's HTML, its
// scripts, styles, fonts and icons) so the dashboard opens without a network; API answers and
// media are never cached, and marketing pages are left to the network.
const VERSION = "__VERSION__";
const ASSETS = __ASSETS__;
const CACHE = `reelforge-shell-${VERSION}`;
const SHELL = "/dashboard";
const STATIC = ["/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png", "/icons/icon-512.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([SHELL, ...STATIC, ...ASSETS]);
      // A new build takes over at once; pages already open keep working (old assets stay served).
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("reelforge-shell-") && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

const SHELL_FILES = new Set([...STATIC, ...ASSETS]);

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Never from a cache: the API's answers (they are per user and change) and media.
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/media/")) return;
  if (request.mode === "navigate") {
    if (url.pathname !== SHELL && !url.pathname.startsWith(`${SHELL}/`)) return;
    // The network first (a fresh page after a deploy); offline, the cached shell, which routes itself.
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(SHELL, { cacheName: CACHE })) ?? Response.error()),
    );
    return;
  }
  if (SHELL_FILES.has(url.pathname)) {
    event.respondWith(
      (async () => (await caches.match(url.pathname, { cacheName: CACHE })) ?? fetch(request))(),
    );
  }
});
