import { ThemeProvider } from '@blockbeat/shell-sdk';
import { act, render, screen } from '@testing-library/react';
import { applyStoredTheme, followSystemTheme, toggleStoredTheme } from '../src/theme/themeDom';
import { ThemeToggle } from '../src/theme/ThemeToggle';

const NEW_KEY = 'blockbeat-ui-theme';
const OLD_KEY = 'theme';
const root = document.documentElement;

/** A matchMedia whose colour-scheme preference the test sets and changes. */
function fakeColourScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') ? dark : false;
    },
    media: query,
    addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (e: { matches: boolean }) => void) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((fn) => fn({ matches: next }));
    },
    restore: () => (window.matchMedia = original),
  };
}

function resetRoot() {
  root.removeAttribute('data-theme');
  root.className = '';
  root.style.colorScheme = '';
}

beforeEach(() => {
  localStorage.clear();
  resetRoot();
});

describe('the blocking theme script and the static pages (themeDom)', () => {
  test('when nothing is stored, then <html> gets the dark theme', () => {
    expect(applyStoredTheme()).toEqual({ theme: 'dark', resolved: 'dark' });
    expect(root.dataset.theme).toBe('dark');
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  test('when the toggle is pressed, then the theme flips, applies and is stored under blockbeat-ui-theme', () => {
    applyStoredTheme();
    expect(toggleStoredTheme()).toBe('light');
    expect(root.dataset.theme).toBe('light');
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
    expect(localStorage.getItem(NEW_KEY)).toBe('light');
    expect(toggleStoredTheme()).toBe('dark');
    expect(localStorage.getItem(NEW_KEY)).toBe('dark');
  });

  test('when light is stored, then the next page load starts light', () => {
    localStorage.setItem(NEW_KEY, 'light');
    applyStoredTheme();
    expect(root.dataset.theme).toBe('light');
  });

  test('when only the older "theme" key exists, then it applies, moves to the new key and is removed', () => {
    localStorage.setItem(OLD_KEY, 'light');
    applyStoredTheme();
    expect(root.dataset.theme).toBe('light');
    expect(localStorage.getItem(NEW_KEY)).toBe('light');
    expect(localStorage.getItem(OLD_KEY)).toBeNull();
  });

  test('when the choice is system, then it follows matchMedia, also when the preference changes', () => {
    const scheme = fakeColourScheme(false);
    try {
      localStorage.setItem(NEW_KEY, 'system');
      applyStoredTheme();
      followSystemTheme();
      expect(root.dataset.theme).toBe('light');
      scheme.set(true);
      expect(root.dataset.theme).toBe('dark');
      scheme.set(false);
      expect(root.dataset.theme).toBe('light');
    } finally {
      scheme.restore();
    }
  });

  test('when the choice is explicit, then a change of the system preference is ignored', () => {
    const scheme = fakeColourScheme(true);
    try {
      localStorage.setItem(NEW_KEY, 'dark');
      applyStoredTheme();
      followSystemTheme();
      scheme.set(false);
      expect(root.dataset.theme).toBe('dark');
    } finally {
      scheme.restore();
    }
  });
});

describe('the app’s theme toggle (ThemeProvider)', () => {
  const renderToggle = () =>
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );

  test('when nothing is stored, then the app is dark', () => {
    renderToggle();
    expect(root.dataset.theme).toBe('dark');
  });

  test('when the toggle is pressed, then the theme flips and is stored, and a remount keeps it', () => {
    const { unmount } = renderToggle();
    act(() => screen.getByRole('button', { name: 'Toggle theme' }).click());
    expect(root.dataset.theme).toBe('light');
    expect(localStorage.getItem(NEW_KEY)).toBe('light');
    unmount();
    resetRoot();
    renderToggle();
    expect(root.dataset.theme).toBe('light');
    act(() => screen.getByRole('button', { name: 'Toggle theme' }).click());
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem(NEW_KEY)).toBe('dark');
  });

  test('when system is stored, then the app follows matchMedia', () => {
    const scheme = fakeColourScheme(false);
    try {
      localStorage.setItem(NEW_KEY, 'system');
      renderToggle();
      expect(root.dataset.theme).toBe('light');
      act(() => scheme.set(true));
      expect(root.dataset.theme).toBe('dark');
    } finally {
      scheme.restore();
    }
  });

  test('when only the older key exists, then the app migrates it like the blocking script does', () => {
    localStorage.setItem(OLD_KEY, 'light');
    renderToggle();
    expect(root.dataset.theme).toBe('light');
    expect(localStorage.getItem(NEW_KEY)).toBe('light');
    expect(localStorage.getItem(OLD_KEY)).toBeNull();
  });

  test('when the blocking script and the app read the same storage, then they agree (no change after mount)', () => {
    for (const stored of [null, 'light', 'dark']) {
      localStorage.clear();
      if (stored) localStorage.setItem(NEW_KEY, stored);
      resetRoot();
      const before = applyStoredTheme().resolved;
      const { unmount } = renderToggle();
      expect(root.dataset.theme).toBe(before);
      unmount();
    }
  });
});
