import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ObjectStore } from '@blockbeat/object-store';

/** Where attachment bytes live, addressed by a storage name only (never the user's file name). */
export interface FileStore {
  /** Stores the bytes whole or not at all; answers the new storage name. */
  put(bytes: Buffer): Promise<string>;
  /** Rejects when there is no such file. */
  open(storageName: string): Promise<Readable>;
  /** Removing a file that is not there is fine. */
  remove(storageName: string): Promise<void>;
}

const STORAGE_NAME = /^[0-9a-f]{32}$/;

const checked = (storageName: string) => {
  if (!STORAGE_NAME.test(storageName)) throw new Error(`not a storage name: ${storageName}`);
  return storageName;
};

/** Attachments in the service's object store (a local folder or S3-compatible storage, @blockbeat/object-store). */
export function objectFileStore(store: ObjectStore): FileStore {
  return {
    async put(bytes) {
      const storageName = randomBytes(16).toString('hex');
      await store.put(storageName, Readable.from([bytes]));
      return storageName;
    },
    open: (storageName) => store.read(checked(storageName)),
    remove: (storageName) => store.remove(checked(storageName)),
  };
}
