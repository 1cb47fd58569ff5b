import { SPOTIFY_MESSAGES, SPOTIFY_PATHS } from '@blockbeat/contracts';
import { Button, Card } from '@blockbeat/ui';
import { useEffect, useState } from 'react';
import { assignLocation } from '../model/navigation';

/** Not connected, or the grant was withdrawn in Spotify: one button to Spotify's consent page. */
export function SpotifyConnectCard({ reconnect, takeFocus = false }: { reconnect: boolean; takeFocus?: boolean }) {
  const [leaving, setLeaving] = useState(false);
  // Back from Spotify through the browser's history, the page may come from its cache, still "leaving".
  useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);
  const connect = () => {
    setLeaving(true);
    assignLocation(SPOTIFY_PATHS.connect);
  };
  return (
    <Card title={reconnect ? 'Reconnect Spotify' : 'Connect Spotify'}>
      {reconnect ? (
        <p className="spotify-lead" role="alert">
          {SPOTIFY_MESSAGES.reconnect}
        </p>
      ) : (
        <p className="spotify-lead">
          Connect your Spotify account to turn a playlist’s tracks into exercise templates, or to fill a workout’s blocks with them in
          order.
        </p>
      )}
      <p className="muted-text">BlockBeat only reads your playlists; it never changes anything in your Spotify account.</p>
      <Button type="primary" loading={leaving} onClick={connect} autoFocus={takeFocus}>
        {reconnect ? 'Reconnect' : 'Connect Spotify'}
      </Button>
    </Card>
  );
}
