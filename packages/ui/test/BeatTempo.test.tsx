import { BEAT_MESSAGES, type BeatGrid } from '@blockbeat/contracts';
import { render, screen } from '@testing-library/react';
import { BeatTempo } from '../src/plain';

const grid = (fields: Partial<BeatGrid>): BeatGrid => ({ status: 'found', bpm: 127.6, downbeatMs: 80, confidence: 0.9, source: 'analysis', analyserVersion: 1, message: null, ...fields });
const show = (g: BeatGrid | undefined, musicType = 'upload') => render(<BeatTempo name="Step" musicType={musicType} grid={g} onSave={jest.fn()} />);

test.each([
  ['a sure tempo', '128 BPM', 'Correct the tempo', grid({})],
  ['a tapped tempo, whatever the confidence', '128 BPM', 'Correct the tempo', grid({ source: 'tap', confidence: 0 })],
  ['an uncertain tempo', BEAT_MESSAGES.uncertain, 'Tap the tempo', grid({ confidence: 0.3 })],
  ['no steady beat', BEAT_MESSAGES.none, 'Tap the tempo', grid({ status: 'none', bpm: null })],
  ['a file that could not be read', BEAT_MESSAGES.failed, 'Tap the tempo', grid({ status: 'failed', bpm: null })],
])('when the analysis gave %s, then it reads "%s" and offers "%s"', (_what, text, button, g) => {
  show(g);
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
});

test('when the tempo is still being found, then it says so and offers no tap yet; while it loads, nothing is shown', () => {
  const { unmount } = show(grid({ status: 'pending', bpm: null }));
  expect(screen.getByText(BEAT_MESSAGES.pending)).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
  unmount();
  const { container } = show(undefined);
  expect(container).toBeEmptyDOMElement();
});
