import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_LIST } from '@blockbeat/contracts';
import type { Logger } from 'pino';
import { releaseMapSchema, type ReleaseMap } from '../domain/remote-releases';

export interface ReleaseMapFileOptions {
  /** REMOTES_RELEASE_FILE: a JSON file (a mounted ConfigMap in Kubernetes), the same on every replica. */
  file: string;
  /** REMOTES_DIR: where this gateway serves published versions from (`/remotes/<dir>/<version>/`). */
  remotesDir: string;
  logger: Logger;
  /** The file is looked at (a stat) at most this often; between looks the map in hand is answered. */
  recheckMs?: number;
}

/** Which version of the file was read: a ConfigMap update swaps the file, a rewrite changes its time or size. */
const fileKey = (stat: fs.Stats) => `${stat.ino}:${stat.size}:${stat.mtimeMs}`;

/** The versions a map sends users to that this gateway would serve and does not have. */
function missingVersions(map: ReleaseMap, remotesDir: string): string[] {
  return REMOTE_LIST.flatMap(({ name, dir }) => {
    const release = map.remotes[name];
    const base = release?.base ?? map.base;
    if (!release || (base !== undefined && base !== '/remotes')) return [];
    const versions = [release.version, ...(release.canary ? [release.canary.version] : [])];
    return versions.filter((v) => !fs.existsSync(path.join(remotesDir, dir, v, 'mf-manifest.json'))).map((v) => `${name} ${v}`);
  });
}

function parseReleaseMap(text: string, remotesDir: string): ReleaseMap {
  const { value, error } = releaseMapSchema.validate(JSON.parse(text), { abortEarly: false, convert: true });
  if (error) throw new Error(error.details.map((d) => d.message).join('; '));
  const missing = missingVersions(value, remotesDir);
  if (missing.length > 0) throw new Error(`not published in ${remotesDir}: ${missing.join(', ')}`);
  return value;
}

/**
 * The release map, re-read whenever the file changes (a call looks at the file's stat when
 * `recheckMs` has passed since the last look, so a replica follows a change within that). A file that cannot be read or is invalid is
 * refused at start (the gateway does not start) and, later, logged once while the last good
 * map stays in use: a broken edit never sends users to nothing.
 */
export function releaseMapFile({ file, remotesDir, logger, recheckMs = 1000 }: ReleaseMapFileOptions): () => ReleaseMap {
  const read = () => {
    const stat = fs.statSync(file);
    return { key: fileKey(stat), map: parseReleaseMap(fs.readFileSync(file, 'utf8'), remotesDir) };
  };
  let good = read();
  let refusedKey: string | null = null;
  let lookedAt = Date.now();
  return () => {
    if (Date.now() - lookedAt < recheckMs) return good.map;
    lookedAt = Date.now();
    let key: string;
    try {
      key = fileKey(fs.statSync(file));
    } catch (err) {
      key = 'missing';
      if (refusedKey !== key) logger.error({ err, file }, 'release map unreadable; keeping the last good one');
      refusedKey = key;
      return good.map;
    }
    if (key === good.key || key === refusedKey) return good.map;
    try {
      good = read();
      refusedKey = null;
      logger.info({ file }, 'release map changed');
    } catch (err) {
      refusedKey = key;
      logger.error({ err: (err as Error).message, file }, 'release map refused; keeping the last good one');
    }
    return good.map;
  };
}
