import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface SaveOptions {
  /** How many leading bytes `inspect` wants. */
  headBytes: number;
  /** Sees the first bytes as soon as they arrive (or all of a shorter file); throws to refuse it. */
  inspect: (head: Buffer) => void;
  /** Refuses the file with `error` as soon as it grows past `bytes` (what the owner has room for). */
  limit?: { bytes: number; error: () => Error };
}

/**
 * Uploaded audio and logos on disk, under names we choose (never the user's file name, so no
 * path tricks and no clashes). A file is written as `<name>.part` and renamed when complete, so
 * a name without the suffix is always a whole file. Files are addressed by storage name only and
 * never change once written: who uses one is the database's business (an audio file may be
 * shared by the upload and its imports).
 */
export function createUploadFiles(dir: string) {
  const newName = () => randomBytes(16).toString('hex');
  return {
    dir,

    /** Streams `source` into a new file; on any failure the partial file is removed. */
    async save(source: Readable, { headBytes, inspect, limit }: SaveOptions): Promise<{ storageName: string; size: number }> {
      await mkdir(dir, { recursive: true });
      const storageName = newName();
      const partial = path.join(dir, `${storageName}.part`);
      let size = 0;
      try {
        const count = (n: number) => {
          size += n;
          if (limit && size > limit.bytes) throw limit.error();
        };
        await pipeline(source, inspectHead(headBytes, inspect, count), createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path.join(dir, storageName));
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      return { storageName, size };
    },

    /** Bytes already checked in memory (a logo), stored the same way: whole or not at all. */
    async write(bytes: Buffer): Promise<string> {
      return (await this.save(Readable.from([bytes]), { headBytes: 0, inspect: () => undefined })).storageName;
    },

    async remove(storageName: string): Promise<void> {
      await rm(path.join(dir, storageName), { force: true });
    },
  };
}

export type UploadFiles = ReturnType<typeof createUploadFiles>;

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
