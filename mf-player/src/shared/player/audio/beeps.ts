import { countOffsetS } from '../beat/countVoice';
import type { BeepSound, CountSound } from '../model/cueSounds';

/**
 * Beeps on the Web Audio clock: each one is an oscillator started at an exact audio-clock time,
 * scheduled ahead, so timer jitter never reaches the sound. Scheduled beeps can be cancelled
 * (pause, seek) and are then scheduled again from the new position.
 */
export class BeepScheduler {
  private ctx: AudioContext | null = null;
  private output: GainNode | null = null;
  private readonly scheduled = new Set<AudioScheduledSourceNode>();
  private volume = 0.8;
  /** The 8-count voice, once loaded (loadCountVoice). */
  private counts: AudioBuffer | null = null;
  private countsUrl: string | null = null;

  constructor(private readonly createContext: () => AudioContext | null) {}

  /** Creates or resumes the audio context; call it from a user gesture (autoplay rules). */
  unlock(): void {
    if (!this.ctx) {
      this.ctx = this.createContext();
      if (!this.ctx) return;
      this.output = this.ctx.createGain();
      this.output.gain.value = this.volume;
      this.output.connect(this.ctx.destination);
    }
    if (this.ctx.state === 'suspended') void this.ctx.resume();
  }

  /** The audio clock in seconds, or null before unlock(). */
  get currentTime(): number | null {
    return this.ctx ? this.ctx.currentTime : null;
  }

  setVolume(volume: number): void {
    this.volume = volume;
    if (this.output && this.ctx) this.output.gain.setValueAtTime(volume, this.ctx.currentTime);
  }

  /**
   * Fetches and decodes the 8-count voice once (after unlock: decoding needs the context). Until
   * it is in, or if it cannot be read, each count plays its tick instead: never silence.
   */
  loadCountVoice(url: string): void {
    const { ctx } = this;
    if (!ctx || this.countsUrl === url) return;
    this.countsUrl = url;
    void fetch(url)
      .then((res) => (res.ok ? res.arrayBuffer() : Promise.reject(new Error(`count voice: ${res.status}`))))
      .then((bytes) => ctx.decodeAudioData(bytes))
      .then((buffer) => {
        if (this.ctx === ctx) this.counts = buffer;
      })
      .catch(() => {
        if (this.countsUrl === url) this.countsUrl = null;
      });
  }

  /** A planned sound at audio-clock time `at`: a tone, or a spoken count (its tick while the voice is not in). */
  soundAt(at: number, sound: BeepSound | CountSound): void {
    if (!('count' in sound)) return this.beepAt(at, sound);
    if (!this.counts) return this.beepAt(at, sound.fallback);
    this.countAt(at, sound, this.counts);
  }

  private countAt(at: number, sound: CountSound, counts: AudioBuffer): void {
    const { ctx, output } = this;
    if (!ctx || !output) return;
    const start = Math.max(at, ctx.currentTime);
    const source = ctx.createBufferSource();
    source.buffer = counts;
    const level = ctx.createGain();
    level.gain.value = sound.gain;
    source.connect(level);
    level.connect(output);
    this.track(source, level);
    source.start(start, countOffsetS(sound.count), sound.durationS);
  }

  private track(node: AudioScheduledSourceNode, envelope: GainNode): void {
    node.onended = () => {
      this.scheduled.delete(node);
      envelope.disconnect();
    };
    this.scheduled.add(node);
  }

  /** One beep at audio-clock time `at` (seconds). */
  beepAt(at: number, sound: BeepSound): void {
    const { ctx, output } = this;
    if (!ctx || !output) return;
    const start = Math.max(at, ctx.currentTime);
    const osc = ctx.createOscillator();
    const envelope = ctx.createGain();
    osc.type = sound.wave;
    osc.frequency.value = sound.frequencyHz;
    // A short attack and release: no clicks.
    envelope.gain.setValueAtTime(0, start);
    envelope.gain.linearRampToValueAtTime(sound.gain, start + 0.01);
    envelope.gain.setValueAtTime(sound.gain, start + sound.durationS - 0.03);
    envelope.gain.linearRampToValueAtTime(0, start + sound.durationS);
    osc.connect(envelope);
    envelope.connect(output);
    this.track(osc, envelope);
    osc.start(start);
    osc.stop(start + sound.durationS);
  }

  cancel(): void {
    for (const node of this.scheduled) {
      node.onended = null;
      try {
        node.stop();
      } catch {
        // Already stopped.
      }
      node.disconnect();
    }
    this.scheduled.clear();
  }

  close(): void {
    this.cancel();
    void this.ctx?.close();
    this.ctx = null;
    this.output = null;
    this.counts = null;
    this.countsUrl = null;
  }
}
