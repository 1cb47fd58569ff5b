import { ThemedUi } from '@blockbeat/shell-sdk';
import { UiProvider } from '@blockbeat/ui';
import { SpotifySyncIntro } from '../features/spotify-sync/components/SpotifySyncIntro';
import '../shared/dashboard.css';
import { useRegisterRemote } from '../shared/remote';

export default function SpotifySyncPage() {
  useRegisterRemote();
  return (
    <ThemedUi provider={UiProvider}>
      <div>
        <h1 className="page-title">Spotify Playlist Sync</h1>
        <SpotifySyncIntro />
      </div>
    </ThemedUi>
  );
}
