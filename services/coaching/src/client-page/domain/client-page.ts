import {
  clientLogoUrl,
  clientUploadUrl,
  COACHING_LIMITS,
  COACHING_MESSAGES,
  uploadIdOf,
  type ClientCompletion,
  type ClientCompletionInput,
  type ClientPage,
  type ClientPageDay,
  type CoachedWorkout,
  type Exercise,
} from '@blockbeat/contracts';
import { NotFoundError, ValidationError } from '@blockbeat/service-kit';
import { completionView, isTokenShaped, linkHashOf, programsOf, todayOf, type ClientData, type ClientRecord, type CompletionRecord } from '../../clients';
import type { ProgramRepository } from '../../programs';
import { addDays, datesFrom, mondayOf, plannedOn, scheduleDays, utcDateOf } from '../../schedule';
import type { WorkoutSource } from '../../shared/workout-source';
import { pageFilesCache } from './page-files';

export interface ClientPageDeps {
  data: ClientData;
  programs: ProgramRepository;
  workouts: WorkoutSource;
  now: () => Date;
}

/** A completion may be for a workout planned this many days either side of its date (the plan moved). */
const PLANNED_AROUND_DAYS = 7;

const linkNotAvailable = () => new NotFoundError(COACHING_MESSAGES.linkNotAvailable);
const fileNotAvailable = () => new NotFoundError(COACHING_MESSAGES.fileNotAvailable);

/** Every calendar day from `first` to `last`, both included. */
const datesBetween = (first: string, last: string) => datesFrom(first, Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1);

/** The uploads a block plays or shows: its music and its demo image. */
function filesOf(exercise: Exercise): string[] {
  const demo = exercise.demo?.type === 'image' ? uploadIdOf(exercise.demo.url) : null;
  return [uploadIdOf(exercise.musicUrl), demo].filter((id): id is string => id !== null);
}

/** Uploads are the instructor's own: the client's page reads them through the link, as a share's visitors do through the share. */
function withClientFiles(token: string, workout: CoachedWorkout): CoachedWorkout {
  return {
    ...workout,
    exercises: workout.exercises.map((e) => ({
      ...e,
      ...(e.musicUrl && { musicUrl: clientUploadUrl(token, e.musicUrl) }),
      ...(e.demo?.type === 'image' && { demo: { ...e.demo, url: clientUploadUrl(token, e.demo.url) } }),
    })),
  };
}

const toClientCompletion = (c: CompletionRecord): ClientCompletion => ({ ...completionView(c), workoutId: c.workoutId, date: c.date });

/**
 * The client's own page, reached with the link alone: their schedule, its workouts, what they did,
 * the instructor's name and colours, nothing else (no other client, no instructor id).
 */
export function clientPageUseCases({ data, programs, workouts, now }: ClientPageDeps) {
  const { clients, assignments, completions } = data;

  async function clientOf(token: string): Promise<ClientRecord> {
    const client = isTokenShaped(token) ? await clients.findByLinkHash(linkHashOf(token)) : null;
    if (!client) throw linkNotAvailable();
    return client;
  }

  /** The client's days over `dates`: done workouts as played, planned ones as they are now. */
  async function daysOf(client: ClientRecord, dates: readonly string[], today: string): Promise<{ days: ClientPageDay[]; branding: ClientPage['instructor']['branding'] }> {
    const plan = await assignments.ofClients([client.id]);
    const [programsById, done] = await Promise.all([programsOf(programs, client.instructorId, plan), completions.withSnapshots(client.id, dates[0]!, dates.at(-1)!)]);
    const days = scheduleDays(dates, plan, programsById, done, today);
    const toFetch = days.flatMap((d) => d.entries.filter((e) => !e.completion).map((e) => e.workoutId));
    const live = await workouts.workoutsOf(client.instructorId, toFetch);
    const byId = new Map<string, CoachedWorkout>(live.workouts.map((w) => [w.id, w]));
    return {
      branding: live.branding,
      days: days.map(({ date, status, entries }): ClientPageDay => {
        // A done workout is what was played; a planned one is the workout as it is now (a deleted one is left out).
        const shown = entries.flatMap((e) => {
          const workout = e.completion?.workout ?? byId.get(e.workoutId);
          return workout ? [{ workout, done: e.completion !== null, completion: e.completion && completionView(e.completion) }] : [];
        });
        return { date, status: shown.length === 0 ? 'rest' : status, workouts: shown };
      }),
    };
  }

  /** The uploads a workout on the client's page plays or shows, on any day their date may be. */
  async function filesOnPage(client: ClientRecord): Promise<ReadonlySet<string>> {
    const serverToday = utcDateOf(now());
    const first = mondayOf(addDays(serverToday, -COACHING_LIMITS.todaySkewDays));
    const last = addDays(mondayOf(addDays(serverToday, COACHING_LIMITS.todaySkewDays)), COACHING_LIMITS.clientPageDays - 1);
    const { days } = await daysOf(client, datesBetween(first, last), serverToday);
    return new Set(days.flatMap((day) => day.workouts.flatMap(({ workout }) => workout.exercises.flatMap(filesOf))));
  }
  const pageUses = pageFilesCache(filesOnPage, () => now().getTime());

  return {
    /** This week from Monday and the next, on the client's own date. */
    async page(token: string, givenToday: string | undefined): Promise<ClientPage> {
      const client = await clientOf(token);
      const today = todayOf(givenToday, now());
      const [days, instructorName] = await Promise.all([
        daysOf(client, datesFrom(mondayOf(today), COACHING_LIMITS.clientPageDays), today),
        clients.instructorName(client.instructorId),
      ]);
      return {
        clientName: client.name,
        instructor: { name: instructorName, branding: days.branding && { ...days.branding, logoUrl: days.branding.logoUrl && clientLogoUrl(token) } },
        today,
        days: days.days.map((day) => ({ ...day, workouts: day.workouts.map((w) => ({ ...w, workout: withClientFiles(token, w.workout) })) })),
      };
    },

    /**
     * One of the instructor's uploads, read through the link: a track or demo image of a workout
     * on the client's page, whichever of the days around the server's the client's own date may
     * be (todayOf accepts a day either side). Content's answer, unread, for the route to stream.
     */
    async uploadFile(token: string, uploadId: string, range: string | undefined): Promise<Response> {
      const client = await clientOf(token);
      const id = uploadId.toLowerCase();
      if (!(await pageUses(client, id))) throw fileNotAvailable();
      return workouts.file(`uploads/${client.instructorId}/${id}`, range);
    },

    /** The instructor's logo, for the page that shows it. */
    async logoFile(token: string, range: string | undefined): Promise<Response> {
      const client = await clientOf(token);
      return workouts.file(`logo/${client.instructorId}`, range);
    },

    /** Logged once per device-made id: a resend answers the first completion, unchanged. */
    async complete(token: string, input: Required<ClientCompletionInput>): Promise<ClientCompletion> {
      const client = await clientOf(token);
      const seen = await completions.find(client.id, input.id);
      if (seen) return toClientCompletion(seen);
      const serverToday = utcDateOf(now());
      if (input.date > addDays(serverToday, COACHING_LIMITS.todaySkewDays) || input.date < addDays(serverToday, -COACHING_LIMITS.completionDaysBack))
        throw new ValidationError({ date: `"date" ${COACHING_MESSAGES.completionTooOld}` });
      const plan = await assignments.ofClients([client.id]);
      const programsById = await programsOf(programs, client.instructorId, plan);
      const around = datesFrom(addDays(input.date, -PLANNED_AROUND_DAYS), PLANNED_AROUND_DAYS * 2 + 1);
      const notPlanned = () => new ValidationError({ workoutId: COACHING_MESSAGES.workoutNotPlanned });
      if (!around.some((date) => plannedOn(date, plan, programsById).includes(input.workoutId))) throw notPlanned();
      const [workout] = (await workouts.workoutsOf(client.instructorId, [input.workoutId])).workouts;
      if (!workout) throw notPlanned();
      const logged = await completions.insertOnce({ clientId: client.id, id: input.id, workoutId: input.workoutId, date: input.date, effort: input.effort, note: input.note, workout });
      return toClientCompletion(logged);
    },

    /** The client asked to be forgotten: their rows go, the instructor is told by name. */
    async forget(token: string): Promise<void> {
      await clients.forget(await clientOf(token));
    },
  };
}

export type ClientPageUseCases = ReturnType<typeof clientPageUseCases>;
