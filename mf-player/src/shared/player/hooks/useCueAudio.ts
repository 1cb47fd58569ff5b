import { cuesBetween, offsetAt, statusAt } from '@blockbeat/timer-engine';
import { useEffect, useRef, useState } from 'react';
import type { BeepScheduler } from '../audio/beeps';
import type { SpeechOutput } from '../audio/environment';
import { soundsBetween, type PlannedCue } from '../model/cueSounds';
import { beepNear } from '../model/ducking';
import type { PlaybackSource, PlaybackStore, PlaybackView } from '../playback/playbackStore';

/** How far ahead beeps are put on the audio clock: several ticks, so a throttled tab still beeps on time. */
export const LOOKAHEAD_MS = 1500;
/** An announcement noticed later than this (a long-hidden tab) is skipped instead of read out late. */
const STALE_ANNOUNCEMENT_MS = 2000;

interface CueAudioOptions<S extends PlaybackSource> {
  store: PlaybackStore<S>;
  /** The store's view this render drew: its run (plan and engine state) is what is scheduled. */
  view: PlaybackView<S>;
  speech: SpeechOutput | null;
  beeps: BeepScheduler;
  /** Every tone of the workout under its sound settings (planSounds). */
  sounds: readonly PlannedCue[];
  cueVolume: number;
  muted: boolean;
  voice: boolean;
}

/**
 * The workout's tones (3-2-1 beeps, phase tones, switch sides, halfway, breaths) scheduled ahead
 * on the Web Audio clock in a rolling window
 * (at `audioCtx.currentTime + (cue.atMs − nowOffsetMs) / 1000`), voice announcements when their
 * moment comes, and whether the music should duck right now. The window moves on every sample of
 * the store's clock; any new run state (pause, resume, seek) cancels what was scheduled and
 * schedules again from the new position. Once the run is past its end nothing more is scheduled:
 * a clock that jumped over a tone (a hidden tab) skips it rather than sounding it late.
 */
export function useCueAudio<S extends PlaybackSource>({ store, view, speech, beeps, sounds, cueVolume, muted, voice }: CueAudioOptions<S>): boolean {
  const [ducked, setDucked] = useState(false);
  const voiceRef = useRef(voice);
  const cueVolumeRef = useRef(cueVolume);
  useEffect(() => {
    voiceRef.current = voice;
    cueVolumeRef.current = muted ? 0 : cueVolume;
  });

  useEffect(() => {
    beeps.setVolume(muted ? 0 : cueVolume);
    if (muted) speech?.cancel();
  }, [beeps, cueVolume, muted, speech]);

  // A new clock (a follower's new offset) schedules again, as a new run state does.
  const { timeline, timer, clock } = view;
  useEffect(() => {
    let scheduledTo: number | null = null;
    let spokenTo = 0;
    let duckedNow: boolean | null = null;
    const duck = (on: boolean) => {
      if (on === duckedNow) return;
      duckedNow = on;
      setDucked(on);
    };
    const pass = (source: PlaybackSource, now: number) => {
      // A sample that reached the store before this effect caught up with its new run.
      if (source.timer !== timer || source.timeline !== timeline) return;
      const nowOffset = offsetAt(timeline, timer, now);
      if (statusAt(timeline, timer, now) !== 'running') {
        duck(false);
        return;
      }
      if (scheduledTo === null) {
        scheduledTo = nowOffset;
        spokenTo = nowOffset;
      }
      const audioNow = beeps.currentTime;
      const until = nowOffset + LOOKAHEAD_MS;
      if (audioNow !== null && until > scheduledTo) {
        for (const { atMs, sound } of soundsBetween(sounds, Math.max(scheduledTo, nowOffset), until)) {
          beeps.soundAt(audioNow + (atMs - nowOffset) / 1000, sound);
        }
        scheduledTo = until;
      }
      if (nowOffset >= spokenTo) {
        for (const cue of cuesBetween(timeline, spokenTo, nowOffset + 1)) {
          if (cue.kind === 'announce' && voiceRef.current && cueVolumeRef.current > 0 && nowOffset - cue.atMs < STALE_ANNOUNCEMENT_MS) {
            speech?.speak(cue.text, cueVolumeRef.current);
          }
        }
        spokenTo = nowOffset + 1;
      }
      duck(beepNear(timeline, nowOffset) || (speech?.speaking() ?? false));
    };
    pass(store.current, clock());
    const stop = store.onSample(pass);
    return () => {
      stop();
      beeps.cancel();
    };
  }, [store, timeline, timer, clock, speech, beeps, sounds]);

  useEffect(() => () => speech?.cancel(), [speech]);

  return ducked;
}
