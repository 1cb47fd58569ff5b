/**
 * The click track's 8-count voice (issue 27, item 6): "one" to "eight" spoken by espeak-ng
 * (Debian's espeak-ng package), each trimmed to its first sound and placed at the start of its own
 * 400 ms slot, in one 11,025 Hz mono 16-bit WAV. The player plays slot n at beat n of a phrase of
 * eight, so a word starts exactly on its beat. WAV, not MP3: an MP3 encoder's start padding would
 * put every word late by its priming samples. Run from the repository root:
 *
 *   npx tsx scripts/make-count-voice.ts [output.wav]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const RATE = 11_025;
const SLOT_S = 0.4;
/** Of 32,767: where a word's first sound starts. */
const THRESHOLD = 800;
const OUT = process.argv[2] ?? path.join('mf-player', 'src', 'shared', 'player', 'beat', 'count-voice.wav');

/** A 16-bit mono WAV's rate and samples. */
function readWav(file: string): { rate: number; samples: Int16Array } {
  const bytes = fs.readFileSync(file);
  const data = bytes.indexOf('data', 12, 'ascii');
  const length = bytes.readUInt32LE(data + 4) / 2;
  const samples = new Int16Array(length);
  for (let i = 0; i < length; i += 1) samples[i] = bytes.readInt16LE(data + 8 + i * 2);
  return { rate: bytes.readUInt32LE(24), samples };
}

/** One word in its slot: from its first sound, faded out over 10 ms, padded with silence. */
function spoken(word: string, folder: string): number[] {
  const file = path.join(folder, `${word}.wav`);
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '300', '-a', '190', '-w', file, word]);
  const { rate, samples: raw } = readWav(file);
  if (rate !== 2 * RATE) throw new Error(`espeak-ng wrote ${rate} Hz; this script halves 22,050 Hz`);
  // Half the rate: the mean of each pair, a low-pass enough for a voice.
  const samples: number[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) samples.push(Math.floor((raw[i]! + raw[i + 1]!) / 2));
  const first = samples.findIndex((v) => Math.abs(v) > THRESHOLD);
  const last = samples.length - 1 - [...samples].reverse().findIndex((v) => Math.abs(v) > THRESHOLD);
  const heard = samples.slice(first, last + Math.round(0.01 * RATE));
  const fade = Math.round(0.01 * RATE);
  for (let i = 0; i < fade; i += 1) heard[heard.length - fade + i] = Math.trunc(heard[heard.length - fade + i]! * (1 - i / fade));
  const slot = Math.round(SLOT_S * RATE);
  return [...heard.slice(0, slot), ...new Array<number>(Math.max(0, slot - heard.length)).fill(0)];
}

function writeWav(file: string, samples: number[]): void {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(v, i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  fs.writeFileSync(file, Buffer.concat([header, data]));
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'count-voice-'));
try {
  const samples = WORDS.flatMap((word) => spoken(word, folder));
  const gain = 30_000 / Math.max(...samples.map(Math.abs));
  writeWav(OUT, samples.map((v) => Math.trunc(v * gain)));
  console.log(`${OUT}: ${(samples.length / RATE).toFixed(1)} s, ${fs.statSync(OUT).size} bytes`);
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}
