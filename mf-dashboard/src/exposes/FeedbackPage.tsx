import { Link, useSearchParams } from 'react-router-dom';
import { WorkoutFeedback } from '../features/feedback/components/WorkoutFeedback';
import '../features/feedback/feedback.css';
import '../shared/dashboard.css';
import { FEEDBACK_WORKOUT_PARAM } from '../shared/feedback';
import { useRegisterRemote } from '../shared/remote';

/** /feedback?workout=<id>: the instructor's view of clients' feedback on one workout. */
export default function FeedbackPage() {
  useRegisterRemote();
  const [params] = useSearchParams();
  return (
    <div className="dashboard feedback-page">
      <p className="feedback-back">
        <Link to="/dashboard">
          <span aria-hidden="true">← </span>Back to dashboard
        </Link>
      </p>
      <WorkoutFeedback workoutId={params.get(FEEDBACK_WORKOUT_PARAM) || undefined} />
    </div>
  );
}
