import { Card } from '@blockbeat/ui';

export function SpotifySyncIntro() {
  return (
    <Card>
      <p>
        Here you will connect your Spotify account, pick one of your playlists and turn its tracks into exercise templates, or fill a
        workout’s blocks with them in order.
      </p>
      <p className="muted-text">Playlist sync is not available yet; it arrives in a later update.</p>
    </Card>
  );
}
