import type { MusicType } from '@blockbeat/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import type { MusicAdapter, MusicHost } from '../music/adapter';
import { createMusicAdapter } from '../music/createMusicAdapter';
import { loadScript } from '../music/loadScript';

export interface SpeechOutput {
  speak(text: string, volume: number): void;
  cancel(): void;
  speaking(): boolean;
}

/**
 * Everything the player takes from the browser, in one injectable place: the clock it derives
 * time from, Web Audio, speech, and the music players. Tests swap in fakes (a clock they move,
 * no audio, recorded adapters), so no external script ever loads there.
 */
export interface PlayerEnvironment {
  /** A monotonic clock in milliseconds. */
  now(): number;
  createAudioContext(): AudioContext | null;
  speech: SpeechOutput | null;
  createMusic(type: MusicType, host: Omit<MusicHost, 'loadScript' | 'createAudio'>): MusicAdapter;
}

const browserSpeech: SpeechOutput | null =
  typeof window !== 'undefined' && 'speechSynthesis' in window
    ? {
        speak(text, volume) {
          const utterance = new SpeechSynthesisUtterance(text);
          utterance.volume = volume;
          window.speechSynthesis.cancel();
          window.speechSynthesis.speak(utterance);
        },
        cancel: () => window.speechSynthesis.cancel(),
        speaking: () => window.speechSynthesis.speaking,
      }
    : null;

export const browserEnvironment: PlayerEnvironment = {
  now: () => performance.now(),
  createAudioContext: () => (typeof AudioContext === 'undefined' ? null : new AudioContext()),
  speech: browserSpeech,
  createMusic: (type, host) => createMusicAdapter(type, { ...host, loadScript, createAudio: () => new Audio() }),
};

const EnvironmentContext = createContext<PlayerEnvironment>(browserEnvironment);

export function PlayerEnvironmentProvider({ value, children }: { value: PlayerEnvironment; children: ReactNode }) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function usePlayerEnvironment(): PlayerEnvironment {
  return useContext(EnvironmentContext);
}
