import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import {
  applyResolvedTheme,
  browserStorage,
  darkSchemeQuery,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  type ResolvedTheme,
  type Theme,
} from './themeStorage';

export interface ThemeApi {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeApi | null>(null);
function usePrefersDark(): boolean {
  const [prefersDark, setPrefersDark] = useState(() => darkSchemeQuery()?.matches ?? true);
  useEffect(() => {
    const mql = darkSchemeQuery();
    if (!mql) return;
    const onChange = (e: MediaQueryListEvent) => setPrefersDark(e.matches);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);
  return prefersDark;
}

/**
 * The theme choice (stored under 'blockbeat-ui-theme', dark by default), applied to <html> as
 * `data-theme` and a `light`/`dark` class so plain CSS and the antd provider can follow it.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(browserStorage()));
  const prefersDark = usePrefersDark();
  const resolvedTheme = resolveTheme(theme, prefersDark);

  useEffect(() => applyResolvedTheme(resolvedTheme), [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(browserStorage(), next);
    setThemeState(next);
  }, []);

  const toggleTheme = useCallback(() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark'), [resolvedTheme, setTheme]);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme, toggleTheme }), [theme, resolvedTheme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeApi {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside the ThemeProvider the shell mounts');
  return ctx;
}

/** A UI kit's provider that follows the page's theme, e.g. @blockbeat/ui's UiProvider. */
export type ThemedProvider = ComponentType<{ mode: ResolvedTheme; children: ReactNode }>;

/**
 * Gives a UI kit's provider the page's resolved theme. The shell's frame mounts no UI kit: a
 * screen or dialog drawn with antd wraps itself in `<ThemedUi provider={UiProvider}>`, so screens
 * that do not use antd (the dashboard's first paint, the player) never load it.
 */
export function ThemedUi({ provider: Provider, children }: { provider: ThemedProvider; children: ReactNode }) {
  const { resolvedTheme } = useTheme();
  return <Provider mode={resolvedTheme}>{children}</Provider>;
}
