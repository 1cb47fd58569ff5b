import type { BeatGrid } from './beat';

/** 15 MiB: a few minutes of high-quality audio, well below what would strain the server's disk. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_FIELD = 'file';
/** Boundaries, part headers and the other parts a browser's FormData adds around one file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The answer to a file over `maxBytes`, the same from the gateway and from the service. */
export const fileTooLargeMessage = (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;
export const UNSUPPORTED_AUDIO_MESSAGE = 'Unsupported audio format. Supported formats: MP3, WAV, M4A, OGG';

export type AudioFormat = 'mp3' | 'wav' | 'm4a' | 'ogg';

export const AUDIO_MIME_TYPES: Record<AudioFormat, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
};

/** How many leading bytes detectAudioFormat needs. */
export const AUDIO_SNIFF_BYTES = 12;

/** ISO BMFF major brands of audio MP4 files and of the generic MP4 containers they ship in. */
const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'mp41', 'mp42', 'isom', 'iso2', 'dash']);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * MPEG audio frame header: 11 sync bits, then a version that is not "reserved" (01), a layer that
 * is not "reserved" (00: that is AAC's ADTS), a bitrate index that is not "bad" (1111) and a
 * sample-rate index that is not "reserved" (11).
 */
function isMpegFrame(b: Uint8Array): boolean {
  const [b0 = 0, b1 = 0, b2 = 0] = b;
  return b0 === 0xff && (b1 & 0xe0) === 0xe0 && ((b1 >> 3) & 3) !== 1 && ((b1 >> 1) & 3) !== 0 && b2 >> 4 !== 0xf && ((b2 >> 2) & 3) !== 3;
}

/**
 * The audio format the bytes themselves declare, or null: the file's name and the declared type
 * prove nothing. Works on the first AUDIO_SNIFF_BYTES bytes, in the browser and on the server.
 */
export function detectAudioFormat(head: Uint8Array): AudioFormat | null {
  if (ascii(head, 0, 3) === 'ID3' || isMpegFrame(head)) return 'mp3';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'wav';
  if (ascii(head, 0, 4) === 'OggS') return 'ogg';
  if (ascii(head, 4, 8) === 'ftyp' && MP4_AUDIO_BRANDS.has(ascii(head, 8, 12))) return 'm4a';
  return null;
}

/** POST /api/uploads answer. */
export interface UploadedAudio {
  id: string;
  url: string;
  originalName: string;
  mimeType: string;
  size: number;
  /** Its tempo and downbeat (issue 27): found within the upload's short wait, else 'pending' (GET /api/uploads/:id/beat later). */
  beat?: BeatGrid;
}

/** GET /api/uploads: one of the caller's uploads (audio and images, oldest first), to name it where its private URL must not be shown. */
export interface UploadListItem {
  id: string;
  originalName: string;
  mimeType: string;
  size: number;
  createdAt: string;
  /** Audio only: its tempo and downbeat (issue 27). */
  beat?: BeatGrid;
}

const UPLOAD_URL = /^\/api\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function uploadUrl(id: string): string {
  return `/api/uploads/${id}`;
}

/** The upload id in a block's musicUrl, or null when the music is not one of our uploads. */
export function uploadIdOf(musicUrl: string | null | undefined): string | null {
  return UPLOAD_URL.exec(musicUrl ?? '')?.[1]?.toLowerCase() ?? null;
}

/**
 * Uploads are private to their owner; a visitor playing a shared workout fetches its music
 * through the share instead. Other URLs are returned unchanged.
 */
export function sharedMusicUrl(shareToken: string, musicUrl: string): string {
  const id = uploadIdOf(musicUrl);
  return id ? `/api/shared/${shareToken}/uploads/${id}` : musicUrl;
}

/** The instructor's logo on a coaching client's page, through the client's link. */
export const clientLogoUrl = (clientToken: string): string => `/api/c/${clientToken}/logo`;

/** The same for a coaching client's page: through the client's link (`/c/{token}`). */
export function clientUploadUrl(clientToken: string, url: string): string {
  const id = uploadIdOf(url);
  return id ? `/api/c/${clientToken}/uploads/${id}` : url;
}
