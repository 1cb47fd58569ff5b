import type { BeatGrid, SharedWorkout } from '@blockbeat/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, workoutFixture } from '../../test-setup/remote-harness';
import { renderSharedPlayer } from '../src/entries/visitor-render';
import { VisitorSharedPlayer } from '../src/features/visitor/components/VisitorSharedPlayer';

const ID = '11111111-1111-4111-8111-111111111111';
const { createdAt: _c, updatedAt: _u, ...stored } = workoutFixture({
  name: 'Step',
  exercises: [
    { name: 'Basic', duration: 30, restTime: 0, musicUrl: `/api/uploads/${ID}`, musicType: 'upload' },
    { name: 'V-step', duration: 30, restTime: 0, musicUrl: `/api/uploads/${ID}`, musicType: 'upload' },
  ],
});
const shared: SharedWorkout = { ...stored, shareToken: 'tok9' };
const grid: BeatGrid = { status: 'found', bpm: 124, downbeatMs: 90, confidence: 0.8, source: 'analysis', analyserVersion: 1, message: null };

test('when a visitor\'s page runs, then the track\'s tempo is read once through the share and shown; the page drawn on the server has none yet', async () => {
  expect(renderSharedPlayer(shared)).not.toMatch(/BPM/);
  const api = mockApi({ [`GET /api/shared/tok9/uploads/${ID}/beat`]: { status: 200, body: grid } });
  render(<VisitorSharedPlayer workout={shared} />);
  expect(await screen.findByText('124 BPM')).toBeInTheDocument();
  expect(api.calls.map((c) => c.path)).toEqual([`/api/shared/tok9/uploads/${ID}/beat`]);
  // A visitor cannot keep a tempo: the tap corrects it on this screen only.
  await userEvent.click(screen.getByRole('button', { name: 'Correct the tempo' }));
  expect(screen.getByRole('button', { name: 'Tap' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save tempo' })).toBeNull();
});
