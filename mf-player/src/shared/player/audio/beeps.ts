import type { BeepSound } from '../model/cueSounds';

/**
 * Beeps on the Web Audio clock: each one is an oscillator started at an exact audio-clock time,
 * scheduled ahead, so timer jitter never reaches the sound. Scheduled beeps can be cancelled
 * (pause, seek) and are then scheduled again from the new position.
 */
export class BeepScheduler {
  private ctx: AudioContext | null = null;
  private output: GainNode | null = null;
  private readonly scheduled = new Set<OscillatorNode>();
  private volume = 0.8;

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
    osc.onended = () => {
      this.scheduled.delete(osc);
      envelope.disconnect();
    };
    osc.start(start);
    osc.stop(start + sound.durationS);
    this.scheduled.add(osc);
  }

  cancel(): void {
    for (const osc of this.scheduled) {
      osc.onended = null;
      try {
        osc.stop();
      } catch {
        // Already stopped.
      }
      osc.disconnect();
    }
    this.scheduled.clear();
  }

  close(): void {
    this.cancel();
    void this.ctx?.close();
    this.ctx = null;
    this.output = null;
  }
}
