import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  // ui's components that need no antd, shared on their own so a screen can use them without antd.
  '@blockbeat/ui/plain',
] as const;

/**
 * What the shell puts into its own first scripts instead of fetching them after its entry has
 * run: everything its first screen needs (not ui: only screens that draw with antd load it). The
 * page then gets all of them in one round of requests, listed in index.html.
 */
export const HOST_EAGER = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', '@blockbeat/shell-sdk'] as const;

/** The file every app provides as 'react-router-dom' (see react-router-dom.ts beside this file). */
export const ROUTER_SUBSET = fileURLToPath(new URL('./react-router-dom.ts', import.meta.url));

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  import?: string;
  version?: string;
  eager?: boolean;
}

/** The package a shared name belongs to: '@blockbeat/ui/plain' → '@blockbeat/ui'. */
function packageOf(name: string): string {
  const parts = name.split('/');
  return parts.slice(0, name.startsWith('@') ? 2 : 1).join('/');
}

function readPackageJson(appDir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as PackageJson;
}

function installedVersion(appDir: string, name: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
}

/** Shared singletons with `requiredVersion` taken from the app's own package.json. */
export function sharedSingletons(appDir: string, eager: readonly string[] = []): Record<string, SharedConfig> {
  const pkg = readPackageJson(appDir);
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared: Record<string, SharedConfig> = {};
  const missing: string[] = [];
  for (const name of SHARED_SINGLETONS) {
    const range = deps[packageOf(name)];
    if (!range) missing.push(packageOf(name));
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
    throw new Error(`${path.join(appDir, 'package.json')} must depend on the shared singletons: ${[...new Set(missing)].join(', ')}`);
  }
  return shared;
}
