import { useEffect, useState, useSyncExternalStore } from 'react';
import { installPromptStore, type InstallPromptStore } from './installPrompt';
import './pwa.css';

export const INSTALL_BANNER_DELAY_MS = 5000;
export const INSTALL_DISMISSED_KEY = 'installPromptDismissed';

function runningInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

function dismissedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(INSTALL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * docs/product.md#access-and-subscription-states: hidden when running installed; shown 5 s after the browser offers an install
 * prompt; 'Install' shows the prompt; 'Not now' or close hide it for the session; hidden once
 * installed.
 */
export function InstallBanner({ store = installPromptStore() }: { store?: InstallPromptStore }) {
  const { prompt, installed } = useSyncExternalStore(store.subscribe, store.getState);
  const [standalone] = useState(runningInstalled);
  const [dismissed, setDismissed] = useState(dismissedThisSession);
  const [due, setDue] = useState(false);
  const offered = prompt !== null && !installed && !standalone && !dismissed;

  useEffect(() => {
    if (!offered) return;
    const timer = window.setTimeout(() => setDue(true), INSTALL_BANNER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setDue(false);
    };
  }, [offered]);

  if (!offered || !due) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
    } catch {
      // Without storage it stays hidden until the next page load only.
    }
    setDismissed(true);
  };
  const install = async () => {
    store.consume();
    await prompt.prompt();
  };

  return (
    <section className="install-banner" aria-labelledby="install-banner-title">
      <img src="/icons/icon-192.png" alt="" width={40} height={40} className="install-banner-icon" />
      <div className="install-banner-text">
        <h2 id="install-banner-title">Install BlockBeat</h2>
        <p className="muted">Open it from your home screen and play workouts you opened before, even offline.</p>
      </div>
      <div className="install-banner-actions">
        <button type="button" className="btn btn-primary" onClick={() => void install()}>
          Install
        </button>
        <button type="button" className="btn btn-ghost" onClick={dismiss}>
          Not now
        </button>
      </div>
      <button type="button" className="icon-button install-banner-close" onClick={dismiss} aria-label="Close">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
