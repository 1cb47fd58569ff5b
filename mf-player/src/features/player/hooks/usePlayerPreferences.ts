import { DEFAULT_LEAD_IN_SECONDS } from '@blockbeat/timer-engine';
import { useStoredFlag, useStoredVolume } from './useStoredPreference';

export const PREFERENCE_KEYS = {
  leadIn: 'blockbeat-player-lead-in',
  voice: 'blockbeat-player-voice',
  musicVolume: 'blockbeat-player-music-volume',
  cueVolume: 'blockbeat-player-cue-volume',
} as const;

export interface PlayerPreferences {
  leadIn: boolean;
  voice: boolean;
  musicVolume: number;
  cueVolume: number;
  /** The lead-in a new run starts with: the default 5 s, or none. */
  leadInSeconds: number;
  setLeadIn: (on: boolean) => void;
  setVoice: (on: boolean) => void;
  setMusicVolume: (volume: number) => void;
  setCueVolume: (volume: number) => void;
}

/** Lead-in (on by default), voice (off: the spec calls it optional) and the two volumes, kept on this device. */
export function usePlayerPreferences(): PlayerPreferences {
  const [leadIn, setLeadIn] = useStoredFlag(PREFERENCE_KEYS.leadIn, true);
  const [voice, setVoice] = useStoredFlag(PREFERENCE_KEYS.voice, false);
  const [musicVolume, setMusicVolume] = useStoredVolume(PREFERENCE_KEYS.musicVolume, 0.8);
  const [cueVolume, setCueVolume] = useStoredVolume(PREFERENCE_KEYS.cueVolume, 1);
  return {
    leadIn,
    voice,
    musicVolume,
    cueVolume,
    leadInSeconds: leadIn ? DEFAULT_LEAD_IN_SECONDS : 0,
    setLeadIn,
    setVoice,
    setMusicVolume,
    setCueVolume,
  };
}
