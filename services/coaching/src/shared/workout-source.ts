import { COACHING_MESSAGES, COACHING_WORKOUTS_REQUEST_MAX, type CoachingWorkouts } from '@blockbeat/contracts';
import { NotFoundError, UnavailableError } from '@blockbeat/service-kit';

/** How long content may take to answer; the caller is told to try again after. */
const TIMEOUT_MS = 5_000;

/** An instructor's workouts, read from content (the coaching service never reads content's tables). */
export interface WorkoutSource {
  /** The owner's among `ids` (others' and unknown ones left out) and their branding colours. */
  workoutsOf(ownerId: string, ids: readonly string[]): Promise<CoachingWorkouts>;
  /**
   * One of the owner's files as content serves it (`uploads/{ownerId}/{id}`, `logo/{ownerId}`),
   * asked with the client's Range header: the answer unread, for the caller to stream on.
   */
  file(path: string, range: string | undefined): Promise<Response>;
}

/** POST {contentUrl}/internal/coaching/workouts with Bearer INTERNAL_API_SECRET, in batches of the route's maximum. */
export function contentWorkoutSource({ contentUrl, secret }: { contentUrl: string; secret: string }): WorkoutSource {
  async function ask(ownerId: string, ids: readonly string[]): Promise<CoachingWorkouts> {
    let res: Response;
    try {
      res = await fetch(`${contentUrl}/internal/coaching/workouts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ownerId, ids }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new UnavailableError(COACHING_MESSAGES.workoutsUnavailable);
    }
    if (!res.ok) throw new UnavailableError(COACHING_MESSAGES.workoutsUnavailable);
    return (await res.json()) as CoachingWorkouts;
  }

  async function file(path: string, range: string | undefined): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(`${contentUrl}/internal/coaching/${path}`, {
        headers: { authorization: `Bearer ${secret}`, ...(range && { range }) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new UnavailableError(COACHING_MESSAGES.filesUnavailable);
    }
    if (res.status === 404) {
      await res.body?.cancel();
      throw new NotFoundError(COACHING_MESSAGES.fileNotAvailable);
    }
    if (res.status >= 500 || res.status === 401) {
      await res.body?.cancel();
      throw new UnavailableError(COACHING_MESSAGES.filesUnavailable);
    }
    return res;
  }

  return {
    file,
    async workoutsOf(ownerId, ids) {
      const unique = [...new Set(ids)];
      const batches: string[][] = [];
      for (let i = 0; i < unique.length; i += COACHING_WORKOUTS_REQUEST_MAX) batches.push(unique.slice(i, i + COACHING_WORKOUTS_REQUEST_MAX));
      const answers = await Promise.all((batches.length > 0 ? batches : [[]]).map((batch) => ask(ownerId, batch)));
      return { workouts: answers.flatMap((a) => a.workouts), branding: answers[0]!.branding };
    },
  };
}
