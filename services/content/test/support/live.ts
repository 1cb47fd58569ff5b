import type { LiveAction, LiveActionInput, LiveClassStarted } from '@blockbeat/contracts';
import { QueryTypes } from 'sequelize';
import type { Caller, ContentService } from './content-service';
import { createWorkout } from './fixtures';

/** Starts a class on a new workout of `who`'s, asserting it worked. */
export async function startClass(who: Caller, body: Record<string, unknown> = {}): Promise<LiveClassStarted> {
  const workout = await createWorkout(who);
  const res = await who.call<LiveClassStarted>('/api/live/classes', { method: 'POST', body: { workoutId: workout.id, ...body } });
  expect(res.status).toBe(201);
  return res.body;
}

export async function act(who: Caller, code: string, input: Partial<LiveActionInput> = {}): Promise<LiveAction> {
  const res = await who.call<LiveAction>(`/api/live/classes/${code}/actions`, { method: 'POST', body: { type: 'start', atMs: Date.now(), ...input } });
  expect(res.status).toBe(201);
  return res.body;
}

/** Moves a class's last activity into the past, as if nothing had happened for `ms`. */
export async function ageClass(service: ContentService, code: string, ms: number): Promise<void> {
  await service.sequelize.query(`UPDATE content.live_classes SET last_activity_at = now() - make_interval(secs => :seconds) WHERE code = :code AND ended_at IS NULL`, {
    replacements: { code, seconds: ms / 1000 },
    type: QueryTypes.UPDATE,
  });
}
