import { normaliseLiveCode } from '@blockbeat/contracts';
import { isNotFoundError, useAuth } from '@blockbeat/shell-sdk';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { FeedbackForm } from '../shared/feedback/components/FeedbackForm';
import { useLiveClass } from '../features/live/api/useLiveClass';
import { FollowerPlayer } from '../features/live/components/FollowerPlayer';
import { unknownCode } from '../features/live/components/LiveJoinForm';
import { useLiveEvents } from '../features/live/hooks/useLiveEvents';
import { useServerClock } from '../features/live/hooks/useServerClock';
import { PlayerPageRoot } from '../shared/PlayerPageRoot';
import { useRegisterRemote } from '../shared/remote';
import { Loading, Problem } from '../shared/StatusMessage';
import '../shared/player.css';
import '../features/live/live.css';

export const CLASS_ENDED = 'The class has ended';

/** /live/:code, for anyone with the link or the code: the instructor's class, in step. */
export default function LiveClassPage() {
  useRegisterRemote();
  const { code: typed = '' } = useParams();
  const code = normaliseLiveCode(typed);
  const { user } = useAuth();
  const [search, setSearch] = useSearchParams();
  const tv = search.get('tv') === '1';
  const loaded = useLiveClass(code);
  const feed = useLiveEvents(code ?? '', loaded.data ?? null);
  const clock = useServerClock(code !== null);
  const view = feed.view ?? loaded.data ?? null;

  const body = () => {
    if (code === null || (loaded.isError && isNotFoundError(loaded.error))) {
      return (
        <Problem title={unknownCode(code ?? typed)}>
          <Link to="/live">Type another code</Link>
        </Problem>
      );
    }
    if (view === null || clock.offsetMs === null) {
      return loaded.isError ? (
        <Problem title="The class could not be loaded.">
          <button type="button" className="btn btn-ghost" onClick={() => void loaded.refetch()}>
            Retry
          </button>
        </Problem>
      ) : (
        <Loading label="Joining the class..." />
      );
    }
    if (view.endedAt !== null) {
      return (
        <>
          <h2 className="live-ended">{CLASS_ENDED}</h2>
          <FeedbackForm target={{ classCode: view.code }} />
        </>
      );
    }
    return <FollowerPlayer view={view} clock={clock} connection={feed.connection} beatsRevision={feed.beatsRevision} tv={tv} onTvChange={(on) => setSearch(on ? { tv: '1' } : {})} />;
  };

  return (
    <PlayerPageRoot visitor={user === null} className={tv ? 'is-tv' : undefined}>
      {!tv && <h1 className="player-page-title">Live class</h1>}
      {body()}
    </PlayerPageRoot>
  );
}
