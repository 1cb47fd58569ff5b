import { DEFAULT_WORKOUT_SOUND, sharedMusicUrl, type Exercise, type SharedWorkout } from '@blockbeat/contracts';
import type { Timeline } from '@blockbeat/timer-engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { preferPlaybackAudioSession } from '../../../shared/player/audio/audioSession';
import { BeepScheduler } from '../../../shared/player/audio/beeps';
import type { GridOf } from '../../../shared/player/beat/alignToBeat';
import { beatCountIns } from '../../../shared/player/beat/countIn';
import { planCrossfades } from '../../../shared/player/beat/crossfade';
import type { PlayerEnvironment } from '../../../shared/player/audio/environment';
import { useBlockMusic } from '../../../shared/player/hooks/useBlockMusic';
import { useCueAudio } from '../../../shared/player/hooks/useCueAudio';
import { planSounds } from '../../../shared/player/model/cueSounds';
import { musicVolume } from '../../../shared/player/model/ducking';
import { musicTypeOf } from '../../../shared/player/model/musicPlan';
import type { PlaybackSource, PlaybackStore, PlaybackView } from '../../../shared/player/playback/playbackStore';

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
  /** The class's playback store, on the estimate of the server's clock, and the view this render drew. */
  store: PlaybackStore<PlaybackSource>;
  view: PlaybackView;
  env: PlayerEnvironment;
  allowFollowerAudio: boolean;
  /** The tracks' grids the class's plan was aligned with (null: none known). */
  gridOf: GridOf | null;
}

/**
 * The follower's cues, voice and (when allowed) uploaded music, on the class's position. Nothing
 * sounds until the follower taps "Enable sound" (browsers let audio start only from a gesture).
 */
export function useFollowerSound({ workout, store, view, env, allowFollowerAudio, gridOf }: FollowerSoundOptions) {
  const [enabled, setEnabled] = useState(false);
  const [muted, setMuted] = useState(false);
  const [beeps] = useState(() => new BeepScheduler(env.createAudioContext));
  useEffect(() => () => beeps.close(), [beeps]);
  const sound = workout.sound ?? DEFAULT_WORKOUT_SOUND;
  const { timeline } = view;
  const countInOn = sound.beatCountIn === true;
  const sounds = useMemo(() => {
    // The workout's count-in on the beat, as the instructor's player plays it.
    const countIns = countInOn && gridOf ? beatCountIns(timeline, gridOf) : [];
    return planSounds(timeline, { profile: sound.cueProfile, halfwayCue: sound.halfwayCue, breathSounds: sound.cueProfile === 'gentle', countIns });
  }, [timeline, sound.cueProfile, sound.halfwayCue, countInOn, gridOf]);
  const silent = !enabled || muted;
  const ducked = useCueAudio({ store, view, speech: env.speech, beeps, sounds, cueVolume: 1, muted: silent, voice: sound.voice });
  const musicTimeline = useMemo(() => followerMusicTimeline(timeline, allowFollowerAudio && enabled), [timeline, allowFollowerAudio, enabled]);
  // Beat-matched where the instructor's are: the same grids planned the same changes.
  const crossfadeMs = (sound.crossfadeSeconds ?? 0) * 1000;
  const crossfades = useMemo(() => planCrossfades(musicTimeline, crossfadeMs, gridOf), [musicTimeline, crossfadeMs, gridOf]);
  const musicMount = useRef<HTMLDivElement>(null);
  const resolveUrl = useCallback((url: string) => sharedMusicUrl(workout.shareToken, url), [workout.shareToken]);
  useBlockMusic({
    view,
    plan: musicTimeline,
    createMusic: env.createMusic,
    volume: musicVolume(FOLLOWER_MUSIC_VOLUME, { muted: silent, ducked }),
    mount: musicMount,
    resolveUrl,
    onError: () => undefined,
    crossfades,
  });
  const enable = () => {
    preferPlaybackAudioSession();
    beeps.unlock();
    setEnabled(true);
  };
  return { enabled, muted, enable, toggleMute: () => setMuted((m) => !m), musicMount };
}
