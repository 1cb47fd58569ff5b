import { Skeleton } from '@blockbeat/ui';
import { useState } from 'react';
import { useSpotifyStatus } from '../api/spotifyStatus';
import { useSpotifyCallbackResult } from '../hooks/useSpotifyCallbackResult';
import '../spotifySync.css';
import { ConnectedView } from './ConnectedView';
import type { WorkoutsQuery } from './FillWorkoutDialog';
import { SpotifyConnectCard } from './SpotifyConnectCard';
import { SpotifyFailureNotice } from './SpotifyFailureNotice';
import { SpotifySetupGuide } from './SpotifySetupGuide';

/** True from the first render where `condition` holds. */
function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}

/** docs/product.md#spotify-playlist-sync: set-up, connect, playlists and tracks, by the link's status. */
export function SpotifySync({ workoutsQuery }: { workoutsQuery: WorkoutsQuery }) {
  useSpotifyCallbackResult();
  const status = useSpotifyStatus();
  // After Disconnect (or a revoked grant) the button pressed is gone: the Connect button takes the focus.
  const wasConnected = useOnceTrue(status.data?.connected === true && !status.data.needsReconnect);
  if (status.isPending) return <Skeleton active paragraph={{ rows: 3 }} aria-label="Loading Spotify status" />;
  if (status.isError) return <SpotifyFailureNotice error={status.error} onRetry={() => void status.refetch()} busy={status.isFetching} />;
  const { configured, connected, needsReconnect, displayName, redirectUri } = status.data;
  if (!configured) return <SpotifySetupGuide redirectUri={redirectUri} />;
  if (!connected || needsReconnect) return <SpotifyConnectCard reconnect={needsReconnect} takeFocus={wasConnected} />;
  return <ConnectedView displayName={displayName} workoutsQuery={workoutsQuery} />;
}
