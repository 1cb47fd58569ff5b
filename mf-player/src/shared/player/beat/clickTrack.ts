import { BPM_MAX, BPM_MIN, type Exercise } from '@blockbeat/contracts';
import type { Timeline, TimerBlock } from '@blockbeat/timer-engine';
import type { BeepSound, CountSound, PlannedCount, PlannedSound } from '../model/cueSounds';
import { musicTypeOf } from '../model/musicPlan';
import { beatLengthMs, BEATS_PER_BAR } from './beatGrid';
import { COUNT_SLOT_S, COUNTS_PER_PHRASE } from './countVoice';

/** Short, dry ticks: higher and louder on "the one", so a bar is heard. */
export const CLICK_SOUNDS: Record<'accent' | 'beat', BeepSound> = {
  accent: { frequencyHz: 1760, durationS: 0.05, wave: 'sine', gain: 0.9 },
  beat: { frequencyHz: 1175, durationS: 0.05, wave: 'sine', gain: 0.5 },
};

export const CLICK_BPM_RANGE = { min: BPM_MIN, max: BPM_MAX } as const;

export interface ClickOptions {
  /** Count "one" to "eight" aloud on the beats instead of ticking (the words start on the beat). */
  voice?: boolean;
}

/** Count n (1 to 8) of a phrase; the tick it replaces stays its fallback. */
function spokenCount(k: number, beatMs: number): CountSound {
  const downbeat = k % BEATS_PER_BAR === 0;
  return {
    count: (k % COUNTS_PER_PHRASE) + 1,
    // A word never runs into the next beat's.
    durationS: Math.min(COUNT_SLOT_S, (beatMs * 0.95) / 1000),
    gain: downbeat ? 1 : 0.8,
    fallback: downbeat ? CLICK_SOUNDS.accent : CLICK_SOUNDS.beat,
  };
}

export function validClickBpm(bpm: number): boolean {
  return Number.isFinite(bpm) && bpm >= CLICK_BPM_RANGE.min && bpm <= CLICK_BPM_RANGE.max;
}

/** Where played block i's sound stretches: its work and the rest after it (music plays through both). */
function blockSpan(timeline: Timeline, i: number): { fromMs: number; toMs: number } {
  const fromMs = timeline.workStartsMs[i]!;
  const next = timeline.workStartsMs[i + 1];
  const done = timeline.phases.at(-1)!.startMs;
  return { fromMs, toMs: next ?? done };
}

/**
 * A metronome for the blocks without music: at the block's own `clickBpm` when it has one, else at
 * `bpm` (the player's setting; 0 when its click track is off). Each such block starts on "the
 * one", so its change tone and the accent coincide, and clicks go on through its rest. Each
 * click's time is the block's start plus k beats, multiplied, never added up: no drift however
 * long the block. With `voice`, the beats are counted aloud in 8-counts from the block's start
 * ("one" on its first beat). Planned with the workout's tones and put on the audio clock ahead by the same scheduler.
 */
export function planClicks(timeline: Timeline<TimerBlock & Pick<Exercise, 'clickBpm'>>, bpm: number, { voice = false }: ClickOptions = {}): Array<PlannedSound | PlannedCount> {
  const clicks: Array<PlannedSound | PlannedCount> = [];
  timeline.blocks.forEach((block, i) => {
    const blockBpm = block.clickBpm ?? bpm;
    if (musicTypeOf(block) !== null || !validClickBpm(blockBpm)) return;
    const beat = beatLengthMs(blockBpm);
    const { fromMs, toMs } = blockSpan(timeline, i);
    for (let k = 0; fromMs + k * beat < toMs; k += 1) {
      const tick = k % BEATS_PER_BAR === 0 ? CLICK_SOUNDS.accent : CLICK_SOUNDS.beat;
      const atMs = fromMs + k * beat;
      clicks.push(voice ? { atMs, sound: spokenCount(k, beat) } : { atMs, sound: tick });
    }
  });
  return clicks;
}
