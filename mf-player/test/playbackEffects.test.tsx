import { DEFAULT_WORKOUT_SOUND, workoutItems, type Exercise, type LiveAction, type LiveClassView, type SharedWorkout } from '@blockbeat/contracts';
import { snapshotAt, statusAt, type Timeline, type TimerState } from '@blockbeat/timer-engine';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { mockApi, renderTree, workoutFixture, type ApiCall } from '../../test-setup/remote-harness';
import LiveClassPage from '../src/exposes/LiveClassPage';
import PlayerPage from '../src/exposes/PlayerPage';
import SharedPlayerPage from '../src/exposes/SharedPlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { liveTimeline, replayActions } from '../src/features/live/model/followerPosition';
import { planSounds, type PlannedSound } from '../src/shared/player/model/cueSounds';
import { activeTimeMs, initialPlayerState, reducePlayer, timelineOf, type PlayerState } from '../src/shared/player/model/playerState';
import { mediaTitle } from '../src/shared/player/model/stepLabels';
import { fakeEnvironment } from './fakeEnvironment';
import { FakeEventSource } from './fakeEventSource';

/**
 * Every phase change fires the player's effects exactly once, however the clock reaches it: ticks
 * that come late, animation frames that stop while the tab is hidden, the clock jumping forward
 * (a hidden tab coming back) even straight past the end. Each run plays a random workout through
 * random steps and checks, after each step, what the page shows and holds against the timer
 * engine's own answer, and at the end what it did: the completion reported once per run, the wake
 * lock held only while running and visible, the lock screen's title set once per block, each cue
 * scheduled once.
 */

const NUM_RUNS = 25;
const TICK_MS = 200;
const LEAD_IN_SECONDS = 5;
const LOCAL_START = 10_000;
const AUDIO_START = 100;
// The live class's server clock, far from the page's own: only the measured offset relates them.
const T0 = 1_800_000_000_000;

type Step =
  /** Time passes; a visible page gets an animation frame, before or after the ticks that were due (late, all of them). */
  | { kind: 'time'; ms: number; frameFirst: boolean }
  | { kind: 'hide'; ms: number }
  | { kind: 'show' }
  | { kind: 'toggle' }
  | { kind: 'next' };

const blocksArb = fc
  .array(fc.record({ duration: fc.integer({ min: 2, max: 8 }), restTime: fc.integer({ min: 0, max: 3 }) }), { minLength: 1, maxLength: 4 })
  .map((blocks) => blocks.map((b, i): Exercise => ({ name: `Block ${'ABCD'[i]}`, ...b })));

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 14, arbitrary: fc.record({ kind: fc.constant('time' as const), ms: fc.integer({ min: 1, max: 1000 }), frameFirst: fc.boolean() }) },
  // Mostly a few seconds away; sometimes long enough to come back after the end.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('hide' as const), ms: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1500, max: 8000 }) }, fc.integer({ min: 8000, max: 90_000 })) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'show' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'toggle' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'next' as const }) },
);

/** A run starts with Play; what follows is random. */
const scenarioArb = fc.record({ blocks: blocksArb, steps: fc.array(stepArb, { minLength: 10, maxLength: 60 }).map((steps): Step[] => [{ kind: 'toggle' }, ...steps]) });

const param = () => ({ value: 0, setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined });

interface Oscillator {
  frequencyHz: number;
  at: number;
  /** The audio clock when it was stopped before its end (a pause or seek cancels what was scheduled). */
  cancelledAt: number | null;
}

/** Web Audio enough to see each tone put on the audio clock, and whether it was cancelled before it sounded. */
function fakeAudio() {
  const oscillators: Oscillator[] = [];
  const ctx = {
    currentTime: AUDIO_START,
    state: 'running',
    destination: {},
    resume: () => Promise.resolve(),
    close: () => Promise.resolve(),
    createGain: () => ({ connect: () => undefined, disconnect: () => undefined, gain: param() }),
    createOscillator() {
      const record: Oscillator = { frequencyHz: 0, at: Number.NaN, cancelledAt: null };
      const osc = {
        type: 'sine',
        frequency: param(),
        onended: null,
        connect: () => undefined,
        disconnect: () => undefined,
        start(at: number) {
          record.at = at;
          record.frequencyHz = osc.frequency.value;
          oscillators.push(record);
        },
        stop(at?: number) {
          if (at === undefined && record.cancelledAt === null) record.cancelledAt = ctx.currentTime;
        },
      };
      return osc;
    },
  };
  /** Tones that sounded or will: a tone cancelled at or before its start was never heard. */
  const heard = () => oscillators.filter((o) => o.cancelledAt === null || o.cancelledAt > o.at + 1e-9);
  return { ctx, heard };
}

/**
 * The browser around the page: its visibility, animation frames (only while visible, run when the
 * test says), the screen wake lock (dropped by the browser when the page is hidden) and the lock
 * screen's Media Session.
 */
function fakeBrowser() {
  let visible = true;
  const frames = new Map<number, FrameRequestCallback>();
  let frameId = 0;
  const saved = { request: window.requestAnimationFrame, cancel: window.cancelAnimationFrame };
  window.requestAnimationFrame = (callback) => {
    frameId += 1;
    frames.set(frameId, callback);
    return frameId;
  };
  window.cancelAnimationFrame = (id) => void frames.delete(id);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => !visible });

  const locks: Array<{ released: boolean; release: () => Promise<void> }> = [];
  const wake = { requests: 0, overlapping: 0 };
  const held = () => locks.filter((l) => !l.released).length;
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async () => {
        wake.requests += 1;
        if (held() > 0) wake.overlapping += 1;
        const lock = { released: false, release: async () => void (lock.released = true) };
        locks.push(lock);
        return lock;
      },
    },
  });

  const titles: string[] = [];
  let metadata: { title: string } | null = null;
  const session = {
    get metadata() {
      return metadata;
    },
    set metadata(value: { title: string } | null) {
      metadata = value;
      if (value) titles.push(value.title);
    },
    playbackState: 'none',
    setActionHandler: () => undefined,
  };
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  (globalThis as { MediaMetadata?: unknown }).MediaMetadata = class {
    title: string;
    artist: string;
    constructor(init: { title: string; artist: string }) {
      this.title = init.title;
      this.artist = init.artist;
    }
  };

  return {
    isVisible: () => visible,
    wake,
    held,
    titles,
    title: () => metadata?.title ?? null,
    /** One animation frame: every callback asked for since the last one. */
    frame() {
      const due = [...frames.values()];
      frames.clear();
      act(() => due.forEach((callback) => callback(0)));
    },
    setVisible(on: boolean) {
      visible = on;
      // The browser drops a screen wake lock when the page is hidden.
      if (!on) locks.forEach((l) => (l.released = true));
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    },
    restore() {
      window.requestAnimationFrame = saved.request;
      window.cancelAnimationFrame = saved.cancel;
      delete (document as { visibilityState?: unknown }).visibilityState;
      delete (document as { hidden?: unknown }).hidden;
      delete (navigator as { wakeLock?: unknown }).wakeLock;
      delete (navigator as { mediaSession?: unknown }).mediaSession;
      delete (globalThis as { MediaMetadata?: unknown }).MediaMetadata;
    },
  };
}

/** Whether React is rendering a component now: its development build names the function that does. */
function rendering(): boolean {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  try {
    return /\brenderWithHooks\b/.test(new Error().stack ?? '');
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** Runs timers due within `ms` (the playback ticker among them) and whatever promises they settle. */
const runTimers = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/**
 * What the page should show and do, from the timer engine alone: the state its commands lead to
 * (the same reducer, at the same clock readings) read at the clock's current reading.
 */
interface Model {
  timeline: Timeline<Exercise>;
  timer(): TimerState;
  /** The clock the timer runs on (the page's own; a follower's estimate of the server's). */
  now(): number;
  /** Play or pause; play after the end starts a new run. */
  toggle(): void;
  next(): void;
  /** The active time of the run, for the completion log; null for a follower (it logs nothing). */
  activeMs(): number | null;
}

interface Page {
  model: Model;
  calls: ApiCall[];
  /** Whether the page has a lock screen (the follower's has none: its commands are the instructor's). */
  mediaSession: boolean;
}

type PageKind = 'player' | 'shared player' | 'live follower';

const signedIn = { 'GET /api/auth/user': { status: 200, body: { id: 'u1', email: 'a@example.com', firstName: 'A', lastName: null, profileImageUrl: null, onboardingCompleted: true } } };
const signedOut = { 'GET /api/auth/user': { status: 401, body: 'Unauthorized' } };

/** Lets the page load (queries, clock offset) until `ready` finds what it needs. */
async function load(ready: () => HTMLElement | null): Promise<HTMLElement> {
  for (let i = 0; i < 50; i += 1) {
    const found = ready();
    if (found) return found;
    await runTimers(10);
  }
  throw new Error('The page did not load');
}

const press = (key: string) => fireEvent.keyDown(document.body, { key });

function playerModel(blocks: Exercise[], env: { now(): number }): Model {
  const items = workoutItems(blocks, undefined);
  let state: PlayerState = initialPlayerState(LEAD_IN_SECONDS);
  const timeline = timelineOf(items, state);
  return {
    timeline,
    timer: () => state.timer,
    now: () => env.now(),
    toggle() {
      state = reducePlayer(items, state, { type: 'togglePlay', now: env.now(), leadInSeconds: LEAD_IN_SECONDS });
      press(' ');
    },
    next() {
      state = reducePlayer(items, state, { type: 'next', now: env.now() });
      press('ArrowRight');
    },
    activeMs: () => activeTimeMs(timeline, state, env.now()),
  };
}

async function openPage(kind: PageKind, blocks: Exercise[], fake: ReturnType<typeof fakeEnvironment>): Promise<Page> {
  const workout = workoutFixture({ name: 'Property run', exercises: blocks });
  const { createdAt: _c, updatedAt: _u, ...stored } = workout;
  const shared: SharedWorkout = { ...stored, shareToken: 'tok1' };
  const inEnvironment = (page: ReactNode) => <PlayerEnvironmentProvider value={fake.env}>{page}</PlayerEnvironmentProvider>;
  const completions = { 'POST /api/completions': { status: 201, body: { id: 'c1' } } };

  if (kind === 'player') {
    const api = mockApi({ ...signedIn, ...completions, 'GET /api/workouts/w1': { status: 200, body: workout } });
    render(inEnvironment(renderTree(<PlayerPage />, { path: '/player/w1', routes: ['/player/:id'] })));
    await load(() => screen.queryByRole('button', { name: 'Play' }));
    return { model: playerModel(blocks, fake.env), calls: api.calls, mediaSession: true };
  }
  if (kind === 'shared player') {
    const api = mockApi({ ...signedIn, ...completions, 'GET /api/shared/tok1': { status: 200, body: shared } });
    render(inEnvironment(renderTree(<SharedPlayerPage />, { path: '/shared/tok1', routes: ['/shared/:shareToken'] })));
    await load(() => screen.queryByRole('button', { name: 'Play' }));
    return { model: playerModel(blocks, fake.env), calls: api.calls, mediaSession: true };
  }

  FakeEventSource.install();
  const serverNow = () => fake.env.now() - LOCAL_START + T0;
  const view: LiveClassView = { code: 'ABC234', workout: shared, actions: [], allowFollowerAudio: false, startedAt: new Date(T0).toISOString(), endedAt: null };
  const api = mockApi({ ...signedOut, 'GET /api/live/ABC234': { status: 200, body: view }, 'GET /api/live/time': () => ({ status: 200, body: { serverMs: serverNow() } }) });
  render(inEnvironment(renderTree(<LiveClassPage />, { path: '/live/ABC234', routes: ['/live/:code'] })));
  fireEvent.click(await load(() => screen.queryByRole('button', { name: 'Enable sound' })));
  FakeEventSource.latest().open();
  const timeline = liveTimeline(shared);
  const actions: LiveAction[] = [];
  const instructor = (type: LiveAction['type']) => {
    const action: LiveAction = { seq: actions.length + 1, type, atMs: serverNow() };
    actions.push(action);
    FakeEventSource.latest().emit('action', action);
  };
  let replayed = { length: 0, timer: replayActions(timeline, actions) };
  const timer = () => {
    if (replayed.length !== actions.length) replayed = { length: actions.length, timer: replayActions(timeline, actions) };
    return replayed.timer;
  };
  return {
    model: {
      timeline,
      timer,
      now: serverNow,
      toggle() {
        const status = statusAt(timeline, timer(), serverNow());
        instructor(status === 'running' ? 'pause' : status === 'paused' ? 'resume' : 'start');
      },
      next() {
        const status = statusAt(timeline, timer(), serverNow());
        if (status === 'running' || status === 'paused') instructor('next');
      },
      activeMs: () => null,
    },
    calls: api.calls,
    mediaSession: false,
  };
}

/** A running stretch of one run: from when it began (start, resume, seek) to when it stopped or the clock now. */
interface Stretch {
  originMs: number;
  from: number;
  to: number;
}

async function playScenario(kind: PageKind, { blocks, steps }: { blocks: Exercise[]; steps: Step[] }): Promise<void> {
  localStorage.clear();
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'queueMicrotask', 'nextTick', 'performance'] });
  const browser = fakeBrowser();
  const fake = fakeEnvironment(LOCAL_START);
  // A clock read while rendering is what let a render differ from the last with no change React could see.
  let readWhileRendering = 0;
  const readClock = fake.env.now;
  fake.env.now = () => {
    if (rendering()) readWhileRendering += 1;
    return readClock();
  };
  const audio = fakeAudio();
  fake.env.createAudioContext = () => audio.ctx as unknown as AudioContext;
  try {
    const { model, calls, mediaSession } = await openPage(kind, blocks, fake);
    const { timeline } = model;
    const clockAtAudioStart = model.now();
    const audioAt = (instant: number) => AUDIO_START + (instant - clockAtAudioStart) / 1000;
    const move = (ms: number) => {
      fake.advance(ms);
      audio.ctx.currentTime += ms / 1000;
    };

    // What the engine says happened: running stretches, hidden jumps, finished runs, titles.
    const stretches: Stretch[] = [];
    const jumps: Array<[number, number]> = [];
    const finished: number[] = [];
    let runLogged = true;
    const titles: string[] = [];
    let lastTimer: TimerState | null = null;
    const follow = () => {
      const timer = model.timer();
      if (timer === lastTimer) return;
      const now = model.now();
      const open = stretches.at(-1);
      if (open && open.to === Infinity) open.to = now;
      if (timer.status === 'running') stretches.push({ originMs: timer.originMs, from: now, to: Infinity });
      if (lastTimer !== null && (lastTimer.status === 'idle' || statusAt(timeline, lastTimer, now) === 'done') && timer.status !== 'idle') runLogged = false;
      lastTimer = timer;
    };
    follow();

    const check = (step: string) => {
      const now = model.now();
      const snap = snapshotAt(timeline, model.timer(), now);
      const where = `${kind}, after ${step}, at ${snap.status} ${snap.phase} of block ${snap.blockIndex} (${Math.round(snap.totalElapsedMs)} ms in)`;
      // What a hidden page draws nobody sees; the lock screen, the wake lock and the log count all the same.
      if (browser.isVisible()) expect({ where, shown: document.querySelector('[data-phase]')?.getAttribute('data-phase') }).toEqual({ where, shown: snap.phase });
      expect({ where, readWhileRendering }).toEqual({ where, readWhileRendering: 0 });
      const running = snap.status === 'running';
      expect({ where, wakeLocksHeld: browser.held() }).toEqual({ where, wakeLocksHeld: running && browser.isVisible() ? 1 : 0 });
      if (mediaSession) {
        const title = mediaTitle(snap.block, timeline.steps[snap.blockIndex]);
        if (titles.at(-1) !== title) titles.push(title);
        expect({ where, title: browser.title() }).toEqual({ where, title });
      }
      const activeMs = model.activeMs();
      if (snap.status === 'done' && !runLogged && activeMs !== null) {
        finished.push(Math.round(activeMs / 1000));
        runLogged = true;
      }
      const logged = calls.filter((c) => c.method === 'POST' && c.path === '/api/completions').map((c) => (c.body as { elapsedSeconds: number }).elapsedSeconds);
      expect({ where, logged }).toEqual({ where, logged: finished });
    };
    check('opening');

    for (const [i, step] of steps.entries()) {
      switch (step.kind) {
        case 'time': {
          move(step.ms);
          if (step.frameFirst && browser.isVisible()) browser.frame();
          await runTimers(Math.max(step.ms, TICK_MS));
          if (!step.frameFirst && browser.isVisible()) browser.frame();
          break;
        }
        case 'hide':
          if (browser.isVisible()) browser.setVisible(false);
          jumps.push([model.now(), model.now() + step.ms]);
          move(step.ms);
          // A hidden tab's timers are throttled: a few ticks come, late.
          await runTimers(5 * TICK_MS);
          break;
        case 'show':
          if (!browser.isVisible()) browser.setVisible(true);
          browser.frame();
          break;
        case 'toggle':
          model.toggle();
          break;
        case 'next':
          model.next();
          break;
      }
      follow();
      await runTimers(0);
      check(`step ${i} (${JSON.stringify(step)})`);
    }

    expect(browser.wake.overlapping).toBe(0);
    if (mediaSession) expect(browser.titles).toEqual(titles);

    // Each tone of the plan that fell in a running stretch sounded exactly once; one whose moment
    // the clock jumped over (a hidden tab) at most once; nothing else sounded.
    const end = model.now();
    const sounds: PlannedSound[] = planSounds(timeline, { profile: DEFAULT_WORKOUT_SOUND.cueProfile, halfwayCue: DEFAULT_WORKOUT_SOUND.halfwayCue, breathSounds: false });
    const heard = audio.heard().filter((o) => o.at < audioAt(end) - 1e-6);
    const matched = new Set<Oscillator>();
    for (const stretch of stretches) {
      const until = Math.min(stretch.to, stretch.originMs + timeline.totalDurationMs + 1, end);
      for (const sound of sounds) {
        const instant = stretch.originMs + sound.atMs;
        if (instant < stretch.from || instant >= until) continue;
        const same = heard.filter((o) => Math.abs(o.at - audioAt(instant)) < 1e-6 && Math.abs(o.frequencyHz - sound.sound.frequencyHz) < 1e-6);
        same.forEach((o) => matched.add(o));
        const jumpedOver = jumps.some(([from, to]) => instant >= from && instant < to);
        const where = `${kind}: the tone at ${sound.atMs} ms of the workout (run from ${stretch.from - clockAtAudioStart} ms)`;
        if (jumpedOver) expect({ where, times: Math.min(same.length, 1) }).toEqual({ where, times: same.length });
        else expect({ where, times: same.length }).toEqual({ where, times: 1 });
      }
    }
    expect(heard.filter((o) => !matched.has(o)).map((o) => ({ at: o.at, frequencyHz: o.frequencyHz }))).toEqual([]);
  } finally {
    cleanup();
    jest.clearAllTimers();
    jest.useRealTimers();
    browser.restore();
  }
}

describe('playback effects under a jittery, jumping clock', () => {
  test.each<PageKind>(['player', 'shared player', 'live follower'])(
    'when the %s plays through late ticks, hidden-tab jumps (past the end too), pauses and skips, then every phase change fires its effects exactly once',
    async (kind) => {
      await fc.assert(
        fc.asyncProperty(scenarioArb, (scenario) => playScenario(kind, scenario)),
        { numRuns: NUM_RUNS },
      );
    },
    300_000,
  );
});
