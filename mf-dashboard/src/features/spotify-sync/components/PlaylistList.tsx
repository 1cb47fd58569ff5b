import type { SpotifyPlaylist } from '@blockbeat/contracts';
import { Button, Skeleton } from '@blockbeat/ui';
import { useState } from 'react';
import { useSpotifyPlaylists } from '../api/spotifyPlaylists';
import { trackCountLabel } from '../model/formatTrackLength';
import { SpotifyFailureNotice } from './SpotifyFailureNotice';

export interface PlaylistListProps {
  onPick: (playlist: SpotifyPlaylist) => void;
  /** The playlist last opened: its button takes the focus back when the list returns. */
  lastPickedId: string | null;
}

/** The cover, or a note symbol where there is none or it does not load. */
function PlaylistCover({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <span className="spotify-cover spotify-cover-empty" aria-hidden="true">
        ♪
      </span>
    );
  }
  return <img className="spotify-cover" src={url} alt="" width={56} height={56} loading="lazy" onError={() => setFailed(true)} />;
}

/** The account's playlists, a page at a time; one press opens a playlist's tracks. */
export function PlaylistList({ onPick, lastPickedId }: PlaylistListProps) {
  const playlists = useSpotifyPlaylists();
  const { items, total, hasNextPage, isFetchingNextPage, isPending, error } = playlists;
  const progress = items.length > 0 ? `Showing ${items.length} of ${total} playlists` : null;
  const retry = () => void (items.length > 0 ? playlists.fetchNextPage() : playlists.refetch());

  return (
    <section className="spotify-section" aria-labelledby="spotify-playlists-heading">
      <h2 id="spotify-playlists-heading" className="spotify-heading">
        Your playlists
      </h2>
      {isPending && !error && <Skeleton active title={false} paragraph={{ rows: 4 }} aria-label="Loading playlists" />}
      {!isPending && items.length === 0 && !error && <p className="muted-text">This Spotify account has no playlists yet.</p>}
      {items.length > 0 && (
        <>
          <p className="muted-text">{progress}</p>
          <ul className="spotify-playlists">
            {items.map((p) => (
              <li key={p.id}>
                <button type="button" className="spotify-playlist" onClick={() => onPick(p)} autoFocus={p.id === lastPickedId}>
                  <PlaylistCover url={p.imageUrl} />
                  <span className="spotify-playlist-text">
                    <span className="spotify-playlist-name">{p.name}</span>
                    <span className="muted-text">{trackCountLabel(p.trackCount)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {error ? (
        <SpotifyFailureNotice error={error} onRetry={retry} progress={progress} busy={playlists.isFetching} />
      ) : (
        hasNextPage && (
          <div className="grid-more">
            <Button loading={isFetchingNextPage} onClick={() => void playlists.fetchNextPage()}>
              Load more playlists
            </Button>
          </div>
        )
      )}
    </section>
  );
}
