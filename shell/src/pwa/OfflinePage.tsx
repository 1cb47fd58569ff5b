import { BrandLogo } from '../common/BrandLogo';

/** Shown by the service worker for a navigation it cannot reach and has no copy of. */
export function OfflinePage() {
  return (
    <div className="page">
      <header className="topbar">
        <a href="/" className="topbar-home" aria-label="BlockBeat home">
          <BrandLogo />
        </a>
      </header>
      <main id="main" className="offline">
        <h1>You’re offline</h1>
        <p className="muted">BlockBeat can’t reach the internet right now, and this page has not been saved for offline use.</p>
        <p className="muted">Workouts you opened from a share link before still play offline: open the same link again.</p>
        {/* An empty href reloads the address the visitor asked for, with no script needed. */}
        <a className="btn btn-primary" href="">
          Try again
        </a>
      </main>
    </div>
  );
}
