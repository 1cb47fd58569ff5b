import type { MusicType } from '@blockbeat/contracts';
import { adapterKindOf, type MusicAdapter, type MusicHost } from './adapter';
import { HtmlAudioAdapter } from './htmlAudio';
import { SoundCloudAdapter } from './soundcloud';
import { SpotifyAdapter } from './spotify';
import { YouTubeAdapter } from './youtube';

/** The one place that picks a player for a music type. Creating one loads nothing yet. */
export function createMusicAdapter(type: MusicType, host: MusicHost): MusicAdapter {
  switch (adapterKindOf(type)) {
    case 'youtube':
      return new YouTubeAdapter(host);
    case 'spotify':
      return new SpotifyAdapter(host);
    case 'soundcloud':
      return new SoundCloudAdapter(host);
    case 'audio':
      return new HtmlAudioAdapter(host);
  }
}
