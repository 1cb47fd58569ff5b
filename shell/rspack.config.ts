import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';
import { createBundleConfig, createHostConfig, type BundleOptions, type RspackEnv } from '@blockbeat/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(appDir, 'dist');
/** The pre-renderer and the raw worker: not served. */
const buildCache = path.join(appDir, 'node_modules', '.cache', 'shell-build');

const host = createHostConfig({
  appDir,
  name: 'shell',
  port: 3100,
  template: path.join(appDir, 'index.html'),
  favicon: path.join(appDir, 'public', 'favicon.svg'),
  publicDir: path.join(appDir, 'public'),
  runtimePlugins: [
    path.join(appDir, 'src', 'federation', 'lazyLoadFailedPlugin.ts'),
    path.join(appDir, 'src', 'federation', 'manifestOncePlugin.ts'),
  ],
});

/**
 * Scripts written next to the app in dist/, after it (the app's build cleans dist/). The theme
 * script takes only the theme rules from shell-sdk's index: `sideEffectFree` keeps the
 * re-exported providers, and React with them, out.
 */
const inDist = (opts: Pick<BundleOptions, 'name' | 'entry' | 'filename'>) =>
  createBundleConfig({
    ...opts,
    appDir,
    target: 'web',
    outputDir: dist,
    dependencies: ['shell'],
    sideEffectFree: [/packages[\\/]shell-sdk[\\/]src[\\/]/],
  });

/** theme-init.js keeps its name: index.html and the static pages name it in a blocking <script>. */
const themeScript = inDist({
  name: 'shell-theme',
  entry: { 'theme-init': './src/theme/themeInit.ts' },
  filename: '[name].js',
});
/** after-paint.js keeps its name too: the gateway names it on pages it drew a frame into. */
const afterPaintScript = inDist({
  name: 'shell-after-paint',
  entry: { 'after-paint': './src/frame/afterPaint.ts' },
  filename: '[name].js',
});
/** The static signed-out pages' script and CSS (build/postbuild.ts inlines the CSS). */
const siteScript = inDist({ name: 'shell-site', entry: { site: './src/site/site.ts' } });

/** Build inputs of build/postbuild.ts, outside dist/. */
const inBuildCache = (opts: Pick<BundleOptions, 'name' | 'target' | 'entry' | 'filename'>) =>
  createBundleConfig({ ...opts, appDir, outputDir: buildCache });

/** Renders the landing, legal and offline pages with react-dom/server (run by build/postbuild.ts). */
const prerender = inBuildCache({
  name: 'shell-prerender',
  target: 'node',
  entry: { prerender: './src/site/renderSite.tsx' },
  filename: '[name].cjs',
});
/** The service worker before workbox-build injects the precache list. */
const serviceWorker = inBuildCache({ name: 'shell-sw', target: 'webworker', entry: { sw: './src/worker/sw.ts' }, filename: '[name].js' });

export default (env: RspackEnv = {}): Configuration[] => {
  const configs = [{ ...host(env), name: 'shell' }, themeScript(env), afterPaintScript(env)];
  // `rspack serve` needs only the app and its theme and after-paint scripts; the static pages and the worker are
  // production outputs.
  return env.RSPACK_SERVE ? configs : [...configs, siteScript(env), prerender(env), serviceWorker(env)];
};
