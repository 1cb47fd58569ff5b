import type { SpotifyPlaylist } from '@blockbeat/contracts';
import { useState } from 'react';
import type { WorkoutsQuery } from './FillWorkoutDialog';
import { PlaylistList } from './PlaylistList';
import { PlaylistTracks } from './PlaylistTracks';
import { SpotifyAccountBar } from './SpotifyAccountBar';

export interface ConnectedViewProps {
  displayName: string | null;
  workoutsQuery: WorkoutsQuery;
}

/** Connected: the account, then the playlists or one playlist's tracks. */
export function ConnectedView({ displayName, workoutsQuery }: ConnectedViewProps) {
  const [picked, setPicked] = useState<SpotifyPlaylist | null>(null);
  const [lastPickedId, setLastPickedId] = useState<string | null>(null);
  const pick = (playlist: SpotifyPlaylist) => {
    setPicked(playlist);
    setLastPickedId(playlist.id);
  };
  return (
    <div className="spotify-connected">
      <SpotifyAccountBar displayName={displayName} />
      {picked ? (
        <PlaylistTracks key={picked.id} playlist={picked} onBack={() => setPicked(null)} workoutsQuery={workoutsQuery} />
      ) : (
        <PlaylistList onPick={pick} lastPickedId={lastPickedId} />
      )}
    </div>
  );
}
