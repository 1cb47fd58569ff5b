import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountPage from '../src/exposes/AccountPage';
import { mockApi, ok, quietJsdomPseudoElements, renderAt, status, user } from './helpers';

jest.mock('../src/shared/navigation', () => ({ assignLocation: jest.fn() }));

quietJsdomPseudoElements();

const branding = (over: Record<string, unknown> = {}) => ({ logoUrl: null as string | null, primaryColor: null as string | null, accentColor: null as string | null, ...over });
const api = (over: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ '/api/auth/user': ok(user()), '/api/subscription/status': ok(status()), '/api/branding': ok(branding()), ...over });
const renderAccount = () => renderAt('/account', <AccountPage />);
const brandingCard = async () => (await screen.findByText('Your logo and colours appear on the workouts you share and the PDFs you export.')).closest('.ant-card') as HTMLElement;
const toasts = () => screen.getByRole('list', { name: 'Toasts' });
const logoFile = () => new File(['\x89PNG\r\n\x1a\n'], 'logo.png', { type: 'image/png' });

describe('branding', () => {
  test('when there is no logo, then "No logo yet" shows with the upload hint and no Remove logo', async () => {
    api();
    renderAccount();
    const card = await brandingCard();
    expect(await within(card).findByText('No logo yet')).toBeInTheDocument();
    expect(within(card).getByText('(PNG, JPEG or SVG, up to 1 MB)')).toBeInTheDocument();
    expect(within(card).getByLabelText('Upload logo')).toHaveAttribute('accept', 'image/png,image/jpeg,image/svg+xml');
    expect(within(card).queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
  });

  test('when the logo upload is shown, then it is a styled button like the audio upload, and a logo in place offers Change and Remove', async () => {
    api({ '/api/branding': ok(branding({ logoUrl: '/api/branding/logo' })) });
    renderAccount();
    const card = await brandingCard();
    expect(await within(card).findByRole('button', { name: 'Change logo' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Remove logo' })).toHaveTextContent('Remove');
    expect(within(card).getByLabelText('Upload logo')).not.toBeVisible();
  });

  test('when there is no logo, then one "Upload logo" button opens the file picker', async () => {
    api();
    renderAccount();
    const card = await brandingCard();
    const input = (await within(card).findByLabelText('Upload logo')) as HTMLInputElement;
    const picked = jest.fn();
    input.addEventListener('click', picked);
    await userEvent.click(await within(card).findByRole('button', { name: 'Upload logo' }));
    expect(picked).toHaveBeenCalled();
  });

  test('when the logo is over 1 MB, then it is refused before sending with the size', async () => {
    const mock = api();
    renderAccount();
    const card = await brandingCard();
    await userEvent.upload(await within(card).findByLabelText('Upload logo'), new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await within(card).findByText('The logo is larger than 1 MB. Choose a smaller file.')).toBeInTheDocument();
    expect(mock.callsTo('POST /api/branding/logo')).toHaveLength(0);
  });

  test('when a logo is chosen, then it is POSTed as the multipart field "file" and the preview and a toast show', async () => {
    const mock = api({ 'POST /api/branding/logo': ok(branding({ logoUrl: '/api/branding/logo' })) });
    renderAccount();
    const card = await brandingCard();
    const file = logoFile();
    await userEvent.upload(await within(card).findByLabelText('Upload logo'), file);
    expect(await within(card).findByRole('img', { name: 'Your logo' })).toHaveAttribute('src', expect.stringMatching(/^\/api\/branding\/logo/));
    const [call] = mock.callsTo('POST /api/branding/logo');
    expect(call!.body).toBeInstanceOf(FormData);
    expect((call!.body as FormData).get('file')).toBe(file);
    expect(toasts()).toHaveTextContent('Logo uploaded');
  });

  test('when the logo is refused with a field error, then the message shows by the upload field', async () => {
    const body = { error: { code: 'validation_error', message: 'Invalid logo', fields: { file: 'Unsupported image format. Supported formats: PNG, JPEG, SVG' } } };
    api({ 'POST /api/branding/logo': { status: 400, body } });
    renderAccount();
    const card = await brandingCard();
    await userEvent.upload(await within(card).findByLabelText('Upload logo'), logoFile());
    expect(await within(card).findByText('Unsupported image format. Supported formats: PNG, JPEG, SVG')).toBeInTheDocument();
    expect(within(card).getByLabelText('Upload logo')).toHaveAttribute('aria-invalid', 'true');
  });

  test('when the logo is too large (413 without a field message), then the size is explained by the upload field', async () => {
    api({ 'POST /api/branding/logo': { status: 413, body: 'Payload Too Large' } });
    renderAccount();
    const card = await brandingCard();
    await userEvent.upload(await within(card).findByLabelText('Upload logo'), logoFile());
    expect(await within(card).findByText('The logo is larger than 1 MB. Choose a smaller file.')).toBeInTheDocument();
  });

  test('when there is a logo and Remove logo is pressed, then DELETE is sent and "No logo yet" shows', async () => {
    const mock = api({ '/api/branding': ok(branding({ logoUrl: '/api/branding/logo' })), 'DELETE /api/branding/logo': { status: 204 } });
    renderAccount();
    const card = await brandingCard();
    expect(await within(card).findByRole('img', { name: 'Your logo' })).toHaveAttribute('src', '/api/branding/logo');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove logo' }));
    expect(await within(card).findByText('No logo yet')).toBeInTheDocument();
    expect(mock.callsTo('DELETE /api/branding/logo')).toHaveLength(1);
    expect(toasts()).toHaveTextContent('Logo removed');
  });

  test('when colours are chosen and saved, then PUT sends both values and a toast shows', async () => {
    const mock = api({
      '/api/branding': ok(branding({ primaryColor: '#112233' })),
      'PUT /api/branding': (call) => ok(branding(call.body as Record<string, unknown>)),
    });
    renderAccount();
    const card = await brandingCard();
    const primary = await within(card).findByLabelText('Primary colour');
    expect(primary).toHaveValue('#112233');
    fireEvent.change(within(card).getByLabelText('Accent colour'), { target: { value: '#ff8800' } });
    await userEvent.click(within(card).getByRole('button', { name: 'Save colours' }));
    await waitFor(() => expect(mock.callsTo('PUT /api/branding')).toHaveLength(1));
    expect(mock.callsTo('PUT /api/branding')[0]!.body).toEqual({ primaryColor: '#112233', accentColor: '#ff8800' });
    expect(await within(toasts()).findByText(/Colours saved/)).toBeInTheDocument();
  });

  test('when colours are saved, then Clear colours sends nulls, the pickers go back to the defaults and a toast shows', async () => {
    const mock = api({
      '/api/branding': ok(branding({ primaryColor: '#112233', accentColor: '#445566' })),
      'PUT /api/branding': (call) => ok(branding(call.body as Record<string, unknown>)),
    });
    renderAccount();
    const card = await brandingCard();
    expect(await within(card).findByLabelText('Primary colour')).toHaveValue('#112233');
    expect(within(card).queryByText(/No colours saved yet/)).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Clear colours' }));
    await waitFor(() => expect(mock.callsTo('PUT /api/branding')).toHaveLength(1));
    expect(mock.callsTo('PUT /api/branding')[0]!.body).toEqual({ primaryColor: null, accentColor: null });
    expect(await within(toasts()).findByText(/Colours cleared/)).toBeInTheDocument();
    expect(within(card).getByLabelText('Primary colour')).toHaveValue('#7c3aed');
    expect(within(card).getByLabelText('Accent colour')).toHaveValue('#f59e0b');
    expect(within(card).getByText("No colours saved yet: your shared workouts use BlockBeat's own.")).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Clear colours' })).not.toBeInTheDocument();
  });

  test('when no colours are saved, then there is nothing to clear', async () => {
    api();
    renderAccount();
    const card = await brandingCard();
    expect(await within(card).findByText("No colours saved yet: your shared workouts use BlockBeat's own.")).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Clear colours' })).not.toBeInTheDocument();
  });

  test('when the server refuses a colour, then its message shows by that field', async () => {
    const body = { error: { code: 'validation_error', message: 'Invalid request', fields: { accentColor: '"accentColor" must be a colour like #1a2b3c' } } };
    api({ 'PUT /api/branding': { status: 400, body } });
    renderAccount();
    const card = await brandingCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Save colours' }));
    expect(await within(card).findByText('"accentColor" must be a colour like #1a2b3c')).toBeInTheDocument();
    expect(within(card).getByLabelText('Accent colour')).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).getByLabelText('Primary colour')).not.toHaveAttribute('aria-invalid');
  });

  test('when the user has no access to edit (402), then saving goes to the paywall', async () => {
    api({ 'PUT /api/branding': { status: 402, body: { error: { code: 'payment_required', message: 'Subscription required' } } } });
    renderAccount();
    const card = await brandingCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Save colours' }));
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/subscription-required$/));
  });
});
