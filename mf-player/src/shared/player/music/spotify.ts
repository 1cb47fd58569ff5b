import { spotifyTrackId } from '@blockbeat/contracts';
import { EmbedAdapter, embedApi, type MusicHost } from './adapter';

export const SPOTIFY_API_SRC = 'https://open.spotify.com/embed/iframe-api/v1';

/** The part of Spotify's embed iFrame API used here. */
interface SpotifyController {
  play(): void;
  pause(): void;
  resume(): void;
  seek(seconds: number): void;
  destroy(): void;
  addListener(event: 'ready', listener: () => void): void;
}

interface SpotifyIFrameApi {
  createController(
    element: HTMLElement,
    options: { uri: string; width: string | number; height: string | number },
    callback: (controller: SpotifyController) => void,
  ): void;
}

declare global {
  interface Window {
    onSpotifyIframeApiReady?: (api: SpotifyIFrameApi) => void;
  }
}

/**
 * A Spotify track through the embed's iFrame API. The embed has no volume control (so no ducking),
 * and without a Spotify login it plays a 30-second preview: Spotify's rule, not ours.
 */
export class SpotifyAdapter extends EmbedAdapter {
  readonly kind = 'spotify' as const;
  private readonly wrapper: HTMLElement;
  private readonly element: HTMLElement;
  private controller: SpotifyController | null = null;
  private started = false;

  constructor(private readonly host: MusicHost) {
    super();
    this.wrapper = document.createElement('div');
    this.element = document.createElement('div');
    this.wrapper.appendChild(this.element);
    host.mount.appendChild(this.wrapper);
  }

  load(url: string, startSeconds: number): void {
    const trackId = spotifyTrackId(url);
    if (!trackId) {
      this.error.fire();
      return;
    }
    this.startSeconds = startSeconds;
    embedApi<SpotifyIFrameApi>(SPOTIFY_API_SRC, this.host.loadScript, (resolve) => {
      window.onSpotifyIframeApiReady = resolve;
    }).then(
      (api) => {
        if (this.stopped) return;
        api.createController(this.element, { uri: `spotify:track:${trackId}`, width: '100%', height: 80 }, (controller) => {
          this.controller = controller;
          controller.addListener('ready', () => this.markReady());
        });
      },
      () => this.error.fire(),
    );
  }

  protected applyPlaying(): void {
    const c = this.controller;
    if (!c) return;
    if (!this.wantPlaying) c.pause();
    else if (this.started) c.resume();
    else {
      // The first play starts the track; Spotify seeks only once it plays.
      this.started = true;
      c.play();
      if (this.startSeconds > 0) c.seek(this.startSeconds);
    }
  }

  protected applyVolume(): void {
    // The Spotify embed exposes no volume.
  }

  protected applySeek(seconds: number): void {
    this.controller?.seek(seconds);
  }

  protected teardown(): void {
    this.controller?.destroy();
    this.controller = null;
    this.wrapper.remove();
  }
}
