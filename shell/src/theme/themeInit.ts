// Loaded by a blocking <script> in <head> (index.html and the static pages), so the stored theme
// is on <html> before the first paint: no flash of the dark default for a light-theme user.
// An external file because the CSP allows no inline script.
import { applyStoredTheme } from './themeDom';

applyStoredTheme();
