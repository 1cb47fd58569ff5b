import type { SharedWorkout } from '@blockbeat/contracts';
import { sharedPlayerFrame } from '../../src/domain/shared-player-frame';

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

/** The frame's visible text, one element per line, as a visitor would read it. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('shared player frame', () => {
  test('when a workout has blocks, then the frame shows the idle player: name, Get ready, the lead-in countdown, the first block, its notes and the totals', () => {
    const html = sharedPlayerFrame(workout())!;
    expect(text(html)).toEqual([
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
    expect(html).toContain('data-blockbeat-frame class="player-page"');
    expect(html).toContain('<div class="player phase-getReady is-stopped">');
    expect(html).toContain('href="/import/w1"');
    expect(html).not.toContain('<HIIT>');
  });

  test('when the first block has no name, then the frame calls it "Block 1", as the player does', () => {
    const html = sharedPlayerFrame(workout({ exercises: [{ name: '  ', duration: 30 }] }))!;
    expect(html).toContain('<h3 class="block-name">Block 1</h3>');
  });

  test('when the owner set a logo and colours, then the frame carries them; a colour that is not #rrggbb is left out', () => {
    const html = sharedPlayerFrame(
      workout({ branding: { logoUrl: '/api/branding/logo/u1?v="2"', primaryColor: '#112233', accentColor: 'red;background:url(x)' } }),
    )!;
    expect(html).toContain('class="player-page is-branded" style="--brand-primary:#112233"');
    expect(html).toContain('<img class="brand-logo" src="/api/branding/logo/u1?v=&quot;2&quot;" alt="Instructor logo">');
    expect(html).not.toContain('url(x)');
  });

  test('when the workout has no blocks, then the frame says so, as the player does', () => {
    expect(text(sharedPlayerFrame(workout({ exercises: [] }))!)).toEqual([
      'Shared Workout',
      'Morning &lt;HIIT&gt; &amp; &quot;more&quot;',
      'Save to my library',
      'This workout has no blocks yet.',
    ]);
  });

  test('when a block could not be played (zero duration), then there is no frame and the player explains', () => {
    expect(sharedPlayerFrame(workout({ exercises: [{ name: 'Broken', duration: 0 }] }))).toBeNull();
  });
});
