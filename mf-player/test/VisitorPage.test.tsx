import { jsonForHtml, MUSIC_HONESTY, PAGE_FRAME_ATTRIBUTE, PAGE_OFFLINE_FILES_ATTRIBUTE, type SharedWorkout } from '@blockbeat/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { putPageData } from '../../test-setup/page-data';
import { PREFERENCE_KEYS } from '../src/shared/player/hooks/usePlayerPreferences';
import { renderSharedPlayer } from '../src/entries/visitor-render';
import { SPOTIFY_NOTICE_DISMISSED_KEY } from '../src/features/visitor/components/SpotifyPreviewNotice';

jest.setTimeout(30_000);

const workout = (over: Partial<SharedWorkout> = {}): SharedWorkout =>
  ({
    id: 'w1',
    name: 'Morning <HIIT> & "more"',
    description: null,
    notes: null,
    category: 'hiit',
    difficulty: 'beginner',
    exercises: [
      { name: 'Jumping jacks', duration: 40, restTime: 20, notes: 'Arms <up>' },
      { name: 'Squats', duration: 45, restTime: 0 },
    ],
    totalDuration: 105,
    shareToken: 't1',
    branding: { logoUrl: null, primaryColor: null, accentColor: null },
    ...over,
  }) as SharedWorkout;

/** The page's visible text, one element per line, as a visitor would read it (escaped as in the HTML). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const parse = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

describe('shared player page for visitors, drawn on the server', () => {
  test('when a workout has blocks, then the page shows the idle player: name, Get ready, the lead-in countdown, the first block, its notes and the totals', () => {
    const html = renderSharedPlayer(workout())!;
    expect(text(html).slice(0, 13)).toEqual([
      'Shared Workout',
      'Morning &lt;HIIT&gt; &amp; &quot;more&quot;',
      'Save to my library',
      'Get ready',
      '0:05',
      'Press Play or Space to start',
      'Up first',
      'Jumping jacks',
      'Arms &lt;up&gt;',
      'Elapsed',
      '0:00',
      'Remaining',
      '1:50',
    ]);
    const page = parse(html);
    expect(page.querySelector('.player-page')).not.toHaveClass('is-branded');
    expect(page.querySelector('.player')).toHaveClass('player', 'phase-getReady', 'is-stopped');
    expect(page.querySelector('a.btn')).toHaveAttribute('href', '/import/w1');
    expect(html).not.toContain('<HIIT>');
  });

  test('when the page is drawn, then its controls are there but disabled until its code runs', () => {
    const page = parse(renderSharedPlayer(workout())!);
    const buttons = [...page.querySelectorAll<HTMLButtonElement>('.player-controls button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Restart block', 'Previous block', 'Play', 'Next block', 'Stop', 'Mute', 'Fullscreen']);
    expect(buttons.every((b) => b.disabled)).toBe(true);
  });

  test('when the first block has no name, then the page calls it "Block 1", as the player does', () => {
    const page = parse(renderSharedPlayer(workout({ exercises: [{ name: '  ', duration: 30 }] }))!);
    expect(page.querySelector('h3.block-name')).toHaveTextContent(/^Block 1$/);
  });

  test('when the owner set a logo and colours, then the page carries them; a colour that is not #rrggbb is left out', () => {
    const html = renderSharedPlayer(
      workout({ branding: { logoUrl: '/api/branding/logo/u1?v="2"', primaryColor: '#112233', accentColor: 'red;background:url(x)' } }),
    )!;
    const root = parse(html).querySelector<HTMLElement>('.player-page')!;
    expect(root).toHaveClass('is-branded');
    expect(root.getAttribute('style')).toBe('--brand-primary:#112233');
    expect(html).toContain('src="/api/branding/logo/u1?v=&quot;2&quot;"');
    expect(root.querySelector('img.brand-logo')).toHaveAttribute('alt', 'Instructor logo');
    expect(html).not.toContain('url(x)');
  });

  test('when the workout has no blocks, then the page says so, as the player does', () => {
    expect(text(renderSharedPlayer(workout({ exercises: [] }))!)).toEqual([
      'Shared Workout',
      'Morning &lt;HIIT&gt; &amp; &quot;more&quot;',
      'Save to my library',
      'This workout has no blocks yet.',
    ]);
  });

  test('when the workout’s text is hostile, then it cannot break out of the page', () => {
    const html = renderSharedPlayer(workout({ name: 'Hips </script><script>alert(1)</script> & more\u2028' }))!;
    expect(html).toContain('Hips &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).not.toContain('<script>');
  });

  test('when a block could not be played (zero duration), then there is no page and the app explains', () => {
    expect(renderSharedPlayer(workout({ exercises: [{ name: 'Broken', duration: 0 }] }))).toBeNull();
  });
});

describe('shared player page for visitors, in the browser', () => {
  /**
   * The page as the gateway sends it: the drawn markup in its root and the workout as page data.
   * `onDevice` runs after the page is drawn (the server knows nothing of the device) and before its code runs.
   */
  async function loadPage(shared: SharedWorkout, onDevice: () => void = () => undefined) {
    window.history.replaceState(null, '', '/shared/t1');
    const root = document.createElement('div');
    root.setAttribute(PAGE_FRAME_ATTRIBUTE, '');
    root.setAttribute(PAGE_OFFLINE_FILES_ATTRIBUTE, '/remotes/mf-player/remoteEntry.js');
    root.innerHTML = renderSharedPlayer(shared)!;
    document.body.append(root);
    const data = putPageData('/api/shared/t1', jsonForHtml(shared));
    onDevice();
    // React reports a markup it could not hydrate (and then draws the page again) as an error.
    const hydrationErrors: string[] = [];
    const onError = jest.spyOn(console, 'error').mockImplementation((...args) => {
      const message = args.map(String).join(' ');
      if (/hydrat/i.test(message)) hydrationErrors.push(message);
    });
    await act(async () => {
      await jest.isolateModulesAsync(async () => {
        await import('../src/entries/visitor-hydrate');
      });
    });
    return {
      root,
      hydrationErrors,
      cleanup: () => {
        onError.mockRestore();
        root.remove();
        data.remove();
      },
    };
  }

  afterEach(() => localStorage.clear());

  test('when the page’s code runs, then it takes over the drawn player without redrawing it, and the controls work', async () => {
    const shared = workout();
    const page = await loadPage(shared);
    try {
      const countdown = page.root.querySelector('[role="timer"]');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled());
      expect(page.root).not.toHaveAttribute(PAGE_FRAME_ATTRIBUTE);
      // Hydrated, not replaced: the same element, and React reported no mismatch.
      expect(page.root.querySelector('[role="timer"]')).toBe(countdown);
      expect(page.hydrationErrors).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
    } finally {
      page.cleanup();
    }
  });

  const spotifyWorkout = () => workout({ exercises: [{ name: 'Climb', duration: 40, musicType: 'spotify', musicUrl: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC' }] });

  test('when the workout plays Spotify, then the drawn page has no notice, and the running page tells the visitor how to hear full tracks', async () => {
    expect(renderSharedPlayer(spotifyWorkout())).not.toContain(MUSIC_HONESTY.sharedNoticeTitle);
    const page = await loadPage(spotifyWorkout());
    try {
      expect(await screen.findByRole('complementary', { name: MUSIC_HONESTY.sharedNoticeTitle })).toHaveTextContent(MUSIC_HONESTY.sharedNoticeText);
      expect(page.hydrationErrors).toEqual([]);
    } finally {
      page.cleanup();
    }
  });

  test('when the visitor dismissed the Spotify notice on this device before, then the page never shows it', async () => {
    const page = await loadPage(spotifyWorkout(), () => localStorage.setItem(SPOTIFY_NOTICE_DISMISSED_KEY, 'true'));
    try {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled());
      expect(screen.queryByRole('complementary', { name: MUSIC_HONESTY.sharedNoticeTitle })).not.toBeInTheDocument();
      expect(page.hydrationErrors).toEqual([]);
    } finally {
      page.cleanup();
    }
  });

  test('when the visitor turned the lead-in off on this device, then the page hydrates cleanly and then shows the first block', async () => {
    const page = await loadPage(workout(), () => localStorage.setItem(PREFERENCE_KEYS.leadIn, 'false'));
    try {
      await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('0:40'));
      expect(screen.getByRole('checkbox', { name: /lead-in/ })).not.toBeChecked();
      expect(page.hydrationErrors).toEqual([]);
    } finally {
      page.cleanup();
    }
  });
});

describe('shared player page: the workout\'s structure', () => {
  test('when a shared workout has a round group, an each-side block and a breath-paced hold, then the block list shows them as a visitor reads it', () => {
    const page = parse(
      renderSharedPlayer(
        workout({
          exercises: [
            { name: 'Squats', duration: 20, restTime: 10 },
            { name: 'Plank', duration: 15, restTime: 0 },
            { name: 'Pigeon', duration: 30, restTime: 0, eachSide: true },
            { name: 'Box breathing', duration: 80, restTime: 0, breathing: { breaths: 5, inhaleSec: 4, holdSec: 4, exhaleSec: 4, holdAfterSec: 4 } },
          ],
          groups: [{ start: 0, count: 2, rounds: 3, name: 'Circuit' }],
        }),
      )!,
    );
    const strip = page.querySelector('.block-strip')!;
    expect(strip.querySelector('.strip-group-label')).toHaveTextContent(/^Circuit · 3 rounds$/);
    expect(strip.querySelectorAll('.strip-group button')).toHaveLength(6);
    const entries = [...strip.querySelectorAll(':scope > ol > li:not(.strip-group) button')].map((b) => b.textContent);
    expect(entries).toEqual(['Jump to Pigeon Left side 0:30', 'Jump to Pigeon Right side 0:30', 'Jump to Box breathing 5 breaths']);
    expect(text(page.innerHTML)).toContain('Remaining');
  });
});
