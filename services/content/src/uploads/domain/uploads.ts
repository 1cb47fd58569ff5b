import {
  AUDIO_MIME_TYPES,
  AUDIO_SNIFF_BYTES,
  detectAudioFormat,
  detectImageFormat,
  IMAGE_FILE_MESSAGES,
  IMAGE_MIME_TYPES,
  IMAGE_SNIFF_BYTES,
  UNSUPPORTED_AUDIO_MESSAGE,
  storageQuotaMessage,
  UPLOAD_FIELD,
  uploadUrl,
  type IdentityClaims,
  type StorageUsage,
  type BeatGrid,
  type UploadedAudio,
  type UploadedImage,
  type UploadListItem,
} from '@blockbeat/contracts';
import { IMAGE_HEAD_BYTES, imagePixelProblem, TooLargeError, ValidationError, type IncomingFile } from '@blockbeat/service-kit';

export type { IncomingFile };
import type { NamedFiles as UploadFiles } from '@blockbeat/object-store';
import type { UploadRecord, UploadRepository } from '../data/upload-repository';
import { uploadNotFound } from '../../shared/errors';
import { isAudio, type BeatUseCases } from './beats';


/** A stored file (an upload, a logo): its storage name and the type it is served as. */
export interface StoredFile {
  storageName: string;
  mimeType: string;
}

export interface UploadDeps {
  uploads: UploadRepository;
  files: UploadFiles;
  /** What each user may keep (every upload row counts in full, imported ones too). */
  quotaBytes: number;
  /** Each audio upload's tempo and downbeat, analysed after it is stored. */
  beats: BeatUseCases;
}

const NAME_MAX = 200;

/** The name to show: its last path segment, without control characters, never empty. */
export function displayName(fileName: string, fallback = 'audio'): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const printable = Array.from(base).filter((c) => c >= ' ' && c !== '\u007f');
  return printable.slice(0, NAME_MAX).join('').trim() || fallback;
}

/** What an upload endpoint accepts: the type its first bytes must declare, and the words for a refusal. */
interface UploadKind {
  sniffBytes: number;
  /** The MIME type the bytes declare, or null when they are not of this kind. */
  mimeTypeOf: (head: Uint8Array) => string | null;
  refusal: string;
  /** Why a file of the right type is refused all the same by what its first bytes say, or null. */
  headProblem?: (head: Uint8Array) => string | null;
  unnamed: string;
}

const AUDIO: UploadKind = {
  sniffBytes: AUDIO_SNIFF_BYTES,
  mimeTypeOf: (head) => {
    const format = detectAudioFormat(head);
    return format && AUDIO_MIME_TYPES[format];
  },
  refusal: UNSUPPORTED_AUDIO_MESSAGE,
  unnamed: 'audio',
};

const IMAGE: UploadKind = {
  sniffBytes: Math.max(IMAGE_SNIFF_BYTES, IMAGE_HEAD_BYTES),
  headProblem: imagePixelProblem,
  mimeTypeOf: (head) => {
    const format = detectImageFormat(head);
    return format && IMAGE_MIME_TYPES[format];
  },
  refusal: IMAGE_FILE_MESSAGES.notImage,
  unnamed: 'image',
};

/** The 413 for an upload or import that does not fit in the quota. */
export function overQuota(what: 'upload' | 'import', usedBytes: number, quotaBytes: number): TooLargeError {
  return new TooLargeError(storageQuotaMessage(what, usedBytes, quotaBytes));
}

export function uploadUseCases({ uploads, files, quotaBytes, beats }: UploadDeps) {
  /** Removes the files no upload uses any more (one that is still used stays), then forgets them. */
  async function releaseUnused(storageNames: readonly string[]): Promise<void> {
    const unused = await uploads.unusedAmong(storageNames);
    await Promise.all(unused.map((name) => files.remove(name)));
    await uploads.forgetUnused(unused);
  }

  /**
   * Stores the file if its first bytes are of the kind asked for (the name and the declared type
   * prove nothing); anything else is refused as soon as those bytes arrive. So is a file that
   * outgrows the room left in the owner's quota; the quota is checked again, under the owner's
   * lock, when the row is written, so parallel uploads cannot overshoot it together.
   */
  async function store(identity: IdentityClaims, file: IncomingFile, kind: UploadKind): Promise<UploadRecord> {
    const detected: { mimeType?: string } = {};
    const usedBefore = await uploads.usedBytes(identity.sub);
    const saved = await files.save(file.stream, {
      headBytes: kind.sniffBytes,
      inspect: (head) => {
        const mimeType = kind.mimeTypeOf(head);
        if (!mimeType) throw new ValidationError({ [UPLOAD_FIELD]: kind.refusal });
        const problem = kind.headProblem?.(head);
        if (problem) throw new ValidationError({ [UPLOAD_FIELD]: problem });
        detected.mimeType = mimeType;
      },
      limit: { bytes: quotaBytes - usedBefore, error: () => overQuota('upload', usedBefore, quotaBytes) },
    });
    try {
      const upload = {
        userId: identity.sub,
        storageName: saved.storageName,
        originalName: displayName(file.originalName, kind.unnamed),
        mimeType: detected.mimeType!,
        sizeBytes: saved.size,
      };
      return await uploads.createWithinQuota(upload, (usedBytes) => {
        if (usedBytes + saved.size > quotaBytes) throw overQuota('upload', usedBytes, quotaBytes);
      });
    } catch (err) {
      await files.remove(saved.storageName);
      throw err;
    }
  }

  return {
    /** Audio for a block's music: MP3, WAV, M4A or OGG by its bytes. */
    async create(identity: IdentityClaims, file: IncomingFile): Promise<UploadedAudio> {
      return toUploaded(await store(identity, file, AUDIO));
    },

    /** Its beat, once the upload is answered for: found within a short wait, else 'pending' (the analysis goes on). */
    beatOf: (upload: UploadedAudio): Promise<BeatGrid> => beats.afterUpload(upload.id),

    /** A demo image or GIF for an exercise: PNG, JPEG, GIF or WebP by its bytes (never SVG), in the same quota as audio. */
    async createImage(identity: IdentityClaims, file: IncomingFile): Promise<UploadedImage> {
      return toUploaded(await store(identity, file, IMAGE));
    },

    /** The caller's uploads, oldest first, without where the files are. */
    async list(identity: IdentityClaims): Promise<UploadListItem[]> {
      const rows = await uploads.listByUser(identity.sub);
      const grids = await beats.forUploads(rows.filter((r) => isAudio(r.mimeType)).map((r) => r.id));
      return rows.map(({ id, originalName, mimeType, sizeBytes, createdAt }) => {
        const beat = grids.get(id);
        return { id, originalName, mimeType, size: sizeBytes, createdAt: createdAt.toISOString(), ...(beat && { beat }) };
      });
    },

    /** One of `ownerId`'s uploads, ready to serve. */
    async file(ownerId: string, id: string): Promise<StoredFile> {
      const upload = await uploads.findOwned(ownerId, id);
      if (!upload) throw uploadNotFound();
      return { storageName: upload.storageName, mimeType: upload.mimeType };
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

function toUploaded(record: UploadRecord): UploadedAudio & UploadedImage {
  return {
    id: record.id,
    url: uploadUrl(record.id),
    originalName: record.originalName,
    mimeType: record.mimeType,
    size: record.sizeBytes,
  };
}
