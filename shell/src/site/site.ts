// The only script of the pre-rendered signed-out pages (besides the blocking theme script): the
// theme toggle and the service worker. Its CSS is inlined into each page by the build.
import '../common/base.css';
import '../landing/landing.css';
import '../legal/legal.css';
import '../pwa/pwa.css';
import { registerServiceWorker } from '../pwa/registerServiceWorker';
import { followSystemTheme, toggleStoredTheme } from '../theme/themeDom';

document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('[data-theme-toggle]')) toggleStoredTheme();
});
followSystemTheme();
registerServiceWorker();
