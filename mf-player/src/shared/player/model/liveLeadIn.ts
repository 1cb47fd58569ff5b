import { DEFAULT_LEAD_IN_SECONDS } from '@blockbeat/timer-engine';

/**
 * A live class always runs with the default lead-in: its action log carries no lead-in, and the
 * instructor's and every follower's timeline must be the same plan for one log to mean one position.
 */
export const LIVE_LEAD_IN_SECONDS = DEFAULT_LEAD_IN_SECONDS;
