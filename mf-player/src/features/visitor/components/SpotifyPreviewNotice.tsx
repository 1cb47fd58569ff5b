import { MUSIC_HONESTY, SPOTIFY_WEB_PLAYER_URL, type Exercise } from '@blockbeat/contracts';
import { useStoredFlag } from '../../../shared/player/hooks/useStoredPreference';
import { musicTypeOf } from '../../../shared/player/model/musicPlan';
import { useHydrated } from '../../../shared/useHydrated';

/** Set once the visitor has read the notice: it is not shown again on this device. */
export const SPOTIFY_NOTICE_DISMISSED_KEY = 'blockbeat-player-spotify-notice-dismissed';

/**
 * For a shared workout with Spotify music: Spotify plays whole tracks only to a listener signed
 * in to Spotify in this browser, so the page says how, once per device. It sits in the page's
 * flow under the transport, never over the timer or the video. Drawn only once the page's code
 * runs (the server knows no device), so a visitor who dismissed it never sees it flash.
 */
export function SpotifyPreviewNotice({ blocks }: { blocks: readonly Exercise[] }) {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useStoredFlag(SPOTIFY_NOTICE_DISMISSED_KEY, false);
  if (!hydrated || dismissed || !blocks.some((b) => musicTypeOf(b) === 'spotify')) return null;
  return (
    <aside className="player-notice" aria-labelledby="spotify-notice-title">
      <div className="player-notice-text">
        <h3 id="spotify-notice-title">{MUSIC_HONESTY.sharedNoticeTitle}</h3>
        <p>
          {MUSIC_HONESTY.sharedNoticeText}{' '}
          <a href={SPOTIFY_WEB_PLAYER_URL} target="_blank" rel="noopener noreferrer">
            Open Spotify in a new tab
          </a>
        </p>
      </div>
      <button type="button" className="btn btn-ghost" onClick={() => setDismissed(true)}>
        {MUSIC_HONESTY.sharedNoticeDismiss}
      </button>
    </aside>
  );
}
