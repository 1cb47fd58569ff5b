import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as an HTTP Range names them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectInfo {
  size: number;
  lastModified: Date;
}

/**
 * Where a service keeps files (uploaded audio, logos, support images): addressed by keys the
 * service chooses (never a user's file name), written whole or not at all, never changed once
 * written. Two drivers: a local folder (the default) and S3-compatible storage.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Streams `body` into a new object under `key`; a failure (the body's own included) leaves nothing behind. */
  put(key: string, body: Readable, contentType?: string): Promise<void>;
  /** Null when there is no such object. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** The object's bytes, or the range of them; rejects with an ObjectNotFoundError when it is missing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removing an object that is not there is fine. */
  remove(key: string): Promise<void>;
  /** Lets go of connections (the S3 client's sockets). */
  close(): void;
}

export class ObjectNotFoundError extends Error {
  override name = 'ObjectNotFoundError';
  constructor(key: string) {
    super(`no stored object ${key}`);
  }
}

/** Keys are what services choose: lower-case letters, digits, `-`, `_`, `.` and `/` between parts. */
const KEY = /^[a-z0-9_-]+(?:[./][a-z0-9_-]+)*$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 512) throw new Error(`not a storage key: ${key}`);
}
