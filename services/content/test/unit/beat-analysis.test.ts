import { analyseBeat, ANALYSIS_SECONDS } from '../../src/uploads/domain/beat/analyse';
import { decodeMono, decodeWav, UnreadableAudioError } from '../../src/uploads/domain/beat/decode';
import { AUDIO_HEADERS, audioFile } from '../support/audio';
import { beatFixtures, drumPattern, encodeMp3, encodeWav, FIXTURE_RATE, type BeatFixture } from '../support/beat-audio';

// The bar: tempo within ±0.5 BPM and downbeat within ±20 ms on at least 90 % of the
// fixtures, the octave right on at least 95 %, and never a tempo for audio without a beat.
const TEMPO_TOLERANCE_BPM = 0.5;
const DOWNBEAT_TOLERANCE_MS = 20;

interface Outcome {
  fixture: BeatFixture;
  bpm: number | null;
  downbeatMs: number | null;
  status: string;
}

function analyseFixtures(fixtures: BeatFixture[]): Outcome[] {
  return fixtures.map((fixture) => {
    const result = analyseBeat(decodeWav(encodeWav(fixture.render())));
    return { fixture, bpm: result.bpm, downbeatMs: result.downbeatMs, status: result.status };
  });
}

const describeMiss = ({ fixture, bpm, downbeatMs, status }: Outcome) => `${fixture.name}: ${status} ${bpm ?? '-'} BPM, downbeat ${downbeatMs ?? '-'} ms`;

describe('beat analysis of generated audio', () => {
  const fixtures = beatFixtures();
  let outcomes: Outcome[] = [];

  beforeAll(() => {
    outcomes = analyseFixtures(fixtures);
  }, 180_000);

  test('when drum patterns and click tracks at 60–180 BPM are analysed, then at least 90 % have the tempo within ±0.5 BPM and the first downbeat within ±20 ms', () => {
    const music = outcomes.filter((o) => o.fixture.bpm !== null);
    expect(music.length).toBeGreaterThanOrEqual(40);
    const misses = music.filter(
      (o) => o.bpm === null || Math.abs(o.bpm - o.fixture.bpm!) > TEMPO_TOLERANCE_BPM || o.downbeatMs === null || Math.abs(o.downbeatMs - o.fixture.downbeatMs!) > DOWNBEAT_TOLERANCE_MS,
    );
    // Lists the misses when there are too many.
    expect(misses.length <= music.length * 0.1 ? [] : misses.map(describeMiss)).toEqual([]);
  });

  test('when the same fixtures are analysed, then the octave is right (not half or double) on at least 95 %', () => {
    const music = outcomes.filter((o) => o.fixture.bpm !== null);
    const wrongOctave = music.filter((o) => o.bpm === null || Math.abs(o.bpm / o.fixture.bpm! - 1) > 0.05);
    expect(wrongOctave.length <= music.length * 0.05 ? [] : wrongOctave.map(describeMiss)).toEqual([]);
  });

  test('when white noise, silence or speech-like bursts are analysed, then every one is "no steady beat" without a tempo', () => {
    const noBeat = outcomes.filter((o) => o.fixture.bpm === null);
    expect(noBeat.map((o) => o.fixture.name)).toEqual(expect.arrayContaining(['white noise', 'silence', 'speech-like bursts']));
    expect(noBeat.map((o) => [o.fixture.name, o.status, o.bpm])).toEqual(noBeat.map((o) => [o.fixture.name, 'none', null]));
  });
});

describe('decoding for beat analysis', () => {
  const pattern = drumPattern({ bpm: 124, downbeat: 0.3, seconds: 12, seed: 7, noise: 0.01 });

  test.each([
    ['8-bit', { bits: 8 as const }],
    ['24-bit stereo', { bits: 24 as const, channels: 2 as const }],
    ['32-bit integer', { bits: 32 as const }],
    ['32-bit float stereo', { bits: 32 as const, float: true, channels: 2 as const }],
  ])('when the WAV is %s, then the tempo and downbeat are those of the 16-bit file', (_name, options) => {
    const reference = analyseBeat(decodeWav(encodeWav(pattern)));
    const result = analyseBeat(decodeWav(encodeWav(pattern, FIXTURE_RATE, options)));
    expect(reference).toMatchObject({ status: 'found', bpm: 124 });
    expect(result.bpm).toBeCloseTo(reference.bpm!, 1);
    expect(Math.abs(result.downbeatMs! - reference.downbeatMs!)).toBeLessThanOrEqual(5);
  });

  test('when an MP3 (lamejs, no gapless tag) is analysed, then the tempo is right and the downbeat is where a player plays it: after the encoder and decoder delay of 1105 samples', async () => {
    const mp3 = await encodeMp3(pattern);
    const audio = await decodeMono(mp3);
    const result = analyseBeat(audio);
    const codecDelayMs = (1105 / FIXTURE_RATE) * 1000;
    expect(result.status).toBe('found');
    expect(Math.abs(result.bpm! - 124)).toBeLessThanOrEqual(TEMPO_TOLERANCE_BPM);
    expect(Math.abs(result.downbeatMs! - (300 + codecDelayMs))).toBeLessThanOrEqual(DOWNBEAT_TOLERANCE_MS);
  }, 60_000);

  test('when the file is longer than the analysed excerpt, then only the first ANALYSIS_SECONDS are decoded', () => {
    const long = new Float32Array((ANALYSIS_SECONDS + 20) * FIXTURE_RATE);
    const audio = decodeWav(encodeWav(long));
    expect(audio.samples.length / audio.sampleRate).toBeCloseTo(ANALYSIS_SECONDS, 1);
    expect(audio.sampleRate).toBeLessThanOrEqual(12_000);
  });

  test.each([
    ['M4A', audioFile(AUDIO_HEADERS.M4A, 4096)],
    ['an OGG file that is not Vorbis audio', audioFile(AUDIO_HEADERS.OGG, 4096)],
    ['an MP3 header followed by noise bytes', audioFile(AUDIO_HEADERS['MP3 with an ID3 tag'], 4096)],
    ['a WAV whose header names no channels', Buffer.concat([audioFile(AUDIO_HEADERS.WAV, 20).subarray(0, 20), Buffer.from([1, 0, 0, 0, 0x44, 0xac, 0, 0, 0, 0, 0, 0, 2, 0, 16, 0]), Buffer.from('data'), Buffer.alloc(8)])],
    ['a WAV with no data chunk', audioFile(AUDIO_HEADERS.WAV, 64).subarray(0, 20)],
  ])('when the file is %s, then decoding refuses it as unreadable', async (_name, bytes) => {
    await expect(decodeMono(new Uint8Array(bytes))).rejects.toBeInstanceOf(UnreadableAudioError);
  });
});
