import path from 'node:path';
import { localObjectStore } from './local-store';
import type { ObjectStore } from './object-store';
import { s3ObjectStore } from './s3-store';

/** `s3://bucket` or `s3://bucket/some/prefix`; anything else is refused with the reason. */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`STORAGE_URL must look like s3://bucket or s3://bucket/prefix, got "${url}"`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

/**
 * The store a service writes to: S3-compatible storage when STORAGE_URL is set (each service in
 * its own folder of the bucket, `area`), else the local folder `localDir`.
 */
export function createObjectStore({ storageUrl, localDir, area }: { storageUrl?: string; localDir: string; area: string }): ObjectStore {
  if (!storageUrl) return localObjectStore(path.resolve(localDir));
  const { bucket, prefix } = parseStorageUrl(storageUrl);
  return s3ObjectStore({ bucket, prefix: `${prefix}${area}/` });
}
