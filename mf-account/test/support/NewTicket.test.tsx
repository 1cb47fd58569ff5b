import { SUPPORT_MESSAGES } from '@blockbeat/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '../helpers';
import { detail, message, pngFile, renderSupport, supportApi, TICKET_ID } from './fixtures';

const form = async () => (await screen.findByRole('heading', { name: 'New ticket', level: 1 })).parentElement as HTMLElement;
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
const toasts = () => screen.getByRole('list', { name: 'Toasts' });
/** Typing thousands of characters key by key takes seconds in jsdom; a change event sets them at once. */
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const fillValid = () => {
  fill('Subject', '  Music stops  ');
  fireEvent.change(screen.getByLabelText('Category', { exact: false }), { target: { value: 'technical' } });
  fill('Message', ' It stops after the first block. ');
};
const created = detail({ messages: [message({ id: 'first-message' })] });
const ATTACH_URL = `POST /api/support/tickets/${TICKET_ID}/messages/first-message/attachments`;

describe('support: a new ticket', () => {
  test('when Send ticket is pressed with nothing filled in, then every field names its problem and nothing is sent', async () => {
    const api = supportApi();
    renderSupport('/support/new');
    await form();
    await send();
    expect(await screen.findByText(SUPPORT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(SUPPORT_MESSAGES.categoryInvalid)).toBeInTheDocument();
    expect(screen.getByText(SUPPORT_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject', { exact: false })).toHaveAccessibleDescription(expect.stringContaining(SUPPORT_MESSAGES.subjectRequired));
    expect(api.callsTo('POST /api/support/tickets')).toHaveLength(0);
  });

  test('when the subject or the message is too long, then the limit is named by that field', async () => {
    supportApi();
    renderSupport('/support/new');
    await form();
    fill('Subject', 'x'.repeat(121));
    fill('Message', 'y'.repeat(5001));
    await send();
    expect(await screen.findByText('Subject must be at most 120 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at most 5000 characters')).toBeInTheDocument();
    expect(screen.getByText('121 / 120 characters')).toBeInTheDocument();
  });

  test('when a field is left empty, then its error shows before sending is tried, and not for fields not yet visited', async () => {
    supportApi();
    renderSupport('/support/new');
    await form();
    await userEvent.click(screen.getByLabelText('Subject', { exact: false }));
    await userEvent.tab();
    expect(await screen.findByText(SUPPORT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.queryByText(SUPPORT_MESSAGES.messageRequired)).not.toBeInTheDocument();
  });

  test('when the form is filled in with an image, then the ticket is sent trimmed, the image follows to its first message, and the ticket opens', async () => {
    const api = supportApi({
      'POST /api/support/tickets': { status: 201, body: created },
      [ATTACH_URL]: { status: 201, body: { id: 'a1', fileName: 'screen.png', mimeType: 'image/png', size: 8, url: '/api/support/attachments/a1' } },
      [`/api/support/tickets/${TICKET_ID}`]: ok(created),
    });
    renderSupport('/support/new');
    await form();
    fillValid();
    const image = pngFile();
    await userEvent.upload(screen.getByLabelText('Attach an image'), image);
    expect(within(await screen.findByRole('list', { name: 'Images to attach' })).getByText('screen.png')).toBeInTheDocument();
    await send();

    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent(`/support/${TICKET_ID}`));
    expect(api.callsTo('POST /api/support/tickets')[0]!.body).toEqual({ subject: 'Music stops', category: 'technical', message: 'It stops after the first block.' });
    const [upload] = api.callsTo(ATTACH_URL);
    expect((upload!.body as FormData).get('file')).toBe(image);
    expect(toasts()).toHaveTextContent('Ticket sent: We got it and will answer here and by e-mail.');
    expect(await screen.findByRole('heading', { name: 'Music stops after the first block', level: 1 })).toBeInTheDocument();
  });

  test('when a chosen file is not a PNG or JPEG by its bytes, or is over 5 MB, then it is refused at once', async () => {
    supportApi();
    renderSupport('/support/new');
    await form();
    await userEvent.upload(screen.getByLabelText('Attach an image'), new File(['GIF89a'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText(SUPPORT_MESSAGES.attachmentType)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Attach an image'), pngFile('huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText(SUPPORT_MESSAGES.attachmentTooLarge)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Images to attach' })).not.toBeInTheDocument();
  });

  test('when three images are chosen, then no more can be added until one is removed', async () => {
    supportApi();
    renderSupport('/support/new');
    await form();
    for (const name of ['a.png', 'b.png', 'c.png']) await userEvent.upload(screen.getByLabelText('Attach an image'), pngFile(name));
    expect(within(await screen.findByRole('list', { name: 'Images to attach' })).getByText('c.png')).toBeInTheDocument();
    expect(screen.queryByLabelText('Attach an image')).not.toBeInTheDocument();
    expect(screen.getByText('That is as many images as one message can carry.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.getByLabelText('Attach an image')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Images to attach' })).queryByText('b.png')).not.toBeInTheDocument();
  });

  test('when the service refuses a field, then its message shows by that field until the field changes', async () => {
    const body = { error: { code: 'validation', message: 'Invalid request', fields: { subject: 'Subject contains characters that cannot be stored' } } };
    supportApi({ 'POST /api/support/tickets': { status: 400, body } });
    renderSupport('/support/new');
    await form();
    fillValid();
    await send();
    expect(await screen.findByText('Subject contains characters that cannot be stored')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    fill('Subject', 'Music stops again');
    expect(screen.queryByText('Subject contains characters that cannot be stored')).not.toBeInTheDocument();
  });

  test('when the hourly limit is reached (429), then the service\'s message shows and the form stays filled in', async () => {
    const body = { error: { code: 'rate_limited', message: SUPPORT_MESSAGES.tooManyTickets } };
    supportApi({ 'POST /api/support/tickets': { status: 429, body } });
    renderSupport('/support/new');
    await form();
    fillValid();
    await send();
    expect(await screen.findByText(SUPPORT_MESSAGES.tooManyTickets)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject', { exact: false })).toHaveValue('  Music stops  ');
    expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/support\/new$/);
  });

  test('when the image cannot be attached, then the ticket still opens and a toast names the image and why', async () => {
    supportApi({
      'POST /api/support/tickets': { status: 201, body: created },
      [ATTACH_URL]: { status: 400, body: { error: { code: 'validation', message: 'Invalid request', fields: { file: SUPPORT_MESSAGES.attachmentType } } } },
      [`/api/support/tickets/${TICKET_ID}`]: ok(created),
    });
    renderSupport('/support/new');
    await form();
    fillValid();
    await userEvent.upload(screen.getByLabelText('Attach an image'), pngFile());
    expect(within(await screen.findByRole('list', { name: 'Images to attach' })).getByText('screen.png')).toBeInTheDocument();
    await send();
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent(`/support/${TICKET_ID}`));
    expect(toasts()).toHaveTextContent(`Ticket sent without some images: screen.png: ${SUPPORT_MESSAGES.attachmentType}`);
  });
});
