import { useTheme } from '@blockbeat/shell-sdk';
import { createContext, useContext } from 'react';

/**
 * True while the signed-out pages are pre-rendered at build time: there is no ThemeProvider then,
 * and the static page's own script handles the toggle's clicks (it finds `data-theme-toggle`).
 */
export const StaticThemeToggleContext = createContext(false);

/**
 * The toggle's markup. Both icons are always there and CSS shows the one for the theme on <html>
 * (the sun in dark mode, the moon in light mode), so the markup never depends on the theme: the
 * pre-rendered pages and the first render are right whatever the stored choice.
 */
export function ThemeToggleButton({ onToggle }: { onToggle?: () => void }) {
  return (
    <button type="button" className="icon-button theme-toggle" onClick={onToggle} aria-label="Toggle theme" title="Toggle theme" data-theme-toggle="">
      <svg className="theme-icon-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <svg className="theme-icon-moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" fill="currentColor" />
      </svg>
    </button>
  );
}

function ConnectedThemeToggle() {
  const { toggleTheme } = useTheme();
  return <ThemeToggleButton onToggle={toggleTheme} />;
}

/** Flips between light and dark and remembers the choice (docs/product.md#access-and-subscription-states). */
export function ThemeToggle() {
  return useContext(StaticThemeToggleContext) ? <ThemeToggleButton /> : <ConnectedThemeToggle />;
}
