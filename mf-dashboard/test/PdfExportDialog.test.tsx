import { screen, waitFor, within } from '@testing-library/react';
import { PdfExportDialog } from '../src/features/pdf-export/components/PdfExportDialog';
import { exportWorkoutPdf } from '../src/features/pdf-export/exportPdf';
import { mockApi, renderAtDashboard, setupUser, workout, workoutSummary } from './helpers';

jest.mock('../src/features/pdf-export/exportPdf', () => ({ exportWorkoutPdf: jest.fn() }));
jest.setTimeout(30_000);
const exportMock = exportWorkoutPdf as jest.MockedFunction<typeof exportWorkoutPdf>;
const user = setupUser();

function renderPdf() {
  mockApi({ '/api/workouts/w1': { status: 200, body: workout() } });
  const onClose = jest.fn();
  renderAtDashboard(<PdfExportDialog open workout={workoutSummary()} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Export Morning HIIT as PDF' }) };
}

afterEach(() => {
  exportMock.mockReset();
  jest.restoreAllMocks();
});

test('when opened, then it offers the content options, paper and orientation, and a preview line', () => {
  const { dialog } = renderPdf();
  expect(within(dialog).getByRole('checkbox', { name: 'Exercise durations and rest times' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'Exercise notes' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'Music URLs' })).not.toBeChecked();
  const paper = within(dialog).getByRole('group', { name: 'Paper size' });
  expect(within(paper).getByRole('radio', { name: 'A4' })).toBeChecked();
  expect(within(paper).getByRole('radio', { name: 'Letter' })).not.toBeChecked();
  const orientation = within(dialog).getByRole('group', { name: 'Orientation' });
  expect(within(orientation).getByRole('radio', { name: 'Portrait' })).toBeChecked();
  expect(within(dialog).getByTestId('pdf-preview')).toHaveTextContent('Morning HIIT • 5 exercises • A4 • Portrait');
  expect(within(dialog).getByRole('button', { name: 'Export PDF' })).toBeEnabled();
});

test('when the options change, then the preview follows and the export uses them', async () => {
  exportMock.mockResolvedValue(undefined);
  const { dialog, onClose } = renderPdf();
  await user.click(within(dialog).getByRole('radio', { name: 'Letter' }));
  await user.click(within(dialog).getByRole('radio', { name: 'Landscape' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Exercise notes' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Music URLs' }));
  expect(within(dialog).getByTestId('pdf-preview')).toHaveTextContent('Morning HIIT • 5 exercises • Letter • Landscape');
  await user.click(within(dialog).getByRole('button', { name: 'Export PDF' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  // The list carries no blocks: the export fetches the whole workout first.
  expect(exportMock).toHaveBeenCalledWith(expect.objectContaining({ id: 'w1', exercises: workout().exercises }), {
    includeTimings: true,
    includeNotes: false,
    includeMusicUrls: true,
    paper: 'letter',
    orientation: 'landscape',
  });
});

test('when the PDF is being made, then the button reads "Generating PDF..." and is disabled', async () => {
  let finish!: () => void;
  exportMock.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
  const { dialog } = renderPdf();
  await user.click(within(dialog).getByRole('button', { name: 'Export PDF' }));
  const busy = within(dialog).getByRole('button', { name: 'Generating PDF...' });
  expect(busy).toBeDisabled();
  await user.click(busy);
  expect(exportMock).toHaveBeenCalledTimes(1);
  finish();
  expect(await within(dialog).findByRole('button', { name: 'Export PDF' })).toBeEnabled();
});

test('when the export fails, then an alert asks to try again', async () => {
  exportMock.mockRejectedValue(new Error('canvas too large'));
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { dialog, onClose } = renderPdf();
  await user.click(within(dialog).getByRole('button', { name: 'Export PDF' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to export PDF. Please try again.'));
  expect(onClose).not.toHaveBeenCalled();
});
