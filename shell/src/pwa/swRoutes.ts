// Which same-origin requests the service worker caches, and how (docs/frontend.md, "Service
// worker"). Pure functions of the URL, so that the rules are tested without a worker. Requests to
// other origins (music embeds, a remote moved elsewhere) are left to the browser.

/** Sign-in state and the sign-in flow are never cached: a stale answer would sign someone in or out. */
export function isNeverCached(url: URL): boolean {
  return /^\/api\/(auth\/|login$|logout$|callback$)/.test(url.pathname);
}

/**
 * Where a remote's current version is named: the remotes map, a remote's manifest and its
 * entry. Network first, so that a new deploy of a remote is taken at the next navigation; the
 * cached copy is only for when the network is unreachable.
 */
export function isRemoteEntry(url: URL): boolean {
  if (url.pathname === '/api/remotes') return true;
  return /\/(remoteEntry\.js|mf-manifest\.json)$/.test(url.pathname) && !url.pathname.startsWith('/api/');
}

/** A content-hashed chunk (`name.1a2b3c4d.js`): it never changes, so the cache answers first. */
export function isHashedAsset(url: URL): boolean {
  return /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname) && !url.pathname.startsWith('/api/');
}

/** An upload id; other names under /api/uploads (`/api/uploads/usage`) are not audio and change. */
const UPLOAD_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Uploaded audio: the owner's (`/api/uploads/{id}`), a shared workout's and a coaching client's (`/api/c/{token}/uploads/{id}`). */
export function isAudioUpload(url: URL): boolean {
  return new RegExp(`^/api/(uploads|(shared|c)/[^/]+/uploads)/${UPLOAD_ID}$`, 'i').test(url.pathname);
}

/** Workout data played offline: shared workouts by token, and the owner's workouts. */
export function isOfflineWorkoutData(url: URL): boolean {
  return (/^\/api\/shared\/[^/]+$/.test(url.pathname) || /^\/api\/workouts(\/|$)/.test(url.pathname)) && !isAudioUpload(url);
}

/** A coaching client's page (`/c/{token}`, the token as the gateway accepts it): its document is kept for offline starts. */
export function isClientPage(url: URL): boolean {
  return /^\/c\/[A-Za-z0-9_-]{1,128}\/?$/.test(url.pathname);
}

export const CACHE_NAMES = {
  remoteEntries: 'bb-remote-entries',
  chunks: 'bb-chunks',
  /** Public: shared workouts and their audio. */
  shared: 'bb-shared',
  /** One user's own workouts and audio: emptied at log-out. */
  private: 'bb-private',
} as const;

/** Public copies (a share's, a client link's) outlive a log-out; the signed-in user's own do not. */
export function cacheNameFor(url: URL): string {
  return url.pathname.startsWith('/api/shared/') || url.pathname.startsWith('/api/c/') ? CACHE_NAMES.shared : CACHE_NAMES.private;
}
