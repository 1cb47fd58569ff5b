import { CLIENT_PAGE_CACHE, type ClientPage } from '@blockbeat/contracts';

/**
 * The page's own document, kept so the page opens with no network (docs/architecture.md,
 * "Coaching"). A service worker in control keeps it at each visit; on the first visit none is in
 * control yet, so the page puts itself there once its plan has loaded.
 */
export function keepDocumentOffline(): void {
  if (!('caches' in window) || navigator.serviceWorker?.controller) return;
  void caches
    .open(CLIENT_PAGE_CACHE)
    .then((cache) => cache.add(location.pathname))
    .catch(() => undefined);
}

/** A link that is gone (revoked, forgotten) is not kept. */
export function dropOfflineDocument(): void {
  if (!('caches' in window)) return;
  void caches
    .open(CLIENT_PAGE_CACHE)
    .then((cache) => cache.delete(location.pathname))
    .catch(() => undefined);
}

/** Asks the service worker to fetch and keep these URLs, each through its route (workbox's CACHE_URLS). */
function askWorkerToKeep(urls: string[]): void {
  if (urls.length === 0 || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }));
}

/**
 * The tracks and demo images of the workouts still to come this week (today to Sunday, through
 * the link): kept by the worker, whole, so they play with no network. A kept file is not fetched
 * again (the worker answers it from its cache).
 */
export function weekFilesOf(page: ClientPage, sunday: string): string[] {
  const urls = page.days
    .filter((day) => day.date >= page.today && day.date <= sunday)
    .flatMap((day) => day.workouts.filter((w) => !w.done).flatMap(({ workout }) => workout.exercises.flatMap((e) => [e.musicUrl, e.demo?.type === 'image' ? e.demo.url : undefined])))
    .filter((url): url is string => typeof url === 'string' && /^\/api\/c\/[^/]+\/uploads\/[^/]+$/.test(url));
  return [...new Set(urls)];
}

export function keepWeekFilesOffline(page: ClientPage, sunday: string): void {
  askWorkerToKeep(weekFilesOf(page, sunday));
}

/**
 * Asks the service worker to keep the page's files (scripts, styles and chunks under /remotes/):
 * on the first visit some were fetched before it was in control, so it never saw them.
 */
export function keepLoadedFilesOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  askWorkerToKeep(
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/remotes/')),
  );
}
