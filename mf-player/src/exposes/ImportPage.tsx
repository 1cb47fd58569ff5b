import { useAuth } from '@blockbeat/shell-sdk';
import { useParams } from 'react-router-dom';
import { ImportScreen } from '../features/import/components/ImportScreen';
import { PlayerPageRoot } from '../shared/PlayerPageRoot';
import { useRegisterRemote } from '../shared/remote';
import '../shared/player.css';

/** /import/:id, for visitors too: the summary, then "Import to my library" or "Sign in to import". */
export default function ImportPage() {
  useRegisterRemote();
  const { id = '' } = useParams();
  const { user } = useAuth();
  return (
    <PlayerPageRoot visitor={user === null}>
      <h1 className="player-page-title">Import Workout</h1>
      <ImportScreen workoutId={id} />
    </PlayerPageRoot>
  );
}
