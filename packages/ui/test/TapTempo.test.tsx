import { BEAT_MESSAGES } from '@blockbeat/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TapTempo, type TapTempoProps } from '../src/plain';

function setup(props: Partial<TapTempoProps> = {}) {
  let clock = 1000;
  const onSave = jest.fn();
  const onTempo = jest.fn();
  render(<TapTempo name="Warm-up" bpm={null} downbeatMs={null} onSave={onSave} onTempo={onTempo} now={() => clock} {...props} />);
  const user = userEvent.setup();
  const tapAt = async (gaps: number[]) => {
    for (const gap of gaps) {
      clock += gap;
      await user.click(screen.getByRole('button', { name: 'Tap' }));
    }
  };
  return { user, tapAt, onSave, onTempo, status: () => screen.getByRole('status').textContent };
}

test('when eight taps come half a second apart, then it reads 120 BPM and Save keeps 120 BPM', async () => {
  const { user, tapAt, onSave, status } = setup();
  await tapAt(Array<number>(7).fill(500));
  expect(status()).toMatch(/1 more/);
  expect(screen.queryByRole('button', { name: 'Save tempo' })).toBeNull();
  await tapAt([500]);
  expect(status()).toBe('120 BPM');
  await user.click(screen.getByRole('button', { name: 'Save tempo' }));
  expect(onSave).toHaveBeenCalledWith({ bpm: 120, downbeatMs: 0 });
});

test('when one tap is missed among the others, then it is left out of the tempo; when the taps pause over 2 s, then the count starts again', async () => {
  const { tapAt, status } = setup();
  await tapAt([0, 470, 470, 940, 470, 470, 470, 470, 470]);
  expect(status()).toBe('128 BPM');
  await tapAt([2500, 600]);
  expect(status()).toMatch(/6 more/);
});

test('when the tempo is doubled past 240 BPM, then it says the range and offers no save; halved, it can be saved again', async () => {
  const { user, onSave } = setup({ bpm: 150, downbeatMs: 200 });
  await user.click(screen.getByRole('button', { name: 'Double the tempo' }));
  expect(screen.getByText(BEAT_MESSAGES.bpmRange)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save tempo' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Half the tempo' }));
  await user.click(screen.getByRole('button', { name: 'Half the tempo' }));
  await user.click(screen.getByRole('button', { name: 'Save tempo' }));
  expect(onSave).toHaveBeenCalledWith({ bpm: 75, downbeatMs: 200 });
});

test('when tapped while the track plays and nudged later, then "the one" is where the taps fell, 10 ms later', async () => {
  let position = 3250;
  const { user, tapAt, onSave } = setup({ trackPositionMs: () => position });
  for (let i = 0; i < 8; i += 1) {
    await tapAt([500]);
    position += 500;
  }
  // Taps at 3250, 3750, … on a 2 s bar: "the one" is 1250 ms into the file.
  await user.click(screen.getByRole('button', { name: 'Downbeat 10 ms later' }));
  await user.click(screen.getByRole('button', { name: 'Save tempo' }));
  expect(onSave).toHaveBeenCalledWith({ bpm: 120, downbeatMs: 1260 });
});

test('when there is nowhere to keep the tempo (an embed), then no save is offered and the tempo is still given to the screen', async () => {
  const { tapAt, onTempo } = setup({ onSave: undefined });
  await tapAt(Array<number>(8).fill(400));
  expect(screen.queryByRole('button', { name: 'Save tempo' })).toBeNull();
  expect(onTempo).toHaveBeenLastCalledWith(150);
});
