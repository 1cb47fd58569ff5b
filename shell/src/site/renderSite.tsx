import { escapeHtml } from '@blockbeat/contracts';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LEGAL_PAGES } from '../legal/legalPages';
import { LegalPage } from '../legal/LegalPage';
import { OfflinePage } from '../pwa/OfflinePage';
import { StaticThemeToggleContext } from '../theme/ThemeToggle';
import { LandingPage } from '../landing/LandingPage';
import { PublicFrame } from '../landing/PublicFrame';
import { OFFLINE_FILE, PAGES_MANIFEST_FILE, pagesManifest, STATIC_PAGES } from './staticPages';

export interface SiteAssets {
  /** The signed-out pages' CSS, inlined (no render-blocking request). */
  css: string;
  /** URL of the blocking theme script for <head>. */
  themeScript: string;
  /** URL of the pages' own script (theme toggle, service worker registration). */
  siteScript: string;
}

export interface SiteFile {
  file: string;
  content: string;
}

const DESCRIPTION =
  'Build timed, music-synced workouts from exercise blocks, play them anywhere and share them with a link. 14-day free trial, then $4.99/month.';


function render(path: string, page: ReactElement): string {
  return renderToStaticMarkup(
    <StaticThemeToggleContext.Provider value={true}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </StaticThemeToggleContext.Provider>,
  );
}

/**
 * A whole page. Dark by default on <html>; the blocking theme script in <head> replaces it with
 * the stored choice before the first paint.
 */
export function htmlDocument(opts: { title: string; description: string; body: string; assets: SiteAssets }): string {
  const { title, description, body, assets } = opts;
  return [
    '<!doctype html>',
    '<html lang="en" data-theme="dark" class="dark">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    '<meta name="theme-color" content="#0f0f17">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
    `<script src="${escapeHtml(assets.themeScript)}"></script>`,
    `<style>${assets.css}</style>`,
    `<script src="${escapeHtml(assets.siteScript)}" defer></script>`,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
    '',
  ].join('\n');
}

/** Every file of the signed-out site: landing, legal pages, offline page and the gateway's list. */
export function renderStaticSite(assets: SiteAssets): SiteFile[] {
  const files: SiteFile[] = [];
  for (const { path, file } of STATIC_PAGES) {
    const legal = LEGAL_PAGES.find((p) => p.path === path);
    const body = legal
      ? render(
          path,
          <PublicFrame>
            <LegalPage path={legal.path} />
          </PublicFrame>,
        )
      : render(path, <LandingPage />);
    const title = legal ? `${legal.title} – BlockBeat` : 'BlockBeat – workout timer for fitness instructors';
    const description = legal ? `BlockBeat ${legal.title}.` : DESCRIPTION;
    files.push({ file, content: htmlDocument({ title, description, body, assets }) });
  }
  files.push({
    file: OFFLINE_FILE,
    content: htmlDocument({ title: 'Offline – BlockBeat', description: DESCRIPTION, body: render('/', <OfflinePage />), assets }),
  });
  files.push({ file: PAGES_MANIFEST_FILE, content: `${JSON.stringify(pagesManifest(), null, 2)}\n` });
  return files;
}
