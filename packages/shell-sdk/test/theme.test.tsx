import { act, render, screen } from '@testing-library/react';
import { LEGACY_THEME_STORAGE_KEY, readStoredTheme, THEME_STORAGE_KEY, ThemeProvider, useTheme } from '../src';

function ThemeProbe() {
  const { theme, resolvedTheme, toggleTheme, setTheme } = useTheme();
  return (
    <div>
      <span data-testid="theme">{`${theme}/${resolvedTheme}`}</span>
      <button onClick={toggleTheme}>toggle</button>
      <button onClick={() => setTheme('system')}>system</button>
    </div>
  );
}

beforeEach(() => localStorage.clear());

describe('readStoredTheme', () => {
  test('when nothing is stored, then the theme is dark', () => {
    expect(readStoredTheme(localStorage)).toBe('dark');
  });

  test('when only the older "theme" key exists, then its value is moved to the new key once', () => {
    localStorage.setItem(LEGACY_THEME_STORAGE_KEY, 'light');
    expect(readStoredTheme(localStorage)).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(localStorage.getItem(LEGACY_THEME_STORAGE_KEY)).toBeNull();
  });

  test('when both keys exist, then the new key wins and the old one is left alone', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'system');
    localStorage.setItem(LEGACY_THEME_STORAGE_KEY, 'light');
    expect(readStoredTheme(localStorage)).toBe('system');
    expect(localStorage.getItem(LEGACY_THEME_STORAGE_KEY)).toBe('light');
  });

  test('when the older key holds something else, then it is ignored', () => {
    localStorage.setItem(LEGACY_THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme(localStorage)).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  test('when storage throws, then the theme is dark', () => {
    const broken = { getItem: () => { throw new Error('blocked'); } } as unknown as Storage;
    expect(readStoredTheme(broken)).toBe('dark');
  });
});

describe('ThemeProvider', () => {
  test('when mounted, then <html> carries the dark theme by default', () => {
    render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
    expect(screen.getByTestId('theme')).toHaveTextContent('dark/dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  test('when toggled, then the theme flips, applies and is stored', () => {
    render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
    act(() => screen.getByText('toggle').click());
    expect(screen.getByTestId('theme')).toHaveTextContent('light/light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  test('when set to system, then it resolves from the colour-scheme preference', () => {
    render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
    act(() => screen.getByText('system').click());
    // The test setup's matchMedia never matches, so the system preference reads as light.
    expect(screen.getByTestId('theme')).toHaveTextContent('system/light');
  });
});
