import { statusOf, useWorkout, useWorkoutFeedback } from '@blockbeat/shell-sdk';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../shared/components/EmptyState';
import { LoadError } from '../../../shared/components/LoadError';
import { useUnauthorizedRedirect } from '../../../shared/useUnauthorizedRedirect';
import { ClassList } from './ClassList';
import { EntryList } from './EntryList';
import { SummaryStats } from './SummaryStats';

export interface WorkoutFeedbackProps {
  /** The workout whose feedback shows; undefined when the link named none. */
  workoutId: string | undefined;
  /** IANA zone for dates; undefined: the browser's. */
  timeZone?: string;
}

/** A malformed id (400) or a workout that is gone or not the caller's (404): asking again will not help. */
const isNoSuchWorkout = (error: unknown) => statusOf(error) === 404 || statusOf(error) === 400;

function FeedbackBody({ feedback, timeZone }: { feedback: ReturnType<typeof useWorkoutFeedback>; timeZone?: string }): ReactNode {
  if (feedback.isPending) return <p role="status">Loading feedback…</p>;
  if (isNoSuchWorkout(feedback.error)) {
    return <EmptyState title="Workout not found" description="It may have been deleted, or it is not one of yours." />;
  }
  if (feedback.isError) return <LoadError what="the feedback" onRetry={() => void feedback.refetch()} />;

  const { summary, classes, entries } = feedback.data;
  if (summary.count === 0) {
    return (
      <EmptyState
        title="No feedback yet"
        description="When clients finish a live class of this workout, or play it from your shared link, what they send shows up here."
      />
    );
  }
  return (
    <>
      <SummaryStats summary={summary} />
      {classes.length > 0 && <ClassList classes={classes} timeZone={timeZone} />}
      <EntryList entries={entries} total={summary.count} timeZone={timeZone} />
    </>
  );
}

/** What clients sent about one workout, overall, per live class and one by one (issue 19). */
export function WorkoutFeedback({ workoutId, timeZone }: WorkoutFeedbackProps) {
  // The feedback view carries no workout name; the workout does, also before anyone sent feedback.
  const workout = useWorkout(workoutId);
  const feedback = useWorkoutFeedback(workoutId);
  useUnauthorizedRedirect(workout.error, feedback.error);
  const name = workout.data?.name ?? feedback.data?.entries[0]?.workoutName;
  return (
    <>
      <h1 className="page-title">{name ? `Feedback on ${name}` : 'Feedback'}</h1>
      {workoutId ? (
        <FeedbackBody feedback={feedback} timeZone={timeZone} />
      ) : (
        <EmptyState title="No workout chosen" description="Open a workout’s feedback from its card on the dashboard." />
      )}
    </>
  );
}
