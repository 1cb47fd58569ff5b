import { ThemedUi } from '@blockbeat/shell-sdk';
import { UiProvider } from '@blockbeat/ui';
import { SpotifySync } from '../features/spotify-sync/components/SpotifySync';
import { workoutsQueryOptions } from '../features/workouts/api/getWorkouts';
import '../shared/dashboard.css';
import { useRegisterRemote } from '../shared/remote';

export default function SpotifySyncPage() {
  useRegisterRemote();
  return (
    <ThemedUi provider={UiProvider}>
      <div className="spotify-page">
        <h1 className="page-title">Spotify Playlist Sync</h1>
        <SpotifySync workoutsQuery={workoutsQueryOptions()} />
      </div>
    </ThemedUi>
  );
}
