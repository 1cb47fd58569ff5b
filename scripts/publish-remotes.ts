/**
 * `npm run publish:remotes`: copies each built remote's dist/ to
 * `<REMOTES_DIR>/<dir>/<version>/` (default REMOTES_DIR: <DATA_DIR>/remotes, DATA_DIR .data), the
 * version being the remote's package.json version and a hash of the build ('0.1.0-3f9a2c1b').
 * A published version is never overwritten. The gateway serves it at /remotes/<dir>/<version>/,
 * and the release map (REMOTES_RELEASE_FILE) chooses which version users get (docs/delivery.md).
 *
 * `npm run publish:remotes -- mf-dashboard` publishes only the remotes named.
 */
import path from 'node:path';
import { REMOTE_LIST } from '@blockbeat/contracts';
import { publishRemote } from './lib/publish-remote';

const root = path.resolve(__dirname, '..');
const remotesDir = path.resolve(root, process.env.REMOTES_DIR ?? path.join(process.env.DATA_DIR ?? '.data', 'remotes'));
const asked = process.argv.slice(2);
const unknown = asked.filter((dir) => !REMOTE_LIST.some((r) => r.dir === dir));
if (unknown.length > 0) {
  console.error(`Not a remote: ${unknown.join(', ')} (remotes: ${REMOTE_LIST.map((r) => r.dir).join(', ')})`);
  process.exit(2);
}
for (const { dir, name } of REMOTE_LIST.filter((r) => asked.length === 0 || asked.includes(r.dir))) {
  const published = publishRemote(path.join(root, dir), remotesDir);
  console.log(`${name} ${published.version} ${published.isNew ? 'published to' : 'already in'} ${published.folder}`);
}
