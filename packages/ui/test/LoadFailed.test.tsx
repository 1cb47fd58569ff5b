import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from '../src';

test('when a load fails and trying again can help, then the alert says what failed and its button asks again', async () => {
  const onRetry = jest.fn();
  render(<LoadFailed title="Could not load your workouts" text="Check your connection." onRetry={onRetry} retryLabel="Try again" />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Could not load your workouts');
  expect(alert).toHaveTextContent('Check your connection.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('when trying again cannot help, then the alert has no button', () => {
  render(<LoadFailed title="Workout not found" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Workout not found');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('when no label is given, then the button reads Retry', () => {
  render(<LoadFailed title="The users could not be loaded" onRetry={() => undefined} />);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
