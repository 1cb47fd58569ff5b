import { pageDataUrls } from '@blockbeat/shell-sdk';
import { isNeverCached } from './swRoutes';

const SERVICE_WORKER_URL = '/sw.js';

/** Asks the worker to fetch and cache these URLs, each through its matching route (workbox-routing's CACHE_URLS message). */
function cacheUrls(controller: ServiceWorker, urls: string[]): void {
  const urlsToCache = urls.filter((url) => !isNeverCached(new URL(url, location.href)));
  if (urlsToCache.length > 0) controller.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/**
 * On the first visit the page loads before the service worker controls it, so nothing it fetched
 * (the remote's entry and chunks, a shared workout) went through the worker's caches. Once the
 * worker takes control, it caches those URLs, so that the page also works offline from the first
 * visit. The answers the gateway put into the page (page data) never went through it either.
 */
function cacheWhatThePageLoaded(controller: ServiceWorker): void {
  cacheUrls(controller, [...performance.getEntriesByType('resource').map((entry) => entry.name), ...pageDataUrls()]);
}

/** Registers /sw.js after the page has loaded, so it never competes with the first render. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const register = () => {
    // A worker already in control saw this page's requests, but not the page data: its offline
    // copies (a shared workout) are refreshed once the page has loaded.
    if (container.controller) {
      cacheUrls(container.controller, pageDataUrls());
    } else {
      container.addEventListener(
        'controllerchange',
        () => {
          if (container.controller) cacheWhatThePageLoaded(container.controller);
        },
        { once: true },
      );
    }
    container.register(SERVICE_WORKER_URL).catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
