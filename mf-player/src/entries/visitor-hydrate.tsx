// The browser half of the visitor's shared player page (see render.tsx): takes over the markup the
// gateway drew, with the workout the gateway put into the page.
import { PAGE_FRAME_ATTRIBUTE, PAGE_OFFLINE_FILES_ATTRIBUTE, type SharedWorkout } from '@blockbeat/contracts';
import { takePageData } from '@blockbeat/shell-sdk';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { VisitorSharedPlayer } from '../features/visitor/components/VisitorSharedPlayer';

/**
 * Offline, the service worker answers /shared/… with the app's page, which plays the workout
 * through the mf-player remote: the worker is asked to keep the remote's files now (workbox's
 * CACHE_URLS message), as a page of the app caches what it loaded.
 */
function keepOfflineCopies(urls: string[]): void {
  if (urls.length === 0 || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }));
}

/** Once hydrated, the page is the player itself, no longer a picture of it. */
function Hydrated({ root }: { root: Element }) {
  useEffect(() => {
    root.removeAttribute(PAGE_FRAME_ATTRIBUTE);
    keepOfflineCopies((root.getAttribute(PAGE_OFFLINE_FILES_ATTRIBUTE) ?? '').split(' ').filter(Boolean));
  }, [root]);
  return null;
}

const root = document.querySelector(`[${PAGE_FRAME_ATTRIBUTE}]`);
const token = /^\/shared\/([^/]+)\/?$/.exec(location.pathname)?.[1];
const workout = token ? takePageData<SharedWorkout>(`/api/shared/${token}`) : undefined;
if (root && workout) {
  hydrateRoot(
    root,
    <>
      <VisitorSharedPlayer workout={workout} />
      <Hydrated root={root} />
    </>,
  );
}
