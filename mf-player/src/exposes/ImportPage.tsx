import { useParams } from 'react-router-dom';
import { ImportScreen } from '../features/import/components/ImportScreen';
import { useRegisterRemote } from '../shared/remote';
import '../shared/player.css';

/** /import/:id, for visitors too: the summary, then "Import to my library" or "Sign in to import". */
export default function ImportPage() {
  useRegisterRemote();
  const { id = '' } = useParams();
  return (
    <div className="player-page">
      <h1>Import Workout</h1>
      <ImportScreen workoutId={id} />
    </div>
  );
}
