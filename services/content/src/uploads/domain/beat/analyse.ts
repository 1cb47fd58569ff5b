import { BPM_MAX, BPM_MIN } from '@blockbeat/contracts';
import { createSpectrum } from './fft';

/** Read once: a global looked up in a hot loop is slow inside a vm context (jest's), where these also run. */
const math = Math;

/*
 * Tempo, first downbeat and confidence of a mono signal (issue 27), in plain TypeScript.
 *
 * 1. An onset-strength envelope: spectral flux of log energy in half-octave bands (frames of
 *    ~23 ms every ~6 ms), less its local mean; bands, not FFT bins, so a kick counts as much as a
 *    hi-hat.
 * 2. Candidate period: the autocorrelation of the envelope read as a comb (the lag and its first
 *    multiples together), over BPM_MIN..BPM_MAX, leaning gently towards 120 BPM.
 * 3. Octave judgement of our own: a beat is the level whose onsets are about equally strong while
 *    the onsets half-way between them are clearly weaker. So the faster level (half the period) is
 *    taken only when the half-way onsets are as strong as the beats and the faster tempo stays in
 *    the usual range, and the slower one only when every other beat is clearly weaker: off-beat
 *    hi-hats, weaker than the kick and snare, do not double the tempo.
 * 4. The period to a fraction of a frame: the envelope folded at candidate periods (a drifting
 *    grid smears the fold), then a least-squares line through the onsets found near each beat.
 * 5. "The one": of the four beat positions of a 4/4 bar, the one whose beats add the most sound
 *    (whole band plus under 250 Hz: kick and bass). The first downbeat is the first of those from
 *    the music's first beat (a run of onsets on the grid, so noise before the music is no beat).
 * 6. Confidence from how many beats have an onset and how tightly they sit on the line. Noise,
 *    speech and silence have onsets at random places: a wide scatter, so status 'none', never a
 *    confident number.
 */

/** Bump when the results would change: rows of older versions are analysed again by a job. */
export const ANALYSER_VERSION = 1;
/** Only the start of a track is analysed: constant-tempo class music shows its tempo well within it. */
export const ANALYSIS_SECONDS = 60;
/** Audio is reduced to about this rate before analysis (onsets need no more). */
export const ANALYSIS_RATE = 11025;
/** Shorter excerpts have too few beats to tell a steady tempo. */
export const MIN_ANALYSIS_SECONDS = 5;
/** Below this confidence the analysis answers 'none': no steady beat. */
export const NONE_BELOW_CONFIDENCE = 0.3;

export interface MonoAudio {
  samples: Float32Array;
  sampleRate: number;
}

export interface BeatAnalysis {
  status: 'found' | 'none';
  bpm: number | null;
  downbeatMs: number | null;
  confidence: number;
}

const FRAME = 256;
/** A frame's flux peaks this long before the onset it reports (measured on generated clicks and drums). */
const ONSET_LAG_S = 0.004;
/** Quieter than this (RMS, full scale 1) is silence. */
const SILENCE_RMS = 1e-3;
const LOW_BAND_HZ = 250;
/** The usual range of class music; a faster or slower level is taken only with good reason. */
const USUAL_MIN = 60;
const USUAL_MAX = 180;
/** Half-way onsets at least this strong (relative to the beats) are beats too. */
const HALF_AS_STRONG = 0.7;
/** The longest lag of the autocorrelation, in seconds. */
const MAX_LAG_SECONDS = 6;
/** Timing scatter of onsets around the grid at which confidence falls to 1/e. */
const SCATTER_SCALE_S = 0.02;

const none = (confidence = 0): BeatAnalysis => ({ status: 'none', bpm: null, downbeatMs: null, confidence: round(confidence, 2) });

export function analyseBeat({ samples, sampleRate }: MonoAudio): BeatAnalysis {
  const length = math.min(samples.length, math.floor(ANALYSIS_SECONDS * sampleRate));
  if (length < MIN_ANALYSIS_SECONDS * sampleRate) return none();
  let energy = 0;
  for (let i = 0; i < length; i++) energy += samples[i]! * samples[i]!;
  const rms = math.sqrt(energy / length);
  if (rms < SILENCE_RMS) return none();

  const hop = FRAME / 4;
  const fps = sampleRate / hop;
  // A frame of silence in front, so that a beat at the very start rises from silence like the others.
  const padded = new Float32Array(length + FRAME);
  padded.set(samples.subarray(0, length), FRAME);
  const full = onsetEnvelope(padded, sampleRate, 0.1 / rms);
  const frameTime = (frame: number) => (frame * hop - FRAME / 2) / sampleRate + ONSET_LAG_S;

  const minPeriod = (60 * fps) / BPM_MAX;
  const maxPeriod = (60 * fps) / BPM_MIN;
  const acf = autocorrelation(full, math.ceil(MAX_LAG_SECONDS * fps));
  const period = refinePeriod(full, bestCombLag(acf, minPeriod, maxPeriod, fps));
  const octave = judgeOctave(full, period, fps, minPeriod, maxPeriod);

  const track = trackBeats(full, octave.period, fps);
  if (!track) return none();
  const scatterS = track.scatter / fps;
  // A close call between this tempo and its half or double makes the answer uncertain (below BEAT_LOW_CONFIDENCE): the user is asked to tap.
  const octaveClarity = math.min(1, 0.45 + 5.5 * octave.margin);
  const confidence = track.hitRate * track.hitRate * math.exp(-((scatterS / SCATTER_SCALE_S) ** 2)) * octaveClarity;
  if (confidence < NONE_BELOW_CONFIDENCE) return none(confidence);

  const beatSample = (n: number) => frameTime(track.origin + n * track.period) * sampleRate;
  const firstDownbeat = barPhase(samples.subarray(0, length), sampleRate, beatSample, track.last + 1);
  const bpm = (60 * fps) / track.period;
  if (bpm < BPM_MIN || bpm > BPM_MAX) return none(confidence);
  return {
    status: 'found',
    bpm: round(bpm, 2),
    downbeatMs: math.max(0, math.round(frameTime(track.origin + firstDownbeat * track.period) * 1000)),
    confidence: round(confidence, 2),
  };
}

/** Log-spaced bands from BAND_LOW_HZ up, each as loud as the others in the flux (a kick fills few FFT bins, a snare or hi-hat many). */
const BAND_LOW_HZ = 40;

/** Spectral flux over log-spaced bands, less its local mean and rectified. */
function onsetEnvelope(samples: Float32Array, sampleRate: number, gain: number): Float64Array {
  const hop = FRAME / 4;
  const frames = math.floor((samples.length - FRAME) / hop) + 1;
  const powers = createSpectrum(FRAME);
  const window = new Float64Array(FRAME);
  for (let i = 0; i < FRAME; i++) window[i] = (0.5 - 0.5 * math.cos((2 * math.PI * i) / FRAME)) * gain;
  const bins = FRAME / 2 + 1;
  const binHz = sampleRate / FRAME;
  // Band of each FFT bin: octaves from BAND_LOW_HZ, split in two above 640 Hz; -1 below the first.
  const bandOf = new Int32Array(bins);
  let bands = 0;
  for (let k = 0; k < bins; k++) {
    const hz = k * binHz;
    bandOf[k] = hz < BAND_LOW_HZ ? -1 : math.floor(2 * math.log2(hz / BAND_LOW_HZ));
    bands = math.max(bands, bandOf[k]! + 1);
  }
  const frame = new Float64Array(FRAME);
  const spectrum = new Float64Array(bins);
  const energy = new Float64Array(bands);
  let previous = new Float64Array(bands);
  let current = new Float64Array(bands);
  const flux = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    const start = f * hop;
    for (let i = 0; i < FRAME; i++) frame[i] = samples[start + i]! * window[i]!;
    powers(frame, spectrum);
    energy.fill(0);
    for (let k = 1; k < bins; k++) if (bandOf[k]! >= 0) energy[bandOf[k]!]! += spectrum[k]!;
    let sum = 0;
    for (let band = 0; band < bands; band++) {
      current[band] = math.log1p(100 * energy[band]!);
      const rise = current[band]! - previous[band]!;
      if (rise > 0 && f > 0) sum += rise;
    }
    flux[f] = sum;
    const swap = previous;
    previous = current;
    current = swap;
  }
  const halfWidth = math.max(1, math.round((0.1 * sampleRate) / hop));
  return lessLocalMean(flux, halfWidth);
}

function lessLocalMean(values: Float64Array, halfWidth: number): Float64Array {
  const out = new Float64Array(values.length);
  const prefix = new Float64Array(values.length + 1);
  for (let i = 0; i < values.length; i++) prefix[i + 1] = prefix[i]! + values[i]!;
  for (let i = 0; i < values.length; i++) {
    const a = math.max(0, i - halfWidth);
    const b = math.min(values.length, i + halfWidth + 1);
    out[i] = math.max(0, values[i]! - (prefix[b]! - prefix[a]!) / (b - a));
  }
  return out;
}

/** Mean product of the envelope with itself `lag` frames later, for lags 0..maxLag. */
function autocorrelation(envelope: Float64Array, maxLag: number): Float64Array {
  const n = envelope.length;
  const lags = math.min(maxLag, n - 1);
  const acf = new Float64Array(lags + 1);
  for (let lag = 0; lag <= lags; lag++) {
    let sum = 0;
    for (let i = 0, end = n - lag; i < end; i++) sum += envelope[i]! * envelope[i + lag]!;
    acf[lag] = sum / (n - lag);
  }
  return acf;
}

/** The lag whose multiples the autocorrelation peaks at together, weighted by a wide preference for 120 BPM. */
function bestCombLag(acf: Float64Array, minPeriod: number, maxPeriod: number, fps: number): number {
  let best = math.round(minPeriod);
  let bestScore = -Infinity;
  for (let lag = math.ceil(minPeriod); lag <= math.floor(maxPeriod); lag++) {
    let sum = 0;
    let count = 0;
    for (let k = 1; k <= 4; k++) {
      const reach = math.ceil(k / 2);
      if (k * lag + reach >= acf.length) break;
      let peak = -Infinity;
      for (let d = -reach; d <= reach; d++) peak = math.max(peak, acf[k * lag + d]!);
      sum += peak;
      count++;
    }
    if (count === 0) continue;
    const octavesFrom120 = math.log2((60 * fps) / lag / 120);
    const score = (sum / count) * math.exp(-0.5 * (octavesFrom120 / 1.5) ** 2);
    if (score > bestScore) {
      bestScore = score;
      best = lag;
    }
  }
  return best;
}

interface Fold {
  /** Mean envelope per phase bin (one bin per frame of the period), lightly smoothed. */
  bins: Float64Array;
  peak: number;
  peakBin: number;
}

/** The envelope folded at `period` frames: a beat grid of that period shows as one sharp peak. */
function fold(envelope: Float64Array, period: number): Fold {
  const count = math.max(8, math.round(period));
  const sums = new Float64Array(count);
  const counts = new Float64Array(count);
  const binsPerFrame = count / period;
  for (let i = 0, phase = 0; i < envelope.length; i++, phase += 1) {
    if (phase >= period) phase -= period;
    const bin = math.min(count - 1, math.floor(phase * binsPerFrame));
    sums[bin]! += envelope[i]!;
    counts[bin]!++;
  }
  const bins = new Float64Array(count);
  for (let b = 0; b < count; b++) {
    const at = (k: number) => {
      const j = (k + count) % count;
      return counts[j]! > 0 ? sums[j]! / counts[j]! : 0;
    };
    bins[b] = 0.25 * at(b - 1) + 0.5 * at(b) + 0.25 * at(b + 1);
  }
  let peakBin = 0;
  for (let b = 1; b < count; b++) if (bins[b]! > bins[peakBin]!) peakBin = b;
  return { bins, peak: bins[peakBin]!, peakBin };
}

/** The period near `around` whose fold is sharpest: coarse steps over ±3 %, then fine ones. */
function refinePeriod(envelope: Float64Array, around: number): number {
  let best = around;
  for (const [span, steps] of [
    [0.03, 120],
    [0.0006, 24],
  ] as const) {
    const centre = best;
    let bestPeak = -Infinity;
    for (let s = -steps; s <= steps; s++) {
      const period = centre * (1 + (span * s) / steps);
      const { peak } = fold(envelope, period);
      if (peak > bestPeak) {
        bestPeak = peak;
        best = period;
      }
    }
  }
  return best;
}

/** How strong the onsets `fraction` of a period after the beats of `period` are, relative to the beats (0–1). */
function strengthAt(envelope: Float64Array, period: number, fraction: number): number {
  const { bins, peak, peakBin } = fold(envelope, period);
  const count = bins.length;
  const sorted = Array.from(bins).sort((a, b) => a - b);
  const base = sorted[math.floor(count / 2)]!;
  let at = -Infinity;
  const reach = math.max(1, math.round(count / 40));
  for (let d = -reach; d <= reach; d++) at = math.max(at, bins[(peakBin + math.round(count * fraction) + d + count) % count]!);
  return peak > base ? math.min(1, math.max(0, (at - base) / (peak - base))) : 1;
}

const halfWayStrength = (envelope: Float64Array, period: number) => strengthAt(envelope, period, 0.5);

/**
 * Every other beat weaker than this (relative) makes the slower level the beat. The faster the
 * level, the likelier it is a subdivision: off-beat hi-hats at 45–60 % of the drums at 120–140
 * "BPM" are eighths, while a kick and snare alternating at 80 BPM are beats.
 */
function otherBeatWeak(bpm: number): number {
  return bpm > 140 ? 0.75 : bpm > 100 ? 0.62 : 0.45;
}

/** The beat period, and how clear the choice between it and half or double was (0: a coin toss, ≥ 0.1: clear). */
function judgeOctave(envelope: Float64Array, period: number, fps: number, minPeriod: number, maxPeriod: number): { period: number; margin: number } {
  const bpm = (p: number) => (60 * fps) / p;
  const halfAllowed = (p: number) => p / 2 >= minPeriod && bpm(p / 2) <= USUAL_MAX + 5;
  const doubleAllowed = (p: number) => p * 2 <= maxPeriod && bpm(p * 2) >= BPM_MIN + 10;
  for (let step = 0; step < 4; step++) {
    // A period of one and a half beats (the comb likes it when off-beats are strong) has onsets a third and two thirds of the way.
    const twoThirds = (period * 2) / 3;
    if (twoThirds >= minPeriod && bpm(twoThirds) <= USUAL_MAX + 5 && math.max(strengthAt(envelope, period, 1 / 3), strengthAt(envelope, period, 2 / 3)) >= HALF_AS_STRONG) {
      period = refinePeriod(envelope, twoThirds);
      continue;
    }
    const halfWay = halfWayStrength(envelope, period);
    if (halfAllowed(period) && (halfWay >= HALF_AS_STRONG || (halfWay >= 0.5 && bpm(period) < USUAL_MIN))) {
      period = refinePeriod(envelope, period / 2);
      continue;
    }
    if (doubleAllowed(period)) {
      const otherBeat = halfWayStrength(envelope, period * 2);
      if (otherBeat < otherBeatWeak(bpm(period)) || (bpm(period) > USUAL_MAX && otherBeat < HALF_AS_STRONG)) {
        period = refinePeriod(envelope, period * 2);
        continue;
      }
    }
    break;
  }
  let margin = 1;
  if (halfAllowed(period)) margin = math.min(margin, math.abs(halfWayStrength(envelope, period) - HALF_AS_STRONG));
  if (doubleAllowed(period)) margin = math.min(margin, math.abs(halfWayStrength(envelope, period * 2) - otherBeatWeak(bpm(period))));
  return { period, margin };
}

interface Track {
  /** Frame of beat 0 and frames per beat: beat n is at origin + n·period. Beat 0 is the music's first beat. */
  origin: number;
  period: number;
  /** The last beat with an onset. */
  last: number;
  /** Share of the beats from the first to the last that have an onset. */
  hitRate: number;
  /** RMS distance of the onsets from the fitted grid, in frames (measured with the wide window). */
  scatter: number;
}

/** Onsets the grid asks for this many beats in a row mark where the music starts (a lone noise peak before it does not). */
const START_RUN = 4;

/** Onsets near each beat of the grid, and the least-squares grid through them (twice, the window narrowing). */
function trackBeats(envelope: Float64Array, period: number, fps: number): Track | null {
  const sorted = Float64Array.from(envelope).sort();
  const threshold = 0.3 * sorted[math.floor(sorted.length * 0.95)]!;
  if (!(threshold > 0)) return null;
  const { peakBin, bins } = fold(envelope, period);
  let origin = ((peakBin + 0.5) / bins.length) * period;
  let result: Track | null = null;
  let scatter = 0;
  for (const [reachOfPeriod, reachSeconds] of [
    [0.2, 0.1],
    [0.12, 0.06],
  ] as const) {
    const reach = math.max(2, math.round(math.min(reachOfPeriod * period, reachSeconds * fps)));
    const beats = math.floor((envelope.length - 1 - origin) / period);
    const found: Array<number | null> = [];
    const strengths: number[] = [];
    for (let n = 0; n <= beats; n++) {
      const onset = peakNear(envelope, origin + n * period, reach);
      const hit = onset !== null && onset.value >= threshold;
      found.push(hit ? onset.position : null);
      strengths.push(hit ? onset.value : 0);
    }
    // The music starts where the grid's onsets are as strong as its typical ones, several in a row.
    const typical = strengths.filter((v) => v > 0).sort((a, b) => a - b)[math.floor(strengths.filter((v) => v > 0).length / 2)] ?? 0;
    const start = strengths.findIndex((_, n) => strengths.slice(n, n + START_RUN).filter((v) => v >= 0.5 * typical).length === START_RUN);
    if (start < 0) return null;
    const hits: Array<[number, number]> = [];
    for (let n = start; n < found.length; n++) if (found[n] !== null) hits.push([n - start, found[n]!]);
    if (hits.length < 8) return null;
    const line = fitLine(hits);
    const residual = math.sqrt(hits.reduce((sum, [n, t]) => sum + (t - line.origin - n * line.period) ** 2, 0) / hits.length);
    if (result === null) scatter = residual;
    const last = hits[hits.length - 1]![0];
    origin = line.origin;
    period = line.period;
    result = { origin, period, last, hitRate: hits.length / (last + 1), scatter };
  }
  return result;
}

function peakNear(envelope: Float64Array, at: number, reach: number): { position: number; value: number } | null {
  const from = math.max(1, math.round(at) - reach);
  const to = math.min(envelope.length - 2, math.round(at) + reach);
  if (from > to) return null;
  let best = from;
  for (let i = from + 1; i <= to; i++) if (envelope[i]! > envelope[best]!) best = i;
  const [a, b, c] = [envelope[best - 1]!, envelope[best]!, envelope[best + 1]!];
  const curve = a - 2 * b + c;
  const shift = curve < 0 ? math.max(-0.5, math.min(0.5, (0.5 * (a - c)) / curve)) : 0;
  return { position: best + shift, value: b };
}

function fitLine(points: Array<[number, number]>): { origin: number; period: number } {
  const n = points.length;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  const period = (n * sxy - sx * sy) / (n * sxx - sx * sx);
  return { origin: (sy - period * sx) / n, period };
}

/**
 * Which of the first four beats is "the one": the bar position whose beats add the most sound
 * (energy just after the beat less just before), over the whole band and under LOW_BAND_HZ (kick,
 * bass), each relative to its mean. Flux hardly tells a louder hit from a softer one; energy does.
 */
function barPhase(samples: Float32Array, sampleRate: number, beatSample: (n: number) => number, beats: number): number {
  const lowPass = 1 - math.exp((-2 * math.PI * LOW_BAND_HZ) / sampleRate);
  const before = math.round(0.08 * sampleRate);
  const after = math.round(0.08 * sampleRate);
  const lead = math.round(0.01 * sampleRate);
  const full: number[] = [];
  const low: number[] = [];
  for (let n = 0; n < beats; n++) {
    const at = math.round(beatSample(n)) - lead;
    const from = math.max(0, at - before);
    const to = math.min(samples.length, at + after);
    let lowState = 0;
    const sums = { fullBefore: 0, fullAfter: 0, lowBefore: 0, lowAfter: 0 };
    for (let i = from; i < to; i++) {
      const x = samples[i]!;
      lowState += lowPass * (x - lowState);
      if (i < at) {
        sums.fullBefore += x * x;
        sums.lowBefore += lowState * lowState;
      } else {
        sums.fullAfter += x * x;
        sums.lowAfter += lowState * lowState;
      }
    }
    full.push(math.max(0, sums.fullAfter - sums.fullBefore));
    low.push(math.max(0, sums.lowAfter - sums.lowBefore));
  }
  const scores = [0, 0, 0, 0];
  for (const values of [full, low]) {
    const mean = values.reduce((a, b) => a + b, 0) / math.max(1, values.length);
    if (!(mean > 0)) continue;
    const sums = [0, 0, 0, 0];
    const counts = [0, 0, 0, 0];
    values.forEach((v, n) => {
      sums[n % 4]! += v / mean;
      counts[n % 4]!++;
    });
    for (let k = 0; k < 4; k++) scores[k]! += sums[k]! / math.max(1, counts[k]!);
  }
  let best = 0;
  for (let k = 1; k < 4; k++) if (scores[k]! > scores[best]!) best = k;
  return best;
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return math.round(value * f) / f;
}
