/**
 * Live class (issue 19): an instructor and BENCH_FOLLOWERS (200) followers through the gateway.
 * Each follower is a lightweight Node client with its own clock off by up to ±2 s: five time
 * exchanges for its offset, the class's event stream, and the log replayed with the timer engine
 * on each action, as the page does (follower-position.ts). The instructor sends BENCH_ACTIONS
 * (30) actions, one every 1–2 s (pause, resume, next, previous, restart, jump). Prints:
 *   - action → follower latency, p50 / p99: from just before the instructor's POST to the
 *     follower having applied the action (all on one machine, one true clock);
 *   - displayed position error, p95: every 100 ms, each follower's position at its estimate of
 *     the server's clock against the instructor's position at the same instant;
 *   - memory per follower connection: (gateway + content RSS after − before) / followers.
 * Then the same with two gateways and two content replicas behind the cluster's nginx (skipped,
 * with a message, when nginx is not installed). Targets: p50 ≤ 50 ms, p99 ≤ 150 ms, p95 ≤ 100 ms.
 *
 *   npm run build && npm run bench:live     # BENCH_PORT (4860) and BENCH_CLUSTER_PORT (5300)
 *
 * Exits 1 when a target is missed, except with BENCH_SMOKE=1 (npm test's benches step: 5
 * followers, 3 actions, both halves), where only a crash fails it.
 */
import type { LiveAction, LiveActionType, LiveClassStarted, LiveServerTime } from '@blockbeat/contracts';
import type { APIRequestContext } from 'playwright-core';
import type { Timeline, TimerState } from '@blockbeat/timer-engine';
import { IDLE_STATE } from '@blockbeat/timer-engine';
import { signIn } from '../../scripts/lib/sign-in';
import { trueNow, SimulatedFollower } from './follower';
import { offsetAt } from '@blockbeat/timer-engine';
import { applyLiveAction, clockOffset, liveTimeline, type ClockSample } from './follower-position';
import { serviceRssKb } from './service-memory';
import { startCluster, startStack, type RunningStack } from '../support/stack';

const SMOKE = process.env.BENCH_SMOKE === '1';
const FOLLOWERS = SMOKE ? 5 : Number(process.env.BENCH_FOLLOWERS ?? 200);
const ACTIONS = SMOKE ? 3 : Number(process.env.BENCH_ACTIONS ?? 30);
const MAX_SKEW_MS = 2000;
const JOIN_BATCH = 20;
const SAMPLE_EVERY_MS = 100;
const TARGETS = { p50: 50, p99: 150, errorP95: 100 };
const BLOCKS = 20;

const workout = {
  name: 'Live class bench',
  description: 'Twenty blocks of 40 s with 15 s rest',
  category: 'hiit',
  difficulty: 'intermediate',
  exercises: Array.from({ length: BLOCKS }, (_, i) => ({ name: `Move ${i + 1}`, duration: 40, restTime: 15 })),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** The instructor: signed in, with its own offset to the server's clock, applying each action as it sends it. */
class Instructor {
  state: TimerState = IDLE_STATE;
  offsetMs = 0;
  constructor(
    readonly api: APIRequestContext,
    readonly code: string,
    readonly timeline: Timeline,
  ) {}

  async measureOffset(): Promise<void> {
    const samples: ClockSample[] = [];
    for (let i = 0; i < 5; i++) {
      const sentMs = trueNow();
      const { serverMs } = (await (await this.api.get('/api/live/time')).json()) as LiveServerTime;
      samples.push({ sentMs, serverMs, receivedMs: trueNow() });
    }
    this.offsetMs = clockOffset(samples) ?? 0;
  }

  positionMs(): number {
    return offsetAt(this.timeline, this.state, trueNow() + this.offsetMs);
  }

  /** Answers the true-clock instant just before the POST, and the logged action. */
  async act(type: LiveActionType, blockIndex?: number): Promise<{ sentAt: number; action: LiveAction }> {
    const input = { type, atMs: Math.round(trueNow() + this.offsetMs), ...(type === 'jump' && { blockIndex }) };
    this.state = applyLiveAction(this.timeline, this.state, input);
    const sentAt = trueNow();
    const res = await this.api.post(`/api/live/classes/${this.code}/actions`, { data: input });
    if (res.status() !== 201) throw new Error(`action ${type} answered ${res.status()}: ${await res.text()}`);
    return { sentAt, action: (await res.json()) as LiveAction };
  }
}

/** A plausible instructor: mostly pause/resume and skips, now and then back, restart or a jump. */
function nextMove(instructor: Instructor): [LiveActionType, number?] {
  const paused = instructor.state.status === 'paused';
  const roll = Math.random();
  if (paused) return ['resume'];
  if (roll < 0.3) return ['pause'];
  if (roll < 0.6) return ['next'];
  if (roll < 0.75) return ['previous'];
  if (roll < 0.85) return ['restartBlock'];
  return ['jump', Math.floor(Math.random() * (BLOCKS - 2))];
}

async function measure(label: string, stack: RunningStack): Promise<boolean> {
  const { api } = await signIn(stack.baseUrl, `bench-live.${Date.now()}@example.com`);
  try {
    const created = await api.post('/api/workouts', { data: workout });
    if (created.status() !== 201) throw new Error(`creating the workout answered ${created.status()}: ${await created.text()}`);
    const started = await api.post('/api/live/classes', { data: { workoutId: ((await created.json()) as { id: string }).id } });
    if (started.status() !== 201) throw new Error(`starting the class answered ${started.status()}: ${await started.text()}`);
    const live = (await started.json()) as LiveClassStarted;
    const timeline = liveTimeline(live.workout);
    const instructor = new Instructor(api, live.code, timeline);
    await instructor.measureOffset();

    const before = serviceRssKb(stack.launcherPid);
    const followers = Array.from({ length: FOLLOWERS }, () => new SimulatedFollower(stack.baseUrl, live.code, timeline, (Math.random() * 2 - 1) * MAX_SKEW_MS));
    for (let i = 0; i < followers.length; i += JOIN_BATCH) await Promise.all(followers.slice(i, i + JOIN_BATCH).map((f) => f.join()));
    await sleep(2000);
    const after = serviceRssKb(stack.launcherPid);

    const errors: number[] = [];
    const sampler = setInterval(() => {
      const truth = instructor.positionMs();
      for (const f of followers) {
        const shown = f.displayedPositionMs();
        if (shown !== null) errors.push(Math.abs(shown - truth));
      }
    }, SAMPLE_EVERY_MS);

    const sent: Array<{ sentAt: number; seq: number }> = [];
    const first = await instructor.act('start');
    sent.push({ sentAt: first.sentAt, seq: first.action.seq });
    for (let i = 1; i < ACTIONS; i++) {
      await sleep(1000 + Math.random() * 1000);
      const [type, blockIndex] = nextMove(instructor);
      const { sentAt, action } = await instructor.act(type, blockIndex);
      sent.push({ sentAt, seq: action.seq });
    }
    await sleep(1000);
    clearInterval(sampler);

    const latencies: number[] = [];
    let missed = 0;
    for (const { sentAt, seq } of sent) {
      for (const f of followers) {
        const at = f.appliedAt.get(seq);
        if (at === undefined) missed++;
        else latencies.push(at - sentAt);
      }
    }
    await api.post(`/api/live/classes/${live.code}/end`);
    followers.forEach((f) => f.leave());

    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const errorP95 = percentile(errors, 95);
    const perFollowerKb = (after.gateway + after.content - before.gateway - before.content) / FOLLOWERS;
    const spread = countBy(followers.map((f) => f.upstream ?? 'direct'));
    const ok = p50 <= TARGETS.p50 && p99 <= TARGETS.p99 && errorP95 <= TARGETS.errorP95 && missed === 0;
    console.log(`\n${label}: ${FOLLOWERS} followers, ${ACTIONS} actions (${latencies.length} deliveries, ${missed} missed)`);
    console.log(`  action → follower latency   p50 ${p50.toFixed(1)} ms (≤ ${TARGETS.p50})   p99 ${p99.toFixed(1)} ms (≤ ${TARGETS.p99})   max ${Math.max(...latencies).toFixed(1)} ms`);
    console.log(`  displayed position error    p95 ${errorP95.toFixed(1)} ms (≤ ${TARGETS.errorP95})   p50 ${percentile(errors, 50).toFixed(1)} ms   over ${errors.length} samples`);
    console.log(`  memory per follower         ${perFollowerKb.toFixed(1)} KiB   (gateway ${kb(after.gateway - before.gateway)}, content ${kb(after.content - before.content)} for all)`);
    console.log(`  streams per gateway         ${Object.entries(spread).map(([k, n]) => `${k}: ${n}`).join(', ')}`);
    console.log(`  ${ok ? 'targets met' : 'TARGETS MISSED'}`);
    return ok;
  } finally {
    await api.dispose();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} MiB`;
const countBy = (xs: string[]) => xs.reduce<Record<string, number>>((acc, x) => ({ ...acc, [x]: (acc[x] ?? 0) + 1 }), {});

async function main() {
  const single = await startStack(Number(process.env.BENCH_PORT ?? 4860), '.data-bench-live');
  let ok: boolean;
  try {
    ok = await measure('one gateway, one content', single);
  } finally {
    await single.stop();
  }
  const cluster = await startCluster(Number(process.env.BENCH_CLUSTER_PORT ?? 5300), { replicas: 2, dataDir: '.data-bench-live-cluster' });
  if (!cluster) {
    console.log('\nnginx is not installed (/usr/sbin/nginx): the two-replica half is skipped. apt-get install nginx, then run again.');
  } else {
    try {
      ok = (await measure('two gateways, two content, behind nginx', cluster)) && ok;
    } finally {
      await cluster.stop();
    }
  }
  if (!SMOKE) process.exitCode = ok ? 0 : 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
