import {
  applyResolvedTheme,
  browserStorage,
  darkSchemeQuery,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  type ResolvedTheme,
  type Theme,
} from '@blockbeat/shell-sdk';

// ThemeProvider's rules for the code that runs without React: the blocking script in <head>
// and the static signed-out pages.

/** Reads the stored choice (migrating the older key once) and applies it; dark by default. */
export function applyStoredTheme(): { theme: Theme; resolved: ResolvedTheme } {
  const theme = readStoredTheme(browserStorage());
  const resolved = resolveTheme(theme, darkSchemeQuery()?.matches ?? true);
  applyResolvedTheme(resolved);
  return { theme, resolved };
}

/** The theme toggle of the static pages: flips what is shown and stores it, like ThemeProvider. */
export function toggleStoredTheme(): ResolvedTheme {
  const next: ResolvedTheme = document.documentElement.dataset.theme === 'light' ? 'dark' : 'light';
  storeTheme(browserStorage(), next);
  applyResolvedTheme(next);
  return next;
}

/** With the 'system' choice, follows the operating system's setting while the page is open. */
export function followSystemTheme(): void {
  darkSchemeQuery()?.addEventListener?.('change', () => {
    if (readStoredTheme(browserStorage()) === 'system') applyStoredTheme();
  });
}
