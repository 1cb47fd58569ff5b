import { lazy, Suspense, useState } from 'react';
import type { LiveClassHost } from '../hooks/useLiveClassHost';

const QrCode = lazy(() => import('./QrCode'));

export const LINK_LOST = 'Class link lost — retrying';

/** "Join at example.com/live with code ABC234": what the instructor reads out or puts on a slide. */
export function joinLine(classUrl: string, code: string): string {
  const { host } = new URL(classUrl);
  return `Join at ${host}/live with code ${code}`;
}

function CopyLinkButton({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(url).then(() => setCopied(true));
  };
  return (
    <button type="button" className="btn btn-ghost" onClick={copy}>
      {copied ? 'Link copied' : 'Copy link'}
    </button>
  );
}

/**
 * The instructor's live class: "Start live class" while the timer is stopped (the followers'
 * position is built from the actions sent from the start of a run), then the link, its QR code,
 * the code to type at /live, the followers count, the audio setting and "End class".
 */
export function LiveClassPanel({ host, timerStopped }: { host: LiveClassHost; timerStopped: boolean }) {
  const { started } = host;
  if (!started) {
    return (
      <div className="live-start">
        <button type="button" className="btn btn-ghost" onClick={host.start} disabled={host.starting || !timerStopped}>
          {host.starting ? 'Starting…' : 'Start live class'}
        </button>
        {!timerStopped && <span className="live-hint">Stop the timer to start a live class.</span>}
        {host.error && (
          <p className="live-error" role="alert">
            {host.error}
          </p>
        )}
      </div>
    );
  }
  return (
    <section className="player-card live-panel" aria-label="Live class">
      <Suspense fallback={<div className="live-qr" aria-busy="true" />}>
        <QrCode text={started.classUrl} label={`QR code for ${started.classUrl}`} />
      </Suspense>
      <div className="live-panel-text">
        <p className="live-code" aria-label={`Class code ${started.code}`}>
          {started.code}
        </p>
        <p>{joinLine(started.classUrl, started.code)}</p>
        <p className="live-link">
          <a href={started.classUrl} target="_blank" rel="noopener noreferrer">
            {started.classUrl}
          </a>{' '}
          <CopyLinkButton url={started.classUrl} />
        </p>
        <p role="status">Followers: {host.followers ?? 0}</p>
        <label className="live-switch">
          <input type="checkbox" role="switch" checked={host.allowFollowerAudio} onChange={(e) => host.setAllowFollowerAudio(e.target.checked)} />
          Let followers play the uploaded music
        </label>
        {host.linkLost && (
          <p className="live-notice" role="alert">
            {LINK_LOST}
          </p>
        )}
        {host.error && (
          <p className="live-error" role="alert">
            {host.error}
          </p>
        )}
        <button type="button" className="btn btn-ghost" onClick={host.end}>
          End class
        </button>
      </div>
    </section>
  );
}
