import type { ExerciseTemplate } from '@blockbeat/contracts';
import { screen, within } from '@testing-library/react';
import { TemplateCard } from '../src/features/templates/components/TemplateCard';
import { TemplateDialog } from '../src/features/templates/components/TemplateDialog';
import { MusicPreviewProvider } from '../src/features/templates/preview/MusicPreviewProvider';
import { findToast, mockApi, renderAtDashboard, setupUser, template } from './helpers';

jest.setTimeout(30_000);
const user = setupUser();
const IMAGE_ID = '5d2b7c1e-8a3f-4b6e-9c0d-1e2f3a4b5c6d';
const IMAGE_URL = `/api/uploads/${IMAGE_ID}`;
// A GIF's first bytes, so the file passes the browser's check of its content.
const gif = (name = 'squat.gif', bytes = 2048) => new File([Object.assign(new Uint8Array(bytes), Array.from('GIF89a', (c) => c.charCodeAt(0)))], name, { type: 'image/gif' });

function renderDialog(subject: ExerciseTemplate | null = null) {
  renderAtDashboard(
    <MusicPreviewProvider>
      <TemplateDialog open template={subject} onClose={jest.fn()} />
    </MusicPreviewProvider>,
  );
  return screen.getByRole('dialog');
}

const chooseDemo = (dialog: HTMLElement, kind: string) => user.selectOptions(within(dialog).getByRole('combobox', { name: 'Demo' }), kind);

test('when an image demo is uploaded, then its thumbnail shows and the template is saved with it', async () => {
  const api = mockApi({
    'POST /api/uploads/images': { status: 201, body: { id: IMAGE_ID, url: IMAGE_URL, originalName: 'squat.gif', mimeType: 'image/gif', size: 2048 } },
    'POST /api/exercise-templates': { status: 201, body: template({ id: 'n1', name: 'Squat' }) },
  });
  const dialog = renderDialog();
  expect(within(dialog).getByRole('combobox', { name: 'Demo' })).toHaveValue('none');
  await user.type(within(dialog).getByLabelText('Exercise Name'), 'Squat');
  await chooseDemo(dialog, 'image');
  expect(within(dialog).getByText('PNG, JPEG, GIF or WebP, up to 5 MB')).toBeInTheDocument();
  await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, gif());

  expect(await within(dialog).findByRole('img', { name: 'Demo of Squat' })).toHaveAttribute('src', IMAGE_URL);
  expect(within(dialog).getByText('Demo image uploaded')).toBeInTheDocument();
  expect(((api.callsTo('POST /api/uploads/images')[0]!.body as FormData).get('file') as File).name).toBe('squat.gif');
  await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
  await findToast();
  expect(api.callsTo('POST /api/exercise-templates')[0]!.body).toMatchObject({ name: 'Squat', demo: { type: 'image', url: IMAGE_URL } });
});

test('when the chosen file is not an image, then it is refused before sending and says why', async () => {
  const api = mockApi({});
  const dialog = renderDialog();
  await chooseDemo(dialog, 'image');
  await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['<svg/>'], 'x.gif', { type: 'image/gif' }));
  expect(await findToast()).toHaveTextContent('The file is not a PNG, JPEG, GIF or WebP image.');
  expect(api.callsTo('POST /api/uploads/images')).toHaveLength(0);
});

test('when a video link is not one the player can show, then the field says so on leaving it and the template is not saved', async () => {
  const api = mockApi({ 'POST /api/exercise-templates': { status: 201, body: template() } });
  const dialog = renderDialog();
  await user.type(within(dialog).getByLabelText('Exercise Name'), 'Squat');
  await chooseDemo(dialog, 'video');
  const link = within(dialog).getByLabelText('Demo video link');
  await user.type(link, 'https://vimeo.com/12345');
  await user.tab();
  expect(await within(dialog).findByText('The demo video must be a YouTube link or an https link to an .mp4 or .webm file')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
  expect(api.callsTo('POST /api/exercise-templates')).toHaveLength(0);

  await user.clear(link);
  await user.type(link, 'https://youtu.be/dQw4w9WgXcQ');
  await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
  await findToast();
  expect(api.callsTo('POST /api/exercise-templates')[0]!.body).toMatchObject({ demo: { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' } });
});

test('when a template’s demo is removed, then the update sends no demo (null)', async () => {
  const api = mockApi({ 'PATCH /api/exercise-templates/t1': { status: 200, body: template() } });
  const dialog = renderDialog(template({ demo: { type: 'image', url: IMAGE_URL } }));
  expect(within(dialog).getByRole('img', { name: 'Demo of Plank' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Remove demo image' }));
  await chooseDemo(dialog, 'none');
  await user.click(within(dialog).getByRole('button', { name: 'Update Template' }));
  await findToast();
  expect(api.callsTo('PATCH /api/exercise-templates/t1')[0]!.body).toMatchObject({ demo: null });
});

test('when a template has a demo, then its card shows the image thumbnail, or says it has a video', () => {
  mockApi({});
  renderAtDashboard(
    <MusicPreviewProvider>
      <TemplateCard template={template({ id: 't1', name: 'Squat', demo: { type: 'image', url: IMAGE_URL } })} onEdit={jest.fn()} />
      <TemplateCard template={template({ id: 't2', name: 'Lunge', demo: { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' } })} onEdit={jest.fn()} />
      <TemplateCard template={template({ id: 't3', name: 'Plank' })} onEdit={jest.fn()} />
    </MusicPreviewProvider>,
  );
  expect(screen.getByRole('img', { name: 'Demo of Squat' })).toHaveAttribute('src', IMAGE_URL);
  expect(within(screen.getByRole('article', { name: 'Lunge' })).getByText('Video demo')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Plank' })).queryByRole('img')).not.toBeInTheDocument();
});
