import type { Exercise } from '@blockbeat/contracts';
import type { TimerItem } from '@blockbeat/timer-engine';
import { initialPlayerState, reducePlayer, timelineOf, type PlayerAction, type PlayerState } from '../model/playerState';
import type { GridOf } from '../beat/alignToBeat';
import { PlaybackStore, type Clock, type PlaybackSource } from './playbackStore';

export interface PlayerSource extends PlaybackSource {
  readonly state: PlayerState;
}

/** What the controls do, stamped with the clock reading it happened at. */
export type StampedCommand = Exclude<PlayerAction, { type: 'setLeadIn' }>;
type Unstamped<A> = A extends unknown ? Omit<A, 'now'> : never;
/** A command as the controls give it: the store stamps it with its clock when it applies it. */
export type PlayerCommand = Unstamped<StampedCommand>;

type Items = readonly TimerItem<Exercise>[];

interface Plan {
  items: Items;
  /** The beat grids the changes inside continuous music are moved onto; null: as planned. */
  gridOf: GridOf | null;
}

/** The plan is built again only when the workout, its beat grids or the run's lead-in change. */
function sourceOf(plan: Plan, state: PlayerState, before?: { plan: Plan; source: PlayerSource }): PlayerSource {
  const samePlan =
    before !== undefined && before.plan.items === plan.items && before.plan.gridOf === plan.gridOf && before.source.state.leadInSeconds === state.leadInSeconds;
  return { timeline: samePlan ? before.source.timeline : timelineOf(plan.items, state, plan.gridOf), timer: state.timer, seeks: state.seeks, state };
}

/**
 * One run of a workout on the player: the player's state (the engine's, the lead-in, the seeks,
 * the active time) in a playback store. Commands go through it, stamped with its clock, so the
 * state and what is shown change together.
 */
export class PlayerStore extends PlaybackStore<PlayerSource> {
  private plan: Plan;

  constructor(items: Items, leadInSeconds: number, clock: Clock) {
    const plan = { items, gridOf: null };
    super(clock, sourceOf(plan, initialPlayerState(leadInSeconds)));
    this.plan = plan;
  }

  get items(): Items {
    return this.plan.items;
  }

  get state(): PlayerState {
    return this.current.state;
  }

  /** Applies a command at the clock's reading now; returns it stamped (what a live class sends). */
  dispatch(command: PlayerCommand): StampedCommand {
    const action = { ...command, now: this.now() } as StampedCommand;
    this.apply(action);
    return action;
  }

  /** The lead-in preference: a run keeps the one it started with, the next run takes this one. */
  setLeadIn(leadInSeconds: number): void {
    if (leadInSeconds !== this.state.leadInSeconds) this.apply({ type: 'setLeadIn', leadInSeconds });
  }

  /** The workout as played, when it changes (a refetch after an edit): the run goes on over the new plan. */
  setItems(items: Items): void {
    if (items !== this.plan.items) this.setPlan({ ...this.plan, items });
  }

  /**
   * The tracks' beat grids as they arrive: the plan's changes inside continuous music move onto
   * the beat (a playing run goes on over the new plan, as after an edit).
   */
  setBeats(gridOf: GridOf | null): void {
    if (gridOf !== this.plan.gridOf) this.setPlan({ ...this.plan, gridOf });
  }

  private setPlan(plan: Plan): void {
    const before = { plan: this.plan, source: this.current };
    this.plan = plan;
    this.set(sourceOf(plan, this.state, before));
  }

  private apply(action: PlayerAction): void {
    const state = reducePlayer(this.plan.items, this.state, action, this.plan.gridOf);
    if (state !== this.state) this.set(sourceOf(this.plan, state, { plan: this.plan, source: this.current }));
  }
}
