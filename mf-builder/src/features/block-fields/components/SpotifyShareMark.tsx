import { MUSIC_HONESTY } from '@blockbeat/contracts';

/**
 * On a Spotify block of a shared workout: the people the link reaches hear 30-second previews
 * unless they are signed in to Spotify. The line is a disclosure whose body explains why.
 */
export function SpotifyShareMark() {
  return (
    <details className="spotify-mark">
      <summary>
        <span className="spotify-mark-icon" aria-hidden="true">
          i
        </span>
        {MUSIC_HONESTY.builderMark}
      </summary>
      <p>{MUSIC_HONESTY.builderHelp}</p>
    </details>
  );
}
