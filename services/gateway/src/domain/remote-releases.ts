import crypto from 'node:crypto';
import Joi from 'joi';
import { REMOTE_LIST } from '@blockbeat/contracts';

/**
 * The release map (REMOTES_RELEASE_FILE, docs/delivery.md): which published version of each
 * remote users get, optionally with a share of signed-in users on a canary version. A remote the
 * map does not list is served as before (REMOTE_<NAME>_URL, else its dist/).
 */
export interface ReleaseMap {
  /** Where versions are published, e.g. 'https://cdn.example.com/remotes'; default this gateway's '/remotes'. */
  base?: string;
  /** By federation name ('mf_dashboard'), as /api/remotes lists them. */
  remotes: Record<string, RemoteRelease>;
}

export interface RemoteRelease {
  version: string;
  /** Overrides the map's `base` for this remote. */
  base?: string;
  canary?: { version: string; percent: number };
}

/** A published version's folder name ('0.1.0-3f9a2c1b'): safe as one path segment. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)*-[0-9a-f]{8}$/;

const version = Joi.string().pattern(VERSION_PATTERN, 'published version (<package version>-<8 hex digits>)');
/** An absolute http(s) URL or a path on this origin, without a trailing slash. */
const base = Joi.alternatives(Joi.string().uri({ scheme: ['http', 'https'] }), Joi.string().pattern(/^\/[A-Za-z0-9._~/-]*$/, 'path')).custom(
  (value: string) => value.replace(/\/+$/, ''),
);

const releaseMapSchema = Joi.object<ReleaseMap>({
  base,
  remotes: Joi.object()
    .pattern(
      Joi.string().valid(...REMOTE_LIST.map((r) => r.name)),
      Joi.object({
        version: version.required(),
        base,
        canary: Joi.object({ version: version.required(), percent: Joi.number().integer().min(0).max(100).required() }),
      }),
    )
    .required(),
});

/** A release map file's JSON as a map; throws an Error naming every problem. */
export function releaseMapOf(json: unknown): ReleaseMap {
  const { value, error } = releaseMapSchema.validate(json, { abortEarly: false, convert: true });
  if (error) throw new Error(error.details.map((d) => d.message).join('; '));
  return value;
}

/** A user's place (0–99) for one remote: sha256(userId + remote name), stable across requests and replicas. */
export function canaryBucket(userId: string, remoteName: string): number {
  const digest = crypto.createHash('sha256').update(userId + remoteName).digest();
  return digest.readUInt32BE(0) % 100;
}

/** The version a caller gets: the canary for a signed-in user whose bucket is under its percent, else the stable one. */
export function chosenVersion(release: RemoteRelease, remoteName: string, userId: string | null): string {
  const { canary } = release;
  if (canary && userId !== null && canaryBucket(userId, remoteName) < canary.percent) return canary.version;
  return release.version;
}

/** Where one version's manifest is: `<base>/<dir>/<version>/mf-manifest.json`. */
export function versionEntry(map: ReleaseMap, remote: { name: string; dir: string }, versionName: string): string {
  const root = map.remotes[remote.name]?.base ?? map.base ?? '/remotes';
  return `${root}/${remote.dir}/${versionName}/mf-manifest.json`;
}

/** Whether some remote has a canary on: a signed-in user's map then depends on who they are. */
export const hasCanary = (map: ReleaseMap | null): boolean =>
  Object.values(map?.remotes ?? {}).some((release) => release.canary !== undefined && release.canary.percent > 0);

/** Every base the map names (the CDNs the page must be allowed to load remotes from). */
export const releaseBases = (map: ReleaseMap | null): string[] =>
  map ? [map.base, ...Object.values(map.remotes).map((release) => release.base)].filter((b): b is string => b !== undefined) : [];
