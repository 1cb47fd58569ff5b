import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BuilderPage from '../src/exposes/BuilderPage';
import { detailsSummary } from '../src/features/workout-details/model/detailsSummary';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';

jest.setTimeout(30_000);

const { getComputedStyle } = window;
beforeAll(() => {
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
});
afterAll(() => {
  window.getComputedStyle = getComputedStyle;
});

const workout = workoutFixture({
  name: 'Core Blast',
  description: 'Abs and more',
  category: 'hiit',
  difficulty: 'beginner',
  sound: { cueProfile: 'gymLoud', halfwayCue: true, voice: false, flash: true },
  exercises: [{ name: 'Plank', duration: 45, restTime: 15 }],
});

function openBuilder() {
  mockApi({
    'GET /api/workouts/w1': { status: 200, body: workout },
    'GET /api/exercise-templates': { status: 200, body: [] },
    'GET /api/custom-categories': { status: 200, body: [] },
  });
  const user = userEvent.setup({ delay: null });
  render(renderTree(<BuilderPage />, { path: '/builder/w1', routes: ['/builder/:id'] }));
  return user;
}

describe('the builder opens on the blocks (issue 25)', () => {
  test('when a workout opens, then its name and blocks show, and the other details are one line that opens them in place', async () => {
    const user = openBuilder();
    expect(await screen.findByDisplayValue('Core Blast')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Block 1: Plank' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Details and sound' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleDescription('HIIT · Beginner · Sound: Gym-loud, halfway cue, flash');
    expect(screen.getByLabelText('Description')).not.toBeVisible();
    expect(screen.queryByRole('switch', { name: 'Halfway cue' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Description')).toBeVisible();
    expect(screen.getByLabelText('Description')).toHaveValue('Abs and more');
    expect(screen.getByRole('switch', { name: 'Halfway cue' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Sound and signals' })).getByTitle('Gym-loud')).toBeInTheDocument();
  });

  test('when the category is a built-in one, then the builder names it as the dashboard and the PDF do ("HIIT", not "Hiit")', async () => {
    const user = openBuilder();
    await screen.findByDisplayValue('Core Blast');
    await user.click(screen.getByRole('button', { name: 'Details and sound' }));
    expect(screen.getByTitle('HIIT')).toBeInTheDocument();
    expect(screen.queryByTitle('Hiit')).not.toBeInTheDocument();
  });
});

describe('detailsSummary', () => {
  test('when nothing is chosen but the sound, then only the sound is said', () => {
    expect(detailsSummary({ category: '', difficulty: '', sound: { cueProfile: 'standard', halfwayCue: false, voice: false, flash: false } })).toBe('Sound: Standard');
  });

  test('when a custom category is chosen, then it reads as typed', () => {
    expect(detailsSummary({ category: 'Barre', difficulty: 'advanced', sound: { cueProfile: 'gentle', halfwayCue: false, voice: true, flash: false } })).toBe(
      'Barre · Advanced · Sound: Gentle (stretching, yoga), voice',
    );
  });

  test('when the music crossfades, then the summary says for how long; no crossfade says nothing (issue 27)', () => {
    const sound = { cueProfile: 'standard' as const, halfwayCue: false, voice: false, flash: true };
    expect(detailsSummary({ category: '', difficulty: '', sound: { ...sound, crossfadeSeconds: 2.5 } })).toBe('Sound: Standard, flash, 2.5 s crossfade');
    expect(detailsSummary({ category: '', difficulty: '', sound: { ...sound, crossfadeSeconds: 0 } })).toBe('Sound: Standard, flash');
  });
});
