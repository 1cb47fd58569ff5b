import { useParams } from 'react-router-dom';
import { ImportPreview } from '../features/import/components/ImportPreview';
import { useRegisterRemote } from '../shared/remote';
import '../shared/player.css';

export default function ImportPage() {
  useRegisterRemote();
  const { id } = useParams();
  return (
    <div className="player-page">
      <h1>Import Workout</h1>
      <ImportPreview workoutId={id} />
    </div>
  );
}
