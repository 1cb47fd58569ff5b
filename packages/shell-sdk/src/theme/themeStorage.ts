export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'blockbeat-ui-theme';
/** Written by older versions of the app (light or dark only). */
export const LEGACY_THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'dark';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark' || value === 'system';
}

/**
 * The stored theme, dark by default. When only the older 'theme' key exists its value is moved
 * to the new key, so it is read exactly once.
 */
export function readStoredTheme(storage: Storage | undefined): Theme {
  if (!storage) return DEFAULT_THEME;
  try {
    const current = storage.getItem(THEME_STORAGE_KEY);
    if (isTheme(current)) return current;
    if (current !== null) return DEFAULT_THEME;
    const legacy = storage.getItem(LEGACY_THEME_STORAGE_KEY);
    if (legacy === 'light' || legacy === 'dark') {
      storage.setItem(THEME_STORAGE_KEY, legacy);
      storage.removeItem(LEGACY_THEME_STORAGE_KEY);
      return legacy;
    }
  } catch {
    // Storage can be blocked (privacy mode); the default is still a valid answer.
  }
  return DEFAULT_THEME;
}

export function storeTheme(storage: Storage | undefined, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisting is acceptable; the choice still applies for this visit.
  }
}

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** localStorage, or nothing where the browser blocks it (privacy modes throw on access). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The system colour-scheme query; dark when the browser cannot tell. */
export function darkSchemeQuery(): MediaQueryList | undefined {
  return window.matchMedia?.(DARK_QUERY);
}

/** Applies a resolved theme to <html>: `data-theme`, a `light`/`dark` class and the colour scheme. */
export function applyResolvedTheme(resolved: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = resolved;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
