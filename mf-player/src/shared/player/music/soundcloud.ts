import { EmbedAdapter, type MusicHost } from './adapter';

export const SOUNDCLOUD_API_SRC = 'https://w.soundcloud.com/player/api.js';

/** The part of the SoundCloud widget API used here. */
interface SoundCloudWidget {
  bind(event: string, listener: () => void): void;
  play(): void;
  pause(): void;
  seekTo(ms: number): void;
  setVolume(volume: number): void;
}

interface SoundCloudNamespace {
  Widget: ((iframe: HTMLIFrameElement) => SoundCloudWidget) & { Events: { READY: string; ERROR: string } };
}

declare global {
  interface Window {
    SC?: SoundCloudNamespace;
  }
}

/** A SoundCloud track in the widget (an iframe), driven by its API. */
export class SoundCloudAdapter extends EmbedAdapter {
  readonly kind = 'soundcloud' as const;
  private readonly iframe: HTMLIFrameElement;
  private widget: SoundCloudWidget | null = null;

  constructor(private readonly host: MusicHost) {
    super();
    this.iframe = document.createElement('iframe');
    this.iframe.title = 'SoundCloud player';
    this.iframe.allow = 'autoplay';
    this.iframe.width = '100%';
    this.iframe.height = '120';
    host.mount.appendChild(this.iframe);
  }

  load(url: string, startSeconds: number): void {
    this.startSeconds = startSeconds;
    // The widget script defines window.SC as it runs: no ready callback to wait for.
    this.host.loadScript(SOUNDCLOUD_API_SRC).then(
      () => {
        const SC = window.SC;
        if (this.stopped) return;
        if (!SC) {
          this.error.fire();
          return;
        }
        this.iframe.src = `https://w.soundcloud.com/player/?url=${encodeURIComponent(url)}&auto_play=false&visual=false&show_comments=false`;
        const widget = SC.Widget(this.iframe);
        this.widget = widget;
        widget.bind(SC.Widget.Events.READY, () => {
          if (this.startSeconds > 0) widget.seekTo(this.startSeconds * 1000);
          this.markReady();
        });
        widget.bind(SC.Widget.Events.ERROR, () => this.error.fire());
      },
      () => this.error.fire(),
    );
  }

  protected applyPlaying(): void {
    if (this.wantPlaying) this.widget?.play();
    else this.widget?.pause();
  }

  protected applyVolume(): void {
    this.widget?.setVolume(Math.round(this.volume * 100));
  }

  protected applySeek(seconds: number): void {
    this.widget?.seekTo(seconds * 1000);
  }

  protected teardown(): void {
    if (this.ready) this.widget?.pause();
    this.widget = null;
    this.iframe.remove();
  }
}
