import { youtubeVideoId } from '@blockbeat/contracts';
import { EmbedAdapter, embedApi, type MusicHost } from './adapter';

export const YOUTUBE_API_SRC = 'https://www.youtube.com/iframe_api';

/** The part of the IFrame Player API used here. */
interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  setVolume(volume: number): void;
  destroy(): void;
}

interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      width: number | string;
      height: number | string;
      videoId: string;
      playerVars: Record<string, number | string>;
      events: { onReady: () => void; onError: () => void };
    },
  ) => YouTubePlayer;
}

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

/** The API script calls window.onYouTubeIframeAPIReady when YT.Player can be used. */
function youtubeApi(loadScript: MusicHost['loadScript']): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  return embedApi<YouTubeNamespace>(YOUTUBE_API_SRC, loadScript, (resolve) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT) resolve(window.YT);
    };
  });
}

/** The box the video fills: player.css keeps it at least 200×200 px, YouTube's minimum for embeds. */
export const YOUTUBE_BOX_CLASS = 'music-video';

/** YouTube through the IFrame Player API, shown as a video: "video guidance" for the class. */
export class YouTubeAdapter extends EmbedAdapter {
  readonly kind = 'youtube' as const;
  private readonly box: HTMLElement;
  private readonly element: HTMLElement;
  private player: YouTubePlayer | null = null;

  constructor(private readonly host: MusicHost) {
    super();
    this.box = document.createElement('div');
    this.box.className = YOUTUBE_BOX_CLASS;
    this.element = document.createElement('div');
    this.box.appendChild(this.element);
    host.mount.appendChild(this.box);
  }

  load(url: string, startSeconds: number): void {
    const videoId = youtubeVideoId(url);
    if (!videoId) {
      this.error.fire();
      return;
    }
    youtubeApi(this.host.loadScript).then(
      (YT) => {
        if (this.stopped) return;
        this.player = new YT.Player(this.element, {
          // The iframe fills its box; the box's size is the stylesheet's.
          width: '100%',
          height: '100%',
          videoId,
          playerVars: { start: Math.floor(startSeconds), playsinline: 1, rel: 0, modestbranding: 1 },
          events: { onReady: () => this.markReady(), onError: () => this.error.fire() },
        });
      },
      () => this.error.fire(),
    );
  }

  protected applyPlaying(): void {
    if (this.wantPlaying) this.player?.playVideo();
    else this.player?.pauseVideo();
  }

  protected applyVolume(): void {
    this.player?.setVolume(Math.round(this.volume * 100));
  }

  protected applySeek(seconds: number): void {
    this.player?.seekTo(seconds, true);
  }

  protected teardown(): void {
    this.player?.destroy();
    this.player = null;
    this.box.remove();
  }
}
