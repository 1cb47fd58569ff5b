const SERVICE_WORKER_URL = '/sw.js';

/**
 * On the first visit the page loads before the service worker controls it, so nothing it fetched
 * (the remote's entry and chunks, a shared workout) went through the worker's caches. Once the
 * worker takes control, it is asked to cache those URLs (workbox-routing's CACHE_URLS message,
 * each URL through its matching route), so that the page also works offline from the first visit.
 */
function cacheWhatThePageLoaded(controller: ServiceWorker): void {
  const urlsToCache = performance.getEntriesByType('resource').map((entry) => entry.name);
  controller.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/** Registers /sw.js after the page has loaded, so it never competes with the first render. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const register = () => {
    if (!container.controller) {
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
