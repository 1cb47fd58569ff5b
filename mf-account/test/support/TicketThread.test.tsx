import { SUPPORT_MESSAGES } from '@blockbeat/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '../helpers';
import { detail, message, pngFile, renderSupport, summary, supportApi, TICKET_ID } from './fixtures';

const TICKET = `/api/support/tickets/${TICKET_ID}`;
const REPLY = `POST ${TICKET}/messages`;
const thread = () => screen.findByRole('list', { name: 'Messages' });
const staffReply = message({
  id: 'm2',
  author: 'staff',
  authorName: 'Grace',
  body: 'Try the steps at https://blockbeat.app/help/music. <b>Not bold</b>',
  attachments: [{ id: 'a1', fileName: 'steps.png', mimeType: 'image/png', size: 2048, url: '/api/support/attachments/a1' }],
  createdAt: '2026-03-05T12:00:00.000Z',
});

describe('support: one ticket', () => {
  test('when a ticket opens, then its thread shows each message as plain text with its links clickable and its images', async () => {
    supportApi({ [TICKET]: ok(detail({ status: 'pending', messages: [message(), staffReply] })) });
    renderSupport(`/support/${TICKET_ID}`);
    expect(await screen.findByRole('heading', { name: 'Music stops after the first block', level: 1 })).toBeInTheDocument();
    const messages = within(await thread()).getAllByRole('article');
    expect(messages.map((m) => m.getAttribute('aria-label'))).toEqual([expect.stringMatching(/^You, Mar 4, 2026/), expect.stringMatching(/^Grace, BlockBeat support, Mar 5, 2026/)]);

    const reply = messages[1]!;
    const link = within(reply).getByRole('link', { name: 'https://blockbeat.app/help/music (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://blockbeat.app/help/music');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The sentence's full stop stays text; the markup stays text.
    expect(reply).toHaveTextContent('Try the steps at https://blockbeat.app/help/music (opens in a new tab). <b>Not bold</b>');
    expect(reply.querySelector('b')).toBeNull();
    expect(within(reply).getByRole('img', { name: 'steps.png' })).toHaveAttribute('src', '/api/support/attachments/a1');
    expect(screen.getByText('Waiting for you')).toBeInTheDocument();
  });

  test('when a ticket with an unread reply opens, then the bell asks again at once and the list no longer marks it', async () => {
    // As the service does: reading the ticket marks its staff replies read.
    let opened = false;
    const api = supportApi({
      '/api/support/tickets': () => ok([summary({ unread: !opened })]),
      [TICKET]: () => {
        opened = true;
        return ok(detail({ messages: [message(), staffReply] }));
      },
      '/api/support/notifications': () => ok({ hasUnread: !opened }),
    });
    renderSupport('/support');
    await waitFor(() => expect(screen.getByLabelText('Bell')).toHaveTextContent('unread'));
    await userEvent.click(await screen.findByRole('link', { name: /\(new reply\)/ }));
    await thread();
    // Well before the bell's own 5 s poll.
    await waitFor(() => expect(screen.getByLabelText('Bell')).toHaveTextContent(/^read$/), { timeout: 1000 });

    await userEvent.click(screen.getByRole('link', { name: '← All tickets' }));
    expect(await screen.findByRole('link', { name: 'Music stops after the first block' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /\(new reply\)/ })).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${TICKET}`)).toHaveLength(1);
  });

  test('when a reply is sent, then it shows in the thread at once and the box is emptied', async () => {
    const saved = message({ id: 'm3', body: 'Still stops.', createdAt: '2026-03-06T12:00:00.000Z' });
    const api = supportApi({ [TICKET]: ok(detail()), [REPLY]: { status: 201, body: saved } });
    renderSupport(`/support/${TICKET_ID}`);
    await thread();
    const box = screen.getByLabelText('Your reply');
    await userEvent.type(box, '  Still stops.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await within(await thread()).findByText('Still stops.')).toBeInTheDocument();
    expect(api.callsTo(REPLY)[0]!.body).toEqual({ body: 'Still stops.' });
    expect(box).toHaveValue('');
  });

  test('when the reply has an image, then the image is sent to the new message', async () => {
    const saved = message({ id: 'm3', body: 'Here is a screenshot.' });
    const attach = `POST ${TICKET}/messages/m3/attachments`;
    const api = supportApi({
      [TICKET]: ok(detail()),
      [REPLY]: { status: 201, body: saved },
      [attach]: { status: 201, body: { id: 'a9', fileName: 'shot.png', mimeType: 'image/png', size: 8, url: '/api/support/attachments/a9' } },
    });
    renderSupport(`/support/${TICKET_ID}`);
    await thread();
    await userEvent.type(screen.getByLabelText('Your reply'), 'Here is a screenshot.');
    await userEvent.upload(screen.getByLabelText('Attach an image'), pngFile('shot.png'));
    await screen.findByRole('list', { name: 'Images to attach' });
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.callsTo(attach)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Images to attach' })).not.toBeInTheDocument());
  });

  test('when an empty reply is sent, then the box says a message is required and nothing is sent', async () => {
    const api = supportApi({ [TICKET]: ok(detail()) });
    renderSupport(`/support/${TICKET_ID}`);
    await thread();
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(SUPPORT_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(api.callsTo(REPLY)).toHaveLength(0);
  });

  test('when the ticket is resolved, then the box says a reply opens it again, and after replying it is Open', async () => {
    supportApi({ [TICKET]: ok(detail({ status: 'resolved' })), [REPLY]: { status: 201, body: message({ id: 'm3', body: 'It is back.' }) } });
    renderSupport(`/support/${TICKET_ID}`);
    await thread();
    expect(screen.getByText('This ticket is resolved. Replying opens it again.')).toBeInTheDocument();
    expect(screen.getByText('Resolved')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your reply'), 'It is back.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Open')).toBeInTheDocument();
    expect(screen.queryByText('This ticket is resolved. Replying opens it again.')).not.toBeInTheDocument();
  });

  test('when the ticket is closed, then it says so with a way to open a new one, and offers no reply box', async () => {
    supportApi({ [TICKET]: ok(detail({ status: 'closed' })) });
    renderSupport(`/support/${TICKET_ID}`);
    await thread();
    expect(screen.getByText(SUPPORT_MESSAGES.closed)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New ticket' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/support\/new$/);
  });

  test('when the ticket was closed meanwhile (409) or the hourly limit is reached (429), then the service\'s message shows', async () => {
    const api = supportApi({ [TICKET]: ok(detail()), [REPLY]: { status: 429, body: { error: { code: 'rate_limited', message: SUPPORT_MESSAGES.tooManyReplies } } } });
    renderSupport(`/support/${TICKET_ID}`);
    await thread();
    await userEvent.type(screen.getByLabelText('Your reply'), 'Hello?');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(SUPPORT_MESSAGES.tooManyReplies)).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveValue('Hello?');

    api.set(REPLY, { status: 409, body: { error: { code: 'conflict', message: SUPPORT_MESSAGES.closed } } });
    api.set(TICKET, ok(detail({ status: 'closed' })));
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(SUPPORT_MESSAGES.closed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument());
  });

  test('when the ticket is not the user\'s or does not exist, then the page says it could not be found', async () => {
    supportApi({ [TICKET]: { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } } });
    renderSupport(`/support/${TICKET_ID}`);
    expect(await screen.findByText('This ticket could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  test('when the ticket cannot be read, then Retry reads it again', async () => {
    const api = supportApi({ [TICKET]: { status: 503, body: { error: { code: 'unavailable', message: 'Try later' } } } });
    renderSupport(`/support/${TICKET_ID}`);
    expect(await screen.findByText('The ticket could not be loaded.')).toBeInTheDocument();
    api.set(TICKET, ok(detail()));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await thread()).toBeInTheDocument();
  });
});
