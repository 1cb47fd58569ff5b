import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compiler, Configuration } from '@rspack/core';
import { CLIENT_PAGE_FILES, REMOTE_SERVER_DIST, REMOTES, SHARED_PLAYER_PAGE_FILES } from '@blockbeat/contracts';
import { createBundleConfig, createRemoteConfig, type RspackEnv } from '@blockbeat/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(appDir, 'dist');

const remote = createRemoteConfig({ appDir, remote: REMOTES.player, standaloneEntry: './src/standalone/index.ts' });

/** Writes an entry's files (its script and CSS, hashed), relative to dist/, into `file` for the gateway. */
const listPageAssets = (entry: string, file: string) => ({
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ListPageAssets', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ListPageAssets', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = [...(compilation.entrypoints.get(entry)?.getFiles() ?? [])];
        const assets = { scripts: files.filter((f) => f.endsWith('.js')), styles: files.filter((f) => f.endsWith('.css')) };
        compilation.emitAsset(file, new sources.RawSource(JSON.stringify(assets, null, 2)));
      });
    });
  },
});

/**
 * The shared player's page for visitors (src/entries and features/visitor, docs/frontend.md "The shared player
 * page"): its script and CSS next to the remote's files (served under /remotes/mf-player/), and
 * the Node bundle the gateway draws it with, in dist-server/ (REMOTE_SERVER_DIST): outside dist/,
 * so no path served to browsers can reach it. No federation: React and the player in one file,
 * without the app around them.
 */
const visitorPageScript = createBundleConfig({
  appDir,
  name: 'mf_player-shared-page',
  target: 'web',
  entry: { 'shared-page': './src/entries/visitor-hydrate.tsx' },
  outputDir: dist,
  dependencies: [REMOTES.player.name],
  // Hydrating the page runs nearly all of it at once.
  compileHint: true,
});
const visitorPageRenderer = createBundleConfig({
  appDir,
  name: 'mf_player-shared-page-server',
  target: 'node',
  entry: { renderer: './src/entries/visitor-render.tsx' },
  outputDir: path.join(appDir, REMOTE_SERVER_DIST),
  clean: true,
  filename: SHARED_PLAYER_PAGE_FILES.renderer,
});

/**
 * The coaching client's page (/c/{token}, features/client-page): like the visitor page, React and
 * the player in one script without the app, but drawn in the browser only.
 */
const clientPageScript = createBundleConfig({
  appDir,
  name: 'mf_player-client-page',
  target: 'web',
  entry: { 'client-page': './src/entries/client-page.tsx' },
  outputDir: dist,
  dependencies: [REMOTES.player.name],
});

export default (env: RspackEnv = {}): Configuration | Configuration[] => {
  // `rspack serve` runs the remote alone (its standalone page); the visitor page is a production output.
  if (env.RSPACK_SERVE) return remote(env);
  const script = visitorPageScript(env);
  const clientPage = clientPageScript(env);
  // The player is a chunk of its own, loaded after the plan is drawn: found next to the script that asks for it.
  const clientScript = { ...clientPage, output: { ...clientPage.output, publicPath: 'auto' } };
  return [
    { ...remote(env), name: REMOTES.player.name },
    { ...script, plugins: [...(script.plugins ?? []), listPageAssets('shared-page', SHARED_PLAYER_PAGE_FILES.assets)] },
    visitorPageRenderer(env),
    { ...clientScript, plugins: [...(clientScript.plugins ?? []), listPageAssets('client-page', CLIENT_PAGE_FILES.assets)] },
  ];
};
