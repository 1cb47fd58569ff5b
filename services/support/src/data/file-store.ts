import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where attachment bytes live, addressed by a storage name only (never the user's file name), so
 * a later store (S3-compatible) can replace the local folder behind the same three calls.
 */
export interface FileStore {
  /** Stores the bytes whole or not at all; answers the new storage name. */
  put(bytes: Buffer): Promise<string>;
  /** Rejects (ENOENT) when there is no such file. */
  open(storageName: string): Promise<Readable>;
  /** Removing a file that is not there is fine. */
  remove(storageName: string): Promise<void>;
}

const STORAGE_NAME = /^[0-9a-f]{32}$/;

/** A local folder; a file is written as `<name>.part` and renamed when complete, so a name is always a whole file. */
export function localFileStore(dir: string): FileStore {
  const pathOf = (storageName: string) => {
    if (!STORAGE_NAME.test(storageName)) throw new Error(`not a storage name: ${storageName}`);
    return path.join(dir, storageName);
  };
  return {
    async put(bytes) {
      await mkdir(dir, { recursive: true });
      const storageName = randomBytes(16).toString('hex');
      const partial = `${pathOf(storageName)}.part`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, pathOf(storageName));
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      return storageName;
    },

    open(storageName) {
      const stream = createReadStream(pathOf(storageName));
      return new Promise((resolve, reject) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', reject);
      });
    },

    async remove(storageName) {
      await rm(pathOf(storageName), { force: true });
    },
  };
}
