import { useCallback, useSyncExternalStore } from 'react';

/** Values set while storage refuses writes (private mode, full storage): they last for this visit. */
const unsaved = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readRaw(key: string): string | null {
  const pending = unsaved.get(key);
  if (pending !== undefined) return pending;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, raw: string): void {
  try {
    window.localStorage.setItem(key, raw);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, raw);
  }
  listeners.forEach((listener) => listener());
}

/**
 * A setting remembered on this device. Read through useSyncExternalStore so that a page drawn on
 * the server (which knows no device) hydrates with the default and then shows the stored value,
 * instead of mismatching the server's markup; a page rendered in the browser shows it at once.
 */
function useStored<T>(key: string, fallback: T, parse: (raw: string) => T | undefined): [T, (value: T) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
  const value = raw === null ? fallback : (parse(raw) ?? fallback);
  const store = useCallback((next: T) => writeRaw(key, String(next)), [key]);
  return [value, store];
}

const parseFlag = (raw: string) => (raw === 'true' ? true : raw === 'false' ? false : undefined);
const parseVolume = (raw: string) => {
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : undefined;
};

/** An on/off player setting remembered on this device (lead-in, voice). */
export function useStoredFlag(key: string, fallback: boolean): [boolean, (on: boolean) => void] {
  return useStored(key, fallback, parseFlag);
}

/** A 0..1 volume remembered on this device. */
export function useStoredVolume(key: string, fallback: number): [number, (volume: number) => void] {
  return useStored(key, fallback, parseVolume);
}

/** One of a fixed set of values (the cue profile), remembered on this device. */
export function useStoredChoice<T extends string>(key: string, fallback: T, choices: readonly T[]): [T, (choice: T) => void] {
  return useStored(key, fallback, (raw) => choices.find((c) => c === raw));
}

/** A number remembered on this device, kept only when `valid` (the click track's tempo). */
export function useStoredNumber(key: string, fallback: number, valid: (n: number) => boolean): [number, (n: number) => void] {
  return useStored(key, fallback, (raw) => {
    const n = Number(raw);
    return valid(n) ? n : undefined;
  });
}
