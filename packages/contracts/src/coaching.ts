import type { Branding } from './branding';
import type { Workout } from './workout';

/**
 * Coaching (issue 28): an instructor's clients, their multi-week programs, what each client is
 * given (assignments) and what they did (completions), and the client's own page at /c/{token},
 * reached with no account. The coaching service answers every route here
 * (docs/architecture.md#coaching); the rules are plain data, the service's Joi schemas use them.
 *
 * Dates are calendar days, `YYYY-MM-DD`, with no time zone: "today" is the client's own local
 * date (the page sends it), so a client in Sydney and an instructor in London both see the
 * right day. Weeks start on Monday.
 */

export const COACHING_LIMITS = {
  /** Clients per instructor, archived ones included (the service's COACHING_MAX_CLIENTS). */
  clientsMaxDefault: 500,
  clientNameMax: 100,
  clientEmailMax: 254,
  clientNoteMax: 2000,
  programsMax: 200,
  programNameMax: 100,
  programDescriptionMax: 2000,
  programWeeksMin: 1,
  programWeeksMax: 52,
  daysPerWeek: 7,
  /** Workouts on one day of a program. */
  workoutsPerDayMax: 5,
  /** Assignments one client holds at once (programs and one-off workouts). */
  assignmentsPerClientMax: 100,
  searchMax: 100,
  effortMin: 1,
  effortMax: 10,
  completionNoteMax: 500,
  /** The client page's `today` may differ from the server's UTC date by at most this many days. */
  todaySkewDays: 1,
  /** A completion may be for a day at most this far back (a phone that was offline for a while). */
  completionDaysBack: 14,
  /** The client page: this week (from Monday) and the next, 14 days. */
  clientPageDays: 14,
  /** The instructor's calendar of one client: at most this many days at once. */
  calendarDaysMax: 372,
  /** Random bytes in a client link's token: 192 bits (the bar is 128). */
  linkTokenBytes: 24,
  /** Link e-mails to one client in a rolling hour (a repeat of the same request does not count). */
  linkMailsPerHour: 3,
} as const;

/**
 * "Falling behind" (docs/product.md#coaching): over the 7 days ending today, at least
 * `minPlanned` workouts were planned and fewer than `doneRatio` of them were done.
 */
export const FALLING_BEHIND_RULE = { windowDays: 7, minPlanned: 2, doneRatio: 0.5 } as const;

/**
 * What a revoked, renewed or unknown client link shows. Its own export as well: the client page's
 * script carries this one line, not the whole of COACHING_MESSAGES (an object is kept whole).
 */
export const CLIENT_LINK_NOT_AVAILABLE = 'This page is not available. Ask your instructor for a new link.';

export const COACHING_MESSAGES = {
  clientNotFound: 'Client not found',
  programNotFound: 'Program not found',
  assignmentNotFound: 'Assignment not found',
  noticeNotFound: 'Notice not found',
  /** A revoked, renewed or unknown client link. */
  linkNotAvailable: CLIENT_LINK_NOT_AVAILABLE,
  tooManyClients: (max: number) => `You can coach up to ${max} clients. Delete one you no longer coach to add another.`,
  tooManyPrograms: `You can keep up to ${COACHING_LIMITS.programsMax} programs.`,
  tooManyAssignments: `A client can hold up to ${COACHING_LIMITS.assignmentsPerClientMax} assignments.`,
  nameRequired: 'Please enter a name',
  emailInvalid: 'must be an e-mail address',
  dateInvalid: 'must be a date like 2026-11-28',
  todayOutOfRange: "must be today's date where you are",
  daysShape: 'must hold 7 days for each week',
  assignmentTarget: 'Give a program or a workout, not both',
  workoutsNotYours: 'must be your own workouts',
  workoutNotPlanned: 'This workout is not on your plan around that day',
  completionTooOld: `must be within the last ${COACHING_LIMITS.completionDaysBack} days`,
  calendarTooLong: `must be at most ${COACHING_LIMITS.calendarDaysMax} days after from`,
  workoutsUnavailable: 'Workouts cannot be loaded right now. Please try again.',
  /** A track, demo image or logo asked for through a client's link that is not on their page. */
  fileNotAvailable: 'This file is not available.',
  filesUnavailable: 'This file cannot be loaded right now. Please try again.',
  linkMailNoEmail: 'This client has no e-mail address: add one to send them their link',
  linkMailTooMany: `This client's link can be e-mailed up to ${COACHING_LIMITS.linkMailsPerHour} times an hour. Please try again later.`,
  linkMailUnavailable: 'The e-mail could not be handed to the mail service, so nothing was sent. Please try again in a moment.',
} as const;

/** One client of the signed-in instructor. */
export interface Client {
  id: string;
  name: string;
  email: string | null;
  /** The instructor's own note about the client (never shown to the client). */
  note: string;
  archived: boolean;
  createdAt: string;
  /** Whether a client link is live (the token itself is shown once, when renewed). */
  hasLink: boolean;
}

/** POST /api/clients. */
export interface ClientInput {
  name: string;
  email?: string | null;
  note?: string;
}

/** PATCH /api/clients/{id}: what is sent changes; archiving is `archived: true`. */
export type ClientPatch = Partial<ClientInput> & { archived?: boolean };

export interface DoneOfPlanned {
  done: number;
  planned: number;
}

/** One row of the roster: the client and how they are keeping up. */
export interface RosterRow extends Client {
  /** Monday to Sunday of the instructor's `today`. */
  thisWeek: DoneOfPlanned;
  /** The 28 days ending on `today`. */
  lastFourWeeks: DoneOfPlanned;
  /** The latest completion's instant, or null. */
  lastActivityAt: string | null;
  latestEffort: number | null;
  latestNote: string | null;
  fallingBehind: boolean;
}

export const ROSTER_SORTS = ['name', 'createdAt', 'lastActivity', 'thisWeek', 'fallingBehind'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];
export const ROSTER_ARCHIVED = ['active', 'archived', 'all'] as const;
export type RosterArchived = (typeof ROSTER_ARCHIVED)[number];

/**
 * GET /api/clients?search=&sort=&order=asc|desc&archived=active|archived|all&today=YYYY-MM-DD
 * (defaults: name, asc, active, the server's UTC date).
 */
export interface RosterQuery {
  search?: string;
  sort?: RosterSort;
  order?: 'asc' | 'desc';
  archived?: RosterArchived;
  today?: string;
}

/** Something the instructor is told once: a client asked to be forgotten from their page. */
export interface CoachingNotice {
  id: string;
  kind: 'client_forgotten';
  /** The name the instructor gave that client; nothing else of theirs is kept. */
  clientName: string;
  createdAt: string;
}

export interface Roster {
  today: string;
  rows: RosterRow[];
  /** Every client the instructor has (archived ones included) and how many they may have. */
  total: number;
  max: number;
  notices: CoachingNotice[];
}

/** POST /api/clients/{id}/link: the only time the token is shown; the previous link stops working. */
export interface ClientLink {
  token: string;
  /** `${BASE_URL}/c/${token}`. */
  url: string;
}

/**
 * POST /api/clients/{id}/link/email: `requestId` is made once per send the instructor asks for
 * and sent again on a retry, so a retried request never mails twice.
 */
export interface ClientLinkMailInput {
  requestId: string;
}

/** 202: the mail is in the outbox, to `to`; `linkMade` when the client had no link (one was made). */
export interface ClientLinkMailSent {
  to: string;
  linkMade: boolean;
}

/** One day of a program: no workouts is a rest day. */
export interface ProgramDay {
  workoutIds: string[];
}

/** POST and PUT /api/programs(/{id}): `days` has `weeks` entries of 7 days each, Monday first. */
export interface ProgramInput {
  name: string;
  description?: string;
  weeks: number;
  days: ProgramDay[][];
}

export interface Program {
  id: string;
  name: string;
  description: string;
  weeks: number;
  days: ProgramDay[][];
  createdAt: string;
  updatedAt: string;
}

/** GET /api/programs, newest first. */
export type ProgramSummary = Omit<Program, 'days'> & { workoutCount: number; assignedClients: number };

/**
 * An assignment gives a client a program from `startDate` (its first Monday-to-Sunday week is the
 * program's week 1 laid from that date: day 1 of the program falls on `startDate`), or one workout
 * on `startDate`. Exactly one of programId and workoutId is set.
 */
export interface Assignment {
  id: string;
  clientId: string;
  programId: string | null;
  workoutId: string | null;
  startDate: string;
}

/** POST /api/clients/{id}/assignments. */
export interface AssignmentInput {
  programId?: string;
  workoutId?: string;
  startDate: string;
}

/** GET /api/clients/{id}. */
export interface ClientDetail {
  client: Client;
  assignments: Array<Assignment & { programName: string | null; endDate: string }>;
}

export type CoachingDayStatus = 'planned' | 'done' | 'missed' | 'rest';

/** What the client logged for one workout on one day. */
export interface CompletionView {
  id: string;
  effort: number;
  note: string;
  completedAt: string;
}

/** One workout of an instructor's calendar day: planned, done, or both (done as planned). */
export interface CalendarEntry {
  workoutId: string;
  planned: boolean;
  /** The workout's name when it was played (its snapshot); null until done. */
  playedName: string | null;
  completion: CompletionView | null;
}

export interface CalendarDay {
  date: string;
  status: CoachingDayStatus;
  entries: CalendarEntry[];
}

/** GET /api/clients/{id}/calendar's query. */
export interface CalendarQuery {
  from: string;
  to: string;
  today?: string;
}

/** GET /api/clients/{id}/calendar?from=&to=&today= (at most COACHING_LIMITS.calendarDaysMax days). */
export interface ClientCalendar {
  from: string;
  to: string;
  today: string;
  days: CalendarDay[];
}

/** A workout as the client's page plays it: no owner, no timestamps. */
export type CoachedWorkout = Omit<Workout, 'createdAt' | 'updatedAt'>;

/** One workout of a day on the client's page: a done one is what was played (its snapshot). */
export interface ClientPageWorkout {
  workout: CoachedWorkout;
  done: boolean;
  completion: CompletionView | null;
}

export interface ClientPageDay {
  date: string;
  status: CoachingDayStatus;
  workouts: ClientPageWorkout[];
}

/**
 * GET /api/c/{token}?today=YYYY-MM-DD (public): the client's week and the next, from Monday.
 * Only what this client may see: their first name as the instructor wrote it, their schedule,
 * its workouts, the instructor's name and branding colours.
 */
export interface ClientPage {
  clientName: string;
  instructor: { name: string; branding: Branding | null };
  today: string;
  days: ClientPageDay[];
}

/** POST /api/c/{token}/completions: `id` is made on the device, so a resend is logged once. */
export interface ClientCompletionInput {
  id: string;
  workoutId: string;
  date: string;
  effort: number;
  note?: string;
}

/** POST /api/c/{token}/completions answer: the same for the first send and every resend. */
export interface ClientCompletion extends CompletionView {
  workoutId: string;
  date: string;
}

/** What the coaching service keeps of a user, in "export my data". */
export interface CoachingExport {
  clients: Array<Client & { assignments: Assignment[]; completions: Array<ClientCompletion & { workoutName: string }> }>;
  programs: Program[];
}

export const clientPageUrl = (baseUrl: string, token: string) => `${baseUrl}/c/${token}`;

/**
 * POST /internal/coaching/workouts on the content service (service to service, Bearer
 * INTERNAL_API_SECRET; the gateway routes no /internal path): the owner's workouts among `ids`
 * (others' and unknown ids are left out) and the owner's branding colours.
 */
export interface CoachingWorkoutsRequest {
  ownerId: string;
  ids: string[];
}

export interface CoachingWorkouts {
  workouts: CoachedWorkout[];
  branding: Branding;
}

/** Ids in one CoachingWorkoutsRequest: two weeks of five-workout days. */
export const COACHING_WORKOUTS_REQUEST_MAX = 70;
