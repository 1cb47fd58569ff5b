import { TUTORIAL_REPLAY_STATE } from '@blockbeat/contracts';
import { Button } from '@blockbeat/ui';
import { useNavigate } from 'react-router-dom';

/** Shows the dashboard's onboarding tutorial once more: on the dashboard load it opens, and only then. */
export function ReplayTutorial() {
  const navigate = useNavigate();
  return (
    <div className="data-action">
      <div>
        <h3 className="list-heading">Tutorial</h3>
        <p className="muted-text">Walk through the seven-step introduction to BlockBeat again.</p>
      </div>
      <Button onClick={() => navigate('/dashboard', { state: TUTORIAL_REPLAY_STATE })}>Replay tutorial</Button>
    </div>
  );
}
