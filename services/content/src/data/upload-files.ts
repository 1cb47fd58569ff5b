import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { constants, copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface SaveOptions {
  /** How many leading bytes `inspect` wants. */
  headBytes: number;
  /** Sees the first bytes as soon as they arrive (or all of a shorter file); throws to refuse it. */
  inspect: (head: Buffer) => void;
}

/**
 * Uploaded audio and logos on disk, under names we choose (never the user's file name, so no
 * path tricks and no clashes). A file is written as `<name>.part` and renamed when complete, so
 * a name without the suffix is always a whole file.
 */
export function createUploadFiles(dir: string) {
  const newName = () => randomBytes(16).toString('hex');
  return {
    dir,

    /** Streams `source` into a new file; on any failure the partial file is removed. */
    async save(source: Readable, { headBytes, inspect }: SaveOptions): Promise<{ storageName: string; size: number }> {
      await mkdir(dir, { recursive: true });
      const storageName = newName();
      const partial = path.join(dir, `${storageName}.part`);
      let size = 0;
      try {
        await pipeline(source, inspectHead(headBytes, inspect, (n) => (size += n)), createWriteStream(partial, { flags: 'wx' }));
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

    /** A copy under a new name, or null when the original file is gone. */
    async copy(storageName: string): Promise<string | null> {
      const copyName = newName();
      try {
        await copyFile(path.join(dir, storageName), path.join(dir, copyName), constants.COPYFILE_EXCL);
        return copyName;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
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
      count(chunk.length);
      try {
        if (head) {
          head = Buffer.concat([head, chunk]);
          if (head.length >= headBytes) check();
        }
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
