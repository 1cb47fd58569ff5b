import { detectAudioFormat } from '@blockbeat/contracts';
import { ANALYSIS_RATE, ANALYSIS_SECONDS, type MonoAudio } from './analyse';

/*
 * Uploaded audio to mono Float32 at about ANALYSIS_RATE, only the first ANALYSIS_SECONDS: at most
 * ~4 MB of samples whatever the file. WAV by our own parser (PCM 8/16/24/32-bit, float 32/64,
 * WAVE_FORMAT_EXTENSIBLE); MP3 and Ogg Vorbis by the WebAssembly decoders of wasm-audio-decoders
 * (no native build), fed in slices and stopped once the excerpt is full. M4A (AAC) is not read:
 * no well-kept decoder without native code, so its beat is 'failed' and the user taps it.
 */

/** The file cannot be read for its beat (unsupported, damaged, or not what its first bytes say). */
export class UnreadableAudioError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableAudioError';
  }
}

const MAX_CHANNELS = 16;
const MIN_RATE = 4000;
const MAX_RATE = 384_000;
/** Compressed bytes handed to a decoder at once. */
const SLICE_BYTES = 64 * 1024;
/** A file that has given no audio by then is not what its first bytes say (garbage costs seconds to scan in full). */
const GIVE_UP_BYTES = 4 * SLICE_BYTES;

/** Collects downmixed samples, averaging each `factor` of them into one (a box low-pass before decimation). */
class MonoReducer {
  readonly factor: number;
  readonly out: Float32Array;
  private length = 0;
  private sum = 0;
  private summed = 0;

  constructor(
    readonly sourceRate: number,
    maxSeconds: number,
  ) {
    this.factor = Math.max(1, Math.round(sourceRate / ANALYSIS_RATE));
    this.out = new Float32Array(Math.ceil((maxSeconds * sourceRate) / this.factor));
  }

  get full(): boolean {
    return this.length >= this.out.length;
  }

  push(sample: number): void {
    this.sum += sample;
    if (++this.summed < this.factor) return;
    if (this.length < this.out.length) this.out[this.length++] = this.sum / this.factor;
    this.sum = 0;
    this.summed = 0;
  }

  pushChannels(channels: Float32Array[], count: number): void {
    const scale = 1 / channels.length;
    for (let i = 0; i < count && !this.full; i++) {
      let mixed = 0;
      for (const channel of channels) mixed += channel[i]!;
      this.push(mixed * scale);
    }
  }

  result(): MonoAudio {
    return { samples: this.out.subarray(0, this.length), sampleRate: this.sourceRate / this.factor };
  }
}

export async function decodeMono(bytes: Uint8Array, maxSeconds = ANALYSIS_SECONDS): Promise<MonoAudio> {
  switch (detectAudioFormat(bytes.subarray(0, 12))) {
    case 'wav':
      return decodeWav(bytes, maxSeconds);
    case 'mp3':
      return decodeMp3(bytes, maxSeconds);
    case 'ogg':
      return decodeOgg(bytes, maxSeconds);
    case 'm4a':
      throw new UnreadableAudioError('M4A (AAC) is not decoded for beat analysis');
    default:
      throw new UnreadableAudioError('not a supported audio format');
  }
}

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

/** RIFF/WAVE: the 'fmt ' and 'data' chunks; a data size of 0 or past the end (a stream's header) means "to the end". */
export function decodeWav(bytes: Uint8Array, maxSeconds = ANALYSIS_SECONDS): MonoAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: { code: number; channels: number; rate: number; bits: number; blockAlign: number } | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) throw new UnreadableAudioError('WAV format chunk is too short');
      let code = view.getUint16(body, true);
      if (code === 0xfffe && size >= 40 && body + 26 <= bytes.length) code = view.getUint16(body + 24, true);
      format = { code, channels: view.getUint16(body + 2, true), rate: view.getUint32(body + 4, true), blockAlign: view.getUint16(body + 12, true), bits: view.getUint16(body + 14, true) };
    } else if (id === 'data') {
      if (!format) throw new UnreadableAudioError('WAV data before its format');
      const end = size === 0 || body + size > bytes.length ? bytes.length : body + size;
      return wavSamples(view, body, end, format, maxSeconds);
    }
    offset = body + size + (size % 2);
  }
  throw new UnreadableAudioError('WAV without audio data');
}

function wavSamples(view: DataView, start: number, end: number, format: { code: number; channels: number; rate: number; bits: number; blockAlign: number }, maxSeconds: number): MonoAudio {
  const { code, channels, rate, bits, blockAlign } = format;
  if (channels < 1 || channels > MAX_CHANNELS) throw new UnreadableAudioError(`WAV with ${channels} channels`);
  if (rate < MIN_RATE || rate > MAX_RATE) throw new UnreadableAudioError(`WAV at ${rate} Hz`);
  const read = sampleReader(code, bits);
  const bytesPerSample = bits / 8;
  if (blockAlign < channels * bytesPerSample) throw new UnreadableAudioError('WAV block alignment is too small');
  const reducer = new MonoReducer(rate, maxSeconds);
  const frames = Math.floor((end - start) / blockAlign);
  const scale = 1 / channels;
  for (let f = 0; f < frames && !reducer.full; f++) {
    const at = start + f * blockAlign;
    let mixed = 0;
    for (let c = 0; c < channels; c++) mixed += read(view, at + c * bytesPerSample);
    reducer.push(mixed * scale);
  }
  return reducer.result();
}

function sampleReader(code: number, bits: number): (view: DataView, at: number) => number {
  if (code === 1) {
    switch (bits) {
      case 8:
        return (v, at) => (v.getUint8(at) - 128) / 128;
      case 16:
        return (v, at) => v.getInt16(at, true) / 32768;
      case 24:
        return (v, at) => ((v.getUint8(at) | (v.getUint8(at + 1) << 8) | (v.getInt8(at + 2) << 16)) >> 0) / 8388608;
      case 32:
        return (v, at) => v.getInt32(at, true) / 2147483648;
    }
  }
  if (code === 3 && bits === 32) return (v, at) => clampSample(v.getFloat32(at, true));
  if (code === 3 && bits === 64) return (v, at) => clampSample(v.getFloat64(at, true));
  throw new UnreadableAudioError(`WAV encoding ${code} at ${bits} bits`);
}

/** Float WAVs may hold anything, NaN included: nothing past full scale reaches the analysis. */
const clampSample = (x: number) => (x > 1 ? 1 : x < -1 ? -1 : x === x ? x : 0);

interface DecodedSlice {
  channelData: Float32Array[];
  samplesDecoded: number;
  sampleRate: number;
}

interface SliceDecoder {
  ready: Promise<void>;
  decode(slice: Uint8Array): DecodedSlice | Promise<DecodedSlice>;
  free(): void;
}

async function decodeInSlices(decoder: SliceDecoder, bytes: Uint8Array, maxSeconds: number, what: string): Promise<MonoAudio> {
  await decoder.ready;
  let reducer: MonoReducer | null = null;
  try {
    for (let at = 0; at < bytes.length && !reducer?.full; at += SLICE_BYTES) {
      if (!reducer && at >= GIVE_UP_BYTES) break;
      const { channelData, samplesDecoded, sampleRate } = await decoder.decode(bytes.subarray(at, at + SLICE_BYTES));
      if (samplesDecoded === 0 || channelData.length === 0) continue;
      if (sampleRate < MIN_RATE || sampleRate > MAX_RATE) throw new UnreadableAudioError(`${what} at ${sampleRate} Hz`);
      reducer ??= new MonoReducer(sampleRate, maxSeconds);
      reducer.pushChannels(channelData.slice(0, MAX_CHANNELS), samplesDecoded);
    }
  } finally {
    decoder.free();
  }
  if (!reducer) throw new UnreadableAudioError(`no ${what} audio could be decoded`);
  return reducer.result();
}

async function decodeMp3(bytes: Uint8Array, maxSeconds: number): Promise<MonoAudio> {
  const { MPEGDecoder } = await import('mpg123-decoder');
  const decoder = new MPEGDecoder();
  return decodeInSlices({ ready: decoder.ready, decode: (slice) => quietly(() => decoder.decode(slice)), free: () => decoder.free() }, bytes, maxSeconds, 'MP3');
}

/** mpg123-decoder prints every damaged frame with console.error; they come back in its result too, so they are not printed (its decode is synchronous). */
function quietly<T>(run: () => T): T {
  const print = console.error;
  console.error = () => undefined;
  try {
    return run();
  } finally {
    console.error = print;
  }
}

async function decodeOgg(bytes: Uint8Array, maxSeconds: number): Promise<MonoAudio> {
  const { OggVorbisDecoder } = await import('@wasm-audio-decoders/ogg-vorbis');
  return decodeInSlices(new OggVorbisDecoder(), bytes, maxSeconds, 'Ogg Vorbis');
}
