import type { MusicType } from '@blockbeat/contracts';

/**
 * One track player, whatever plays it. Calls may come before the track is ready; the adapter
 * remembers what was asked (play or pause, volume) and applies it when it can.
 */
export interface MusicAdapter {
  readonly kind: MusicAdapterKind;
  /** Loads the track, positioned at `startSeconds`; paused until play(). */
  load(url: string, startSeconds: number): void;
  play(): void;
  pause(): void;
  seekTo(seconds: number): void;
  /** 0..1. Spotify's embed has no volume control: there it does nothing. */
  setVolume(volume: number): void;
  /** Stops and removes the player. The adapter is not used again. */
  stop(): void;
  /** Called once when the track cannot be played (bad URL, removed video, blocked script). */
  onError(listener: () => void): void;
}

export type MusicAdapterKind = 'youtube' | 'spotify' | 'soundcloud' | 'audio';

/** What adapters need from the page: where to put an embed, how to load an API script, an audio element. */
export interface MusicHost {
  /** A visible element for the embeds (YouTube's small video is the "video guidance"). */
  mount: HTMLElement;
  loadScript: (src: string) => Promise<void>;
  createAudio: () => HTMLAudioElement;
}

export function adapterKindOf(type: MusicType): MusicAdapterKind {
  return type === 'upload' ? 'audio' : type;
}

/** Shared plumbing: the one error listener, fired at most once. */
export class ErrorSignal {
  private listener: (() => void) | null = null;
  private fired = false;

  on(listener: () => void): void {
    this.listener = listener;
  }

  fire(): void {
    if (this.fired) return;
    this.fired = true;
    this.listener?.();
  }
}

const embedApis = new Map<string, Promise<unknown>>();

/**
 * An embed's API, loaded once for the page: `register` installs the global callback the script
 * calls when its API is usable. A failed load is forgotten, so a later block may try again.
 */
export function embedApi<T>(src: string, loadScript: MusicHost['loadScript'], register: (resolve: (api: T) => void) => void): Promise<T> {
  let api = embedApis.get(src) as Promise<T> | undefined;
  if (!api) {
    api = new Promise<T>((resolve, reject) => {
      register(resolve);
      loadScript(src).catch((err: unknown) => {
        embedApis.delete(src);
        reject(err instanceof Error ? err : new Error(String(err)));
      });
    });
    embedApis.set(src, api);
  }
  return api;
}

/**
 * What the three embeds (YouTube, Spotify, SoundCloud) share: what is asked before the embed is
 * ready (play or pause, volume, position) is remembered and applied when it is.
 */
export abstract class EmbedAdapter implements MusicAdapter {
  abstract readonly kind: MusicAdapterKind;
  protected readonly error = new ErrorSignal();
  protected ready = false;
  protected stopped = false;
  protected wantPlaying = false;
  protected volume = 1;
  protected startSeconds = 0;

  abstract load(url: string, startSeconds: number): void;
  /** Plays or pauses as `wantPlaying` says; called only when ready. */
  protected abstract applyPlaying(): void;
  protected abstract applyVolume(): void;
  protected abstract applySeek(seconds: number): void;
  /** Removes the embed from the page. */
  protected abstract teardown(): void;

  protected markReady(): void {
    this.ready = true;
    this.applyVolume();
    this.applyPlaying();
  }

  play(): void {
    this.wantPlaying = true;
    if (this.ready) this.applyPlaying();
  }

  pause(): void {
    this.wantPlaying = false;
    if (this.ready) this.applyPlaying();
  }

  seekTo(seconds: number): void {
    this.startSeconds = seconds;
    if (this.ready) this.applySeek(seconds);
  }

  setVolume(volume: number): void {
    this.volume = volume;
    if (this.ready) this.applyVolume();
  }

  stop(): void {
    this.stopped = true;
    this.teardown();
  }

  onError(listener: () => void): void {
    this.error.on(listener);
  }
}
