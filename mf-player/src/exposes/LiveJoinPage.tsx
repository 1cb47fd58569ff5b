import { useAuth } from '@blockbeat/shell-sdk';
import { useNavigate } from 'react-router-dom';
import { LiveJoinForm } from '../features/live/components/LiveJoinForm';
import { PlayerPageRoot } from '../shared/PlayerPageRoot';
import { useRegisterRemote } from '../shared/remote';
import '../shared/player.css';
import '../features/live/live.css';

/** /live, for anyone: join a live class by the code the instructor gave. */
export default function LiveJoinPage() {
  useRegisterRemote();
  const navigate = useNavigate();
  const { user } = useAuth();
  return (
    <PlayerPageRoot visitor={user === null}>
      <h1 className="player-page-title">Join a live class</h1>
      <LiveJoinForm onJoin={(code) => navigate(`/live/${code}`)} />
    </PlayerPageRoot>
  );
}
