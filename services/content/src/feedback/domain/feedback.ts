import { createHmac } from 'node:crypto';
import { FEEDBACK_MESSAGES, type FeedbackInput, type FeedbackView, type IdentityClaims } from '@blockbeat/contracts';
import { NotFoundError, RateLimitedError } from '@blockbeat/service-kit';
import type { WorkoutRepository } from '../../workouts';
import type { FeedbackLimits, FeedbackLink, FeedbackRepository } from '../data/feedback-repository';
import { workoutNotFound } from '../../shared/errors';
import type { LiveClassUseCases } from '../../live';

/** A class of 30 may each send once or twice; a link posted publicly cannot flood the card. */
export const FEEDBACK_LIMITS: FeedbackLimits = { perIpPerHour: 5, perLinkPerHour: 300 };
/** The view lists this many entries, newest first; the summaries count them all. */
export const FEEDBACK_ENTRIES_SHOWN = 100;

export interface FeedbackDeps {
  feedback: FeedbackRepository;
  workouts: WorkoutRepository;
  classes: LiveClassUseCases;
  limits?: FeedbackLimits;
}

interface Target {
  link: FeedbackLink;
  userId: string;
  workoutId: string | null;
  workoutName: string;
}

const tooMany = (retryAfterSeconds: number) => new RateLimitedError(FEEDBACK_MESSAGES.tooMany, retryAfterSeconds);
const sharedNotFound = () => new NotFoundError('Shared workout not found');

export function feedbackUseCases({ feedback, workouts, classes, limits = FEEDBACK_LIMITS }: FeedbackDeps) {
  /** Stored as typed (trimmed), empty text as none; the screens show it as text, never as HTML. */
  async function store(target: Target, input: FeedbackInput, ip: string): Promise<{ message: string }> {
    const ipHash = createHmac('sha256', await feedback.ipKey()).update(ip).digest('hex');
    const stored = await feedback.insertWithinLimits(
      target.link,
      {
        userId: target.userId,
        workoutId: target.workoutId,
        workoutName: target.workoutName,
        done: input.done,
        effort: input.effort ?? null,
        note: input.note || null,
        firstName: input.firstName || null,
        ipHash,
      },
      limits,
    );
    if (!stored.stored) throw tooMany(stored.retryAfterSeconds);
    return { message: FEEDBACK_MESSAGES.sent };
  }

  return {
    async fromClass(code: string, input: FeedbackInput, ip: string) {
      const found = await classes.visible(code);
      return store({ link: { classId: found.id }, userId: found.userId, workoutId: found.workoutId, workoutName: found.workout.name }, input, ip);
    },

    async fromShare(token: string, input: FeedbackInput, ip: string) {
      const workout = await workouts.findByShareToken(token);
      if (!workout?.shareToken) throw sharedNotFound();
      return store({ link: { shareToken: workout.shareToken }, userId: workout.userId, workoutId: workout.id, workoutName: workout.name }, input, ip);
    },

    /** The owner's: another user's workout answers as not found. */
    async view(identity: IdentityClaims, workoutId: string): Promise<FeedbackView> {
      if (!(await workouts.findOwned(identity.sub, workoutId))) throw workoutNotFound();
      const [summary, classSummaries, entries] = await Promise.all([
        feedback.summary(identity.sub, workoutId),
        feedback.classSummaries(identity.sub, workoutId),
        feedback.latest(identity.sub, workoutId, FEEDBACK_ENTRIES_SHOWN),
      ]);
      return { summary, classes: classSummaries, entries };
    },
  };
}

export type FeedbackUseCases = ReturnType<typeof feedbackUseCases>;
