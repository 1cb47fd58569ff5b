import type { Entitlement, ProgramDay } from '@blockbeat/contracts';
import { randomUserId, requestJson, testToken, useTestService, type JsonResponse } from '@blockbeat/service-kit/testing';
import { createApp } from '../../src/app';
import { migrations } from '../../src/database/migrations';
import type { SupportMail } from '../../src/shared/support-mailer';
import { contentWorkoutSource } from '../../src/shared/workout-source';
import { fakeContent, INTERNAL_SECRET } from './fake-content';

export const BASE_URL = 'https://blockbeat.test';
export const ENTITLED: Entitlement = { status: 'trial', canEdit: true, admin: false };
export const EXPIRED: Entitlement = { status: 'expired', canEdit: false, admin: false };

export interface Instructor {
  sub: string;
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<JsonResponse<T>>;
}

/**
 * The coaching service for one test file: the real app over this run's database, content faked
 * on loopback, support's outbox faked in-process (`outbox.mails` handed over; `outbox.down`
 * refuses, as a support that is down), and a clock the test sets (`clock.now`), by default
 * 2026-11-28 at noon UTC.
 */
export function useCoachingService({ maxClients = 500 }: { maxClients?: number } = {}) {
  const content = fakeContent();
  const clock = { now: new Date('2026-11-28T12:00:00Z') };
  const outbox = { mails: [] as SupportMail[], down: false };
  const mailer = {
    async send(mail: SupportMail) {
      if (outbox.down) throw new Error('support answered 503 to /internal/mail');
      // As support's outbox: one mail per key, ever.
      if (!outbox.mails.some((m) => m.dedupeKey === mail.dedupeKey)) outbox.mails.push(mail);
    },
  };
  const service = useTestService({
    schema: 'coaching',
    migrations,
    createApp: (deps) =>
      createApp({ ...deps, baseUrl: BASE_URL, workouts: contentWorkoutSource({ contentUrl: content.url, secret: INTERNAL_SECRET }), maxClients, now: () => clock.now, internalApiSecret: INTERNAL_SECRET, mailer }),
  });

  function instructor(ent: Entitlement = ENTITLED, name = 'Ines Instructor'): Instructor {
    const sub = randomUserId();
    return {
      sub,
      call: async (method, path, body) => requestJson(`${service.url}${path}`, { method, body, token: await testToken({ sub, name, ent }, 'coaching') }),
    };
  }

  /** A visitor holding a client link: no identity at all. */
  const visitor = <T = unknown>(method: string, path: string, body?: unknown) => requestJson<T>(`${service.url}${path}`, { method, body });

  return { service, content, clock, outbox, instructor, visitor };
}

/** `weeks` weeks, each with the given days (Monday first) holding `workoutIds`, the rest rest. */
export function programDays(weeks: number, workoutsOn: Record<number, string[]>): ProgramDay[][] {
  return Array.from({ length: weeks }, () => Array.from({ length: 7 }, (_, day) => ({ workoutIds: workoutsOn[day] ?? [] })));
}
