import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_LIST, REMOTE_SERVER_DIST, REMOTES, SHARED_PLAYER_PAGE_FILES } from '@blockbeat/contracts';

export const APPS = ['shell', ...REMOTE_LIST.map((remote) => remote.dir)];

/** Files an app's build writes, relative to its folder; the player's Node bundle too (a build from before dist-server/ lacks it). */
const builtFiles = (app: string) =>
  app === 'shell' ? ['dist/index.html'] : ['dist/remoteEntry.js', ...(app === REMOTES.player.dir ? [`${REMOTE_SERVER_DIST}/${SHARED_PLAYER_PAGE_FILES.renderer}`] : [])];

/** Builds the apps whose build is missing (all of them with force), one at a time to stay lean. */
export function buildMissing(root: string, force = false): void {
  const missing = APPS.filter((app) => force || !builtFiles(app).every((file) => fs.existsSync(path.join(root, app, file))));
  if (missing.length === 0) return;
  console.log(`Building ${missing.join(', ')} …`);
  const scopes = missing.flatMap((app) => ['--scope', `@blockbeat/${app}`]);
  const result = spawnSync('npx', ['lerna', 'run', 'build', '--concurrency', '1', ...scopes], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}
