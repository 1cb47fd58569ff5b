import { useParams } from 'react-router-dom';
import { PlayerPreview } from '../features/player/components/PlayerPreview';
import { useRegisterRemote } from '../shared/remote';
import '../shared/player.css';

export default function PlayerPage() {
  useRegisterRemote();
  const { id } = useParams();
  return (
    <div className="player-page">
      <h1>Workout Player</h1>
      <PlayerPreview subject={id ? `Workout ${id}` : 'Your workout'} />
    </div>
  );
}
