import { SpotifySyncIntro } from '../features/spotify-sync/components/SpotifySyncIntro';
import '../shared/dashboard.css';
import { useRegisterRemote } from '../shared/remote';

export default function SpotifySyncPage() {
  useRegisterRemote();
  return (
    <div>
      <h1 className="page-title">Spotify Playlist Sync</h1>
      <SpotifySyncIntro />
    </div>
  );
}
