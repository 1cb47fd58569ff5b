import {
  clientPageUrl,
  COACHING_LIMITS,
  COACHING_MESSAGES,
  type Assignment,
  type AssignmentInput,
  type CalendarQuery,
  type Client,
  type ClientCalendar,
  type ClientDetail,
  type ClientInput,
  type ClientLink,
  type ClientPatch,
  type CompletionView,
  type IdentityClaims,
  type Program,
  type Roster,
  type RosterQuery,
} from '@blockbeat/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@blockbeat/service-kit';
import type { ProgramRepository } from '../../programs';
import { datesFrom, daysBetween, isPlausibleToday, lastDayOf, scheduleDays, utcDateOf } from '../../schedule';
import type { WorkoutSource } from '../../shared/workout-source';
import type { ClientData, ClientRecord, CompletionRecord } from '../data';
import { linkHashOf, newLinkToken, type LinkSealer } from './links';
import { rosterRows, rosterWindow, sortRoster } from './roster';

export interface ClientDeps {
  data: ClientData;
  programs: ProgramRepository;
  workouts: WorkoutSource;
  /** The public origin: client links point there. */
  baseUrl: string;
  maxClients: number;
  /** The server's clock: "today" when the caller sends none. */
  now: () => Date;
  /** Seals link tokens, so the live link can be e-mailed later. */
  sealer: LinkSealer;
}

const clientNotFound = () => new NotFoundError(COACHING_MESSAGES.clientNotFound);

export const toClient = ({ instructorId: _instructor, ...client }: ClientRecord): Client => client;

export const completionView = (c: CompletionRecord): CompletionView => ({ id: c.id, effort: c.effort, note: c.note, completedAt: c.completedAt });

/** The caller's date when they sent one (within a day of the server's), else the server's UTC date. */
export function todayOf(given: string | undefined, now: Date): string {
  if (given === undefined) return utcDateOf(now);
  if (!isPlausibleToday(given, now)) throw new ValidationError({ today: `"today" ${COACHING_MESSAGES.todayOutOfRange}` });
  return given;
}

/** The programs a plan names, read now: a program's days come from it as it is today. */
export async function programsOf(programs: ProgramRepository, instructorId: string, plan: readonly Assignment[]): Promise<ReadonlyMap<string, Program>> {
  const ids = [...new Set(plan.flatMap((a) => (a.programId ? [a.programId] : [])))];
  return new Map((await programs.findMany(instructorId, ids)).map((p) => [p.id, p]));
}

/** The signed-in instructor's clients: the roster, each client's calendar, links and assignments. */
export function clientUseCases({ data, programs, workouts, baseUrl, maxClients, now, sealer }: ClientDeps) {
  const { clients, assignments, completions, notices } = data;

  async function own(identity: IdentityClaims, id: string): Promise<ClientRecord> {
    return (await clients.find(identity.sub, id)) ?? throwClientNotFound();
  }

  return {
    async roster(identity: IdentityClaims, query: Required<Omit<RosterQuery, 'today'>> & { today?: string }): Promise<Roster> {
      const today = todayOf(query.today, now());
      const list = await clients.list(identity.sub, query);
      const ids = list.map((c) => c.id);
      const { from, to } = rosterWindow(today);
      // One round of queries at once; only the programs wait for the plan that names them.
      const planned = assignments.ofClients(ids).then(async (plan) => ({ plan, programsById: await programsOf(programs, identity.sub, plan) }));
      const [{ plan, programsById }, done, latest, total, noticeList] = await Promise.all([
        planned,
        completions.doneInRange(ids, from, to),
        completions.latestOf(ids),
        clients.count(identity.sub),
        notices.list(identity.sub),
      ]);
      const rows = rosterRows({ clients: list, assignments: plan, programs: programsById, done, latest, today });
      return { today, rows: sortRoster(rows, query.sort, query.order), total, max: maxClients, notices: noticeList };
    },

    async create(identity: IdentityClaims, input: Required<ClientInput>): Promise<Client> {
      const created = await clients.createWithin(identity.sub, { name: input.name, email: input.email ?? null, note: input.note }, maxClients);
      if (!created) throw new ConflictError(COACHING_MESSAGES.tooManyClients(maxClients));
      await clients.rememberInstructor(identity.sub, identity.name, identity.email);
      return toClient(created);
    },

    async get(identity: IdentityClaims, id: string): Promise<ClientDetail> {
      const client = await own(identity, id);
      const plan = await assignments.ofClients([client.id]);
      const programsById = await programsOf(programs, identity.sub, plan);
      return {
        client: toClient(client),
        assignments: plan.map((a) => ({ ...a, programName: (a.programId && programsById.get(a.programId)?.name) ?? null, endDate: lastDayOf(a, programsById) })),
      };
    },

    async patch(identity: IdentityClaims, id: string, patch: ClientPatch): Promise<Client> {
      return toClient((await clients.patch(identity.sub, id, patch)) ?? throwClientNotFound());
    },

    async remove(identity: IdentityClaims, id: string): Promise<void> {
      if (!(await clients.remove(identity.sub, id))) throw clientNotFound();
    },

    /** A new link, shown once; the previous one stops working at once. */
    async renewLink(identity: IdentityClaims, id: string): Promise<ClientLink> {
      const token = newLinkToken();
      if (!(await clients.setLink(identity.sub, id, { hash: linkHashOf(token), sealed: sealer.seal(token) }))) throw clientNotFound();
      await clients.rememberInstructor(identity.sub, identity.name, identity.email);
      return { token, url: clientPageUrl(baseUrl, token) };
    },

    async revokeLink(identity: IdentityClaims, id: string): Promise<void> {
      if (!(await clients.setLink(identity.sub, id, null))) throw clientNotFound();
    },

    async assign(identity: IdentityClaims, id: string, input: AssignmentInput): Promise<Assignment> {
      const client = await own(identity, id);
      if ((await assignments.count(client.id)) >= COACHING_LIMITS.assignmentsPerClientMax) throw new ConflictError(COACHING_MESSAGES.tooManyAssignments);
      if (input.programId) {
        if (!(await programs.find(identity.sub, input.programId))) throw new NotFoundError(COACHING_MESSAGES.programNotFound);
      } else if (input.workoutId) {
        const found = await workouts.workoutsOf(identity.sub, [input.workoutId]);
        if (found.workouts.length === 0) throw new ValidationError({ workoutId: `"workoutId" ${COACHING_MESSAGES.workoutsNotYours}` });
      }
      return assignments.create({ clientId: client.id, programId: input.programId ?? null, workoutId: input.workoutId ?? null, startDate: input.startDate });
    },

    async unassign(identity: IdentityClaims, id: string, assignmentId: string): Promise<void> {
      const client = await own(identity, id);
      if (!(await assignments.remove(client.id, assignmentId))) throw new NotFoundError(COACHING_MESSAGES.assignmentNotFound);
    },

    /** Planned, done and missed days with effort and notes; done days name what was played. */
    async calendar(identity: IdentityClaims, id: string, query: CalendarQuery): Promise<ClientCalendar> {
      const span = daysBetween(query.from, query.to);
      if (span < 0 || span >= COACHING_LIMITS.calendarDaysMax) throw new ValidationError({ to: `"to" ${COACHING_MESSAGES.calendarTooLong}` });
      const today = todayOf(query.today, now());
      const client = await own(identity, id);
      const [plan, done] = await Promise.all([assignments.ofClients([client.id]), completions.inRange(client.id, query.from, query.to)]);
      const programsById = await programsOf(programs, identity.sub, plan);
      const days = scheduleDays(datesFrom(query.from, span + 1), plan, programsById, done, today);
      return {
        from: query.from,
        to: query.to,
        today,
        days: days.map(({ date, status, entries }) => ({
          date,
          status,
          entries: entries.map((e) => ({ workoutId: e.workoutId, planned: e.planned, playedName: e.completion?.workoutName ?? null, completion: e.completion && completionView(e.completion) })),
        })),
      };
    },

    async dismissNotice(identity: IdentityClaims, id: string): Promise<void> {
      if (!(await notices.remove(identity.sub, id))) throw new NotFoundError(COACHING_MESSAGES.noticeNotFound);
    },
  };
}

function throwClientNotFound(): never {
  throw clientNotFound();
}

export type ClientUseCases = ReturnType<typeof clientUseCases>;
