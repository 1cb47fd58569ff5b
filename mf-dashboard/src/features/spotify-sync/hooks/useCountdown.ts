import { useEffect, useRef, useState } from 'react';

/** Seconds left from `seconds`, one per second; `onDone` runs once at zero. Remount (key) to start again. */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  const fired = useRef(false);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (left > 0) {
      const timer = setTimeout(() => setLeft((l) => l - 1), 1000);
      return () => clearTimeout(timer);
    }
    if (!fired.current) {
      fired.current = true;
      done.current();
    }
    return undefined;
  }, [left]);
  return left;
}
