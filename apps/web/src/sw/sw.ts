/// <reference lib="webworker" />
/*
 * The service worker at /sw.js (ADR 053), built by vite-plugin-pwa's injectManifest from this file.
 * - The build's JS, CSS and icons are precached, so a page visited once starts again offline.
 * - Pages: network first (the server's HTML carries each page's own title and status), the last copy when offline,
 *   else the home page's shell (the app routes on the client).
 * - Images: fetched with CORS (spec §7) and cached first, at most IMAGE_CACHE.entries for an hour; a host that sends no
 *   CORS headers still gets its image shown, uncached.
 * - The API is never cached here: private answers stay out of the cache; the screen keeps its own last menu.
 */
import { IMAGE_CACHE } from '@platform/core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare let self: ServiceWorkerGlobalScope;

const PAGES = 'pages';
const HOME = '/';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The home shell is the offline fallback for pages never visited: the app routes on the client.
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PAGES).then((cache) => cache.add(HOME)));
});

// The update flow: the page asks before this worker takes over, so no tab runs old code against new chunks.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

/** API paths whose answers are public images, the same for everyone: uploaded photos and the maps' tiles (ADR 090). */
const PUBLIC_IMAGE_APIS = ['/api/images/', '/api/map-tiles/'];

const isApi = (url: URL) =>
  url.origin === self.location.origin &&
  url.pathname.startsWith('/api/') &&
  !PUBLIC_IMAGE_APIS.some((prefix) => url.pathname.startsWith(prefix));

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isApi(url),
  new NetworkFirst({
    cacheName: PAGES,
    networkTimeoutSeconds: 4,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 50 })],
  }),
);

/**
 * Images are asked for with CORS: the cache then holds readable answers of their real size. An opaque (no-cors) answer
 * counts against the origin's storage quota as several megabytes whatever its size, so a hundred of them could fill it.
 */
const images = new CacheFirst({
  cacheName: IMAGE_CACHE.cacheName,
  fetchOptions: { mode: 'cors', credentials: 'omit' },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: IMAGE_CACHE.entries,
      maxAgeSeconds: IMAGE_CACHE.maxAgeSeconds,
      purgeOnQuotaError: true,
    }),
  ],
});

registerRoute(
  // Public images only: an API image (an ID document, a menu-import page) is private and must not outlive a sign-out.
  ({ request, url }) => request.destination === 'image' && !isApi(url),
  async (options) => {
    try {
      return await images.handle(options);
    } catch {
      // A host without CORS headers (a product photo elsewhere): shown as the page asked for it, not cached.
      return fetch(options.request);
    }
  },
);

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await caches.match(HOME, { cacheName: PAGES })) ?? Response.error();
  return Response.error();
});
