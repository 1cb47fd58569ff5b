import { screen, waitFor, within } from '@testing-library/react';
import { badge, playerFor } from './structureHarness';

/** The timer's own part of the screen (the strip below names rounds and sides too). */
const stage = () => within(screen.getByRole('region', { name: 'Timer' }));

jest.setTimeout(30_000);

const SONG = '/api/uploads/0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f60';

beforeEach(() => localStorage.clear());

describe('player: rounds', () => {
  const rounds = {
    name: 'Rounds',
    exercises: [
      { name: 'Squat', duration: 20, restTime: 10 },
      { name: 'Plank', duration: 15, restTime: 0 },
      { name: 'Cool down', duration: 30, restTime: 0 },
    ],
    groups: [{ start: 0, count: 2, rounds: 3, restBetweenRoundsSec: 20 }],
  };

  test('when a round group plays, then the block shows its round through work and rest, and the rest between rounds is named', async () => {
    const p = playerFor(rounds);
    await screen.findByRole('heading', { name: 'Rounds' });
    await p.user.click(screen.getByRole('button', { name: 'Play' }));
    await p.advance(5000);
    expect(badge()).toBe('Work');
    expect(screen.getByRole('heading', { name: 'Squat' })).toBeInTheDocument();
    expect(stage().getByText('Round 1 of 3')).toBeInTheDocument();
    await p.advance(20_000);
    expect(badge()).toBe('Rest');
    expect(stage().getByText('Round 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Next: Plank · 0:15')).toBeInTheDocument();
    await p.advance(10_000);
    expect(screen.getByText('Next: Rest between rounds · 0:20')).toBeInTheDocument();
    await p.advance(15_000);
    expect(badge()).toBe('Rest between rounds');
    expect(screen.getByText('Next: Squat · 0:20')).toBeInTheDocument();
    await p.advance(20_000);
    expect(screen.getByRole('heading', { name: 'Squat' })).toBeInTheDocument();
    expect(stage().getByText('Round 2 of 3')).toBeInTheDocument();
  });

  test('when the strip is read, then the group is one entry named "3 rounds" holding every round; jumping and next/previous go by played blocks', async () => {
    const p = playerFor(rounds);
    await screen.findByRole('heading', { name: 'Rounds' });
    const group = within(screen.getByRole('list', { name: '3 rounds' }));
    expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Jump to Squat Round 1 of 3 0:20',
      'Jump to Plank Round 1 of 3 0:15',
      'Jump to Squat Round 2 of 3 0:20',
      'Jump to Plank Round 2 of 3 0:15',
      'Jump to Squat Round 3 of 3 0:20',
      'Jump to Plank Round 3 of 3 0:15',
    ]);
    expect(screen.getByRole('button', { name: /^Jump to Cool down/ })).toBeInTheDocument();

    await p.user.click(group.getByRole('button', { name: 'Jump to Plank Round 2 of 3 0:15' }));
    await p.advance(1000);
    expect(screen.getByRole('heading', { name: 'Plank' })).toBeInTheDocument();
    expect(stage().getByText('Round 2 of 3')).toBeInTheDocument();
    expect(group.getByRole('button', { name: 'Jump to Plank Round 2 of 3 0:15' })).toHaveAttribute('aria-current', 'step');
    await p.user.click(screen.getByRole('button', { name: 'Next block' }));
    await p.advance(0);
    expect(stage().getByText('Round 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Squat' })).toBeInTheDocument();
    await p.user.click(screen.getByRole('button', { name: 'Previous block' }));
    await p.advance(0);
    expect(screen.getByRole('heading', { name: 'Plank' })).toBeInTheDocument();
    expect(stage().getByText('Round 2 of 3')).toBeInTheDocument();
  });

  test('when a round ends with rest 0 into the same track, then the music plays on across the rounds; a rest between rounds restarts it', async () => {
    const joined = playerFor({
      name: 'Joined',
      exercises: [
        { name: 'A', duration: 10, restTime: 0, musicUrl: SONG, musicType: 'upload' },
        { name: 'B', duration: 10, restTime: 0, musicUrl: SONG, musicType: 'upload' },
      ],
      groups: [{ start: 0, count: 2, rounds: 2 }],
    });
    await screen.findByRole('heading', { name: 'Joined' });
    await joined.user.click(screen.getByRole('button', { name: 'Play' }));
    await joined.advance(6000);
    await joined.advance(25_000);
    expect(stage().getByText('Round 2 of 2')).toBeInTheDocument();
    expect(joined.adapters).toHaveLength(1);
    joined.utils.unmount();

    const rested = playerFor({ ...joined, name: 'Rested', exercises: [{ name: 'A', duration: 10, restTime: 0, musicUrl: SONG, musicType: 'upload' }], groups: [{ start: 0, count: 1, rounds: 2, restBetweenRoundsSec: 5 }] });
    await screen.findByRole('heading', { name: 'Rested' });
    await rested.user.click(screen.getByRole('button', { name: 'Play' }));
    await rested.advance(6000);
    await rested.advance(15_000);
    expect(stage().getByText('Round 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(rested.adapters).toHaveLength(2));
  });
});

describe('player: sides', () => {
  test('when an each-side block plays, then left, "Switch sides" and right show, with the switch tones and the spoken cue', async () => {
    const p = playerFor({
      name: 'Sides',
      exercises: [{ name: 'Pigeon', duration: 10, restTime: 10, eachSide: true, sideSwitchSec: 5 }],
      sound: { cueProfile: 'standard', halfwayCue: false, voice: true, flash: false },
    });
    await screen.findByRole('heading', { name: 'Sides' });
    expect(screen.getByRole('checkbox', { name: 'Voice announcements' })).toBeChecked();
    await p.user.click(screen.getByRole('button', { name: 'Play' }));
    await p.advance(5000);
    expect(screen.getByRole('heading', { name: 'Pigeon' })).toBeInTheDocument();
    expect(stage().getByText('Left side')).toBeInTheDocument();
    expect(screen.getByText('Next: Switch sides · 0:05')).toBeInTheDocument();
    await p.advance(9000);
    await p.advance(1000);
    expect(badge()).toBe('Switch sides');
    expect(stage().queryByText('Left side')).not.toBeInTheDocument();
    expect(p.spoken).toContain('Switch sides');
    await p.advance(1000);
    // The switch: two 660 Hz notes after the rest's own tone at 15 s (audio clock 100 s + 15 s).
    expect(p.audio.tones.filter((t) => t.frequencyHz === 660).map((t) => t.at)).toEqual([115.5, 115.75]);
    await p.advance(4000);
    expect(stage().getByText('Right side')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jump to Pigeon Right side 0:10' })).toHaveAttribute('aria-current', 'step');
  });
});

describe('player: breath-paced holds', () => {
  const breathing = {
    name: 'Breath',
    exercises: [{ name: 'Box breathing', duration: 0, restTime: 0, breathing: { breaths: 3, inhaleSec: 4, holdSec: 4, exhaleSec: 4 } }],
  };
  const scale = () => Number(/scale\(([\d.]+)\)/.exec(screen.getByTestId('breath-shape').style.transform)?.[1]);

  test('when a breath block plays, then the guide grows on the inhale, holds, shrinks on the exhale, with its word and the breath count', async () => {
    const p = playerFor(breathing);
    await screen.findByRole('heading', { name: 'Breath' });
    expect(screen.getByRole('button', { name: 'Jump to Box breathing 3 breaths' })).toBeInTheDocument();
    await p.user.click(screen.getByRole('button', { name: 'Play' }));
    await p.advance(5000);
    expect(screen.getByText('Breathe in')).toBeInTheDocument();
    expect(screen.getByText('Breath 1 of 3')).toBeInTheDocument();
    const atStart = scale();
    await p.advance(2000);
    const midInhale = scale();
    expect(midInhale).toBeGreaterThan(atStart);
    await p.advance(2000);
    expect(screen.getByText('Hold')).toBeInTheDocument();
    expect(scale()).toBe(1);
    await p.advance(6000);
    expect(screen.getByText('Breathe out')).toBeInTheDocument();
    expect(scale()).toBeLessThan(1);
    await p.advance(2000);
    expect(screen.getByText('Breath 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Breathe in')).toBeInTheDocument();
  });

  test('when paused in a breath, then the guide stays where it was (it is drawn from the timer, not its own animation)', async () => {
    const p = playerFor(breathing);
    await screen.findByRole('heading', { name: 'Breath' });
    await p.user.click(screen.getByRole('button', { name: 'Play' }));
    await p.advance(7000);
    await p.user.click(screen.getByRole('button', { name: 'Pause' }));
    const paused = scale();
    await p.advance(3000);
    expect(scale()).toBe(paused);
    expect(screen.getByText('Breathe in')).toBeInTheDocument();
  });

  test('when the workout is gentle, then each part of a breath has a soft tone; a standard workout has none until the setting is turned on', async () => {
    const gentle = playerFor({ ...breathing, sound: { cueProfile: 'gentle', halfwayCue: false, voice: false, flash: false } });
    await screen.findByRole('heading', { name: 'Breath' });
    expect(screen.getByRole('checkbox', { name: 'Soft sound on each breath' })).toBeChecked();
    await gentle.user.click(screen.getByRole('button', { name: 'Play' }));
    for (let s = 0; s < 13; s += 1) await gentle.advance(1000);
    // In at 5 s, hold at 9 s, out at 13 s: scheduled 1.5 s ahead, so all three by 13 s.
    const soft = gentle.audio.tones.filter((t) => t.peak === 0.25);
    expect(soft.map((t) => [t.frequencyHz, t.at])).toEqual([
      [528, 105],
      [440, 109],
      [396, 113],
    ]);
    gentle.utils.unmount();

    localStorage.clear();
    const standard = playerFor(breathing);
    await screen.findByRole('heading', { name: 'Breath' });
    const setting = screen.getByRole('checkbox', { name: 'Soft sound on each breath' });
    expect(setting).not.toBeChecked();
    await standard.user.click(screen.getByRole('button', { name: 'Play' }));
    await standard.advance(5000);
    expect(standard.audio.tones.filter((t) => t.peak === 0.25)).toEqual([]);
    await standard.user.click(setting);
    await standard.advance(4000);
    expect(standard.audio.tones.filter((t) => t.peak === 0.25).length).toBeGreaterThan(0);
  });
});
