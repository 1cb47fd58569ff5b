import { PlayerPreview } from '../features/player/components/PlayerPreview';
import { useRegisterRemote } from '../shared/remote';
import '../shared/player.css';

/** /shared/:shareToken, open to anyone with the link: no sign-in, no antd. */
export default function SharedPlayerPage() {
  useRegisterRemote();
  return (
    <div className="player-page">
      <h1>Shared Workout</h1>
      <PlayerPreview subject="The workout shared with you" />
    </div>
  );
}
