import type { ExerciseTemplate } from '@blockbeat/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import DashboardPage from '../src/exposes/DashboardPage';
import { TemplateDialog } from '../src/features/templates/components/TemplateDialog';
import { MusicPreviewProvider } from '../src/features/templates/preview/MusicPreviewProvider';
import { findToast, mockApi, renderAtDashboard, setupUser, template, type Answer } from './helpers';

jest.setTimeout(30_000);
const user = setupUser();
const UPLOAD_ID = '0b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c11';

function renderDialog(subject: ExerciseTemplate | null = null) {
  const onClose = jest.fn();
  renderAtDashboard(
    <MusicPreviewProvider>
      <TemplateDialog open template={subject} onClose={onClose} />
    </MusicPreviewProvider>,
  );
  const dialog = screen.getByRole('dialog');
  const field = (name: string) => within(dialog).getByLabelText(name) as HTMLInputElement;
  return { onClose, dialog, field };
}

function deferred() {
  let resolve!: (answer: Answer) => void;
  const promise = new Promise<Answer>((r) => (resolve = r));
  return { promise, resolve };
}

const created = (over: Partial<ExerciseTemplate> = {}) => template({ id: 'new1', name: 'Plank', ...over });

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('template dialog: form', () => {
  test('when opened to create, then it shows every field with the defaults', () => {
    mockApi({});
    const { dialog, field } = renderDialog();
    expect(dialog).toHaveAccessibleName('Create Exercise Template');
    expect(field('Exercise Name')).toHaveValue('');
    expect(field('Duration (seconds)')).toHaveValue('30');
    expect(field('Rest Time (seconds)')).toHaveValue('10');
    expect(field('Notes')).toHaveValue('');
    expect(field('Notes')).toHaveAttribute('rows', '2');
    const colours = within(within(dialog).getByRole('group', { name: 'Color' })).getAllByRole('radio');
    expect(colours.map((c) => c.getAttribute('aria-label'))).toEqual(['Purple', 'Blue', 'Green', 'Red', 'Yellow', 'Pink', 'Indigo', 'Orange']);
    expect(within(dialog).getByRole('radio', { name: 'Purple' })).toBeChecked();
    const source = within(dialog).getByRole('combobox', { name: 'Music Source' });
    expect(source).toHaveValue('youtube');
    expect(within(source).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['youtube', 'spotify', 'soundcloud', 'upload']);
    expect(field('Music URL')).toHaveAttribute('placeholder', 'https://www.youtube.com/watch?v=...');
    expect(within(dialog).getByRole('button', { name: 'Preview music' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Template' })).toBeInTheDocument();
  });

  test('when the music source changes, then the URL placeholder follows it, and upload shows the upload control', async () => {
    mockApi({});
    const { dialog, field } = renderDialog();
    const source = within(dialog).getByRole('combobox', { name: 'Music Source' });
    await user.selectOptions(source, 'spotify');
    expect(field('Music URL')).toHaveAttribute('placeholder', 'https://open.spotify.com/track/...');
    await user.selectOptions(source, 'soundcloud');
    expect(field('Music URL')).toHaveAttribute('placeholder', 'https://soundcloud.com/artist/track-name');
    await user.selectOptions(source, 'upload');
    expect(within(dialog).queryByLabelText('Music URL')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload Audio File' })).toBeInTheDocument();
    expect(within(dialog).getByText('Supported formats: MP3, WAV, M4A, OGG')).toBeInTheDocument();
    expect(dialog.querySelector('input[type="file"]')).toHaveAttribute('accept', 'audio/*');
  });

  test('when required values are missing or out of range, then each field says why and nothing is sent', async () => {
    const api = mockApi({});
    const { dialog, field } = renderDialog();
    await user.clear(field('Duration (seconds)'));
    await user.clear(field('Rest Time (seconds)'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(within(dialog).getByText('Exercise name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Duration is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Rest time is required')).toBeInTheDocument();
    expect(field('Exercise Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Exercise Name')).toHaveAccessibleDescription('Exercise name is required');

    await user.type(field('Duration (seconds)'), '4');
    await user.type(field('Rest Time (seconds)'), '301');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(within(dialog).getByText('Duration must be at least 5 seconds')).toBeInTheDocument();
    expect(within(dialog).getByText('Rest time must be at most 300 seconds')).toBeInTheDocument();
    await user.clear(field('Duration (seconds)'));
    await user.type(field('Duration (seconds)'), '601');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(within(dialog).getByText('Duration must be at most 600 seconds')).toBeInTheDocument();
    expect(api.callsTo('POST /api/exercise-templates')).toHaveLength(0);
  });

  test('when a field is typed in, then its error waits until the field is left, and then follows the typing', async () => {
    mockApi({});
    const { dialog, field } = renderDialog();
    await user.clear(field('Duration (seconds)'));
    await user.type(field('Duration (seconds)'), '4');
    expect(within(dialog).queryByText('Duration must be at least 5 seconds')).not.toBeInTheDocument();
    expect(field('Duration (seconds)')).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field('Duration (seconds)')).toHaveAccessibleDescription('Duration must be at least 5 seconds');
    await user.type(field('Duration (seconds)'), '5');
    expect(within(dialog).queryByText('Duration must be at least 5 seconds')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Exercise name is required')).not.toBeInTheDocument();
  });

  test('when duration or rest is not a number, then leaving the field falls back to 30 and 10, and those are sent', async () => {
    const api = mockApi({ 'POST /api/exercise-templates': { status: 201, body: created() } });
    const { dialog, field } = renderDialog();
    await user.type(field('Exercise Name'), 'Plank');
    await user.clear(field('Duration (seconds)'));
    await user.type(field('Duration (seconds)'), 'abc');
    await user.clear(field('Rest Time (seconds)'));
    await user.type(field('Rest Time (seconds)'), 'x');
    await user.tab();
    expect(field('Duration (seconds)')).toHaveValue('30');
    expect(field('Rest Time (seconds)')).toHaveValue('10');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    await waitFor(() => expect(api.callsTo('POST /api/exercise-templates')).toHaveLength(1));
    expect(api.callsTo('POST /api/exercise-templates')[0]!.body).toMatchObject({ duration: 30, restTime: 10 });
  });

  test.each([
    ['youtube', 'https://example.com/watch', 'Invalid YouTube URL'],
    ['spotify', 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', 'Invalid Spotify URL - must be a track URL'],
  ])('when the %s URL %p is invalid, then the field says %p', async (source, url, message) => {
    const api = mockApi({});
    const { dialog, field } = renderDialog();
    await user.type(field('Exercise Name'), 'Plank');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Music Source' }), source);
    await user.type(field('Music URL'), url);
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST /api/exercise-templates')).toHaveLength(0);
  });

  test('when cancelled, then the form goes back to the defaults and the dialog closes', async () => {
    mockApi({});
    const { dialog, field, onClose } = renderDialog();
    await user.type(field('Exercise Name'), 'Plank');
    await user.clear(field('Duration (seconds)'));
    await user.type(field('Duration (seconds)'), '45');
    await user.clear(field('Rest Time (seconds)'));
    await user.type(field('Rest Time (seconds)'), '0');
    await user.type(field('Notes'), 'Hips level');
    await user.click(within(dialog).getByRole('radio', { name: 'Red' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Music Source' }), 'spotify');
    await user.type(field('Music URL'), 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(field('Exercise Name')).toHaveValue('');
    expect(field('Duration (seconds)')).toHaveValue('30');
    expect(field('Rest Time (seconds)')).toHaveValue('10');
    expect(field('Notes')).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: 'Purple' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Music Source' })).toHaveValue('youtube');
    expect(field('Music URL')).toHaveValue('');
  });
});

describe('template dialog: saving', () => {
  const fill = async (field: (name: string) => HTMLInputElement, dialog: HTMLElement) => {
    await user.type(field('Exercise Name'), 'Plank');
    await user.clear(field('Duration (seconds)'));
    await user.type(field('Duration (seconds)'), '45');
    await user.type(field('Notes'), 'Hips level');
    await user.click(within(dialog).getByRole('radio', { name: 'Green' }));
    await user.type(field('Music URL'), 'https://youtu.be/dQw4w9WgXcQ');
  };

  test('when created, then the fields are sent, a toast says it was saved to the library and the dialog closes', async () => {
    const api = mockApi({ 'POST /api/exercise-templates': { status: 201, body: created() } });
    const { dialog, field, onClose } = renderDialog();
    await fill(field, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Template Created');
    expect(toast).toHaveTextContent('Plank has been saved to your template library.');
    expect(onClose).toHaveBeenCalled();
    const [request] = api.callsTo('POST /api/exercise-templates');
    expect(request!.body).toEqual({
      name: 'Plank',
      duration: 45,
      restTime: 10,
      notes: 'Hips level',
      musicType: 'youtube',
      musicUrl: 'https://youtu.be/dQw4w9WgXcQ',
      blockColor: 'bg-gradient-to-br from-green-500 to-green-600',
      demo: null,
    });
    expect(request!.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  test('when a save is pending, then the button reads "Creating..." and further submits are ignored', async () => {
    const pending = deferred();
    const api = mockApi({ 'POST /api/exercise-templates': () => pending.promise });
    const { dialog, field } = renderDialog();
    await user.type(field('Exercise Name'), 'Plank');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    const busy = await within(dialog).findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    fireEvent.submit(dialog.querySelector('form')!);
    fireEvent.submit(dialog.querySelector('form')!);
    expect(api.callsTo('POST /api/exercise-templates')).toHaveLength(1);
    pending.resolve({ status: 201, body: created() });
    expect(await findToast()).toHaveTextContent('Template Created');
    expect(api.callsTo('POST /api/exercise-templates')).toHaveLength(1);
  });

  test('when creating fails, then a toast asks to try again and the dialog stays open', async () => {
    mockApi({ 'POST /api/exercise-templates': { status: 500, body: { error: { code: 'internal', message: 'boom' } } } });
    const { dialog, field, onClose } = renderDialog();
    await user.type(field('Exercise Name'), 'Plank');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Failed to create template. Please try again.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Create Template' })).toBeEnabled();
  });

  test('when the server refuses fields (400), then its messages show on those fields', async () => {
    mockApi({
      'POST /api/exercise-templates': {
        status: 400,
        body: { error: { code: 'validation', message: 'Invalid input', fields: { name: '"name" contains characters that cannot be stored', musicUrl: 'Invalid YouTube URL' } } },
      },
    });
    const { dialog, field } = renderDialog();
    await user.type(field('Exercise Name'), 'Plank');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(await within(dialog).findByText('"name" contains characters that cannot be stored')).toBeInTheDocument();
    expect(field('Exercise Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Invalid YouTube URL')).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  test('when the user has no access (402), then the paywall opens', async () => {
    mockApi({ 'POST /api/exercise-templates': { status: 402, body: { error: { code: 'payment_required', message: 'Subscription required' } } } });
    const { dialog, field } = renderDialog();
    await user.type(field('Exercise Name'), 'Plank');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByText('paywall screen')).toBeInTheDocument();
  });

  test('when a template is edited, then it starts from its values, PATCHes them and says it was updated', async () => {
    const subject = template({ id: 't1', name: 'Plank', duration: 40, restTime: 0, notes: 'Hips', musicType: 'spotify', musicUrl: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', blockColor: 'bg-gradient-to-br from-red-500 to-red-600' });
    const pending = deferred();
    const api = mockApi({ 'PATCH /api/exercise-templates/t1': () => pending.promise });
    const { dialog, field, onClose } = renderDialog(subject);
    expect(dialog).toHaveAccessibleName('Edit Exercise Template');
    expect(field('Exercise Name')).toHaveValue('Plank');
    expect(field('Duration (seconds)')).toHaveValue('40');
    expect(field('Rest Time (seconds)')).toHaveValue('0');
    expect(within(dialog).getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Music Source' })).toHaveValue('spotify');
    await user.clear(field('Exercise Name'));
    await user.type(field('Exercise Name'), 'Side Plank');
    await user.click(within(dialog).getByRole('button', { name: 'Update Template' }));
    expect(await within(dialog).findByRole('button', { name: 'Updating...' })).toBeDisabled();
    pending.resolve({ status: 200, body: { ...subject, name: 'Side Plank' } });
    const toast = await findToast();
    expect(toast).toHaveTextContent('Template Updated');
    expect(toast).toHaveTextContent('Side Plank has been updated.');
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo('PATCH /api/exercise-templates/t1')[0]!.body).toMatchObject({ name: 'Side Plank', duration: 40, restTime: 0, musicType: 'spotify' });
  });

  test('when updating fails, then a toast asks to try again', async () => {
    mockApi({ 'PATCH /api/exercise-templates/t1': { status: 500, body: 'boom' } });
    const { dialog } = renderDialog(template({ id: 't1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Template' }));
    expect(await findToast()).toHaveTextContent('Failed to update template. Please try again.');
  });
});

describe('template dialog: audio upload', () => {
  // An MP3's first bytes (an ID3 tag), so the file passes the browser's own check of its content.
  const mp3 = (bytes: number) => Object.assign(new Uint8Array(bytes), { 0: 0x49, 1: 0x44, 2: 0x33, 3: 4 });
  const file = (name = 'beat.mp3', bytes = 1024, type = 'audio/mpeg') => new File([mp3(bytes)], name, { type });
  const chooseUpload = async (dialog: HTMLElement) => {
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Music Source' }), 'upload');
    return dialog.querySelector('input[type="file"]') as HTMLInputElement;
  };

  test('when a file is uploaded, then its name shows with Change and remove, and the template uses its URL', async () => {
    const api = mockApi({
      'POST /api/uploads': { status: 201, body: { id: UPLOAD_ID, url: `/api/uploads/${UPLOAD_ID}`, originalName: 'beat.mp3', mimeType: 'audio/mpeg', size: 1024 } },
      'POST /api/exercise-templates': { status: 201, body: created({ musicType: 'upload' }) },
    });
    const { dialog, field } = renderDialog();
    await user.type(field('Exercise Name'), 'Plank');
    const input = await chooseUpload(dialog);
    await user.upload(input, file());
    expect(await within(dialog).findByText('beat.mp3')).toBeInTheDocument();
    expect(within(dialog).getByText('Audio file uploaded')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove audio file' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Play audio preview' })).toBeEnabled();
    const [upload] = api.callsTo('POST /api/uploads');
    expect(upload!.body).toBeInstanceOf(FormData);
    expect(((upload!.body as FormData).get('file') as File).name).toBe('beat.mp3');

    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    await waitFor(() => expect(api.callsTo('POST /api/exercise-templates')).toHaveLength(1));
    expect(api.callsTo('POST /api/exercise-templates')[0]!.body).toMatchObject({ musicType: 'upload', musicUrl: `/api/uploads/${UPLOAD_ID}` });
  });

  test('when the uploaded file is removed, then the upload button returns', async () => {
    mockApi({ 'POST /api/uploads': { status: 201, body: { id: UPLOAD_ID, url: `/api/uploads/${UPLOAD_ID}`, originalName: 'beat.mp3', mimeType: 'audio/mpeg', size: 1 } } });
    const { dialog } = renderDialog();
    await user.upload(await chooseUpload(dialog), file());
    await user.click(await within(dialog).findByRole('button', { name: 'Remove audio file' }));
    expect(within(dialog).getByRole('button', { name: 'Upload Audio File' })).toBeInTheDocument();
  });

  test('when the file is larger than 15 MB, then it is refused before sending', async () => {
    const api = mockApi({});
    const { dialog } = renderDialog();
    await user.upload(await chooseUpload(dialog), file('long.mp3', 15 * 1024 * 1024 + 1));
    expect(await findToast()).toHaveTextContent('The file is larger than 15 MB.');
    expect(api.callsTo('POST /api/uploads')).toHaveLength(0);
  });

  test('when the file is not audio whatever its name, then it is refused before sending and says which formats work', async () => {
    const api = mockApi({});
    const { dialog } = renderDialog();
    await user.upload(await chooseUpload(dialog), new File(['<html>not a song</html>'], 'song.mp3', { type: 'audio/mpeg' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Upload Failed');
    expect(toast).toHaveTextContent('The file is not an MP3, WAV, M4A or OGG file.');
    expect(api.callsTo('POST /api/uploads')).toHaveLength(0);
  });

  test('when the server refuses the file with a field reason (400), then that reason is shown, not "Invalid request"', async () => {
    mockApi({
      'POST /api/uploads': {
        status: 400,
        body: { error: { code: 'validation', message: 'Invalid request', fields: { file: 'Unsupported audio format. Supported formats: MP3, WAV, M4A, OGG' } } },
      },
    });
    const { dialog } = renderDialog();
    await user.upload(await chooseUpload(dialog), file('notes.mp3'));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Unsupported audio format. Supported formats: MP3, WAV, M4A, OGG');
    expect(toast).not.toHaveTextContent('Invalid request');
  });

  test('when the server refuses the file, then its reason is shown', async () => {
    mockApi({
      'POST /api/uploads': { status: 415, body: { error: { code: 'unsupported_media_type', message: 'Unsupported audio format. Supported formats: MP3, WAV, M4A, OGG' } } },
    });
    const { dialog } = renderDialog();
    await user.upload(await chooseUpload(dialog), file('notes.mp3'));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Upload Failed');
    expect(toast).toHaveTextContent('Unsupported audio format. Supported formats: MP3, WAV, M4A, OGG');
    expect(within(dialog).getByRole('button', { name: 'Upload Audio File' })).toBeInTheDocument();
  });
});

describe('template dialog on the dashboard', () => {
  test('when a template is created, then it is appended to the cached list without asking the server again', async () => {
    const api = mockApi({
      '/api/workouts': { status: 200, body: [] },
      '/api/exercise-templates': { status: 200, body: [template({ id: 't1', name: 'Squat', createdAt: '2025-01-01T00:00:00Z' })] },
      '/api/custom-categories': { status: 200, body: [] },
      'POST /api/exercise-templates': { status: 201, body: created({ id: 't2', name: 'Plank', createdAt: '2025-02-01T00:00:00Z' }) },
    });
    renderAtDashboard(<DashboardPage />);
    await user.click(await screen.findByRole('tab', { name: 'Exercise Templates (1)' }));
    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Exercise Template' });
    await user.type(within(dialog).getByLabelText('Exercise Name'), 'Plank');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByRole('tab', { name: 'Exercise Templates (2)' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Plank' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/exercise-templates')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    const again = await screen.findByRole('dialog', { name: 'Create Exercise Template' });
    expect(within(again).getByLabelText('Exercise Name')).toHaveValue('');
  });
});
