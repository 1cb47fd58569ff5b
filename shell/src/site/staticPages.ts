import { LEGAL_PAGES } from '../legal/legalPages';

// What the shell's build writes for visitors without a session (no React here: the service
// worker imports it too). Files are relative to shell/dist/.

export interface StaticPage {
  path: string;
  file: string;
}

export const LANDING_FILE = 'site/landing.html';
export const OFFLINE_FILE = 'offline.html';
/** The single-page app, precached by the service worker. */
export const SPA_FILE = 'index.html';
/** Lists the pages for the gateway (see PagesManifest). */
export const PAGES_MANIFEST_FILE = 'site/pages.json';

export const STATIC_PAGES: readonly StaticPage[] = [
  { path: '/', file: LANDING_FILE },
  ...LEGAL_PAGES.map(({ path }) => ({ path, file: `site${path}.html` })),
];

/** Signed-out screens that are remotes: always the single-page app, never a static page. */
export const SPA_ONLY_PREFIXES = ['/shared/', '/import/', '/live'] as const;

/**
 * site/pages.json, read by the gateway: for a request without a session cookie it serves
 * `pages[path]`, or `fallback` for any other path, except under `spaOnly` (the SPA).
 */
export interface PagesManifest {
  pages: Record<string, string>;
  fallback: string;
  spaOnly: readonly string[];
}

export function pagesManifest(): PagesManifest {
  return {
    pages: Object.fromEntries(STATIC_PAGES.map((p) => [p.path, p.file])),
    fallback: LANDING_FILE,
    spaOnly: SPA_ONLY_PREFIXES,
  };
}

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/**
 * The precached file a navigation falls back to when the network is unreachable: the SPA for its
 * signed-out screens (a shared workout plays offline), the static page for the landing and legal
 * paths, the offline page for anything else.
 */
export function offlineFallbackFor(pathname: string): string {
  if (SPA_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return SPA_FILE;
  const page = STATIC_PAGES.find((p) => p.path === withoutTrailingSlash(pathname));
  return page ? page.file : OFFLINE_FILE;
}
