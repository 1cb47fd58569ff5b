import { act, render, screen } from '@testing-library/react';
import { InstallBanner } from '../src/pwa/InstallBanner';
import { createInstallPromptStore, type InstallPromptStore } from '../src/pwa/installPrompt';

let store: InstallPromptStore;
let restoreMatchMedia: (() => void) | null = null;

/** Chromium's beforeinstallprompt, with a prompt() the test can observe. */
function offerInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: jest.Mock; userChoice: Promise<unknown> };
  event.prompt = jest.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome: 'accepted' });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function runningStandalone() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query === '(display-mode: standalone)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  restoreMatchMedia = () => (window.matchMedia = original);
}

const banner = () => screen.queryByRole('region', { name: 'Install BlockBeat' });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  store = createInstallPromptStore(window);
});

afterEach(() => {
  store.dispose();
  restoreMatchMedia?.();
  restoreMatchMedia = null;
  jest.useRealTimers();
});

test('when the browser offers an install, then the banner is hidden before 5 s and shows at 5 s', () => {
  render(<InstallBanner store={store} />);
  const event = offerInstall();
  expect(event.defaultPrevented).toBe(true);
  advance(4999);
  expect(banner()).toBeNull();
  advance(1);
  expect(banner()).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Install BlockBeat' })).toBeInTheDocument();
});

test('when the browser never offers an install, then no banner shows', () => {
  render(<InstallBanner store={store} />);
  advance(60_000);
  expect(banner()).toBeNull();
});

test('when the offer came before the banner mounted, then it still shows 5 s later', () => {
  offerInstall();
  render(<InstallBanner store={store} />);
  advance(4999);
  expect(banner()).toBeNull();
  advance(1);
  expect(banner()).toBeInTheDocument();
});

test('when Install is pressed, then the browser prompt is shown and the banner goes', async () => {
  render(<InstallBanner store={store} />);
  const event = offerInstall();
  advance(5000);
  await act(async () => screen.getByRole('button', { name: 'Install' }).click());
  expect(event.prompt).toHaveBeenCalledTimes(1);
  expect(banner()).toBeNull();
});

test.each(['Not now', 'Close'])('when %s is pressed, then the banner hides and stays hidden for the session', (name) => {
  const { unmount } = render(<InstallBanner store={store} />);
  offerInstall();
  advance(5000);
  act(() => screen.getByRole('button', { name }).click());
  expect(banner()).toBeNull();
  expect(sessionStorage.getItem('installPromptDismissed')).toBe('true');
  unmount();

  render(<InstallBanner store={store} />);
  offerInstall();
  advance(10_000);
  expect(banner()).toBeNull();
});

test('when running installed (display-mode standalone), then the banner never shows', () => {
  runningStandalone();
  render(<InstallBanner store={store} />);
  offerInstall();
  advance(10_000);
  expect(banner()).toBeNull();
});

test('when the app gets installed, then the banner hides', () => {
  render(<InstallBanner store={store} />);
  offerInstall();
  advance(5000);
  expect(banner()).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  expect(banner()).toBeNull();
});

test('when the app got installed during the wait, then the banner never shows', () => {
  render(<InstallBanner store={store} />);
  offerInstall();
  advance(2000);
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  advance(10_000);
  expect(banner()).toBeNull();
});
