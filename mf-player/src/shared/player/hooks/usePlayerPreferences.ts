import { CUE_PROFILES, DEFAULT_WORKOUT_SOUND, type CueProfile, type WorkoutSound } from '@blockbeat/contracts';
import { DEFAULT_LEAD_IN_SECONDS } from '@blockbeat/timer-engine';
import { validClickBpm } from '../beat/clickTrack';
import { useStoredChoice, useStoredFlag, useStoredNumber, useStoredVolume } from './useStoredPreference';

export const PREFERENCE_KEYS = {
  leadIn: 'blockbeat-player-lead-in',
  voice: 'blockbeat-player-voice',
  musicVolume: 'blockbeat-player-music-volume',
  cueVolume: 'blockbeat-player-cue-volume',
  cueProfile: 'blockbeat-player-cue-profile',
  breathSounds: 'blockbeat-player-breath-sounds',
  clickTrack: 'blockbeat-player-click-track',
  clickBpm: 'blockbeat-player-click-bpm',
  clickVoice: 'blockbeat-player-click-voice',
} as const;

/** The cue profile setting: the workout's own, or one this device always uses. */
export type CueProfileChoice = CueProfile | 'workout';
const CUE_PROFILE_CHOICES: readonly CueProfileChoice[] = ['workout', ...CUE_PROFILES];

export interface PlayerPreferences {
  leadIn: boolean;
  voice: boolean;
  musicVolume: number;
  cueVolume: number;
  cueProfileChoice: CueProfileChoice;
  /** The profile the cues sound in: the device's choice, else the workout's. */
  cueProfile: CueProfile;
  breathSounds: boolean;
  /** A metronome on the blocks without music, at `clickBpm`. */
  clickTrack: boolean;
  clickBpm: number;
  /** The click track counts 1 to 8 aloud instead of ticking. */
  clickVoice: boolean;
  /** The lead-in a new run starts with: the default 5 s, or none. */
  leadInSeconds: number;
  setLeadIn: (on: boolean) => void;
  setVoice: (on: boolean) => void;
  setMusicVolume: (volume: number) => void;
  setCueVolume: (volume: number) => void;
  setCueProfileChoice: (choice: CueProfileChoice) => void;
  setBreathSounds: (on: boolean) => void;
  setClickTrack: (on: boolean) => void;
  setClickBpm: (bpm: number) => void;
  setClickVoice: (on: boolean) => void;
}

export const DEFAULT_CLICK_BPM = 120;

/**
 * Lead-in (on by default), the two volumes, the sound settings and the click track (off), kept on this device. Voice,
 * the cue profile and breath sounds follow the workout's sound until the user sets them here:
 * voice as the workout asks, breath sounds when its profile is gentle.
 */
export function usePlayerPreferences(sound: WorkoutSound = DEFAULT_WORKOUT_SOUND): PlayerPreferences {
  const [leadIn, setLeadIn] = useStoredFlag(PREFERENCE_KEYS.leadIn, true);
  const [voice, setVoice] = useStoredFlag(PREFERENCE_KEYS.voice, sound.voice);
  const [musicVolume, setMusicVolume] = useStoredVolume(PREFERENCE_KEYS.musicVolume, 0.8);
  const [cueVolume, setCueVolume] = useStoredVolume(PREFERENCE_KEYS.cueVolume, 1);
  const [cueProfileChoice, setCueProfileChoice] = useStoredChoice<CueProfileChoice>(PREFERENCE_KEYS.cueProfile, 'workout', CUE_PROFILE_CHOICES);
  const cueProfile = cueProfileChoice === 'workout' ? sound.cueProfile : cueProfileChoice;
  const [breathSounds, setBreathSounds] = useStoredFlag(PREFERENCE_KEYS.breathSounds, cueProfile === 'gentle');
  const [clickTrack, setClickTrack] = useStoredFlag(PREFERENCE_KEYS.clickTrack, false);
  const [clickBpm, setClickBpm] = useStoredNumber(PREFERENCE_KEYS.clickBpm, DEFAULT_CLICK_BPM, validClickBpm);
  const [clickVoice, setClickVoice] = useStoredFlag(PREFERENCE_KEYS.clickVoice, false);
  return {
    leadIn,
    voice,
    musicVolume,
    cueVolume,
    cueProfileChoice,
    cueProfile,
    breathSounds,
    clickTrack,
    clickBpm,
    clickVoice,
    leadInSeconds: leadIn ? DEFAULT_LEAD_IN_SECONDS : 0,
    setLeadIn,
    setVoice,
    setMusicVolume,
    setCueVolume,
    setCueProfileChoice,
    setBreathSounds,
    setClickTrack,
    setClickBpm,
    setClickVoice,
  };
}
