import type { SpotifyTrack } from '@blockbeat/contracts';
import { Checkbox } from '@blockbeat/ui';
import { formatTrackLength } from '../model/formatTrackLength';

export interface TrackListProps {
  tracks: readonly SpotifyTrack[];
  isChosen: (id: string) => boolean;
  selectedCount: number;
  onToggle: (id: string, chosen: boolean) => void;
  onChooseAll: (chosen: boolean) => void;
}

/** The playlist's tracks in order, each with its own tick box, and one for all of them. */
export function TrackList({ tracks, isChosen, selectedCount, onToggle, onChooseAll }: TrackListProps) {
  const all = tracks.length > 0 && selectedCount === tracks.length;
  return (
    <div className="spotify-tracks">
      <Checkbox
        className="spotify-choose-all"
        checked={all}
        indeterminate={selectedCount > 0 && !all}
        onChange={(e) => onChooseAll(e.target.checked)}
      >
        All tracks ({selectedCount} of {tracks.length} chosen)
      </Checkbox>
      <ol className="spotify-track-list">
        {tracks.map((track, index) => (
          // A playlist may hold a track twice.
          <li key={`${index}-${track.id}`}>
            <Checkbox className="spotify-track" checked={isChosen(track.id)} onChange={(e) => onToggle(track.id, e.target.checked)}>
              <span className="spotify-track-row">
                <span className="spotify-track-title">{track.title}</span>{' '}
                <span className="spotify-track-artists muted-text">{track.artists.join(', ')}</span>{' '}
                <span className="spotify-track-length muted-text">
                  <span className="sr-only">length </span>
                  {formatTrackLength(track.durationMs)}
                </span>
              </span>
            </Checkbox>
          </li>
        ))}
      </ol>
    </div>
  );
}
