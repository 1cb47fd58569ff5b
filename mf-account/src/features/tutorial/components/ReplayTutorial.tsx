import { useActionErrorHandler, useSetOnboardingCompleted } from '@blockbeat/shell-sdk';
import { Alert, Button } from '@blockbeat/ui';
import { useNavigate } from 'react-router-dom';
import { needsExplaining } from '../../../shared/actionErrors';

/** Shows the dashboard's onboarding tutorial again. */
export function ReplayTutorial() {
  const navigate = useNavigate();
  const replay = useSetOnboardingCompleted();
  const handleActionError = useActionErrorHandler();
  return (
    <div className="data-action">
      <div>
        <h3 className="list-heading">Tutorial</h3>
        <p className="muted-text">Walk through the seven-step introduction to BlockBeat again.</p>
      </div>
      <Button
        loading={replay.isPending}
        onClick={() =>
          replay.mutate(false, {
            onSuccess: () => navigate('/dashboard'),
            onError: (error) => void handleActionError(error),
          })
        }
      >
        Replay tutorial
      </Button>
      {replay.isError && needsExplaining(replay.error) && (
        <Alert className="inline-alert" type="error" showIcon title="The tutorial could not be restarted. Please try again." />
      )}
    </div>
  );
}
