import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml, jsonForHtml, PAGE_DATA_ATTRIBUTE, type RemotesMap } from '@blockbeat/contracts';
import type { Logger } from 'pino';
import { PREPARED_SCREENS, REMOTES } from '../domain/remotes';

/** How long a page waits for the content service before it is sent without the workout in it. */
const PAGE_DATA_TIMEOUT_MS = 1500;

/** A JSON or text file re-read only when it changes (a rebuild while the gateway runs). */
export function fileReader<T>(file: string, parse: (text: string) => T): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/** The parts of a remote's mf-manifest.json read here. */
interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

const pageData = (url: string, value: unknown) =>
  `<script type="application/json" ${PAGE_DATA_ATTRIBUTE}="${escapeHtml(url)}">${jsonForHtml(value)}</script>`;

export interface AppPageOptions {
  /** Holds shell/dist and each remote's dist. */
  root: string;
  remotes: RemotesMap;
  /** Where the content service answers GET /api/shared/{token} (public, no identity). */
  contentUrl: string;
  logger?: Logger;
}

/**
 * The single-page app's index.html, prepared for the page asked for (docs/frontend.md, "Page
 * data"): the remotes map is in it, and for a screen listed in PREPARED_SCREENS (the shared
 * player) so are its remote's files as preloads and the public data it shows. A phone then
 * fetches everything in one round after the HTML instead of in a chain of six. Anything that
 * cannot be prepared is left out and the page asks for it as before.
 */
export function appPage({ root, remotes, contentUrl, logger }: AppPageOptions) {
  const readIndex = fileReader(path.join(root, 'shell', 'dist', 'index.html'), (text) => text);
  const manifests = new Map<string, { dir: string; read: () => FederationManifest | null }>(
    REMOTES.map(({ dir, name }) => [
      name,
      { dir, read: fileReader(path.join(root, dir, 'dist', 'mf-manifest.json'), (text) => JSON.parse(text) as FederationManifest) },
    ]),
  );

  /** Preloads for one exposed screen, when the remote is the one this gateway serves. */
  function preloads(remoteName: string, expose: string): string[] {
    const local = manifests.get(remoteName);
    const entry = remotes.remotes.find((r) => r.name === remoteName)?.entry;
    if (!local || entry !== `/remotes/${local.dir}/mf-manifest.json`) return [];
    let manifest: FederationManifest | null;
    try {
      manifest = local.read();
    } catch {
      return [];
    }
    const screen = manifest?.exposes.find((e) => e.name === expose);
    if (!manifest || !screen) return [];
    const url = (file: string) => escapeHtml(`/remotes/${local.dir}/${file}`);
    return [
      `<link rel="preload" href="${escapeHtml(entry)}" as="fetch" crossorigin>`,
      `<link rel="preload" href="${url(manifest.metaData.remoteEntry.name)}" as="script">`,
      ...screen.assets.css.sync.map((file) => `<link rel="preload" href="${url(file)}" as="style">`),
      ...screen.assets.js.sync.map((file) => `<link rel="preload" href="${url(file)}" as="script">`),
    ];
  }

  async function publicData(url: string): Promise<unknown> {
    try {
      const res = await fetch(`${contentUrl}${url}`, { signal: AbortSignal.timeout(PAGE_DATA_TIMEOUT_MS) });
      if (res.status !== 200) return undefined;
      return await res.json();
    } catch (error) {
      logger?.warn({ err: error, url }, 'page data left out');
      return undefined;
    }
  }

  /**
   * The page for `pathname`, or null when the shell is not built. Without a session cookie nobody
   * is signed in, so the sign-in check's answer (401: null) is known and put in too.
   */
  return async (pathname: string, { hasSessionCookie }: { hasSessionCookie: boolean }): Promise<string | null> => {
    const html = readIndex();
    if (html === null) return null;
    const head = [pageData('/api/remotes', remotes)];
    if (!hasSessionCookie) head.push(pageData('/api/auth/user', null));
    for (const screen of PREPARED_SCREENS) {
      const match = screen.path.exec(pathname);
      if (!match) continue;
      head.push(...preloads(screen.remote, screen.expose));
      const url = screen.data(match);
      const data = await publicData(url);
      if (data !== undefined) head.push(pageData(url, data));
    }
    return html.includes('</head>') ? html.replace('</head>', `${head.join('')}</head>`) : html;
  };
}
