import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLIENT_PAGE_FILES, REMOTES, SHARED_PLAYER_PAGE_FILES } from '@blockbeat/contracts';

const dist = path.resolve(__dirname, '../..', REMOTES.player.dir, 'dist');

/** gzip -9 of the scripts a page's asset list names (what the page loads first), in KB; null when not built. */
function firstLoadKb(assetsFile: string): number | null {
  const list = path.join(dist, assetsFile);
  if (!fs.existsSync(list)) return null;
  const { scripts } = JSON.parse(fs.readFileSync(list, 'utf8')) as { scripts: string[] };
  return scripts.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length, 0) / 1024;
}

/**
 * The client page's first-load JS against the shared player page's (issue 28: no heavier), from
 * mf-player's built files: each page's own scripts (the static pages' script both share is left
 * out; the client page's player chunk loads after its plan is drawn).
 */
export function reportPageJs(): { clientKb: number; sharedKb: number } | null {
  const clientKb = firstLoadKb(CLIENT_PAGE_FILES.assets);
  const sharedKb = firstLoadKb(SHARED_PLAYER_PAGE_FILES.assets);
  if (clientKb === null || sharedKb === null) {
    console.log('Client page first-load JS: mf-player is not built (npm run build first)');
    return null;
  }
  console.log(`Client page first-load JS: ${clientKb.toFixed(1)} KB gzip -9 (target ≤ the shared player page's ${sharedKb.toFixed(1)} KB)`);
  return { clientKb, sharedKb };
}
