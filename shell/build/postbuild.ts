/**
 * Runs after `rspack build` (shell/package.json): writes the pre-rendered signed-out pages into
 * dist/ and then the service worker with the precache manifest of everything in dist/.
 * docs/frontend.md, "Signed-out pages" and "Service worker".
 */
import fs from 'node:fs';
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import type { renderStaticSite as RenderStaticSite } from '../src/site/renderSite';

const appDir = path.resolve(__dirname, '..');
const dist = path.join(appDir, 'dist');
const buildCache = path.join(appDir, 'node_modules', '.cache', 'shell-build');

function distFile(pattern: RegExp): string {
  const found = fs.readdirSync(dist).filter((name) => pattern.test(name));
  if (found.length !== 1) throw new Error(`expected one file matching ${pattern} in ${dist}, found ${found.length}`);
  return found[0]!;
}

function writeStaticSite(): number {
  const cssFile = distFile(/^site\.[0-9a-f]{8}\.css$/);
  const css = fs.readFileSync(path.join(dist, cssFile), 'utf8');
  // Inlined into every page, so the file itself is not served.
  fs.rmSync(path.join(dist, cssFile));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the pre-renderer is a CommonJS bundle built by rspack
  const { renderStaticSite } = require(path.join(buildCache, 'prerender.cjs')) as { renderStaticSite: typeof RenderStaticSite };
  const files = renderStaticSite({ css, themeScript: '/theme-init.js', siteScript: `/${distFile(/^site\.[0-9a-f]{8}\.js$/)}` });
  for (const { file, content } of files) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  }
  return files.length;
}

async function writeServiceWorker(): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(buildCache, 'sw.js'),
    swDest: path.join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
    // The worker itself, the federation manifests (nobody loads the host's) and the gateway's list.
    globIgnores: ['sw.js', 'mf-*.json', 'site/pages.json'],
    // Content-hashed names need no revision: the name changes with the content.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`injectManifest: ${warning}`);
  return { count, size };
}

async function main() {
  const pages = writeStaticSite();
  const { count, size } = await writeServiceWorker();
  process.stdout.write(`shell postbuild: ${pages} static files; sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KB)\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
