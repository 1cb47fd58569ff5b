import { randomBytes } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from './object-store';

export interface SaveOptions {
  /** How many leading bytes `inspect` wants. */
  headBytes: number;
  /** Sees the first bytes as soon as they arrive (or all of a shorter file); throws to refuse it. */
  inspect: (head: Buffer) => void;
  /** Refuses the file with `error` as soon as it grows past `bytes` (what the owner has room for). */
  limit?: { bytes: number; error: () => Error };
}

/** 32 hex digits: what newName() makes, and all that open and remove accept. */
const STORAGE_NAME = /^[0-9a-f]{32}$/;

const checked = (storageName: string) => {
  if (!STORAGE_NAME.test(storageName)) throw new Error(`not a storage name: ${storageName}`);
  return storageName;
};

/**
 * Files in a service's object store (a local folder or S3-compatible storage) under random names
 * it chooses (never the user's file name, so no path tricks and no clashes): uploaded audio and
 * logos, support's ticket images. A file is stored whole or not at all, is addressed by storage
 * name only and never changes once written: who uses one is the database's business (an audio
 * file may be shared by an upload and its imports).
 */
export function namedFiles(store: ObjectStore) {
  const newName = () => randomBytes(16).toString('hex');
  return {
    /** Streams `source` into a new file; a refusal or any failure leaves nothing stored. */
    async save(source: Readable, { headBytes, inspect, limit }: SaveOptions): Promise<{ storageName: string; size: number }> {
      const storageName = newName();
      let size = 0;
      const count = (n: number) => {
        size += n;
        if (limit && size > limit.bytes) throw limit.error();
      };
      const checked = inspectHead(headBytes, inspect, count);
      const [read, stored] = await Promise.allSettled([pipeline(source, checked), store.put(storageName, checked)]);
      // The refusal (the reason the user sees) comes from reading; storage fails only on its own.
      if (read.status === 'rejected') {
        await store.remove(storageName).catch(() => undefined);
        throw read.reason;
      }
      if (stored.status === 'rejected') throw stored.reason;
      return { storageName, size };
    },

    /** Bytes already checked in memory (a logo), stored the same way: whole or not at all. */
    async write(bytes: Buffer): Promise<string> {
      return (await this.save(Readable.from([bytes]), { headBytes: 0, inspect: () => undefined })).storageName;
    },

    /** Rejects (ObjectNotFoundError) when there is no such file. */
    open(storageName: string): Promise<Readable> {
      return store.read(checked(storageName));
    },

    /** Removing a file that is not there is fine. */
    async remove(storageName: string): Promise<void> {
      await store.remove(checked(storageName));
    },
  };
}

export type NamedFiles = ReturnType<typeof namedFiles>;
function inspectHead(headBytes: number, inspect: (head: Buffer) => void, count: (n: number) => void): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  const check = () => {
    const seen = head!;
    head = null;
    inspect(seen);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        if (head) {
          head = Buffer.concat([head, chunk]);
          if (head.length >= headBytes) check();
        }
        count(chunk.length);
        done(null, chunk);
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done) {
      try {
        if (head) check();
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
}

