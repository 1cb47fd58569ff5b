import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compiler, Configuration } from '@rspack/core';
import { REMOTES, SHARED_PLAYER_PAGE_FILES } from '@blockbeat/contracts';
import { createBundleConfig, createRemoteConfig, type RspackEnv } from '@blockbeat/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(appDir, 'dist');

const remote = createRemoteConfig({ appDir, remote: REMOTES.player, standaloneEntry: './src/standalone/index.ts' });

/** Writes the entry's files (its script and CSS, hashed), relative to dist/, for the gateway. */
const listPageAssets = {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ListPageAssets', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ListPageAssets', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = [...(compilation.entrypoints.get('shared-page')?.getFiles() ?? [])];
        const assets = { scripts: files.filter((f) => f.endsWith('.js')), styles: files.filter((f) => f.endsWith('.css')) };
        compilation.emitAsset(SHARED_PLAYER_PAGE_FILES.assets, new sources.RawSource(JSON.stringify(assets, null, 2)));
      });
    });
  },
};

/**
 * The shared player's page for visitors (src/shared-player, docs/frontend.md "The shared player
 * page"): its script and CSS next to the remote's files (served under /remotes/mf-player/), and
 * the Node bundle the gateway draws it with (dist/server/, not served). No federation: React and
 * the player in one file, without the app around them.
 */
const visitorPageScript = createBundleConfig({
  appDir,
  name: 'mf_player-shared-page',
  target: 'web',
  entry: { 'shared-page': './src/shared-player/hydrate.tsx' },
  outputDir: dist,
  dependencies: [REMOTES.player.name],
  // Hydrating the page runs nearly all of it at once.
  compileHint: true,
});
const visitorPageRenderer = createBundleConfig({
  appDir,
  name: 'mf_player-shared-page-server',
  target: 'node',
  entry: { renderer: './src/shared-player/render.tsx' },
  outputDir: dist,
  filename: SHARED_PLAYER_PAGE_FILES.renderer,
  dependencies: [REMOTES.player.name],
});

export default (env: RspackEnv = {}): Configuration | Configuration[] => {
  // `rspack serve` runs the remote alone (its standalone page); the visitor page is a production output.
  if (env.RSPACK_SERVE) return remote(env);
  const script = visitorPageScript(env);
  return [{ ...remote(env), name: REMOTES.player.name }, { ...script, plugins: [...(script.plugins ?? []), listPageAssets] }, visitorPageRenderer(env)];
};
