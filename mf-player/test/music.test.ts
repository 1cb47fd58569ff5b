import type { Exercise } from '@blockbeat/contracts';
import { buildTimeline } from '@blockbeat/timer-engine';
import { adapterKindOf, type MusicHost } from '../src/shared/player/music/adapter';
import { createMusicAdapter } from '../src/shared/player/music/createMusicAdapter';
import { SOUNDCLOUD_API_SRC } from '../src/shared/player/music/soundcloud';
import { SPOTIFY_API_SRC } from '../src/shared/player/music/spotify';
import { YOUTUBE_API_SRC } from '../src/shared/player/music/youtube';
import { beepNear, musicVolume } from '../src/shared/player/model/ducking';
import { musicAt } from '../src/shared/player/model/musicPlan';

const SONG = '/api/uploads/0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f60';
const OTHER = '/api/uploads/1b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f60';

describe('the continuous-music decision', () => {
  const blocks: Exercise[] = [
    { name: 'A', duration: 10, restTime: 0, musicUrl: SONG, musicType: 'upload' },
    { name: 'B', duration: 10, restTime: 5, musicUrl: SONG, musicType: 'upload' },
    { name: 'C', duration: 10, restTime: 0, musicUrl: SONG, musicType: 'upload' },
    { name: 'D', duration: 10, restTime: 0, musicUrl: OTHER },
    { name: 'E', duration: 10 },
  ];
  const timeline = buildTimeline(blocks, { leadInSeconds: 5 });

  test('when blocks have rest 0 and the same URL, then they share one key and the track position runs on', () => {
    const a = musicAt(timeline, 6000)!;
    const b = musicAt(timeline, 17_000)!;
    expect(a.key).toBe(b.key);
    expect(b.positionMs).toBe(12_000);
    expect(musicAt(timeline, 26_000)?.key).toBe(a.key);
  });

  test('when a rest separates them, then the next block starts the track again', () => {
    const c = musicAt(timeline, 31_000)!;
    expect(c.key).not.toBe(musicAt(timeline, 17_000)!.key);
    expect(c.positionMs).toBe(1000);
  });

  test('when the URL changes, the lead-in plays, or a block has no music, then the answer follows', () => {
    expect(musicAt(timeline, 41_000)).toMatchObject({ url: OTHER, type: 'upload', positionMs: 1000 });
    expect(musicAt(timeline, 1000)).toBeNull();
    expect(musicAt(timeline, 51_000)).toBeNull();
  });
});

describe('adapter selection', () => {
  function host() {
    const loadScript = jest.fn(() => new Promise<void>(() => undefined));
    const audio = document.createElement('audio');
    // jsdom has no media playback.
    jest.spyOn(audio, 'load').mockImplementation(() => undefined);
    jest.spyOn(audio, 'pause').mockImplementation(() => undefined);
    const h: MusicHost = { mount: document.createElement('div'), loadScript, createAudio: () => audio };
    return { h, loadScript, audio };
  }

  test.each([
    ['youtube', 'youtube'],
    ['spotify', 'spotify'],
    ['soundcloud', 'soundcloud'],
    ['upload', 'audio'],
  ] as const)('when the music type is %s, then the %s adapter plays it', (type, kind) => {
    const { h, loadScript } = host();
    const adapter = createMusicAdapter(type, h);
    expect(adapter.kind).toBe(kind);
    expect(adapterKindOf(type)).toBe(kind);
    expect(loadScript).not.toHaveBeenCalled();
    adapter.stop();
  });

  test.each([
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ', YOUTUBE_API_SRC],
    ['spotify', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', SPOTIFY_API_SRC],
    ['soundcloud', 'https://soundcloud.com/artist/track', SOUNDCLOUD_API_SRC],
  ] as const)('when a %s track is loaded, then its API script is asked for then and only then', (type, url, src) => {
    const { h, loadScript } = host();
    const adapter = createMusicAdapter(type, h);
    adapter.load(url, 0);
    expect(loadScript).toHaveBeenCalledWith(src);
    adapter.stop();
  });

  test('when the YouTube player (faked here) becomes ready, then what was asked before is applied', async () => {
    const { h, loadScript } = host();
    const calls: string[] = [];
    let events: { onReady: () => void; onError: () => void } | undefined;
    // As if the API script had already loaded on this page.
    window.YT = {
      Player: class {
        constructor(_el: HTMLElement, options: { videoId: string; playerVars: Record<string, unknown>; events: typeof events }) {
          calls.push(`new ${options.videoId} @${String(options.playerVars.start)}`);
          events = options.events;
        }
        playVideo = () => calls.push('play');
        pauseVideo = () => calls.push('pause');
        seekTo = (s: number) => calls.push(`seek ${s}`);
        setVolume = (v: number) => calls.push(`volume ${v}`);
        destroy = () => calls.push('destroy');
      },
    };
    const adapter = createMusicAdapter('youtube', h);
    const onError = jest.fn();
    adapter.onError(onError);
    adapter.setVolume(0.5);
    adapter.load('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 12.7);
    adapter.play();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(['new dQw4w9WgXcQ @12']);
    events!.onReady();
    expect(calls).toEqual(['new dQw4w9WgXcQ @12', 'volume 50', 'play']);
    adapter.pause();
    events!.onError();
    adapter.stop();
    expect(calls.slice(3)).toEqual(['pause', 'destroy']);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(loadScript).not.toHaveBeenCalled();
    delete window.YT;
  });

  test('when an uploaded track fails, then the error listener hears it once', () => {
    const { h, audio } = host();
    const adapter = createMusicAdapter('upload', h);
    const onError = jest.fn();
    adapter.onError(onError);
    adapter.load(SONG, 0);
    audio.dispatchEvent(new Event('error'));
    audio.dispatchEvent(new Event('error'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(audio.getAttribute('src')).toBe(SONG);
  });

  test('when the script of an embed cannot load, then the track errors', async () => {
    const { h } = host();
    h.loadScript = jest.fn(() => Promise.reject(new Error('offline')));
    const adapter = createMusicAdapter('soundcloud', h);
    const onError = jest.fn();
    adapter.onError(onError);
    adapter.load('https://soundcloud.com/artist/track', 0);
    await Promise.resolve();
    await Promise.resolve();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('ducking', () => {
  const timeline = buildTimeline([{ name: 'A', duration: 10 }], { leadInSeconds: 0 });
  test('when a beep is near, then the music ducks; muted is silent', () => {
    expect(beepNear(timeline, 7000)).toBe(true);
    expect(beepNear(timeline, 3000)).toBe(false);
    expect(musicVolume(0.8, { muted: false, ducked: true })).toBeCloseTo(0.24);
    expect(musicVolume(0.8, { muted: true, ducked: false })).toBe(0);
  });
});
