import path from 'node:path';
import { rspack } from '@rspack/core';
import { baseConfig, compileHints, devServer, federation, isServe, type CommonOptions, type ConfigFactory } from './base';
import { HOST_EAGER } from './shared/singletons';

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

function copyPublicDir(opts: HostOptions) {
  if (!opts.publicDir) return [];
  const ignore = opts.favicon ? [`**/${path.basename(opts.favicon)}`] : [];
  return [new rspack.CopyRspackPlugin({ patterns: [{ from: opts.publicDir, to: '.', globOptions: { ignore } }] })];
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
        ...copyPublicDir(opts),
      ],
      devServer: devServer(opts),
    };
  };
}
