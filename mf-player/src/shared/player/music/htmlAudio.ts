import { ErrorSignal, type MusicAdapter, type MusicHost } from './adapter';

/** Uploaded audio: a plain audio element (the browser streams it with Range requests). */
export class HtmlAudioAdapter implements MusicAdapter {
  readonly kind = 'audio' as const;
  private readonly audio: HTMLAudioElement;
  private readonly error = new ErrorSignal();
  private wantPlaying = false;
  private stopped = false;
  private startSeconds = 0;

  constructor(host: Pick<MusicHost, 'createAudio'>) {
    this.audio = host.createAudio();
    this.audio.preload = 'auto';
    this.audio.addEventListener('error', () => {
      if (!this.stopped) this.error.fire();
    });
    this.audio.addEventListener('loadedmetadata', () => {
      if (this.startSeconds > 0) this.audio.currentTime = this.startSeconds;
    });
  }

  load(url: string, startSeconds: number): void {
    this.startSeconds = startSeconds;
    this.audio.src = url;
    this.audio.load();
  }

  play(): void {
    this.wantPlaying = true;
    this.audio.play()?.catch((err: unknown) => {
      // A pause() that overtakes play() rejects with AbortError: that is not a broken track.
      if (err instanceof DOMException && err.name === 'AbortError') return;
      if (this.wantPlaying) this.error.fire();
    });
  }

  pause(): void {
    this.wantPlaying = false;
    this.audio.pause();
  }

  seekTo(seconds: number): void {
    this.startSeconds = seconds;
    if (this.audio.readyState > 0) this.audio.currentTime = seconds;
  }

  setVolume(volume: number): void {
    this.audio.volume = Math.min(1, Math.max(0, volume));
  }

  stop(): void {
    this.stopped = true;
    this.wantPlaying = false;
    this.audio.pause();
    this.audio.removeAttribute('src');
    this.audio.load();
  }

  onError(listener: () => void): void {
    this.error.on(listener);
  }
}
