import { musicUrlError, spotifyTrackId, youtubeVideoId } from './music';

/** A music preview stops by itself after 30 seconds. */
export const PREVIEW_LIMIT_MS = 30_000;

/** A template's or block's id; 0 for the template being created. */
export type PreviewId = string | 0;

/** What a failed track shows, in a preview and in the player. */
export const PLAYBACK_ERROR = {
  title: 'Playback Error',
  description: 'Unable to play this track. Please check the URL and try again.',
} as const;

export type PreviewSource =
  | { kind: 'audio'; src: string }
  | { kind: 'embed'; provider: 'youtube' | 'spotify' | 'soundcloud'; src: string };

/**
 * How to play a preview without any third-party script: our uploads in an <audio> element, the
 * streaming services in their own embeds (the CSP allows exactly these frames). Null when the
 * URL is not one the source can play.
 */
export function previewSource(musicType: string, musicUrl: string): PreviewSource | null {
  const url = musicUrl.trim();
  if (!url || musicUrlError(musicType, url)) return null;
  switch (musicType) {
    case 'upload':
      return { kind: 'audio', src: url };
    case 'youtube': {
      const id = youtubeVideoId(url);
      return id ? { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` } : null;
    }
    case 'spotify': {
      const id = spotifyTrackId(url);
      return id ? { kind: 'embed', provider: 'spotify', src: `https://open.spotify.com/embed/track/${id}` } : null;
    }
    case 'soundcloud':
      return { kind: 'embed', provider: 'soundcloud', src: `https://w.soundcloud.com/player/?url=${encodeURIComponent(url)}&auto_play=true` };
    default:
      return null;
  }
}
