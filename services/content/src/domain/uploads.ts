import type { Readable } from 'node:stream';
import {
  AUDIO_MIME_TYPES,
  AUDIO_SNIFF_BYTES,
  detectAudioFormat,
  UNSUPPORTED_AUDIO_MESSAGE,
  storageQuotaMessage,
  UPLOAD_FIELD,
  uploadUrl,
  type AudioFormat,
  type IdentityClaims,
  type StorageUsage,
  type UploadedAudio,
} from '@blockbeat/contracts';
import { TooLargeError, ValidationError } from '@blockbeat/service-kit';
import type { UploadFiles, UploadRecord, UploadRepository } from '../data';
import { uploadNotFound } from './errors';

export interface IncomingFile {
  /** As the browser sent it: for display only, never for storage. */
  originalName: string;
  stream: Readable;
}

/** Where a stored file (an upload, a logo) is and the type it is served as. */
export interface StoredFile {
  root: string;
  name: string;
  mimeType: string;
}

export interface UploadDeps {
  uploads: UploadRepository;
  files: UploadFiles;
  /** What each user may keep (every upload row counts in full, imported ones too). */
  quotaBytes: number;
}

const NAME_MAX = 200;

/** The name to show: its last path segment, without control characters, never empty. */
export function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const printable = Array.from(base).filter((c) => c >= ' ' && c !== '\u007f');
  return printable.slice(0, NAME_MAX).join('').trim() || 'audio';
}

/** The 413 for an upload or import that does not fit in the quota. */
export function overQuota(what: 'upload' | 'import', usedBytes: number, quotaBytes: number): TooLargeError {
  return new TooLargeError(storageQuotaMessage(what, usedBytes, quotaBytes));
}

export function uploadUseCases({ uploads, files, quotaBytes }: UploadDeps) {
  /** Removes the files no upload uses any more (one that is still used stays), then forgets them. */
  async function releaseUnused(storageNames: readonly string[]): Promise<void> {
    const unused = await uploads.unusedAmong(storageNames);
    await Promise.all(unused.map((name) => files.remove(name)));
    await uploads.forgetUnused(unused);
  }

  return {
    /**
     * Stores the file if its first bytes are audio we can play (the name and the declared type
     * prove nothing); anything else is refused as soon as those bytes arrive. So is a file that
     * outgrows the room left in the owner's quota; the quota is checked again, under the owner's
     * lock, when the row is written, so parallel uploads cannot overshoot it together.
     */
    async create(identity: IdentityClaims, file: IncomingFile): Promise<UploadedAudio> {
      const detected: { format?: AudioFormat } = {};
      const usedBefore = await uploads.usedBytes(identity.sub);
      const saved = await files.save(file.stream, {
        headBytes: AUDIO_SNIFF_BYTES,
        inspect: (head) => {
          const format = detectAudioFormat(head);
          if (!format) throw new ValidationError({ [UPLOAD_FIELD]: UNSUPPORTED_AUDIO_MESSAGE });
          detected.format = format;
        },
        limit: { bytes: quotaBytes - usedBefore, error: () => overQuota('upload', usedBefore, quotaBytes) },
      });
      try {
        const upload = {
          userId: identity.sub,
          storageName: saved.storageName,
          originalName: displayName(file.originalName),
          mimeType: AUDIO_MIME_TYPES[detected.format!],
          sizeBytes: saved.size,
        };
        const record = await uploads.createWithinQuota(upload, (usedBytes) => {
          if (usedBytes + saved.size > quotaBytes) throw overQuota('upload', usedBytes, quotaBytes);
        });
        return toUploadedAudio(record);
      } catch (err) {
        await files.remove(saved.storageName);
        throw err;
      }
    },

    /** One of `ownerId`'s uploads, ready to serve. */
    async file(ownerId: string, id: string): Promise<StoredFile> {
      const upload = await uploads.findOwned(ownerId, id);
      if (!upload) throw uploadNotFound();
      return { root: files.dir, name: upload.storageName, mimeType: upload.mimeType };
    },

    async usage(identity: IdentityClaims): Promise<StorageUsage> {
      return { usedBytes: await uploads.usedBytes(identity.sub), quotaBytes };
    },

    /**
     * Blocks that still point at a deleted upload simply have no music any more. The file goes
     * with its last upload row: an import of it keeps playing.
     */
    async remove(identity: IdentityClaims, id: string): Promise<void> {
      const deleted = await uploads.deleteOwned(identity.sub, id);
      if (!deleted) throw uploadNotFound();
      await releaseUnused([deleted.storageName]);
    },

    releaseUnused,
  };
}

export type UploadUseCases = ReturnType<typeof uploadUseCases>;

function toUploadedAudio(record: UploadRecord): UploadedAudio {
  return {
    id: record.id,
    url: uploadUrl(record.id),
    originalName: record.originalName,
    mimeType: record.mimeType,
    size: record.sizeBytes,
  };
}
