/**
 * Timer drift (docs/architecture.md, "Quality bars": ≤ 50 ms cumulative drift over a 60-minute workout, the right phase
 * after 5 minutes hidden). Drives the timer engine and, for contrast, a naive timer that counts
 * the intervals it asked for, through the same jittery scheduler, and prints what each makes of
 * the workout's end and phase changes, for a plain 60-minute workout and for one with a 3-round
 * group, each-side blocks and breath-paced holds (issue 18). Prints figures; asserts nothing.
 *
 *   npx tsx bench/timer/run.ts [--seed N] [--real]
 *
 * The 60-minute run is in simulated time (instant). --real adds a ~5 s run on real timers.
 */
import { performance } from 'node:perf_hooks';
import {
  buildTimeline,
  createTimer,
  formatTotalTime,
  phaseIndexAt,
  roundLabel,
  sideLabel,
  type Timeline,
  type TimerBlock,
  type TimerItem,
} from '@blockbeat/timer-engine';

interface Clock {
  now(): number;
  setTimeout(fn: () => void, delayMs: number): void;
}

/** mulberry32, so that a seed names one run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A browser tab's setTimeout in simulated time: every callback is late, usually by 0–4 ms, 3% of
 * the time by 20–250 ms (jank, GC), 0.2% of the time by 1–5 s (throttled); while the tab is
 * hidden nothing runs and whatever was due fires when it is shown again.
 */
class SimulatedClock implements Clock {
  private time: number;
  private readonly queue: { at: number; seq: number; fn: () => void }[] = [];
  private seq = 0;

  constructor(
    start: number,
    private readonly random: () => number,
    private readonly hidden: { from: number; to: number },
  ) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, delayMs: number): void {
    let at = this.time + Math.max(0, delayMs) + this.lateness();
    if (at >= this.hidden.from && at < this.hidden.to) at = this.hidden.to + this.lateness();
    const event = { at, seq: this.seq++, fn };
    const index = this.queue.findIndex((e) => e.at > at);
    this.queue.splice(index === -1 ? this.queue.length : index, 0, event);
  }

  run(): void {
    for (let event = this.queue.shift(); event; event = this.queue.shift()) {
      this.time = event.at;
      event.fn();
    }
  }

  private lateness(): number {
    const r = this.random();
    if (r < 0.002) return 1000 + this.random() * 4000;
    if (r < 0.03) return 20 + this.random() * 230;
    return this.random() * 4;
  }
}

const realClock: Clock = {
  now: () => performance.now(),
  setTimeout: (fn, delayMs) => void setTimeout(fn, delayMs),
};

interface Measure {
  ticks: number;
  /** |clock + what the timer says is left − planned end|, at its last tick before the end. */
  endDriftMs: number;
  /** Worst |clock + phase time left − planned end of that phase| over every tick. */
  worstBoundaryErrorMs: number;
  /** When the timer first said "done", relative to the planned end. */
  endSeenAfterMs: number;
  /** The timer's phase at the first tick after the tab was shown again, and the schedule's. */
  afterHidden: { timer: string; schedule: string } | null;
}

interface Reading {
  phaseIndex: number;
  phaseRemainingMs: number;
  totalRemainingMs: number;
  done: boolean;
}

/**
 * Ticks a timer the way the player does (every `minTick`–`maxTick` ms, or sooner at the next
 * phase change) and measures each reading against the plan. `read` is the timer under test.
 */
function drive(
  clock: Clock,
  random: () => number,
  timeline: Timeline,
  ticks: { min: number; max: number },
  shownAt: number | null,
  timer: { start(now: number): void; read(now: number, askedMs: number): Reading },
): Promise<Measure> {
  const startedAt = clock.now();
  const plannedEndAt = startedAt + timeline.totalDurationMs;
  const describe = (index: number) => {
    const p = timeline.phases[index]!;
    if (p.kind === 'getReady' || p.kind === 'done') return p.kind;
    const where = [p.round ? roundLabel(p.round.round, p.round.roundsTotal) : '', p.side ? sideLabel(p.side) : ''].filter(Boolean).join(', ');
    return `${p.kind} of block ${p.blockIndex + 1}${where ? ` (${where})` : ''}`;
  };
  const measure: Measure = { ticks: 0, endDriftMs: Number.NaN, worstBoundaryErrorMs: 0, endSeenAfterMs: Number.NaN, afterHidden: null };
  return new Promise((resolve) => {
    let askedMs = 0;
    const tick = () => {
      const now = clock.now();
      const r = timer.read(now, askedMs);
      measure.ticks += 1;
      if (shownAt !== null && measure.afterHidden === null && now >= shownAt) {
        measure.afterHidden = { timer: describe(r.phaseIndex), schedule: describe(phaseIndexAt(timeline, now - startedAt)) };
      }
      if (r.done) {
        measure.endSeenAfterMs = now - plannedEndAt;
        resolve(measure);
        return;
      }
      measure.endDriftMs = Math.abs(now + r.totalRemainingMs - plannedEndAt);
      const plannedBoundary = startedAt + timeline.phases[r.phaseIndex]!.endMs;
      measure.worstBoundaryErrorMs = Math.max(measure.worstBoundaryErrorMs, Math.abs(now + r.phaseRemainingMs - plannedBoundary));
      askedMs = Math.min(ticks.min + random() * (ticks.max - ticks.min), r.phaseRemainingMs);
      clock.setTimeout(tick, askedMs);
    };
    timer.start(startedAt);
    tick();
  });
}

/** The engine: position derived from the clock. */
function engine(items: readonly TimerItem[], leadInSeconds: number) {
  const timer = createTimer(items, { leadInSeconds });
  return {
    start: (now: number) => void timer.start(now),
    read: (now: number): Reading => {
      const s = timer.snapshot(now);
      return { phaseIndex: s.phaseIndex, phaseRemainingMs: s.phaseRemainingMs, totalRemainingMs: s.totalRemainingMs, done: s.status === 'done' };
    },
  };
}

/** The usual first attempt: add up the intervals asked of setTimeout and trust they were kept. */
function naive(timeline: Timeline) {
  let elapsedMs = 0;
  return {
    start: () => {
      elapsedMs = 0;
    },
    read: (_now: number, askedMs: number): Reading => {
      elapsedMs += askedMs;
      const phaseIndex = phaseIndexAt(timeline, elapsedMs);
      const phase = timeline.phases[phaseIndex]!;
      return {
        phaseIndex,
        phaseRemainingMs: Math.max(phase.endMs - elapsedMs, 0),
        totalRemainingMs: Math.max(timeline.totalDurationMs - elapsedMs, 0),
        done: elapsedMs >= timeline.totalDurationMs,
      };
    },
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const signedMs = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} ms`;

function report(label: string, m: Measure, durationLabel: string): void {
  console.log(`  ${label}`);
  console.log(`    timer drift over ${durationLabel}: ${ms(m.endDriftMs)} (target ≤ 50 ms)`);
  console.log(`    worst phase-boundary error: ${ms(m.worstBoundaryErrorMs)}`);
  console.log(`    "done" first seen: ${signedMs(m.endSeenAfterMs)} from the planned end (${m.ticks} ticks)`);
  if (m.afterHidden) {
    const same = m.afterHidden.timer === m.afterHidden.schedule;
    console.log(`    after 5 min hidden: ${m.afterHidden.timer}; schedule says ${m.afterHidden.schedule}${same ? ' (correct)' : ' (WRONG)'}`);
  }
}

const plainHour: TimerBlock[] = Array.from({ length: 60 }, (_, i) => ({ name: `Block ${i + 1}`, duration: 50, restTime: 10 }));

/**
 * 60 minutes with every structure: 10 min of blocks, a 3-round group (3 × 8 min + 2 × 1 min
 * rest), 5 each-side holds (2 × 60 s + 10 s switch + 20 s rest), 30 breaths of 4-7-8 + 30 s rest
 * and 5 box breaths (4-4-4-4) + 10 s rest.
 */
const structuredHour: TimerItem[] = [
  ...Array.from({ length: 10 }, (_, i) => ({ name: `Warm-up ${i + 1}`, duration: 50, restTime: 10 })),
  { rounds: 3, restBetweenRoundsSec: 60, blocks: Array.from({ length: 8 }, (_, i) => ({ name: `Circuit ${i + 1}`, duration: 50, restTime: 10 })) },
  ...Array.from({ length: 5 }, (_, i) => ({ name: `Stretch ${i + 1}`, duration: 60, restTime: 20, eachSide: true, sideSwitchSec: 10 })),
  { name: '4-7-8 breathing', duration: 0, restTime: 30, breathing: { breaths: 30, inhaleSec: 4, holdSec: 7, exhaleSec: 8 } },
  { name: 'Box breathing', duration: 0, restTime: 10, breathing: { breaths: 5, inhaleSec: 4, holdSec: 4, exhaleSec: 4, holdAfterSec: 4 } },
];

async function simulatedHour(seed: number, label: string, items: readonly TimerItem[]): Promise<void> {
  const leadInSeconds = 5;
  const timeline = buildTimeline(items, { leadInSeconds });
  const start = 1234.5;
  const hidden = { from: start + 20 * 60_000, to: start + 25 * 60_000 };
  const ticks = { min: 10, max: 1000 };
  console.log(`${label} + ${leadInSeconds} s lead-in = ${formatTotalTime(timeline.totalDurationMs)}, simulated time, seed ${seed}`);
  console.log('  ticks every 10–1000 ms; each late by 0–4 ms, 3% by 20–250 ms, 0.2% by 1–5 s; tab hidden 20:00–25:00');

  const run = async (timer: Parameters<typeof drive>[5], stream: number) => {
    const clock = new SimulatedClock(start, seededRandom(seed * 7919 + stream), hidden);
    const done = drive(clock, seededRandom(seed), timeline, ticks, hidden.to, timer);
    clock.run();
    return done;
  };
  report('engine (derived from the clock)', await run(engine(items, leadInSeconds), 1), '60 min');
  report('naive (counts the intervals it asked for)', await run(naive(timeline), 1), '60 min');
}

async function realTime(seed: number): Promise<void> {
  const blocks = Array.from({ length: 6 }, (_, i) => ({ name: `Block ${i + 1}`, duration: 0.6, restTime: 0.2 }));
  const leadInSeconds = 0.2;
  const timeline = buildTimeline(blocks, { leadInSeconds });
  const ticks = { min: 10, max: 100 };
  const stallMs = 300;
  console.log(`\n6 blocks × (0.6 s + 0.2 s) + 0.2 s lead-in = ${(timeline.totalDurationMs / 1000).toFixed(1)} s on real timers (setTimeout, performance.now)`);
  console.log(`  ticks every 10–100 ms; the event loop is blocked for ${stallMs} ms at 2 s`);
  setTimeout(() => {
    const until = performance.now() + stallMs;
    while (performance.now() < until);
  }, 2000);
  const [fromEngine, fromNaive] = await Promise.all([
    drive(realClock, seededRandom(seed), timeline, ticks, null, engine(blocks, leadInSeconds)),
    drive(realClock, seededRandom(seed + 1), timeline, ticks, null, naive(timeline)),
  ]);
  report('engine (derived from the clock)', fromEngine, '5 s');
  report('naive (counts the intervals it asked for)', fromNaive, '5 s');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const seedArg = args.indexOf('--seed');
  const seed = seedArg >= 0 ? Number(args[seedArg + 1]) : 1;
  await simulatedHour(seed, '60 blocks × (50 s work + 10 s rest)', plainHour);
  console.log('');
  await simulatedHour(seed, '10 blocks, a 3-round group of 8, 5 each-side holds, 35 paced breaths', structuredHour);
  if (args.includes('--real')) await realTime(seed);
  else console.log('\n(add --real for a ~5 s run on real timers)');
}

void main();
