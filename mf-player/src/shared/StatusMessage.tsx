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

/**
 * An unknown or unshared workout. A visitor who followed a dead link has no top bar around this
 * page, so it carries BlockBeat's mark (the shell's favicon, the same drawing as its logo) and a
 * way home: the landing page for a visitor, the dashboard for a signed-in user.
 */
export function NotAvailable({ message = NOT_AVAILABLE, homeButton = true }: { message?: string; homeButton?: boolean }) {
  return (
    <div className="player-card not-available" role="alert">
      <a className="brand not-available-brand" href="/">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="brand-name">BlockBeat</span>
      </a>
      <p className="problem-title">{message}</p>
      {homeButton && (
        <a className="btn btn-primary" href="/">
          Go to the home page
        </a>
      )}
    </div>
  );
}
