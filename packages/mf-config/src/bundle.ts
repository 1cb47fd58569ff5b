import { baseConfig, compileHints, isServe, type ConfigFactory } from './base';

export interface BundleOptions {
  /** The app's folder (module resolution and relative entries start here). */
  appDir: string;
  /** Compiler name, e.g. 'shell-site'; other configs of a multi-config can depend on it. */
  name: string;
  entry: Record<string, string>;
  target: 'web' | 'webworker' | 'node';
  /** Absolute output folder. Not cleaned unless `clean`: it may be shared with another compiler. */
  outputDir: string;
  /** The folder is this bundle's alone: emptied before each build, so no stale file outlives it. */
  clean?: boolean;
  /** Output file name pattern; default '[name].[contenthash:8].js' ('[name].js' in development). */
  filename?: string;
  /** Compilers that must finish first (e.g. the host, which cleans dist/). */
  dependencies?: string[];
  /**
   * Modules treated as free of side effects, so that a small entry importing one function from
   * a package index (e.g. shell-sdk's theme rules) does not also pull in React.
   */
  sideEffectFree?: RegExp[];
  /** A start-up script whose every function runs at load (a page's hydration): V8's compile hint (see compileHints). */
  compileHint?: boolean;
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
      plugins: opts.compileHint ? compileHints(development) : [],
      module: {
        rules: [...(base.module?.rules ?? []), ...(opts.sideEffectFree ?? []).map((test) => ({ test, sideEffects: false }))],
      },
      output: {
        ...base.output,
        path: opts.outputDir,
        filename,
        cssFilename: filename.replace(/\.c?js$/, '.css'),
        publicPath: '/',
        clean: opts.clean ?? false,
        ...(opts.target === 'node' ? { library: { type: 'commonjs2' } } : {}),
      },
      // One file per entry: these bundles are loaded by a <script> tag, a require() or as the
      // service worker, never through a chunk loader.
      optimization: { splitChunks: false },
    };
  };
}
