import type { BeatGrid } from '@blockbeat/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { TemplateCard } from '../src/features/templates/components/TemplateCard';
import { MusicPreviewProvider } from '../src/features/templates/preview/MusicPreviewProvider';
import { mockApi, renderAtDashboard, template } from './helpers';

const SURE = '11111111-1111-4111-8111-111111111111';
const UNSURE = '22222222-2222-4222-8222-222222222222';
const grid = (fields: Partial<BeatGrid>): BeatGrid => ({ status: 'found', bpm: 127.8, downbeatMs: 0, confidence: 0.9, source: 'analysis', analyserVersion: 1, message: null, ...fields });

test('when a template\'s uploaded track has a sure tempo, then its card says "128 BPM"; an uncertain one says nothing of a tempo', async () => {
  const api = mockApi({
    [`GET /api/uploads/${SURE}/beat`]: { status: 200, body: grid({}) },
    [`GET /api/uploads/${UNSURE}/beat`]: { status: 200, body: grid({ confidence: 0.1 }) },
  });
  renderAtDashboard(
    <MusicPreviewProvider>
      <TemplateCard template={template({ id: 't1', name: 'Step', musicType: 'upload', musicUrl: `/api/uploads/${SURE}` })} onEdit={jest.fn()} />
      <TemplateCard template={template({ id: 't2', name: 'Knee', musicType: 'upload', musicUrl: `/api/uploads/${UNSURE}` })} onEdit={jest.fn()} />
    </MusicPreviewProvider>,
  );
  expect(await within(screen.getByRole('article', { name: 'Step' })).findByText(/· 128 BPM/)).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo(`GET /api/uploads/${UNSURE}/beat`)).toHaveLength(1));
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(within(screen.getByRole('article', { name: 'Knee' })).queryByText(/BPM/)).toBeNull();
});
