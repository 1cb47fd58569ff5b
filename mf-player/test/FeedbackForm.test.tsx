import { FEEDBACK_MESSAGES, type SharedWorkout } from '@blockbeat/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import SharedPlayerPage from '../src/exposes/SharedPlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { FeedbackForm } from '../src/shared/feedback/components/FeedbackForm';
import { fakeEnvironment } from './fakeEnvironment';

jest.setTimeout(30_000);

function renderForm(answer: { status: number; body: unknown }) {
  const api = mockApi({ 'POST /api/live/ABC234/feedback': answer });
  render(renderTree(<FeedbackForm target={{ classCode: 'ABC234' }} />, { path: '/live/ABC234', routes: ['/live/:code'] }));
  return { ...api, user: userEvent.setup({ delay: null }) };
}

describe('Feedback form', () => {
  test('when a follower fills every field, then all of it is sent, the thanks shows and the form cannot send again', async () => {
    const { calls, user } = renderForm({ status: 201, body: {} });
    const form = screen.getByRole('form', { name: 'How did it go?' });
    await user.click(within(form).getByRole('checkbox', { name: 'Done' }));
    // The effort is a radio group: arrow keys move along it.
    await user.click(within(form).getByRole('radio', { name: '5' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(form).getByRole('radio', { name: '7' })).toBeChecked();
    await user.type(within(form).getByLabelText('Note (optional)'), '  Loved it  ');
    await user.type(within(form).getByLabelText('First name (optional)'), 'Ana');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText(FEEDBACK_MESSAGES.sent)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ done: false, effort: 7, note: 'Loved it', firstName: 'Ana' }]);
    expect(within(form).getByRole('button', { name: 'Send feedback' })).toBeDisabled();
    expect(within(form).getByLabelText('Note (optional)')).toBeDisabled();
  });

  test('when the note is typed, then a counter shows its length against 500 and nothing longer can be typed', async () => {
    const { user } = renderForm({ status: 201, body: {} });
    const note = screen.getByLabelText('Note (optional)');
    await user.type(note, 'Great class');
    expect(screen.getByText('11 / 500')).toBeInTheDocument();
    expect(note).toHaveAttribute('maxLength', '500');
  });

  test('when the server says too much feedback came from here (429), then its message shows and the form can be sent later', async () => {
    const { user } = renderForm({ status: 429, body: { error: { code: 'rate_limited', message: FEEDBACK_MESSAGES.tooMany } } });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_MESSAGES.tooMany);
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  });

  test('when a shared workout is played to the end, then its feedback form is there and sends to the share', async () => {
    const { createdAt: _c, updatedAt: _u, ...stored } = workoutFixture({ id: 'w9', name: 'Shared Flow', exercises: [{ name: 'Breathe', duration: 20 }] });
    const shared: SharedWorkout = { ...stored, shareToken: 'tok123' };
    const fake = fakeEnvironment();
    const api = mockApi({
      'GET /api/auth/user': { status: 401, body: 'Unauthorized' },
      'GET /api/shared/tok123': { status: 200, body: shared },
      'POST /api/shared/tok123/feedback': { status: 201, body: {} },
    });
    render(
      <PlayerEnvironmentProvider value={fake.env}>
        {renderTree(<SharedPlayerPage />, { path: '/shared/tok123', routes: ['/shared/:shareToken'] })}
      </PlayerEnvironmentProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(screen.queryByRole('form', { name: 'How did it go?' })).not.toBeInTheDocument();
    act(() => fake.advance(60_000));
    await screen.findByRole('heading', { name: 'Workout complete!' });
    const form = screen.getByRole('form', { name: 'How did it go?' });
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText(FEEDBACK_MESSAGES.sent)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/api/shared/tok123/feedback', body: { done: true } }]);
  });
});
