// The service worker (docs/frontend.md, "Service worker"). Bundled by rspack, then
// workbox-build's injectManifest replaces self.__WB_MANIFEST with the shell's files.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CLIENT_PAGE_CACHE } from '@blockbeat/contracts';
import { offlineFallbackFor } from '../site/staticPages';
import {
  CACHE_NAMES,
  cacheNameFor,
  isAudioUpload,
  isClientPage,
  isHashedAsset,
  isNeverCached,
  isOfflineWorkoutData,
  isRemoteEntry,
} from '../pwa/swRoutes';

// The DOM lib the project compiles with has no service worker scope; these are the parts used.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  __WB_MANIFEST: Array<PrecacheEntry | string>;
}
interface RouteContext {
  url: URL;
  request: Request;
  event: ExtendableEvent;
}

declare const self: ServiceWorkerScope;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const cacheable = (match: (url: URL) => boolean) => ({ url }: { url: URL }) => sameOrigin(url) && !isNeverCached(url) && match(url);

// A new version takes over at once; the shell's hashed files stay on the server long enough for a
// page still running the old version.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Logging out empties the copies of the user's own workouts and audio.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.mode === 'navigate' && sameOrigin(url) && url.pathname === '/api/logout') {
    event.waitUntil(caches.delete(CACHE_NAMES.private));
  }
});

// The shell: index.html, its JS and CSS, the static signed-out pages, the offline page. Only exact
// URLs: '/' must reach the gateway, which picks the static landing or the app by session cookie.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/**
 * A client's page is the same document for every link (its plan is fetched by its script), kept
 * per link at each visit: offline, the client's page opens with the plan last loaded.
 */
async function keepClientPage(url: URL, copy: Response): Promise<void> {
  if (copy.status === 200) await (await caches.open(CLIENT_PAGE_CACHE)).put(url.pathname, copy);
}
const keptClientPage = async (url: URL) => (isClientPage(url) ? (await caches.open(CLIENT_PAGE_CACHE)).match(url.pathname) : undefined);

// Navigations always go to the network; when it is unreachable, a kept client page or a precached page answers.
const navigationNetwork = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const response = await navigationNetwork.handle(options);
        if (isClientPage(options.url)) options.event.waitUntil(keepClientPage(options.url, response.clone()));
        return response;
      } catch {
        return (await keptClientPage(options.url)) ?? (await matchPrecache(offlineFallbackFor(options.url.pathname))) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/remotes\//] },
  ),
);

registerRoute(
  cacheable(isRemoteEntry),
  new NetworkFirst({ cacheName: CACHE_NAMES.remoteEntries, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

registerRoute(
  cacheable(isHashedAsset),
  new CacheFirst({
    cacheName: CACHE_NAMES.chunks,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);

// Workouts played before stay playable offline: the network answers when it can.
const workoutData = (cacheName: string) =>
  new NetworkFirst({ cacheName, plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200 })] });
const sharedWorkouts = workoutData(CACHE_NAMES.shared);
const ownWorkouts = workoutData(CACHE_NAMES.private);
registerRoute(cacheable(isOfflineWorkoutData), (options: RouteContext) =>
  (cacheNameFor(options.url) === CACHE_NAMES.shared ? sharedWorkouts : ownWorkouts).handle(options),
);

/**
 * Uploaded audio never changes under its id. Played once, a whole copy is cached (the player's
 * own request is usually a Range request, whose 206 answer the Cache API cannot store); after
 * that the copy answers, with Range support, online and offline.
 */
async function audioUpload({ url, request, event }: RouteContext): Promise<Response> {
  const cacheName = cacheNameFor(url);
  const cache = await caches.open(cacheName);
  const expiration = new CacheExpiration(cacheName, { maxEntries: 60 });
  const cached = await cache.match(url.href);
  if (cached) {
    event.waitUntil(expiration.updateTimestamp(url.href));
    return request.headers.has('range') ? createPartialResponse(request, cached) : cached;
  }
  const response = await fetch(request);
  const storeWhole = async () => {
    const whole = response.status === 200 ? response.clone() : await fetch(url.href, { credentials: 'same-origin' });
    if (whole.status !== 200) return;
    await cache.put(url.href, whole);
    await expiration.updateTimestamp(url.href);
    await expiration.expireEntries();
  };
  if (response.ok) event.waitUntil(storeWhole().catch(() => undefined));
  return response;
}
registerRoute(cacheable(isAudioUpload), audioUpload);
