import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/**
 * Every app shares these as singletons: one React, one router, one QueryClient context, one store
 * library, and one copy of our shell-sdk (its React contexts are the shell's) and ui (one antd).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'react-redux',
  '@reduxjs/toolkit',
  '@blockbeat/shell-sdk',
  '@blockbeat/ui',
] as const;

/** What the rspack CLI passes to a config function (`--env` plus its own built-in flags). */
export interface RspackEnv {
  RSPACK_BUILD?: boolean;
  RSPACK_SERVE?: boolean;
  [key: string]: unknown;
}

export type ConfigFactory = (env?: RspackEnv) => Configuration;

interface CommonOptions {
  /** The app's folder (where its package.json, src/ and dist/ live). */
  appDir: string;
  /** Federation name, e.g. 'shell' or 'mf_dashboard'. */
  name: string;
  /** Port of `rspack serve` for this app. */
  port: number;
  /** Where `rspack serve` forwards /api (the gateway); default http://localhost:3000. */
  apiTarget?: string;
}

export interface HostOptions extends CommonOptions {
  /** Runtime plugin files (absolute paths), e.g. the lazy-load failure plugin. */
  runtimePlugins?: string[];
  /** HTML template for the single page. */
  template: string;
  /** Favicon copied next to index.html. */
  favicon?: string;
  /** A folder copied as is into dist/ (web app manifest, icons); the favicon is skipped. */
  publicDir?: string;
}

export interface RemoteOptions extends CommonOptions {
  /** Public name → module path relative to appDir, e.g. { './DashboardPage': './src/exposes/DashboardPage.tsx' }. */
  exposes: Record<string, string>;
  /** The dev-only page that renders the remote alone (`npm run dev`); not part of production builds. */
  standaloneEntry?: string;
}

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readPackageJson(appDir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as PackageJson;
}

/** The file every app provides as 'react-router-dom' (see shared/react-router-dom.ts). */
export const ROUTER_SUBSET = fileURLToPath(new URL('./shared/react-router-dom.ts', import.meta.url));

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  import?: string;
  version?: string;
  eager?: boolean;
}

/**
 * What the shell puts into its own first scripts instead of fetching them after its entry has
 * run: everything its first screen needs (not ui: only the signed-in frame loads antd). The page
 * then gets all of them in one round of requests, listed in index.html.
 */
export const HOST_EAGER = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', '@blockbeat/shell-sdk'] as const;

function installedVersion(appDir: string, name: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
}

/**
 * react-router 7 names only its development build in its package exports (dev warnings on: extra
 * checks on every route match and render). Production builds take the production build next to it.
 */
function reactRouterProductionBuild(appDir: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  return path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');
}

/** Shared singletons with `requiredVersion` taken from the app's own package.json. */
export function sharedSingletons(appDir: string, eager: readonly string[] = []): Record<string, SharedConfig> {
  const pkg = readPackageJson(appDir);
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared: Record<string, SharedConfig> = {};
  const missing: string[] = [];
  for (const name of SHARED_SINGLETONS) {
    const range = deps[name];
    if (!range) missing.push(name);
    else shared[name] = { singleton: true, requiredVersion: range, ...(eager.includes(name) ? { eager: true } : {}) };
  }
  if (shared['react-router-dom']) {
    shared['react-router-dom'] = {
      ...shared['react-router-dom'],
      import: ROUTER_SUBSET,
      version: installedVersion(appDir, 'react-router-dom'),
    };
  }
  if (missing.length > 0) {
    throw new Error(`${path.join(appDir, 'package.json')} must depend on the shared singletons: ${missing.join(', ')}`);
  }
  return shared;
}

function isServe(env: RspackEnv | undefined): boolean {
  return Boolean(env?.RSPACK_SERVE);
}

function scriptRule(development: boolean): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

function baseConfig(opts: CommonOptions, env: RspackEnv | undefined): Configuration {
  const development = isServe(env);
  return {
    // Host and remotes are always built in the same mode: a development remote inside a
    // production host crashes on the mismatched React builds.
    mode: development ? 'development' : 'production',
    context: opts.appDir,
    devtool: development ? 'cheap-module-source-map' : false,
    resolve: {
      extensions: ['.ts', '.tsx', '...'],
      alias: development ? {} : { 'react-router$': reactRouterProductionBuild(opts.appDir) },
    },
    module: {
      rules: [
        scriptRule(development),
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    output: {
      path: path.join(opts.appDir, 'dist'),
      // Hashed chunk names are cached forever; remoteEntry.js (named by the federation plugin)
      // stays unhashed so that a new deployment is picked up without rebuilding the shell.
      filename: development ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: development ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: development ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: development ? '[name].css' : '[name].[contenthash:8].css',
      uniqueName: opts.name,
      clean: true,
    },
    performance: false,
    infrastructureLogging: { level: 'warn' },
  };
}

/** V8's explicit compile hint (Chrome 136+; other engines read a comment). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the start-up files (the shell's main.js, each remote's remoteEntry.js) with V8's compile
 * hint: V8 then compiles all their functions on a background thread while the file downloads,
 * instead of compiling each one on the main thread the first time it runs. Measured on the shared
 * player page: main-thread work after first paint about halved (docs/frontend.md). Lazily loaded
 * chunks stay lazily compiled: much of them may never run. Added after minification, which would
 * drop the comment, and before the content hash is taken.
 */
function compileHints(development: boolean): Plugins {
  if (development) return [];
  return [
    new rspack.BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      entryOnly: true,
      test: /\.js$/,
      stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }),
  ];
}

function devServer(opts: CommonOptions, extra: Record<string, unknown> = {}) {
  return {
    port: opts.port,
    historyApiFallback: true,
    proxy: [{ context: ['/api'], target: opts.apiTarget ?? 'http://localhost:3000' }],
    ...extra,
  };
}

type Plugins = NonNullable<Configuration['plugins']>;

type FederationExperiments = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['experiments']>;

interface FederationExtra {
  exposes?: Record<string, string>;
  eager?: readonly string[];
  runtimePlugins?: string[];
  experiments?: FederationExperiments;
}

function federation(opts: CommonOptions, extra: FederationExtra) {
  return new ModuleFederationPlugin({
    name: opts.name,
    filename: 'remoteEntry.js',
    exposes: extra.exposes,
    remotes: {},
    runtimePlugins: extra.runtimePlugins,
    shared: sharedSingletons(opts.appDir, extra.eager),
    // The shell has loaded React & co. before any remote: take what is loaded instead of
    // fetching every registered remote's entry up front to compare versions.
    shareStrategy: 'loaded-first',
    manifest: true,
    // Type generation is on by default and makes builds ~6× slower; remotes are typed through
    // workspace imports instead.
    dts: false,
    experiments: extra.experiments,
  });
}

/** The shell: one HTML page, no exposes, remotes registered at runtime from the gateway's map. */
export function createHostConfig(opts: HostOptions): ConfigFactory {
  return (env) => {
    const base = baseConfig(opts, env);
    return {
      ...base,
      entry: { main: './src/index.ts' },
      output: { ...base.output, publicPath: '/' },
      plugins: [
        ...compileHints(isServe(env)),
        federation(opts, {
          runtimePlugins: opts.runtimePlugins,
          eager: HOST_EAGER,
          // Remotes' production builds use the shell's federation runtime instead of carrying
          // their own (it is two thirds of a remoteEntry.js: 34 KB → 15 KB gzipped).
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
        new rspack.HtmlRspackPlugin({ template: opts.template, favicon: opts.favicon, scriptLoading: 'defer' }),
        ...(opts.publicDir
          ? [
              new rspack.CopyRspackPlugin({
                patterns: [
                  { from: opts.publicDir, to: '.', globOptions: { ignore: opts.favicon ? [`**/${path.basename(opts.favicon)}`] : [] } },
                ],
              }),
            ]
          : []),
      ],
      devServer: devServer(opts),
    };
  };
}

export interface BundleOptions {
  /** The app's folder (module resolution and relative entries start here). */
  appDir: string;
  /** Compiler name, e.g. 'shell-site'; other configs of a multi-config can depend on it. */
  name: string;
  entry: Record<string, string>;
  target: 'web' | 'webworker' | 'node';
  /** Absolute output folder. It is not cleaned: it may be shared with another compiler. */
  outputDir: string;
  /** Output file name pattern; default '[name].[contenthash:8].js' ('[name].js' in development). */
  filename?: string;
  /** Compilers that must finish first (e.g. the host, which cleans dist/). */
  dependencies?: string[];
  /**
   * Modules treated as free of side effects, so that a small entry importing one function from
   * a package index (e.g. shell-sdk's theme rules) does not also pull in React.
   */
  sideEffectFree?: RegExp[];
}

/**
 * A plain bundle with no federation, for the shell's extra build outputs: the blocking theme
 * script and the static pages' script (web), the pre-renderer (node) and the service worker.
 */
export function createBundleConfig(opts: BundleOptions): ConfigFactory {
  return (env) => {
    const development = isServe(env);
    const base = baseConfig({ appDir: opts.appDir, name: opts.name, port: 0 }, env);
    const filename = opts.filename ?? (development ? '[name].js' : '[name].[contenthash:8].js');
    return {
      ...base,
      name: opts.name,
      dependencies: opts.dependencies,
      target: opts.target,
      entry: opts.entry,
      module: {
        rules: [...(base.module?.rules ?? []), ...(opts.sideEffectFree ?? []).map((test) => ({ test, sideEffects: false }))],
      },
      output: {
        ...base.output,
        path: opts.outputDir,
        filename,
        cssFilename: filename.replace(/\.c?js$/, '.css'),
        publicPath: '/',
        clean: false,
        ...(opts.target === 'node' ? { library: { type: 'commonjs2' } } : {}),
      },
      // One file per entry: these bundles are loaded by a <script> tag, a require() or as the
      // service worker, never through a chunk loader.
      optimization: { splitChunks: false },
    };
  };
}

/** A remote: remoteEntry.js + mf-manifest.json served from wherever the remotes map points. */
export function createRemoteConfig(opts: RemoteOptions): ConfigFactory {
  return (env) => {
    const base = baseConfig(opts, env);
    const development = isServe(env);
    // A production remote has no page of its own: only the container the federation plugin adds.
    const entry: Record<string, string> = development && opts.standaloneEntry ? { standalone: opts.standaloneEntry } : {};
    const plugins: Plugins = [
      ...compileHints(development),
      federation(opts, {
        exposes: opts.exposes,
        // In production the shell provides the federation runtime. The development build keeps
        // its own, so the standalone page runs without a shell.
        experiments: development ? { optimization: { target: 'web' } } : { externalRuntime: true, optimization: { target: 'web' } },
      }),
    ];
    if (development && opts.standaloneEntry) {
      plugins.push(new rspack.HtmlRspackPlugin({ title: `${opts.name} (standalone)`, chunks: ['standalone'] }));
    }
    return {
      ...base,
      entry,
      // 'auto' resolves chunks next to remoteEntry.js wherever the gateway serves it. The dev
      // server names its own origin instead, so the standalone page also works on nested routes.
      output: { ...base.output, publicPath: development ? `http://localhost:${opts.port}/` : 'auto' },
      plugins,
      // The shell (another origin in development) fetches the manifest and chunks.
      devServer: devServer(opts, { headers: { 'Access-Control-Allow-Origin': '*' } }),
    };
  };
}
