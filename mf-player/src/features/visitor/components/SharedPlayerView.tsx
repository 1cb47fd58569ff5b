import { hasBranding, sharedMusicUrl, type Branding, type SharedWorkout } from '@blockbeat/contracts';
import { useCallback, type ReactNode } from 'react';
import { FeedbackForm } from '../../../shared/feedback/components/FeedbackForm';
import { SharedHeader } from '../../../shared/branding/components/SharedHeader';
import { brandStyle } from '../../../shared/branding/model/brandStyle';
import type { PlayerBeats } from '../../../shared/player/beat/playerBeats';
import { WorkoutPlayer } from '../../../shared/player/components/WorkoutPlayer';
import { PlayerPageRoot } from '../../../shared/PlayerPageRoot';
import { SpotifyPreviewNotice } from './SpotifyPreviewNotice';

export const SAVE_TO_LIBRARY = 'Save to my library';
export const importPath = (workoutId: string) => `/import/${encodeURIComponent(workoutId)}`;

/**
 * The shared page around whatever it shows: the owner's colours and logo, and its title. The same
 * in the app (exposes/SharedPlayerPage) and on the page the gateway draws for visitors (./page).
 */
export function SharedPlayerView({ branding, visitor, children }: { branding?: Branding | null; visitor: boolean; children: ReactNode }) {
  return (
    <PlayerPageRoot visitor={visitor} className={hasBranding(branding) ? 'is-branded' : undefined} style={brandStyle(branding)} data-testid="shared-player">
      <SharedHeader branding={branding} />
      {children}
    </PlayerPageRoot>
  );
}

interface SharedWorkoutPlayerProps {
  workout: SharedWorkout;
  /** "Save to my library": a router link in the app, a plain link on the visitor's page. */
  saveLink: ReactNode;
  onComplete?: (elapsedSeconds: number) => void;
  /** The tracks' beat grids, read through the share by the app's page; the visitor's page has none. */
  beats?: PlayerBeats;
}

/** Where a shared workout's uploads (and their beat grids) are fetched: through the share. */
export function useSharedMusicUrl(shareToken: string): (url: string) => string {
  return useCallback((url: string) => sharedMusicUrl(shareToken, url), [shareToken]);
}

/** The player for a shared workout: its uploads are fetched through the share. */
export function SharedWorkoutPlayer({ workout, saveLink, onComplete, beats }: SharedWorkoutPlayerProps) {
  const { shareToken } = workout;
  const resolveMusicUrl = useSharedMusicUrl(shareToken);
  return (
    <WorkoutPlayer
      beats={beats}
      workout={workout}
      resolveMusicUrl={resolveMusicUrl}
      onComplete={onComplete}
      actions={saveLink}
      afterCompletion={<FeedbackForm target={{ shareToken }} />}
      notice={<SpotifyPreviewNotice blocks={workout.exercises} />}
    />
  );
}
