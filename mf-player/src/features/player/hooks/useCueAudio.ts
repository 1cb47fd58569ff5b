import { cuesBetween, offsetAt, type Timeline, type TimerState } from '@blockbeat/timer-engine';
import { useEffect, useRef, useState } from 'react';
import type { BeepScheduler } from '../audio/beeps';
import type { PlayerEnvironment } from '../audio/environment';
import { soundsBetween, type PlannedSound } from '../model/cueSounds';
import { beepNear } from '../model/ducking';
import { TICK_MS } from './useTicker';

/** How far ahead beeps are put on the audio clock: several ticks, so a throttled tab still beeps on time. */
export const LOOKAHEAD_MS = 1500;
/** An announcement noticed later than this (a long-hidden tab) is skipped instead of read out late. */
const STALE_ANNOUNCEMENT_MS = 2000;

interface CueAudioOptions {
  timeline: Timeline;
  timer: TimerState;
  env: PlayerEnvironment;
  beeps: BeepScheduler;
  /** Every tone of the workout under its sound settings (planSounds). */
  sounds: readonly PlannedSound[];
  cueVolume: number;
  muted: boolean;
  voice: boolean;
}

/**
 * The workout's tones (3-2-1 beeps, phase tones, switch sides, halfway, breaths) scheduled ahead
 * on the Web Audio clock in a rolling window
 * (at `audioCtx.currentTime + (cue.atMs − nowOffsetMs) / 1000`), voice announcements when their
 * moment comes, and whether the music should duck right now. Any new engine state (pause,
 * resume, seek) cancels what was scheduled and schedules again from the new position.
 */
export function useCueAudio({ timeline, timer, env, beeps, sounds, cueVolume, muted, voice }: CueAudioOptions): boolean {
  const [ducked, setDucked] = useState(false);
  const voiceRef = useRef(voice);
  const cueVolumeRef = useRef(cueVolume);
  useEffect(() => {
    voiceRef.current = voice;
    cueVolumeRef.current = muted ? 0 : cueVolume;
  });

  useEffect(() => {
    beeps.setVolume(muted ? 0 : cueVolume);
    if (muted) env.speech?.cancel();
  }, [beeps, cueVolume, muted, env]);

  useEffect(() => {
    beeps.cancel();
    if (timer.status !== 'running') {
      setDucked(false);
      return;
    }
    let scheduledTo = offsetAt(timeline, timer, env.now());
    let spokenTo = scheduledTo;
    const tick = () => {
      const nowOffset = offsetAt(timeline, timer, env.now());
      const audioNow = beeps.currentTime;
      const until = nowOffset + LOOKAHEAD_MS;
      if (audioNow !== null && until > scheduledTo) {
        for (const { atMs, sound } of soundsBetween(sounds, Math.max(scheduledTo, nowOffset), until)) {
          beeps.beepAt(audioNow + (atMs - nowOffset) / 1000, sound);
        }
        scheduledTo = until;
      }
      if (nowOffset >= spokenTo) {
        for (const cue of cuesBetween(timeline, spokenTo, nowOffset + 1)) {
          if (cue.kind === 'announce' && voiceRef.current && cueVolumeRef.current > 0 && nowOffset - cue.atMs < STALE_ANNOUNCEMENT_MS) {
            env.speech?.speak(cue.text, cueVolumeRef.current);
          }
        }
        spokenTo = nowOffset + 1;
      }
      setDucked(beepNear(timeline, nowOffset) || (env.speech?.speaking() ?? false));
    };
    tick();
    const id = setInterval(tick, TICK_MS);
    return () => {
      clearInterval(id);
      beeps.cancel();
    };
  }, [timeline, timer, env, beeps, sounds]);

  useEffect(() => () => env.speech?.cancel(), [env]);

  return ducked;
}
