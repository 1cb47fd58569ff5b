import { useCallback, useState } from 'react';

function useStored<T>(key: string, fallback: T, parse: (raw: string) => T | undefined): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = window.localStorage.getItem(key);
      return raw === null ? fallback : (parse(raw) ?? fallback);
    } catch {
      return fallback;
    }
  });
  const store = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Private mode or full storage: the setting lasts for this visit only.
      }
    },
    [key],
  );
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
