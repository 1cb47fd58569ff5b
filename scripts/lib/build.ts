import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_LIST } from '@blockbeat/contracts';

export const APPS = ['shell', ...REMOTE_LIST.map((remote) => remote.dir)];

/** Builds the apps whose dist/ is missing (all of them with force), one at a time to stay lean. */
export function buildMissing(root: string, force = false): void {
  const missing = APPS.filter((app) => force || !fs.existsSync(path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js')));
  if (missing.length === 0) return;
  console.log(`Building ${missing.join(', ')} …`);
  const scopes = missing.flatMap((app) => ['--scope', `@blockbeat/${app}`]);
  const result = spawnSync('npx', ['lerna', 'run', 'build', '--concurrency', '1', ...scopes], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}
