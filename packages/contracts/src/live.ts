import type { SharedWorkout } from './workout';

/**
 * Live class (issue 19): the instructor runs the timer, followers' phones and the studio TV follow
 * it. The class's state is the log of the instructor's timer actions, each stamped with the
 * server's clock; a follower replays the log with the timer engine (reduceTimer) and reads the
 * position at its estimate of the server's clock (docs/product.md#live-class).
 */

/** Short codes: 6 characters, no ambiguous letters or digits (no I, L, O, 0, 1). */
export const LIVE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LIVE_CODE_LENGTH = 6;
/**
 * The instructor's panel follows its own class on `events?role=instructor`: that stream gets the
 * same events but is not counted among the followers (a follower who sends it only hides itself).
 */
export const LIVE_INSTRUCTOR_ROLE = 'instructor';
export const LIVE_CODE_PATTERN = new RegExp(`^[${LIVE_CODE_ALPHABET}]{${LIVE_CODE_LENGTH}}$`);

/** What a person typed at /live, as a code: case and spaces do not matter; null when it cannot be one. */
export function normaliseLiveCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return LIVE_CODE_PATTERN.test(code) ? code : null;
}

export const LIVE_LIMITS = {
  /** A class ends by itself this long after its last action. */
  idleEndMs: 4 * 60 * 60 * 1000,
  /** Actions kept per class (a class of an hour with a change every few seconds fits). */
  actionsMax: 2000,
  /** An action stamped further than this ahead of the server's clock is refused. */
  actionSkewMaxMs: 10_000,
  /**
   * An action may arrive this late (the instructor's device resends it after a network outage):
   * it is logged at the instant it happened, so followers come back to the instructor's position.
   */
  actionLateMaxMs: 10 * 60 * 1000,
  feedbackNoteMax: 500,
  feedbackNameMax: 40,
  effortMin: 1,
  effortMax: 10,
} as const;

/** The timer engine's actions an instructor can send (TimerAction without `now`). */
export const LIVE_ACTION_TYPES = ['start', 'pause', 'resume', 'next', 'previous', 'restartBlock', 'jump', 'stop'] as const;
export type LiveActionType = (typeof LIVE_ACTION_TYPES)[number];

/**
 * POST /api/live/classes/{code}/actions: `atMs` is the instructor's estimate of the server's clock
 * (epoch ms) when the action happened. The log keeps the actions' instants in order: one stamped
 * before the previous action is logged at the previous action's instant.
 */
export interface LiveActionInput {
  type: LiveActionType;
  atMs: number;
  blockIndex?: number;
}

/** One logged action: its place in the log and the server-clock instant it happened at. */
export interface LiveAction extends LiveActionInput {
  seq: number;
}

/** POST /api/live/classes: start a class on one of the caller's workouts. */
export interface LiveClassInput {
  workoutId: string;
  /** Followers may play the class's uploaded audio themselves (never streamed music). */
  allowFollowerAudio?: boolean;
}

/** GET /api/live/{code} (public): everything a follower needs to land in step. */
export interface LiveClassView {
  code: string;
  workout: SharedWorkout;
  actions: LiveAction[];
  allowFollowerAudio: boolean;
  startedAt: string;
  endedAt: string | null;
}

/** POST /api/live/classes answer (the instructor's). */
export interface LiveClassStarted extends LiveClassView {
  /** `${BASE_URL}/live/${code}`. */
  classUrl: string;
}

/** GET /api/live/time: the server's clock, for an NTP-style offset estimate. */
export interface LiveServerTime {
  serverMs: number;
}

/**
 * GET /api/live/{code}/events (Server-Sent Events). Each message's `id` is the last action's seq,
 * so a reconnect with Last-Event-ID resumes without a gap. Event names and their data:
 */
export interface LiveEvents {
  /** The whole class on connect (and on resume): data LiveClassView. */
  snapshot: LiveClassView;
  action: LiveAction;
  settings: { allowFollowerAudio: boolean };
  followers: { count: number };
  /** The instructor tapped a new tempo for an uploaded track of the class (or its analysis finished): read its grid again. */
  beat: { uploadId: string };
  ended: { endedAt: string };
}

/** POST /api/live/{code}/feedback and POST /api/shared/{token}/feedback (no account). */
export interface FeedbackInput {
  done: boolean;
  effort?: number;
  note?: string;
  firstName?: string;
}

export interface FeedbackEntry {
  id: string;
  workoutId: string | null;
  workoutName: string;
  /** The live class it was sent from; null for a shared workout. */
  classCode: string | null;
  done: boolean;
  effort: number | null;
  note: string | null;
  firstName: string | null;
  createdAt: string;
}

export interface FeedbackSummary {
  count: number;
  /** One decimal; null when nobody rated the effort. */
  averageEffort: number | null;
}

/** GET /api/feedback?workoutId= (the instructor's): summaries and the latest entries. */
export interface FeedbackView {
  summary: FeedbackSummary;
  /** Per class, newest first. */
  classes: Array<{ code: string; startedAt: string; summary: FeedbackSummary }>;
  entries: FeedbackEntry[];
}

export const FEEDBACK_MESSAGES = {
  sent: 'Thanks! Your instructor will see it.',
  tooMany: 'Too much feedback from here for now. Please try again later.',
} as const;
