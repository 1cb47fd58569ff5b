import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, ObjectNotFoundError, type ObjectStore } from './object-store';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * A local folder. An object is written as `<key>.<random>.part` and renamed when complete, so a
 * key on disk is always a whole file.
 */
export function localObjectStore(dir: string): ObjectStore {
  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(dir, ...key.split('/'));
  };
  return {
    kind: 'local',

    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },

    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return { size: info.size, lastModified: info.mtime };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async read(key, range) {
      const stream = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      return new Promise<Readable>((resolve, reject) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', (err) => reject(isMissing(err) ? new ObjectNotFoundError(key) : err));
      });
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    close: () => undefined,
  };
}
