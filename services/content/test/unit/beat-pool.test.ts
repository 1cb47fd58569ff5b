import { createBeatPool, type PoolOutcome } from '../../src/uploads/domain/beat/beat-pool';
import { drumPattern, encodeWav } from '../support/beat-audio';

// The pool's worker threads load the analyser through tsx (beat-worker.mjs), as in production.
jest.setTimeout(120_000);

/** Found, within the issue's ±0.5 BPM. */
function expectTempo(outcome: PoolOutcome, bpm: number): void {
  expect(outcome.status).toBe('found');
  expect(Math.abs(('bpm' in outcome ? outcome.bpm! : 0) - bpm)).toBeLessThanOrEqual(0.5);
}

const track = (bpm: number) => new Uint8Array(encodeWav(drumPattern({ bpm, downbeat: 0.2, seconds: 20, seed: bpm, noise: 0.01 })));

test('when an analysis runs past its run limit, then its worker is ended and the answer is too-slow; the next file is analysed by a new worker', async () => {
  const strict = createBeatPool({ runLimitMs: 1 });
  try {
    expect(await strict.analyse('alice', track(120))).toEqual({ status: 'too-slow' });
  } finally {
    await strict.close();
  }
  const pool = createBeatPool();
  try {
    expectTempo(await pool.analyse('alice', track(120)), 120);
  } finally {
    await pool.close();
  }
});

test('when one account sends more files than its share, then the extra one is put off (later), and another account is still served', async () => {
  const pool = createBeatPool({ perCaller: 1 });
  try {
    const [first, second, other] = await Promise.all([pool.analyse('alice', track(100)), pool.analyse('alice', track(110)), pool.analyse('bob', track(130))]);
    expectTempo(first, 100);
    expect(second).toEqual({ status: 'later' });
    expectTempo(other, 130);
  } finally {
    await pool.close();
  }
});

test('when the bytes are not audio, then the worker answers failed and stays usable', async () => {
  const pool = createBeatPool();
  try {
    expect(await pool.analyse('alice', new Uint8Array(Buffer.from('RIFF\0\0\0\0WAVEjunk')))).toEqual({ status: 'failed' });
    expectTempo(await pool.analyse('alice', track(90)), 90);
  } finally {
    await pool.close();
  }
});
