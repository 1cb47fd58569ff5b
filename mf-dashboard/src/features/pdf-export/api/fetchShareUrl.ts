import type { ShareState } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';

/**
 * GET /api/workouts/{id}/share: the workout's public link when it is shared (nothing is created),
 * else null, also when it cannot be read: the PDF then prints no link for uploaded tracks.
 */
export async function fetchShareUrl(workoutId: string): Promise<string | null> {
  try {
    const state = (await (await apiRequest('GET', `/api/workouts/${encodeURIComponent(workoutId)}/share`)).json()) as ShareState;
    return state.shared ? state.shareUrl : null;
  } catch {
    return null;
  }
}
