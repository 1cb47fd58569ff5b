import type { ReactNode } from 'react';

export const NOT_AVAILABLE = 'This workout is not available. It may have been unshared or deleted.';

/** Loading and failure states of the player's pages, in plain HTML (no antd on public pages). */
export function Loading({ label }: { label: string }) {
  return (
    <div className="player-card" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}

export function Problem({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="player-card player-problem" role="alert">
      <p className="problem-title">{title}</p>
      {children}
    </div>
  );
}
