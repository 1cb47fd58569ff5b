import { act, fireEvent, screen, within } from '@testing-library/react';
import { PREVIEW_LIMIT_MS } from '@blockbeat/contracts';
import { MusicPreviewButton } from '@blockbeat/ui';
import { MusicPreviewProvider } from '../src/features/templates/preview/MusicPreviewProvider';
import { findToast, mockApi, renderAtDashboard, setupUser } from './helpers';

jest.setTimeout(30_000);
const user = setupUser();
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const SPOTIFY = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';
const UPLOAD = '/api/uploads/0b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c11';

function Harness({ dialogUrl = SPOTIFY, dialogType = 'spotify' }: { dialogUrl?: string; dialogType?: string }) {
  return (
    <MusicPreviewProvider>
      <MusicPreviewButton id="t1" title="Plank" musicType="youtube" musicUrl={YOUTUBE} playLabel="Play preview of Plank" stopLabel="Stop preview of Plank" />
      <MusicPreviewButton id="t2" title="Squat" musicType="upload" musicUrl={UPLOAD} playLabel="Play preview of Squat" stopLabel="Stop preview of Squat" />
      <MusicPreviewButton id="t3" title="Bad" musicType="youtube" musicUrl="https://example.com/x" playLabel="Play preview of Bad" stopLabel="Stop preview of Bad" />
      <MusicPreviewButton id={0} title="" musicType={dialogType} musicUrl={dialogUrl} playLabel="Preview music" stopLabel="Stop music" />
    </MusicPreviewProvider>
  );
}

let play: jest.SpyInstance;
let pause: jest.SpyInstance;
beforeEach(() => {
  mockApi({});
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const player = () => screen.queryByRole('region', { name: 'Music preview' });

test('when a YouTube preview starts, then its embed plays small and the button offers to stop it', async () => {
  renderAtDashboard(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Play preview of Plank' }));
  expect(screen.getByRole('button', { name: 'Stop preview of Plank' })).toBeInTheDocument();
  const frame = within(player()!).getByTitle('Music preview: Plank');
  expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
});

test('when another preview starts, then the previous one stops: one track at a time', async () => {
  renderAtDashboard(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Play preview of Plank' }));
  await user.click(screen.getByRole('button', { name: 'Play preview of Squat' }));
  expect(screen.getByRole('button', { name: 'Play preview of Plank' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Stop preview of Squat' })).toBeInTheDocument();
  expect(screen.getAllByRole('region', { name: 'Music preview' })).toHaveLength(1);
  expect(screen.queryByTitle('Music preview: Plank')).not.toBeInTheDocument();
  expect(screen.getByTestId('preview-audio')).toHaveAttribute('src', UPLOAD);
  expect(play).toHaveBeenCalledTimes(1);
});

test('when the playing preview is pressed again, then it stops', async () => {
  renderAtDashboard(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Play preview of Squat' }));
  await user.click(screen.getByRole('button', { name: 'Stop preview of Squat' }));
  expect(player()).not.toBeInTheDocument();
  expect(pause).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Play preview of Squat' })).toBeInTheDocument();
});

test('when the player’s own stop is pressed, then the preview stops', async () => {
  renderAtDashboard(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Play preview of Plank' }));
  await user.click(screen.getByRole('button', { name: 'Stop preview' }));
  expect(player()).not.toBeInTheDocument();
});

test('when a preview has played for 30 seconds, then it stops by itself', async () => {
  jest.useFakeTimers();
  const clock = setupUser({ advanceTimers: jest.advanceTimersByTime });
  renderAtDashboard(<Harness />);
  await clock.click(screen.getByRole('button', { name: 'Play preview of Plank' }));
  act(() => jest.advanceTimersByTime(PREVIEW_LIMIT_MS - 1));
  expect(player()).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(player()).not.toBeInTheDocument();
  expect(PREVIEW_LIMIT_MS).toBe(30_000);
});

test('when the new template’s preview (id 0) plays, then it is its own preview and stops a card’s', async () => {
  renderAtDashboard(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Play preview of Plank' }));
  await user.click(screen.getByRole('button', { name: 'Preview music' }));
  expect(screen.getByRole('button', { name: 'Play preview of Plank' })).toBeInTheDocument();
  expect(within(player()!).getByTitle('Music preview: New template')).toHaveAttribute('src', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC');
  await user.click(screen.getByRole('button', { name: 'Stop music' }));
  expect(player()).not.toBeInTheDocument();
});

test('when the audio cannot be played, then a toast says so and playback stops', async () => {
  play.mockRejectedValue(new Error('NotSupportedError'));
  renderAtDashboard(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Play preview of Squat' }));
  const toast = await findToast();
  expect(toast).toHaveTextContent('Playback Error');
  expect(toast).toHaveTextContent('Unable to play this track. Please check the URL and try again.');
  expect(player()).not.toBeInTheDocument();
});

test('when the audio fails while loading, then a toast says so and playback stops', async () => {
  renderAtDashboard(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Play preview of Squat' }));
  fireEvent.error(screen.getByTestId('preview-audio'));
  expect(await findToast()).toHaveTextContent('Playback Error');
  expect(player()).not.toBeInTheDocument();
});

test('when the URL cannot be played by its source, then a toast says so and nothing plays', async () => {
  renderAtDashboard(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Play preview of Plank' }));
  await user.click(screen.getByRole('button', { name: 'Play preview of Bad' }));
  expect(await findToast()).toHaveTextContent('Unable to play this track. Please check the URL and try again.');
  expect(player()).not.toBeInTheDocument();
});

test('when there is no URL, then the preview button is disabled', () => {
  renderAtDashboard(<Harness dialogUrl="" />);
  expect(screen.getByRole('button', { name: 'Preview music' })).toBeDisabled();
});
