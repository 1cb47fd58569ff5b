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

/**
 * The variables object storage reads, for the configuration table (scripts/config-docs.ts): the
 * AWS SDK's own, read by s3ClientConfig when STORAGE_URL is set.
 */
export const STORAGE_ENV = [
  { name: 'AWS_REGION', default: 'AWS_DEFAULT_REGION, else us-east-1', description: 'the bucket\'s region' },
  { name: 'AWS_DEFAULT_REGION', default: 'unset', description: 'read when AWS_REGION is unset' },
  { name: 'AWS_ACCESS_KEY_ID', default: "the SDK's chain (a profile, a role)", description: 'with AWS_SECRET_ACCESS_KEY: the key the services sign with' },
  { name: 'AWS_SECRET_ACCESS_KEY', default: "the SDK's chain", description: 'the secret of AWS_ACCESS_KEY_ID' },
  { name: 'AWS_ENDPOINT_URL_S3', default: "AWS_ENDPOINT_URL, else AWS's", description: 'an S3-compatible server (path-style addressing)' },
  { name: 'AWS_ENDPOINT_URL', default: "AWS's", description: 'read when AWS_ENDPOINT_URL_S3 is unset' },
] as const;
