import { SUPPORT_MESSAGES } from '@blockbeat/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, renderAdmin, staffApi, staffDetail, staffMessage, TICKET, TICKET_ID } from './fixtures';

const PATH = `/admin/support/${TICKET_ID}`;
const REPLY = `POST ${TICKET}/messages`;
const thread = () => screen.findByRole('list', { name: 'Messages' });
const articles = async () => within(await thread()).getAllByRole('article');

const staffReply = staffMessage({
  id: 'm2',
  author: 'staff',
  authorName: 'Grace',
  body: 'Refunded. Details: https://blockbeat.app/help/refunds.',
  createdAt: '2026-03-05T12:00:00.000Z',
  mail: { status: 'sent', error: null },
});
const note = staffMessage({ id: 'm3', author: 'note', authorName: 'Grace', body: 'Stripe shows one charge only.', createdAt: '2026-03-05T13:00:00.000Z' });
const failedReply = staffMessage({
  id: 'm4',
  author: 'staff',
  authorName: 'Grace',
  body: 'Anything else?',
  createdAt: '2026-03-05T14:00:00.000Z',
  mail: { status: 'failed', error: '550 mailbox unavailable' },
});

describe('admin support: one ticket', () => {
  test('when a ticket opens, then the thread shows who wrote each message, notes set apart as staff-only, and each reply\'s mail outcome', async () => {
    staffApi({
      [TICKET]: ok(
        staffDetail({
          messages: [
            staffMessage({ attachments: [{ id: 'a1', fileName: 'statement.png', mimeType: 'image/png', size: 2048, url: '/api/support/attachments/a1' }] }),
            staffReply,
            note,
            failedReply,
          ],
        }),
      ),
    });
    renderAdmin(PATH);
    expect(await screen.findByRole('heading', { name: 'Charged twice this month', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(screen.getByRole('link', { name: 'Support tickets' })).toHaveAttribute('aria-current', 'page');

    const [first, reply, staffNote, failed] = await articles();
    expect(first).toHaveAccessibleName(expect.stringMatching(/^Ada Lovelace, Mar 4, 2026/));
    expect(within(first!).getByRole('img', { name: 'statement.png' })).toHaveAttribute('src', '/api/support/attachments/a1');

    expect(reply).toHaveAccessibleName(expect.stringMatching(/^Grace \(staff\), Mar 5, 2026/));
    expect(within(reply!).getByRole('link', { name: 'https://blockbeat.app/help/refunds (opens in a new tab)' })).toHaveAttribute('href', 'https://blockbeat.app/help/refunds');
    expect(reply).toHaveTextContent('E-mailed to the user');

    expect(staffNote).toHaveAccessibleName(expect.stringMatching(/^Internal note, Grace \(staff\)/));
    expect(staffNote).toHaveTextContent('Internal note — only staff see this');
    expect(staffNote!.closest('li')).toHaveAttribute('data-author', 'note');
    expect(staffNote).not.toHaveTextContent('E-mail');

    expect(failed).toHaveTextContent('E-mail to the user failed: 550 mailbox unavailable');
  });

  test('when staff reply, then the reply shows at once as queued, the ticket waits for the user, and the mail outcome follows', async () => {
    const saved = staffMessage({ id: 'm5', author: 'staff', authorName: 'Grace', body: 'We refunded the second charge.', mail: { status: 'queued', error: null } });
    const api = staffApi({ [TICKET]: ok(staffDetail()), [REPLY]: { status: 201, body: saved } });
    renderAdmin(PATH);
    await thread();
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Open');
    const box = screen.getByLabelText('Message');
    expect(box).toHaveAccessibleDescription('ada@example.com sees this reply here and gets it by e-mail.');
    await userEvent.type(box, '  We refunded the second charge.  ');
    api.set(TICKET, ok(staffDetail({ status: 'pending', messages: [staffMessage(), { ...saved, mail: { status: 'sent', error: null } }] })));
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(api.callsTo(REPLY)[0]!.body).toEqual({ body: 'We refunded the second charge.', internal: false });
    const reply = (await articles())[1]!;
    expect(reply).toHaveTextContent('We refunded the second charge.');
    expect(reply).toHaveTextContent('E-mail to the user queued');
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Waiting for the user');
    expect(box).toHaveValue('');
    // A queued mail is asked about again within seconds.
    await waitFor(() => expect(reply).toHaveTextContent('E-mailed to the user'), { timeout: 5000 });
  });

  test('when the Internal note switch is on, then the message goes as a note, the box says only staff see it, and the switch is off again after', async () => {
    const api = staffApi({ [TICKET]: ok(staffDetail()), [REPLY]: { status: 201, body: note } });
    renderAdmin(PATH);
    await thread();
    const toggle = screen.getByRole('switch', { name: 'Internal note' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Only staff see this note. The user is not told.');
    await userEvent.type(screen.getByLabelText('Message'), 'Stripe shows one charge only.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(api.callsTo(REPLY)[0]!.body).toEqual({ body: 'Stripe shows one charge only.', internal: true });
    expect((await articles())[1]).toHaveTextContent('Internal note — only staff see this');
    expect(screen.getByRole('switch', { name: 'Internal note' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Open');
  });

  test('when the message is empty or refused, then the reason shows and what was typed stays', async () => {
    const api = staffApi({ [TICKET]: ok(staffDetail()), [REPLY]: refused(400, 'Invalid request', { body: SUPPORT_MESSAGES.messageTooLong }) });
    renderAdmin(PATH);
    await thread();
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(SUPPORT_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(api.callsTo(REPLY)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(SUPPORT_MESSAGES.messageTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');

    api.set(REPLY, refused(409, SUPPORT_MESSAGES.closed));
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(SUPPORT_MESSAGES.closed)).toBeInTheDocument();

    api.set(REPLY, refused(500, 'Internal error'));
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('The message could not be sent. Please try again.')).toBeInTheDocument();
  });

  test('when another status is chosen, then it is saved and said so; when refused, then the select keeps the old one and says why', async () => {
    const api = staffApi({ [TICKET]: ok(staffDetail()), [`PATCH ${TICKET}`]: ok(staffDetail({ status: 'resolved' })) });
    renderAdmin(PATH);
    await thread();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Resolved');
    expect(api.callsTo(`PATCH ${TICKET}`)[0]!.body).toEqual({ status: 'resolved' });
    expect(await screen.findByText('Status changed: The ticket is now resolved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Resolved');

    api.set(`PATCH ${TICKET}`, refused(400, 'Choose a status: open, pending, resolved or closed'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Closed');
    expect(await screen.findByText('Choose a status: open, pending, resolved or closed')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Resolved');
  });

  test('when the ticket does not exist, then it says so; when it cannot be read, then Retry reads it again', async () => {
    const api = staffApi({ [TICKET]: refused(404, 'Not found') });
    const { unmount } = renderAdmin(PATH);
    expect(await screen.findByText('This ticket could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    unmount();

    api.set(TICKET, refused(503, 'Try later'));
    renderAdmin(PATH);
    expect(await screen.findByText('The ticket could not be loaded.')).toBeInTheDocument();
    api.set(TICKET, ok(staffDetail()));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await thread()).toBeInTheDocument();
  });
});
