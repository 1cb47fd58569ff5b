import fs from 'node:fs';
import { waitFor } from '@testing-library/react';
import path from 'node:path';
import { BeepScheduler } from '../src/shared/player/audio/beeps';
import { CLICK_SOUNDS } from '../src/shared/player/beat/clickTrack';
import { COUNT_SLOT_S, countOffsetS } from '../src/shared/player/beat/countVoice';
import type { CountSound } from '../src/shared/player/model/cueSounds';

const WAV = path.join(__dirname, '../src/shared/player/beat/count-voice.wav');

/** The file's PCM as numbers from -1 to 1, and its rate (a plain 16-bit mono WAV). */
function readWav(file: string): { rate: number; samples: Float32Array } {
  const bytes = fs.readFileSync(file);
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
  const channels = bytes.readUInt16LE(22);
  const rate = bytes.readUInt32LE(24);
  const bits = bytes.readUInt16LE(34);
  expect([channels, bits]).toEqual([1, 16]);
  const dataAt = bytes.indexOf('data', 36, 'ascii');
  const length = bytes.readUInt32LE(dataAt + 4) / 2;
  const samples = new Float32Array(length);
  for (let i = 0; i < length; i += 1) samples[i] = bytes.readInt16LE(dataAt + 8 + i * 2) / 32768;
  return { rate, samples };
}

const loudest = (samples: Float32Array, from: number, to: number) => samples.subarray(from, to).reduce((max, v) => Math.max(max, Math.abs(v)), 0);

describe('the 8-count voice file', () => {
  test('when count n is played from its slot, then its word starts within 5 ms of the slot (on the beat) and has ended before the next slot', () => {
    const { rate, samples } = readWav(WAV);
    expect(samples.length / rate).toBeCloseTo(8 * COUNT_SLOT_S, 3);
    for (let count = 1; count <= 8; count += 1) {
      const start = Math.round(countOffsetS(count) * rate);
      const slot = Math.round(COUNT_SLOT_S * rate);
      expect(loudest(samples, start, start + Math.round(0.005 * rate))).toBeGreaterThan(0.02);
      // The word is heard (not a click), and the slot's last 100 ms are silent.
      expect(loudest(samples, start, start + slot)).toBeGreaterThan(0.5);
      expect(loudest(samples, start + slot - Math.round(0.1 * rate), start + slot)).toBeLessThan(0.005);
    }
  });
});

/** What the scheduler asked of the audio graph. */
function fakeAudio() {
  const started: Array<{ kind: 'tone' | 'count'; when: number; offset?: number; duration?: number; frequencyHz?: number }> = [];
  const param = () => ({ value: 0, setValueAtTime() {}, linearRampToValueAtTime() {} });
  const node = () => ({ connect() {}, disconnect() {}, gain: param() });
  let decoded = 0;
  const ctx = {
    currentTime: 10,
    state: 'running',
    destination: {},
    createGain: node,
    createOscillator() {
      const osc = { ...node(), type: 'sine', frequency: param(), onended: null, stop() {}, start: (when: number) => started.push({ kind: 'tone', when, frequencyHz: osc.frequency.value }) };
      return osc;
    },
    createBufferSource: () => ({ ...node(), buffer: null, onended: null, stop() {}, start: (when: number, offset: number, duration: number) => started.push({ kind: 'count', when, offset, duration }) }),
    decodeAudioData: async (bytes: ArrayBuffer) => {
      decoded += bytes.byteLength;
      return { duration: 3.2 };
    },
    resume: async () => undefined,
    close: async () => undefined,
  };
  return { ctx: ctx as unknown as AudioContext, started, decodedBytes: () => decoded };
}

/** fetch's answer as the scheduler reads it (jsdom has no fetch of its own). */
const answer = (status: number, bytes: Buffer = Buffer.alloc(0)) =>
  jest.fn(async () => ({ ok: status === 200, status, arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) })) as unknown as typeof fetch;

const three: CountSound = { count: 3, durationS: 0.3, gain: 0.8, fallback: CLICK_SOUNDS.beat };

describe('spoken counts on the audio clock', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  test('when the voice is loaded, then count 3 plays its own slot of the file at the exact audio time, cut to its duration', async () => {
    const audio = fakeAudio();
    global.fetch = answer(200, fs.readFileSync(WAV));
    const beeps = new BeepScheduler(() => audio.ctx);
    beeps.unlock();
    beeps.loadCountVoice('/remotes/mf-player/count-voice.wav');
    await waitFor(() => expect(audio.decodedBytes()).toBe(fs.statSync(WAV).size));
    beeps.soundAt(12.5, three);
    expect(audio.started).toEqual([{ kind: 'count', when: 12.5, offset: 2 * COUNT_SLOT_S, duration: 0.3 }]);
  });

  test('when the voice is not in yet, or cannot be read, then the count ticks instead (never silence), and a later load is tried again', async () => {
    const audio = fakeAudio();
    global.fetch = answer(503);
    const beeps = new BeepScheduler(() => audio.ctx);
    beeps.unlock();
    beeps.soundAt(11, three);
    beeps.loadCountVoice('/remotes/mf-player/count-voice.wav');
    await new Promise((resolve) => setTimeout(resolve, 100));
    beeps.soundAt(12, three);
    expect(audio.started).toEqual([
      { kind: 'tone', when: 11, frequencyHz: CLICK_SOUNDS.beat.frequencyHz },
      { kind: 'tone', when: 12, frequencyHz: CLICK_SOUNDS.beat.frequencyHz },
    ]);
    global.fetch = answer(200, fs.readFileSync(WAV));
    beeps.loadCountVoice('/remotes/mf-player/count-voice.wav');
    await waitFor(() => expect(audio.decodedBytes()).toBeGreaterThan(0));
    beeps.soundAt(13, three);
    expect(audio.started.at(-1)).toMatchObject({ kind: 'count', when: 13 });
  });
});
