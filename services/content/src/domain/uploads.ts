import type { Readable } from 'node:stream';
import {
  AUDIO_MIME_TYPES,
  AUDIO_SNIFF_BYTES,
  detectAudioFormat,
  UNSUPPORTED_AUDIO_MESSAGE,
  UPLOAD_FIELD,
  uploadUrl,
  type AudioFormat,
  type IdentityClaims,
  type UploadedAudio,
} from '@blockbeat/contracts';
import { ValidationError } from '@blockbeat/service-kit';
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
}

const NAME_MAX = 200;

/** The name to show: its last path segment, without control characters, never empty. */
export function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const printable = Array.from(base).filter((c) => c >= ' ' && c !== '\u007f');
  return printable.slice(0, NAME_MAX).join('').trim() || 'audio';
}

export function uploadUseCases({ uploads, files }: UploadDeps) {
  return {
    /**
     * Stores the file if its first bytes are audio we can play (the name and the declared type
     * prove nothing); anything else is refused as soon as those bytes arrive.
     */
    async create(identity: IdentityClaims, file: IncomingFile): Promise<UploadedAudio> {
      const detected: { format?: AudioFormat } = {};
      const saved = await files.save(file.stream, {
        headBytes: AUDIO_SNIFF_BYTES,
        inspect: (head) => {
          const format = detectAudioFormat(head);
          if (!format) throw new ValidationError({ [UPLOAD_FIELD]: UNSUPPORTED_AUDIO_MESSAGE });
          detected.format = format;
        },
      });
      try {
        const record = await uploads.create({
          userId: identity.sub,
          storageName: saved.storageName,
          originalName: displayName(file.originalName),
          mimeType: AUDIO_MIME_TYPES[detected.format!],
          sizeBytes: saved.size,
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

    /** Blocks that still point at a deleted upload simply have no music any more. */
    async remove(identity: IdentityClaims, id: string): Promise<void> {
      const deleted = await uploads.deleteOwned(identity.sub, id);
      if (!deleted) throw uploadNotFound();
      await files.remove(deleted.storageName);
    },
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
