import type { Exercise } from '@blockbeat/contracts';
import { snapshotAt, type Timeline, type TimerSnapshot, type TimerState } from '@blockbeat/timer-engine';

/** How often the ticker samples the clock: an interval, so it goes on while the tab is hidden. */
export const TICK_MS = 200;

/** What a run is made of, without the clock: the plan and the engine's state. */
export interface PlaybackSource {
  readonly timeline: Timeline<Exercise>;
  readonly timer: TimerState;
  /** Counts the moves that seek (next, previous, restart, jump, a new run), never pause or resume. */
  readonly seeks: number;
}

/** The source as the clock last showed it: everything the screen and the effects read. */
export type PlaybackView<S extends PlaybackSource = PlaybackSource> = S & {
  /** Phase, block, countdown and totals at the clock reading the view was taken at. */
  readonly snap: TimerSnapshot<Exercise>;
  /** The clock it was read on (a follower's changes with each new offset). */
  readonly clock: Clock;
};

export type Clock = () => number;
type SampleListener<S> = (source: S, now: number) => void;

/**
 * What is shown, at the granularity it is drawn: the seconds, a step of the ring, the breathing
 * guide's size, and the status and phase (so the block) they belong to.
 */
function shownKey(snap: TimerSnapshot): string {
  const breath = snap.breath ? `|${snap.breath.part}|${Math.round(snap.breath.guideScale * 200)}` : '';
  return `${snap.status}|${snap.phaseIndex}|${Math.ceil(snap.phaseRemainingMs / 1000)}|${Math.floor(snap.totalElapsedMs / 1000)}|${Math.round(snap.phaseProgress * 120)}${breath}`;
}

/**
 * The one place a run is read against the clock. It holds the engine's state and the plan, and
 * samples the clock on animation frames while the page is visible and on a ticker that goes on
 * while it is hidden; it publishes a new view only when what is shown changes, and a new source
 * (a command, the class's log) at once. Components render its view (useSyncExternalStore) and
 * never read the clock, so a render can only differ from the last one through a new view, which
 * React sees as a change: every effect keyed on the view sees every change exactly once.
 */
export class PlaybackStore<S extends PlaybackSource> {
  private source: S;
  private view: PlaybackView<S>;
  private shown: string;
  private readonly listeners = new Set<() => void>();
  private readonly samplers = new Set<SampleListener<S>>();
  private connections = 0;
  private interval: ReturnType<typeof setInterval> | null = null;
  private frame: number | null = null;

  /** Starts from a stopped run (idle or done), which reads the same at every instant: the first view needs no clock. */
  constructor(
    private clock: Clock,
    source: S,
  ) {
    if (source.timer.status === 'running' || source.timer.status === 'paused') throw new Error('A playback store starts from a stopped run.');
    this.source = source;
    const snap = snapshotAt(source.timeline, source.timer, 0);
    this.view = { ...source, snap, clock };
    this.shown = shownKey(snap);
  }

  readonly getSnapshot = (): PlaybackView<S> => this.view;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current source: what commands apply to. */
  get current(): S {
    return this.source;
  }

  /** A reading of the store's clock, for a command to be stamped with. */
  protected now(): number {
    return this.clock();
  }

  /** Told every sample of the clock (each frame and tick) while playing: the cues' look-ahead window moves on it. */
  onSample(listener: SampleListener<S>): () => void {
    this.samplers.add(listener);
    return () => this.samplers.delete(listener);
  }

  /** A new source (a command, the class's log, a new plan) or a new clock (a new offset): shown at once. */
  set(source: S, clock: Clock = this.clock): void {
    if (source === this.source && clock === this.clock) return;
    this.source = source;
    this.clock = clock;
    this.publish(snapshotAt(source.timeline, source.timer, clock()));
  }

  /** Samples the clock: a new view when what is shown changed, and the sample to the listeners. */
  readonly refresh = (): void => {
    const now = this.clock();
    const snap = snapshotAt(this.source.timeline, this.source.timer, now);
    if (shownKey(snap) !== this.shown) this.publish(snap);
    for (const listener of this.samplers) listener(this.source, now);
    this.syncLoops();
  };

  /**
   * Runs the frame loop (while visible) and the ticker while the run plays, and samples when the
   * page is shown again (time is derived, so the phase is right at once). Returns the disconnect.
   */
  connect(): () => void {
    this.connections += 1;
    if (this.connections === 1) document.addEventListener('visibilitychange', this.refresh);
    this.syncLoops();
    return () => {
      this.connections -= 1;
      if (this.connections === 0) document.removeEventListener('visibilitychange', this.refresh);
      this.syncLoops();
    };
  }

  private publish(snap: TimerSnapshot<Exercise>): void {
    this.view = { ...this.source, snap, clock: this.clock };
    this.shown = shownKey(snap);
    for (const listener of this.listeners) listener();
    this.syncLoops();
  }

  private readonly onFrame = (): void => {
    this.frame = null;
    this.refresh();
  };

  /** Loops only while the run plays: a pause, a stop or the end stops them (the end is drawn first). */
  private syncLoops(): void {
    const playing = this.connections > 0 && this.view.snap.status === 'running';
    if (playing && this.interval === null) this.interval = setInterval(this.refresh, TICK_MS);
    if (!playing && this.interval !== null) {
      clearInterval(this.interval);
      this.interval = null;
    }
    const drawing = playing && document.visibilityState === 'visible';
    if (drawing && this.frame === null) this.frame = requestAnimationFrame(this.onFrame);
    if (!drawing && this.frame !== null) {
      cancelAnimationFrame(this.frame);
      this.frame = null;
    }
  }
}
