import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { sharedSingletons } from './shared/singletons';

/** What the rspack CLI passes to a config function (`--env` plus its own built-in flags). */
export interface RspackEnv {
  RSPACK_BUILD?: boolean;
  RSPACK_SERVE?: boolean;
  [key: string]: unknown;
}

export type ConfigFactory = (env?: RspackEnv) => Configuration;

export type Plugins = NonNullable<Configuration['plugins']>;

export interface CommonOptions {
  /** The app's folder (where its package.json, src/ and dist/ live). */
  appDir: string;
  /** Federation name, e.g. 'shell' or 'mf_dashboard'. */
  name: string;
  /** Port of `rspack serve` for this app. */
  port: number;
  /** Where `rspack serve` forwards /api (the gateway); default http://localhost:3000. */
  apiTarget?: string;
}

export function isServe(env: RspackEnv | undefined): boolean {
  return Boolean(env?.RSPACK_SERVE);
}

/**
 * react-router 7 names only its development build in its package exports (dev warnings on: extra
 * checks on every route match and render). Production builds take the production build next to it.
 */
function reactRouterProductionBuild(appDir: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  return path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');
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

/** What every build has in common: mode, TypeScript and CSS, hashed output names. */
export function baseConfig(opts: CommonOptions, env: RspackEnv | undefined): Configuration {
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
      // Sounds (the click track's count voice) are files of their own, fetched when first needed.
      rules: [scriptRule(development), { test: /\.css$/, type: 'css/auto' }, { test: /\.wav$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:8][ext]' } }],
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
export function compileHints(development: boolean): Plugins {
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

export function devServer(opts: CommonOptions, extra: Record<string, unknown> = {}) {
  return {
    port: opts.port,
    historyApiFallback: true,
    proxy: [{ context: ['/api'], target: opts.apiTarget ?? 'http://localhost:3000' }],
    ...extra,
  };
}

type FederationExperiments = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['experiments']>;

export interface FederationExtra {
  exposes?: Record<string, string>;
  eager?: readonly string[];
  runtimePlugins?: string[];
  experiments?: FederationExperiments;
}

/** The federation plugin as the host and every remote configure it. */
export function federation(opts: CommonOptions, extra: FederationExtra) {
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
