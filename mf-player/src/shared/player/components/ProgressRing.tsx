import type { ReactNode } from 'react';

const RADIUS = 88;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** How far the current phase is, as a ring around the countdown. Decorative: the text says it all. */
export function ProgressRing({ progress, children }: { progress: number; children: ReactNode }) {
  const clamped = Math.min(1, Math.max(0, progress));
  return (
    <div className="ring">
      <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
        <circle className="ring-track" cx="100" cy="100" r={RADIUS} />
        <circle
          className="ring-progress"
          cx="100"
          cy="100"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * clamped}
          transform="rotate(-90 100 100)"
        />
      </svg>
      <div className="ring-content">{children}</div>
    </div>
  );
}
