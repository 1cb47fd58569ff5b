// after-paint.js: on a page the gateway drew a frame into, runs the app's scripts once the frame
// has been painted (docs/frontend.md, "Page frame"). The gateway turned them into preloads, so
// they download meanwhile; running them first would hold the frame back by their start-up work
// wherever they arrive quickly. An external file because the CSP allows no inline script.
import { AFTER_PAINT_SCRIPTS_ATTRIBUTE } from '@blockbeat/contracts';

/** Same-origin paths only: the attribute is the gateway's, but a script URL is worth a check. */
const SAME_ORIGIN_PATH = /^\/(?!\/)[^\s]*$/;

export function runAfterPaint(me: HTMLScriptElement | null, win: Window & typeof globalThis = window): void {
  const urls = (me?.getAttribute(AFTER_PAINT_SCRIPTS_ATTRIBUTE) ?? '').split(' ').filter((url) => SAME_ORIGIN_PATH.test(url));
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const src of urls) {
      const script = win.document.createElement('script');
      script.src = src;
      script.async = false; // in order, as the deferred scripts they stand for
      win.document.head.appendChild(script);
    }
  };
  // A hidden tab paints nothing: start at once. Otherwise start when the browser reports the
  // first contentful paint (the frame on screen, not only drawn); without paint timing, two frames
  // on. The timer is a backstop only.
  if (win.document.visibilityState === 'hidden') return run();
  if ('PerformanceObserver' in win && win.PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new win.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(run, 0)));
  }
  win.document.addEventListener('visibilitychange', run, { once: true });
  win.setTimeout(run, 3000);
}

runAfterPaint(document.currentScript as HTMLScriptElement | null);
