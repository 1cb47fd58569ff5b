import { DEFAULT_WORKOUT_SOUND, sharedMusicUrl, type Exercise, type SharedWorkout } from '@blockbeat/contracts';
import type { Timeline, TimerState } from '@blockbeat/timer-engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { preferPlaybackAudioSession } from '../../audio/audioSession';
import { BeepScheduler } from '../../audio/beeps';
import type { PlayerEnvironment } from '../../audio/environment';
import { useBlockMusic } from '../../hooks/useBlockMusic';
import { useCueAudio } from '../../hooks/useCueAudio';
import { planSounds } from '../../model/cueSounds';
import { musicVolume } from '../../model/ducking';
import { musicTypeOf } from '../../model/musicPlan';

const FOLLOWER_MUSIC_VOLUME = 0.8;

/**
 * The plan as far as a follower's music goes: streamed music never plays here (the services'
 * terms forbid re-broadcasting), uploaded tracks only when the class allows it.
 */
export function followerMusicTimeline(timeline: Timeline<Exercise>, allowUploads: boolean): Timeline<Exercise> {
  return {
    ...timeline,
    blocks: timeline.blocks.map((block) => (allowUploads && musicTypeOf(block) === 'upload' ? block : { ...block, musicUrl: undefined })),
  };
}

interface FollowerSoundOptions {
  workout: SharedWorkout;
  timeline: Timeline<Exercise>;
  timer: TimerState;
  seeks: number;
  /** The environment with its clock set to the estimate of the server's. */
  env: PlayerEnvironment;
  allowFollowerAudio: boolean;
}

/**
 * The follower's cues, voice and (when allowed) uploaded music, on the class's position. Nothing
 * sounds until the follower taps "Enable sound" (browsers let audio start only from a gesture).
 */
export function useFollowerSound({ workout, timeline, timer, seeks, env, allowFollowerAudio }: FollowerSoundOptions) {
  const [enabled, setEnabled] = useState(false);
  const [muted, setMuted] = useState(false);
  const [beeps] = useState(() => new BeepScheduler(env.createAudioContext));
  useEffect(() => () => beeps.close(), [beeps]);
  const sound = workout.sound ?? DEFAULT_WORKOUT_SOUND;
  const sounds = useMemo(
    () => planSounds(timeline, { profile: sound.cueProfile, halfwayCue: sound.halfwayCue, breathSounds: sound.cueProfile === 'gentle' }),
    [timeline, sound.cueProfile, sound.halfwayCue],
  );
  const silent = !enabled || muted;
  const ducked = useCueAudio({ timeline, timer, env, beeps, sounds, cueVolume: 1, muted: silent, voice: sound.voice });
  const musicTimeline = useMemo(() => followerMusicTimeline(timeline, allowFollowerAudio && enabled), [timeline, allowFollowerAudio, enabled]);
  const musicMount = useRef<HTMLDivElement>(null);
  const resolveUrl = useCallback((url: string) => sharedMusicUrl(workout.shareToken, url), [workout.shareToken]);
  useBlockMusic({
    timeline: musicTimeline,
    timer,
    seeks,
    env,
    volume: musicVolume(FOLLOWER_MUSIC_VOLUME, { muted: silent, ducked }),
    mount: musicMount,
    resolveUrl,
    onError: () => undefined,
  });
  const enable = () => {
    preferPlaybackAudioSession();
    beeps.unlock();
    setEnabled(true);
  };
  return { enabled, muted, enable, toggleMute: () => setMuted((m) => !m), musicMount };
}
