import { readStoredTheme, resolveTheme, THEME_STORAGE_KEY, type ResolvedTheme, type Theme } from '@blockbeat/shell-sdk';

// The same rules as shell-sdk's ThemeProvider (storage key, legacy-key migration, dark default,
// 'system' through matchMedia), for the code that runs without React: the blocking script in
// <head> and the static signed-out pages.

const DARK_QUERY = '(prefers-color-scheme: dark)';

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function prefersDark(): boolean {
  return window.matchMedia?.(DARK_QUERY).matches ?? true;
}

/** What ThemeProvider does to <html>: `data-theme`, a `light`/`dark` class and the colour scheme. */
export function applyResolvedTheme(resolved: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = resolved;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}

/** Reads the stored choice (migrating the older key once) and applies it; dark by default. */
export function applyStoredTheme(): { theme: Theme; resolved: ResolvedTheme } {
  const theme = readStoredTheme(safeStorage());
  const resolved = resolveTheme(theme, prefersDark());
  applyResolvedTheme(resolved);
  return { theme, resolved };
}

/** The theme toggle of the static pages: flips what is shown and stores it, like ThemeProvider. */
export function toggleStoredTheme(): ResolvedTheme {
  const next: ResolvedTheme = document.documentElement.dataset.theme === 'light' ? 'dark' : 'light';
  try {
    safeStorage()?.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Not persisting is acceptable; the choice still applies to this page.
  }
  applyResolvedTheme(next);
  return next;
}

/** With the 'system' choice, follows the operating system's setting while the page is open. */
export function followSystemTheme(): void {
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', () => {
    if (readStoredTheme(safeStorage()) === 'system') applyStoredTheme();
  });
}
