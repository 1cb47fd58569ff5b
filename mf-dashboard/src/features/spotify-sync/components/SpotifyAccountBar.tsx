import { useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { Button } from '@blockbeat/ui';
import { useDisconnectSpotify } from '../api/disconnectSpotify';

export const DISCONNECT_CONFIRMATION = 'Disconnect Spotify? BlockBeat erases its access to your Spotify account. Templates and workouts you made stay.';

/** Which Spotify account is linked, and the way to unlink it. */
export function SpotifyAccountBar({ displayName }: { displayName: string | null }) {
  const disconnect = useDisconnectSpotify();
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();

  const run = () => {
    if (!window.confirm(DISCONNECT_CONFIRMATION)) return;
    disconnect.mutate(undefined, {
      onSuccess: () => toast({ title: 'Spotify disconnected', description: 'BlockBeat no longer has access to your Spotify account.' }),
      onError: (error) => {
        if (!handleActionError(error)) toast({ title: 'Error', description: 'Failed to disconnect Spotify. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <div className="spotify-account">
      <p>
        Connected as <strong>{displayName ?? 'your Spotify account'}</strong>
      </p>
      <Button danger loading={disconnect.isPending} onClick={run}>
        Disconnect
      </Button>
    </div>
  );
}
