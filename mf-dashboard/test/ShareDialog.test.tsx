import { act, screen, within } from '@testing-library/react';
import { COPIED_MS, ShareDialog } from '../src/features/sharing/components/ShareDialog';
import { findToast, mockApi, renderAtDashboard, setupUser, workoutSummary as workout } from './helpers';

jest.setTimeout(30_000);
const LINK = { shareUrl: 'http://localhost:3000/shared/abc123', shareToken: 'abc123' };

function renderShare() {
  const onClose = jest.fn();
  renderAtDashboard(<ShareDialog open workout={workout()} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Share Morning HIIT' }) };
}

let writeText: jest.Mock;
/** user-event puts its own clipboard on navigator when set up; ours goes on after it. */
function setup(options: Parameters<typeof setupUser>[0] = {}) {
  const user = setupUser(options);
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return user;
}
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (navigator as { share?: unknown }).share;
});

test('when Generate Share Link is pressed, then it POSTs with a JSON content type and no body and shows the link read-only', async () => {
  const user = setup();
  const api = mockApi({ 'POST /api/workouts/w1/share': { status: 200, body: LINK } });
  const { dialog } = renderShare();
  await user.click(within(dialog).getByRole('button', { name: 'Generate Share Link' }));
  const field = await within(dialog).findByLabelText('Share link');
  expect(field).toHaveValue(LINK.shareUrl);
  expect(field).toHaveAttribute('readonly');
  const [request] = api.callsTo('POST /api/workouts/w1/share');
  expect(request!.headers).toEqual({ 'Content-Type': 'application/json' });
  expect(request!.body).toBeUndefined();
  expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
});

test('when generating the link fails, then a destructive toast asks to try again', async () => {
  const user = setup();
  mockApi({ 'POST /api/workouts/w1/share': { status: 500, body: 'boom' } });
  const { dialog } = renderShare();
  await user.click(within(dialog).getByRole('button', { name: 'Generate Share Link' }));
  const toast = await findToast();
  expect(toast).toHaveTextContent('Error');
  expect(toast).toHaveTextContent('Failed to generate share link. Please try again.');
  expect(toast).toHaveAttribute('data-variant', 'destructive');
});

test('when the user has no access (402), then the paywall opens', async () => {
  const user = setup();
  mockApi({ 'POST /api/workouts/w1/share': { status: 402, body: { error: { code: 'payment_required', message: 'Subscription required' } } } });
  const { dialog } = renderShare();
  await user.click(within(dialog).getByRole('button', { name: 'Generate Share Link' }));
  expect(await screen.findByText('paywall screen')).toBeInTheDocument();
});

test('when the link is copied, then the button reads "Copied!" for 2 seconds', async () => {
  jest.useFakeTimers();
  const user = setup({ advanceTimers: jest.advanceTimersByTime });
  mockApi({ 'POST /api/workouts/w1/share': { status: 200, body: LINK } });
  const { dialog } = renderShare();
  await user.click(within(dialog).getByRole('button', { name: 'Generate Share Link' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(LINK.shareUrl);
  // The label changes once the clipboard has answered, and the 2 s start then: let the promises
  // settle without moving the clock.
  for (let i = 0; i < 20 && !within(dialog).queryByRole('button', { name: 'Copied!' }); i += 1) {
    await act(() => jest.advanceTimersByTimeAsync(0));
  }
  expect(within(dialog).getByRole('button', { name: 'Copied!' })).toHaveTextContent('Copied!');
  act(() => jest.advanceTimersByTime(COPIED_MS - 1));
  expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(within(dialog).getByRole('button', { name: 'Copy link' })).toHaveTextContent('Copy');
  expect(COPIED_MS).toBe(2000);
});

test('when copying fails, then a toast says so', async () => {
  const user = setup();
  writeText.mockRejectedValue(new Error('denied'));
  mockApi({ 'POST /api/workouts/w1/share': { status: 200, body: LINK } });
  const { dialog } = renderShare();
  await user.click(within(dialog).getByRole('button', { name: 'Generate Share Link' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Copy link' }));
  expect(await findToast()).toHaveTextContent('Failed to copy to clipboard');
  expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
});

test('when the device cannot share natively, then there is no "Share via..." button', async () => {
  const user = setup();
  mockApi({ 'POST /api/workouts/w1/share': { status: 200, body: LINK } });
  const { dialog } = renderShare();
  await user.click(within(dialog).getByRole('button', { name: 'Generate Share Link' }));
  await within(dialog).findByLabelText('Share link');
  expect(within(dialog).queryByRole('button', { name: 'Share via...' })).not.toBeInTheDocument();
});

test('when the device shares natively, then "Share via..." hands it the link', async () => {
  const user = setup();
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  mockApi({ 'POST /api/workouts/w1/share': { status: 200, body: LINK } });
  const { dialog } = renderShare();
  await user.click(within(dialog).getByRole('button', { name: 'Generate Share Link' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Share via...' }));
  expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Morning HIIT', url: LINK.shareUrl }));
  expect(writeText).not.toHaveBeenCalled();
});

test('when native sharing is cancelled or fails, then the link is copied instead and a toast says so', async () => {
  const user = setup();
  Object.defineProperty(navigator, 'share', { configurable: true, value: jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')) });
  mockApi({ 'POST /api/workouts/w1/share': { status: 200, body: LINK } });
  const { dialog } = renderShare();
  await user.click(within(dialog).getByRole('button', { name: 'Generate Share Link' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Share via...' }));
  const toast = await findToast();
  expect(toast).toHaveTextContent('Link copied!');
  expect(toast).toHaveTextContent('Share link copied to clipboard');
  expect(writeText).toHaveBeenCalledWith(LINK.shareUrl);
});
