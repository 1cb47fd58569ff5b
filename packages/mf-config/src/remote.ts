import { rspack } from '@rspack/core';
import { baseConfig, compileHints, devServer, federation, isServe, type ConfigFactory, type Plugins } from './base';

/** A row of the remotes table (contracts' `REMOTES`), as much of it as the build needs. */
export interface RemoteDescription {
  name: string;
  devPort: number;
  exposes: readonly string[];
}

export interface RemoteOptions {
  /** The app's folder (where its package.json, src/ and dist/ live). */
  appDir: string;
  /** The remote's row of the remotes table: federation name, development port, exposed modules. */
  remote: RemoteDescription;
  /** The dev-only page that renders the remote alone (`npm run dev`); not part of production builds. */
  standaloneEntry?: string;
  /** Where `rspack serve` forwards /api (the gateway); default http://localhost:3000. */
  apiTarget?: string;
}

/** './DashboardPage' → './src/exposes/DashboardPage.tsx' for each exposed module. */
function exposesOf(remote: RemoteDescription): Record<string, string> {
  return Object.fromEntries(remote.exposes.map((name) => [`./${name}`, `./src/exposes/${name}.tsx`]));
}

/** A remote: remoteEntry.js + mf-manifest.json served from wherever the remotes map points. */
export function createRemoteConfig(opts: RemoteOptions): ConfigFactory {
  const common = { appDir: opts.appDir, name: opts.remote.name, port: opts.remote.devPort, apiTarget: opts.apiTarget };
  return (env) => {
    const base = baseConfig(common, env);
    const development = isServe(env);
    // A production remote has no page of its own: only the container the federation plugin adds.
    const entry: Record<string, string> = development && opts.standaloneEntry ? { standalone: opts.standaloneEntry } : {};
    const plugins: Plugins = [
      ...compileHints(development),
      federation(common, {
        exposes: exposesOf(opts.remote),
        // In production the shell provides the federation runtime. The development build keeps
        // its own, so the standalone page runs without a shell.
        experiments: development ? { optimization: { target: 'web' } } : { externalRuntime: true, optimization: { target: 'web' } },
      }),
    ];
    if (development && opts.standaloneEntry) {
      plugins.push(new rspack.HtmlRspackPlugin({ title: `${common.name} (standalone)`, chunks: ['standalone'] }));
    }
    return {
      ...base,
      entry,
      // 'auto' resolves chunks next to remoteEntry.js wherever the gateway serves it. The dev
      // server names its own origin instead, so the standalone page also works on nested routes.
      output: { ...base.output, publicPath: development ? `http://localhost:${common.port}/` : 'auto' },
      plugins,
      // The shell (another origin in development) fetches the manifest and chunks.
      devServer: devServer(common, { headers: { 'Access-Control-Allow-Origin': '*' } }),
    };
  };
}
