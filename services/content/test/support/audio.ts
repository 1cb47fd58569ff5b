import type { UploadedAudio } from '@blockbeat/contracts';
import type { JsonResponse } from '@blockbeat/service-kit/testing';
import type { Caller, ContentService } from './content-service';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

/** The first bytes of a real file of each kind, as its format defines them. */
export const AUDIO_HEADERS = {
  'MP3 with an ID3 tag': Buffer.concat([ascii('ID3'), Buffer.from([4, 0, 0, 0, 0, 0x0f, 0x76])]),
  'MP3 starting with an MPEG frame': Buffer.from([0xff, 0xfb, 0x90, 0x64, 0x00]),
  WAV: Buffer.concat([ascii('RIFF'), u32le(1000), ascii('WAVEfmt '), u32le(16)]),
  M4A: Buffer.concat([Buffer.from([0, 0, 0, 0x20]), ascii('ftypM4A '), Buffer.from([0, 0, 0, 0]), ascii('M4A mp42isom')]),
  'MP4 audio (mp42 brand)': Buffer.concat([Buffer.from([0, 0, 0, 0x18]), ascii('ftypmp42'), Buffer.from([0, 0, 0, 0]), ascii('isom')]),
  OGG: Buffer.concat([ascii('OggS'), Buffer.from([0, 2, 0, 0, 0, 0, 0, 0, 0, 0])]),
} as const;

/** A file of `size` bytes that starts with `header`, the rest a recognisable pattern. */
export function audioFile(header: Buffer, size = 512): Buffer {
  const body = Buffer.alloc(Math.max(0, size - header.length), 0);
  for (let i = 0; i < body.length; i++) body[i] = (i * 7) % 251;
  return Buffer.concat([header, body]);
}

export const mp3 = (size?: number) => audioFile(AUDIO_HEADERS['MP3 with an ID3 tag'], size);

export interface UploadOptions {
  fileName?: string;
  field?: string;
  /** The type the browser declares (the service goes by the bytes). */
  type?: string;
  /** More files in the same form, as [field, bytes, name]. */
  extra?: Array<[string, Buffer, string]>;
  /** Where to post the form; /api/uploads unless told. */
  path?: string;
  /** Aborts the request, as a browser or the gateway giving up would. */
  signal?: AbortSignal;
}

/** POST /api/uploads (or `path`) as a browser's FormData would send it. */
export async function upload<T = UploadedAudio>(
  service: ContentService,
  who: Caller | null,
  bytes: Buffer,
  { fileName = 'song.mp3', field = 'file', type = 'audio/mpeg', extra = [], path = '/api/uploads', signal }: UploadOptions = {},
): Promise<JsonResponse<T>> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  for (const [name, content, file] of extra) form.append(name, new Blob([new Uint8Array(content)]), file);
  const headers: Record<string, string> = who ? { authorization: `Bearer ${await who.token()}` } : {};
  const res = await fetch(`${service.url}${path}`, { method: 'POST', body: form, headers, signal });
  const text = await res.text();
  const isJson = res.headers.get('content-type')?.includes('application/json') ?? false;
  return { status: res.status, text, body: (isJson ? JSON.parse(text) : undefined) as T };
}

/** GET a file's raw bytes (an upload, or a shared workout's music). */
export async function download(service: ContentService, path: string, who?: Caller | null, headers: Record<string, string> = {}) {
  const auth: Record<string, string> = who ? { authorization: `Bearer ${await who.token()}` } : {};
  const res = await fetch(`${service.url}${path}`, { headers: { ...auth, ...headers } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
