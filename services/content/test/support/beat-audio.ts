/*
 * Generated audio with a known beat (issue 27): drum patterns and click tracks at known tempos and
 * first downbeats, with noise, and audio with no beat at all (white noise, silence, speech-like
 * bursts). Deterministic: every fixture comes from its own seed.
 */

/** Read once: a global looked up in a hot loop is slow inside a vm context (jest's), where these also run. */
const math = Math;

export const FIXTURE_RATE = 22050;

/** A small seeded generator (mulberry32), so a fixture is the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BeatFixture {
  name: string;
  /** null: no steady beat to find. */
  bpm: number | null;
  downbeatMs: number | null;
  render(): Float32Array;
}

interface PatternOptions {
  bpm: number;
  /** Time of the first downbeat, in seconds. */
  downbeat: number;
  seconds: number;
  seed: number;
  /** Beats of a bar played before the first downbeat (a pickup), 0–3. */
  pickup?: number;
  /** White noise level (RMS, full scale 1). */
  noise?: number;
  /** Off-beat hi-hat level relative to the snare (0–1); they tempt a detector into doubling. */
  hats?: number;
  /** Extra weight of beat 1 of each bar. */
  accent?: number;
}

/** Adds `hit(t)` (t in seconds from its start, for `length` seconds) at time `at`. */
function add(out: Float32Array, rate: number, at: number, length: number, hit: (t: number, i: number) => number): void {
  const start = math.round(at * rate);
  const end = math.min(out.length, start + math.round(length * rate));
  for (let i = math.max(0, start); i < end; i++) out[i]! += hit((i - start) / rate, i - start);
}

function kick(out: Float32Array, rate: number, at: number, gain: number): void {
  let phase = 0;
  add(out, rate, at, 0.25, (t) => {
    phase += (2 * math.PI * (50 + 90 * math.exp(-t * 30))) / rate;
    return gain * math.sin(phase) * math.exp(-t * 14);
  });
}

function snare(out: Float32Array, rate: number, at: number, gain: number, random: () => number): void {
  add(out, rate, at, 0.2, (t) => gain * (0.7 * (random() * 2 - 1) + 0.4 * math.sin(2 * math.PI * 190 * t)) * math.exp(-t * 22));
}

function hat(out: Float32Array, rate: number, at: number, gain: number, random: () => number): void {
  let last = 0;
  add(out, rate, at, 0.06, (t) => {
    const white = random() * 2 - 1;
    const high = white - last;
    last = white;
    return gain * high * math.exp(-t * 70);
  });
}

function whiteNoise(out: Float32Array, level: number, random: () => number): void {
  // Uniform noise of RMS `level`.
  const amplitude = level * math.sqrt(3);
  for (let i = 0; i < out.length; i++) out[i]! += amplitude * (random() * 2 - 1);
}

/** Kick on 1 and 3, snare on 2 and 4, hi-hats on the off-beats, beat 1 accented; a bass note on the one. */
export function drumPattern({ bpm, downbeat, seconds, seed, pickup = 0, noise = 0, hats = 0.5, accent = 0.35 }: PatternOptions): Float32Array {
  const rate = FIXTURE_RATE;
  const out = new Float32Array(math.round(seconds * rate));
  const random = seeded(seed);
  const beat = 60 / bpm;
  for (let n = -pickup; downbeat + n * beat < seconds; n++) {
    const at = downbeat + n * beat;
    const inBar = ((n % 4) + 4) % 4;
    if (inBar === 0 || inBar === 2) kick(out, rate, at, inBar === 0 ? 0.6 * (1 + accent) : 0.6);
    else snare(out, rate, at, 0.45, random);
    if (inBar === 0) add(out, rate, at, 0.4, (t) => 0.25 * accent * math.sin(2 * math.PI * 110 * t) * math.exp(-t * 6));
    if (hats > 0) hat(out, rate, at + beat / 2, 0.45 * hats, random);
  }
  if (noise > 0) whiteNoise(out, noise, random);
  return out;
}

/** A metronome: a high click on the one, lower ones on the other beats. */
export function clickTrack({ bpm, downbeat, seconds, seed, pickup = 0, noise = 0 }: PatternOptions): Float32Array {
  const rate = FIXTURE_RATE;
  const out = new Float32Array(math.round(seconds * rate));
  const beat = 60 / bpm;
  for (let n = -pickup; downbeat + n * beat < seconds; n++) {
    const one = (((n % 4) + 4) % 4) === 0;
    add(out, rate, downbeat + n * beat, 0.04, (t) => (one ? 0.7 : 0.4) * math.sin(2 * math.PI * (one ? 1760 : 880) * t) * math.exp(-t * 90));
  }
  if (noise > 0) whiteNoise(out, noise, seeded(seed));
  return out;
}

/** Syllable-like bursts of buzz and noise at irregular times, in phrases with pauses: speech without words. */
export function speechLike(seconds: number, seed: number): Float32Array {
  const rate = FIXTURE_RATE;
  const out = new Float32Array(math.round(seconds * rate));
  const random = seeded(seed);
  let at = 0.2 + random() * 0.5;
  while (at < seconds) {
    const syllables = 3 + math.floor(random() * 9);
    for (let s = 0; s < syllables && at < seconds; s++) {
      const length = 0.08 + random() * 0.25;
      const pitch = 100 + random() * 120;
      const voiced = random() < 0.75;
      add(out, rate, at, length, (t) => {
        const envelope = math.sin((math.PI * t) / length) ** 2;
        const buzz = voiced ? math.sign(math.sin(2 * math.PI * pitch * t)) * 0.3 + 0.2 * math.sin(2 * math.PI * (500 + pitch * 3) * t) : 0;
        return 0.4 * envelope * (buzz + 0.25 * (random() * 2 - 1));
      });
      at += length + 0.03 + random() * 0.2;
    }
    at += 0.3 + random() * 0.9;
  }
  return out;
}

export function noiseOnly(seconds: number, seed: number, level = 0.2): Float32Array {
  const out = new Float32Array(math.round(seconds * FIXTURE_RATE));
  whiteNoise(out, level, seeded(seed));
  return out;
}

export function silence(seconds: number): Float32Array {
  return new Float32Array(math.round(seconds * FIXTURE_RATE));
}

/**
 * The fixtures of the accuracy test and bench: tempos spread over 60–180 BPM, first downbeats
 * from 0 to 2 s (some after a pickup), noise from none to loud, off-beat hats from soft to as loud
 * as the snare; then audio with no beat. `smoke`: a few of each.
 */
export function beatFixtures({ smoke = false, seconds = 30, seed: setSeed = 27 } = {}): BeatFixture[] {
  const fixtures: BeatFixture[] = [];
  const random = seeded(setSeed);
  const count = smoke ? 8 : 40;
  for (let i = 0; i < count; i++) {
    const bpm = math.round((60 + (120 * i) / (count - 1) + (random() - 0.5) * 2) * 10) / 10;
    const downbeat = math.round(random() * 2000) / 1000;
    const seed = setSeed * 1000 + i;
    const pickup = i % 5 === 2 ? 2 : 0;
    const noise = [0, 0.01, 0.03, 0.06][i % 4]!;
    const options: PatternOptions = { bpm, downbeat: math.max(downbeat, pickup * (60 / bpm)), seconds, seed, pickup, noise, hats: [0.3, 0.6, 0.9][i % 3]! };
    const click = i % 6 === 5;
    fixtures.push({
      name: `${click ? 'clicks' : 'drums'} ${bpm} BPM, downbeat ${math.round(options.downbeat * 1000)} ms${pickup ? ' after a pickup' : ''}, noise ${noise}${click ? '' : `, hats ${options.hats}`}`,
      bpm,
      downbeatMs: math.round(options.downbeat * 1000),
      render: () => (click ? clickTrack(options) : drumPattern(options)),
    });
  }
  const noBeat: Array<[string, () => Float32Array]> = [
    ['white noise', () => noiseOnly(seconds, 1)],
    ['quiet white noise', () => noiseOnly(seconds, 2, 0.02)],
    ['silence', () => silence(seconds)],
    ['speech-like bursts', () => speechLike(seconds, 3)],
    ['speech-like bursts over noise', () => {
      const out = speechLike(seconds, 4);
      whiteNoise(out, 0.02, seeded(5));
      return out;
    }],
    ['more speech-like bursts', () => speechLike(seconds, 6)],
  ];
  for (const [name, render] of smoke ? noBeat.slice(0, 3) : noBeat) fixtures.push({ name, bpm: null, downbeatMs: null, render });
  return fixtures;
}

export interface WavOptions {
  bits?: 8 | 16 | 24 | 32;
  float?: boolean;
  channels?: 1 | 2;
}

/** A RIFF/WAVE file of `samples` (mono, copied to every channel). */
export function encodeWav(samples: Float32Array, rate = FIXTURE_RATE, { bits = 16, float = false, channels = 1 }: WavOptions = {}): Buffer {
  const bytesPerSample = bits / 8;
  const dataBytes = samples.length * channels * bytesPerSample;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVEfmt ', 8, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(float ? 3 : 1, 20);
  out.writeUInt16LE(channels, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * channels * bytesPerSample, 28);
  out.writeUInt16LE(channels * bytesPerSample, 32);
  out.writeUInt16LE(bits, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(dataBytes, 40);
  let at = 44;
  for (const raw of samples) {
    const x = math.max(-1, math.min(1, raw));
    for (let c = 0; c < channels; c++, at += bytesPerSample) {
      if (float) out.writeFloatLE(x, at);
      else if (bits === 8) out.writeUInt8(math.round(x * 127) + 128, at);
      else if (bits === 16) out.writeInt16LE(math.round(x * 32767), at);
      else if (bits === 24) out.writeIntLE(math.round(x * 8388607), at, 3);
      else out.writeInt32LE(math.round(x * 2147483647), at);
    }
  }
  return out;
}

/** An MP3 of `samples` (mono, 128 kbit/s) by lamejs, a pure-JavaScript LAME. */
export async function encodeMp3(samples: Float32Array, rate = FIXTURE_RATE): Promise<Buffer> {
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const encoder = new Mp3Encoder(1, rate, 128);
  const pcm = Int16Array.from(samples, (x) => math.round(math.max(-1, math.min(1, x)) * 32767));
  const chunks: Buffer[] = [];
  const keep = (data: Uint8Array | Int8Array) => {
    if (data.length > 0) chunks.push(Buffer.from(data.buffer, data.byteOffset, data.length));
  };
  for (let i = 0; i < pcm.length; i += 1152) keep(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  keep(encoder.flush());
  return Buffer.concat(chunks);
}
