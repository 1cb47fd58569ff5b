import { uploadIdOf } from './upload';
import type { MusicType } from './workout';

const YOUTUBE = [
  /^https?:\/\/(www\.|m\.)?youtube\.com\/watch\?(.*&)?v=[\w-]{11}/,
  /^https?:\/\/youtu\.be\/[\w-]{11}/,
  /^https?:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\/[\w-]{11}/,
  /^https?:\/\/(www\.)?youtube\.com\/v\/[\w-]{11}/,
];
const SPOTIFY_TRACK = /^https?:\/\/open\.spotify\.com\/(intl-[a-z]{2}\/)?track\/[A-Za-z0-9]{22}/;
const SPOTIFY_URI = /^spotify:track:[A-Za-z0-9]{22}$/;
const SOUNDCLOUD = /^https?:\/\/(www\.|m\.)?soundcloud\.com\/[\w-]+\/[\w-]+/;
/** A file the browser holds: an object URL of this page, or inline audio bytes. */
const LOCAL_AUDIO = /^(blob:https?:\/\/|data:audio\/)/i;

export const MUSIC_MESSAGES = {
  youtube: 'Invalid YouTube URL',
  spotify: 'Invalid Spotify URL - must be a track URL',
  soundcloud: 'Invalid SoundCloud URL',
  unsupported: 'Unsupported music type',
} as const;

/** Returns the spec's error message for an invalid music URL, or null when valid (docs/product.md#validation). */
export function musicUrlError(type: string, url: string): string | null {
  switch (type as MusicType) {
    case 'youtube':
      return YOUTUBE.some((r) => r.test(url)) ? null : MUSIC_MESSAGES.youtube;
    case 'spotify':
      return SPOTIFY_TRACK.test(url) || SPOTIFY_URI.test(url) ? null : MUSIC_MESSAGES.spotify;
    case 'soundcloud':
      return SOUNDCLOUD.test(url) ? null : MUSIC_MESSAGES.soundcloud;
    // Only our own uploads or audio the browser holds: an uploaded-audio URL ends up in an
    // <audio src>, so another site's file or another scheme (`javascript:…//x.mp3`) is refused.
    // docs/product.md#validation also accepts links ending in .mp3/.wav/.m4a; issue 12 narrowed it (docs/decisions.md).
    case 'upload':
      return uploadIdOf(url) !== null || LOCAL_AUDIO.test(url) ? null : MUSIC_MESSAGES.unsupported;
    default:
      return MUSIC_MESSAGES.unsupported;
  }
}

export function youtubeVideoId(url: string): string | null {
  const m = url.match(/(?:v=|youtu\.be\/|embed\/|\/v\/)([\w-]{11})/);
  return m?.[1] ?? null;
}

/** The music type a URL belongs to, for blocks saved without one; null when none fits. */
export function detectMusicType(url: string): MusicType | null {
  const types: MusicType[] = ['youtube', 'spotify', 'soundcloud', 'upload'];
  return types.find((type) => musicUrlError(type, url) === null) ?? null;
}

/** The 22-character track id of a Spotify track URL or URI, or null. */
export function spotifyTrackId(url: string): string | null {
  return /(?:track[/:])([A-Za-z0-9]{22})/.exec(url)?.[1] ?? null;
}

/**
 * What BlockBeat tells people about music it cannot fully control (issue 16): Spotify's embed
 * plays whole tracks only to listeners signed in to Spotify in that browser (30-second previews
 * otherwise), and it has no volume, so it cannot be lowered under cues, by the slider or by Mute.
 */
export const MUSIC_HONESTY = {
  builderMark: 'Spotify: listeners not signed in to Spotify hear 30-second previews',
  builderHelp:
    'This workout is shared. Spotify plays whole tracks only to people signed in to Spotify in the browser they play it in; everyone else hears a 30-second preview of each track. The shared page tells them how to sign in.',
  sharedNoticeTitle: 'Hear the full Spotify tracks',
  sharedNoticeText:
    'This workout plays music from Spotify. To hear whole tracks, sign in to Spotify in this browser at open.spotify.com, then reload this page. Otherwise Spotify plays a 30-second preview of each track.',
  sharedNoticeDismiss: 'Got it',
  spotifyCannotDuck: 'Spotify music can’t be lowered under cues, by the music volume or by Mute.',
} as const;

/** The Spotify web player, where a listener signs in so embeds play whole tracks. */
export const SPOTIFY_WEB_PLAYER_URL = 'https://open.spotify.com';
