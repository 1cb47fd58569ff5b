import type { MusicType } from '@blockbeat/contracts';
import type { PlayerEnvironment } from '../src/shared/player/audio/environment';
import type { MusicAdapter, MusicAdapterKind } from '../src/shared/player/music/adapter';

export class FakeAdapter implements MusicAdapter {
  readonly kind: MusicAdapterKind;
  readonly calls: string[] = [];
  private errorListener: (() => void) | null = null;

  constructor(readonly type: MusicType) {
    this.kind = type === 'upload' ? 'audio' : type;
  }

  load(url: string, startSeconds: number) {
    this.calls.push(`load ${url} @${startSeconds}`);
  }
  play() {
    this.calls.push('play');
  }
  pause() {
    this.calls.push('pause');
  }
  seekTo(seconds: number) {
    this.calls.push(`seek ${seconds}`);
  }
  setVolume(volume: number) {
    this.calls.push(`volume ${volume.toFixed(2)}`);
  }
  stop() {
    this.calls.push('stop');
  }
  onError(listener: () => void) {
    this.errorListener = listener;
  }
  fail() {
    this.errorListener?.();
  }
}

/** A clock the test moves, no Web Audio, recorded speech and music: nothing external loads. */
export function fakeEnvironment(start = 10_000) {
  let time = start;
  const adapters: FakeAdapter[] = [];
  const spoken: string[] = [];
  const env: PlayerEnvironment = {
    now: () => time,
    createAudioContext: () => null,
    speech: { speak: (text) => spoken.push(text), cancel: () => undefined, speaking: () => false },
    createMusic: (type) => {
      const adapter = new FakeAdapter(type);
      adapters.push(adapter);
      return adapter;
    },
  };
  return {
    env,
    adapters,
    spoken,
    advance(ms: number) {
      time += ms;
    },
  };
}
