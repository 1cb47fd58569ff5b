import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_LIST } from '@blockbeat/contracts';
import type { Logger } from 'pino';

/** What this file checks of a release map: the versions it sends users to. The map's rules are the domain's (remote-releases.ts). */
export interface PublishedVersions {
  base?: string;
  remotes: Record<string, { version: string; base?: string; canary?: { version: string } }>;
}

export interface ReleaseMapFileOptions<M extends PublishedVersions> {
  /** REMOTES_RELEASE_FILE: a JSON file (a mounted ConfigMap in Kubernetes), the same on every replica. */
  file: string;
  /** REMOTES_DIR: where this gateway serves published versions from (`/remotes/<dir>/<version>/`). */
  remotesDir: string;
  logger: Logger;
  /** The file is looked at (a stat) at most this often; between looks the map in hand is answered. */
  recheckMs?: number;
  /** The file's JSON as a release map; throws an Error saying what is wrong. */
  parse: (json: unknown) => M;
}

/** Which version of the file was read: a ConfigMap update swaps the file, a rewrite changes its time or size. */
const fileKey = (stat: fs.Stats) => `${stat.ino}:${stat.size}:${stat.mtimeMs}`;

/** The versions a map sends users to that this gateway would serve and does not have. */
function missingVersions(map: PublishedVersions, remotesDir: string): string[] {
  return REMOTE_LIST.flatMap(({ name, dir }) => {
    const release = map.remotes[name];
    const base = release?.base ?? map.base;
    if (!release || (base !== undefined && base !== '/remotes')) return [];
    const versions = [release.version, ...(release.canary ? [release.canary.version] : [])];
    return versions.filter((v) => !fs.existsSync(path.join(remotesDir, dir, v, 'mf-manifest.json'))).map((v) => `${name} ${v}`);
  });
}

function readReleaseMap<M extends PublishedVersions>(text: string, remotesDir: string, parse: (json: unknown) => M): M {
  const value = parse(JSON.parse(text));
  const missing = missingVersions(value, remotesDir);
  if (missing.length > 0) throw new Error(`not published in ${remotesDir}: ${missing.join(', ')}`);
  return value;
}

/** What a stat failure (no file: the ConfigMap not mounted yet, or not at all) is remembered as. */
const UNREADABLE = 'unreadable';

/**
 * The release map, re-read whenever the file changes (a call looks at the file's stat when
 * `recheckMs` has passed since the last look, so a replica follows a change within that). A file
 * that is missing, unreadable or invalid never stops the gateway: it is logged once, and the last
 * good map stays in use; before any good map (at start), null: every remote from its
 * REMOTE_<NAME>_URL or dist/, as without a release map, until a good one appears. A broken edit
 * never sends users to nothing, and a pod started without its ConfigMap still serves.
 */
export function releaseMapFile<M extends PublishedVersions>({ file, remotesDir, logger, recheckMs = 1000, parse }: ReleaseMapFileOptions<M>): () => M | null {
  let good: { key: string; map: M } | null = null;
  let refusedKey: string | null = null;
  let lookedAt = 0;
  const meanwhile = (until: string) => (good ? 'keeping the last good one' : `every remote from its REMOTE_<NAME>_URL or dist/ until it ${until}`);
  const look = () => {
    lookedAt = Date.now();
    let key: string;
    try {
      key = fileKey(fs.statSync(file));
    } catch (err) {
      if (refusedKey !== UNREADABLE) logger.error({ err, file }, `release map unreadable; ${meanwhile('can be read')}`);
      refusedKey = UNREADABLE;
      return;
    }
    if (key === refusedKey) return;
    if (key === good?.key) {
      refusedKey = null;
      return;
    }
    try {
      const map = readReleaseMap(fs.readFileSync(file, 'utf8'), remotesDir, parse);
      logger.info({ file }, good ? 'release map changed' : 'release map taken up');
      good = { key, map };
      refusedKey = null;
    } catch (err) {
      refusedKey = key;
      logger.error({ err: (err as Error).message, file }, `release map refused; ${meanwhile('is valid')}`);
    }
  };
  look();
  return () => {
    if (Date.now() - lookedAt >= recheckMs) look();
    return good?.map ?? null;
  };
}
