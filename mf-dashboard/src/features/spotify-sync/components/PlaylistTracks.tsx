import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { SpotifyPlaylist } from '@blockbeat/contracts';
import { Button, Skeleton } from '@blockbeat/ui';
import { useEffect, useRef, useState } from 'react';
import { useSpotifyTracks } from '../api/spotifyTracks';
import { useTrackSelection } from '../hooks/useTrackSelection';
import { trackCountLabel } from '../model/formatTrackLength';
import { CreateTemplatesAction } from './CreateTemplatesAction';
import { FillWorkoutDialog, type WorkoutsQuery } from './FillWorkoutDialog';
import { SpotifyFailureNotice } from './SpotifyFailureNotice';
import { TrackList } from './TrackList';

export interface PlaylistTracksProps {
  playlist: SpotifyPlaylist;
  onBack: () => void;
  workoutsQuery: WorkoutsQuery;
}

/** Every page of the playlist's tracks, one after the other, until all are here or Spotify refuses. */
function useAllTracks(playlistId: string) {
  const tracks = useSpotifyTracks(playlistId);
  const { hasNextPage, isFetching, isError, fetchNextPage } = tracks;
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isError, fetchNextPage]);
  return tracks;
}

/** "12 tracks", and how many Spotify items were left out (local files, podcast episodes, removed tracks). */
function loadedSummary(usable: number, total: number): string {
  const leftOut = total - usable;
  return leftOut > 0 ? `${trackCountLabel(usable)} (${leftOut} left out: local files, podcast episodes or removed tracks)` : trackCountLabel(usable);
}

/** A playlist's tracks, the choice of them, and the two things to do with them. */
export function PlaylistTracks({ playlist, onBack, workoutsQuery }: PlaylistTracksProps) {
  const tracks = useAllTracks(playlist.id);
  const { items, read, total, hasNextPage, isPending, error } = tracks;
  const selection = useTrackSelection(items);
  const [fillSession, setFillSession] = useState(0);
  const [fillOpen, setFillOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const allLoaded = !isPending && !hasNextPage;
  const progress = `Loaded ${read} of ${total || playlist.trackCount} tracks`;
  const retry = () => void (items.length > 0 ? tracks.fetchNextPage() : tracks.refetch());
  const openFill = () => {
    setFillSession((n) => n + 1);
    setFillOpen(true);
  };

  return (
    <section className="spotify-section" aria-labelledby="spotify-tracks-heading">
      <Button type="text" className="spotify-back" icon={<ArrowLeftOutlined aria-hidden="true" />} onClick={onBack}>
        All playlists
      </Button>
      <h2 id="spotify-tracks-heading" className="spotify-heading" tabIndex={-1} ref={heading}>
        {playlist.name}
      </h2>
      <p className="muted-text">{allLoaded ? loadedSummary(items.length, total) : progress}</p>
      {isPending && !error && <Skeleton active title={false} paragraph={{ rows: 6 }} aria-label="Loading tracks" />}
      {error ? <SpotifyFailureNotice error={error} onRetry={retry} progress={progress} busy={tracks.isFetching} /> : null}
      {allLoaded && items.length === 0 && <p>This playlist has no tracks BlockBeat can use (local files and podcast episodes are left out).</p>}
      {items.length > 0 && (
        <>
          <div className="spotify-actions">
            <CreateTemplatesAction
              playlistId={playlist.id}
              selectedCount={selection.selectedCount}
              disabled={selection.someLeftOut && !allLoaded}
              request={selection.request}
            />
            <Button onClick={openFill}>Fill a workout</Button>
          </div>
          <TrackList
            tracks={items}
            isChosen={selection.isChosen}
            selectedCount={selection.selectedCount}
            onToggle={selection.toggle}
            onChooseAll={selection.chooseAll}
          />
        </>
      )}
      {fillSession > 0 && (
        <FillWorkoutDialog
          key={fillSession}
          open={fillOpen}
          onClose={() => setFillOpen(false)}
          playlist={playlist}
          trackCount={allLoaded ? items.length : total || playlist.trackCount}
          workoutsQuery={workoutsQuery}
        />
      )}
    </section>
  );
}
