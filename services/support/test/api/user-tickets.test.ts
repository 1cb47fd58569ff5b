import { SUPPORT_LIMITS, SUPPORT_MESSAGES, type SupportNotifications, type TicketDetail, type TicketMessage, type TicketSummary } from '@blockbeat/contracts';
import { newTicket, openTicket, staffWrites, useSupportService } from '../support/support-service';

const support = useSupportService();

const bell = async (user: Awaited<ReturnType<typeof support.user>>) => (await user.call<SupportNotifications>('GET', '/api/support/notifications')).body;

describe('opening a ticket', () => {
  test('when a user opens a ticket, then it answers 201 with the ticket and its first message, open and read', async () => {
    const user = await support.user('Uma');
    const res = await user.call<TicketDetail>('POST', '/api/support/tickets', newTicket({ subject: '  Music stops  ' }));

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subject: 'Music stops', category: 'technical', status: 'open', unread: false });
    expect(res.body.messages).toEqual([
      { id: expect.any(String), author: 'user', authorName: 'Uma', body: 'After block 3 it jumps to block 5.', attachments: [], createdAt: expect.any(String) },
    ]);
    expect(support.wakes.count).toBeGreaterThan(0);
  });

  test('when a user lists their tickets, then the most recently updated comes first and nobody else’s are there', async () => {
    const user = await support.user();
    const older = await openTicket(user, { subject: 'First' });
    const newer = await openTicket(user, { subject: 'Second' });
    await openTicket(await support.user(), { subject: 'Not mine' });
    await user.call('POST', `/api/support/tickets/${older.id}/messages`, { body: 'Any news?' });

    const res = await user.call<TicketSummary[]>('GET', '/api/support/tickets');

    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.subject)).toEqual(['First', 'Second']);
    expect(res.body[1]).toEqual({
      id: newer.id,
      subject: 'Second',
      category: 'technical',
      status: 'open',
      createdAt: newer.createdAt,
      updatedAt: newer.updatedAt,
      unread: false,
    });
  });
});

describe('validation', () => {
  const refusal = async (body: unknown) => {
    const res = await (await support.user()).call<{ error: { code: string; fields: Record<string, string> } }>('POST', '/api/support/tickets', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    return res.body.error.fields;
  };

  test('when every field is missing, then each is named with its own message', async () => {
    expect(await refusal({})).toEqual({
      subject: SUPPORT_MESSAGES.subjectRequired,
      category: SUPPORT_MESSAGES.categoryInvalid,
      message: SUPPORT_MESSAGES.messageRequired,
    });
  });

  test('when the subject is blank, too long, the category unknown and the message too long, then each says so', async () => {
    expect(
      await refusal({ subject: '   ', category: 'bug', message: 'x'.repeat(SUPPORT_LIMITS.messageMax + 1) }),
    ).toEqual({ subject: SUPPORT_MESSAGES.subjectRequired, category: SUPPORT_MESSAGES.categoryInvalid, message: SUPPORT_MESSAGES.messageTooLong });
    expect(await refusal(newTicket({ subject: 's'.repeat(SUPPORT_LIMITS.subjectMax + 1) }))).toEqual({ subject: SUPPORT_MESSAGES.subjectTooLong });
  });

  test('when the values are at their limits, then the ticket is accepted', async () => {
    const res = await (await support.user()).call('POST', '/api/support/tickets', newTicket({ subject: 's'.repeat(SUPPORT_LIMITS.subjectMax), message: 'm'.repeat(SUPPORT_LIMITS.messageMax) }));
    expect(res.status).toBe(201);
  });

  test('when the body carries a field we do not know, then it is refused by name', async () => {
    expect(await refusal({ ...newTicket(), status: 'closed' })).toEqual({ status: '"status" is not allowed' });
  });

  test('when text holds a character Postgres cannot store, then it is a 400, not a 500', async () => {
    expect(Object.keys(await refusal(newTicket({ message: 'nul \u0000 here' })))).toEqual(['message']);
  });

  test('when a reply is empty, then it is refused with the message rule', async () => {
    const user = await support.user();
    const ticket = await openTicket(user);
    const res = await user.call<{ error: { fields: Record<string, string> } }>('POST', `/api/support/tickets/${ticket.id}/messages`, { body: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ body: SUPPORT_MESSAGES.messageRequired });
  });
});

describe('ownership', () => {
  test("when user B asks for, or writes on, user A's ticket, then B gets 404 and A's ticket is unchanged", async () => {
    const a = await support.user();
    const b = await support.user();
    const ticket = await openTicket(a);

    expect((await b.call('GET', `/api/support/tickets/${ticket.id}`)).status).toBe(404);
    expect((await b.call('POST', `/api/support/tickets/${ticket.id}/messages`, { body: 'me too' })).status).toBe(404);
    expect((await b.call<TicketSummary[]>('GET', '/api/support/tickets')).body).toEqual([]);
    expect((await a.call<TicketDetail>('GET', `/api/support/tickets/${ticket.id}`)).body.messages).toHaveLength(1);
  });

  test('when the id is not a ticket id at all, then the answer is 404', async () => {
    const user = await support.user();
    expect((await user.call('GET', '/api/support/tickets/not-a-uuid')).status).toBe(404);
    expect((await user.call('GET', '/api/support/tickets/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });

  test('when there is no identity, then every endpoint answers 401', async () => {
    const res = await fetch(`${support.service.url}/api/support/notifications`);
    expect(res.status).toBe(401);
    expect((await fetch(`${support.service.url}/api/support/tickets`, { method: 'POST' })).status).toBe(401);
  });
});

describe('unread staff replies (the bell)', () => {
  test('when staff reply, then the bell lights; when the user opens the ticket, then it clears and the reply shows', async () => {
    const user = await support.user();
    const staff = await support.staff();
    const ticket = await openTicket(user);
    expect(await bell(user)).toEqual({ hasUnread: false });

    await staffWrites(staff, ticket.id, 'Try reloading the page.');

    expect(await bell(user)).toEqual({ hasUnread: true });
    const listed = (await user.call<TicketSummary[]>('GET', '/api/support/tickets')).body;
    expect(listed).toEqual([expect.objectContaining({ id: ticket.id, unread: true, status: 'pending' })]);

    const opened = await user.call<TicketDetail>('GET', `/api/support/tickets/${ticket.id}`);
    expect(opened.body.unread).toBe(false);
    expect(opened.body.messages.map((m) => [m.author, m.authorName, m.body])).toEqual([
      ['user', 'Uma User', 'After block 3 it jumps to block 5.'],
      ['staff', 'Ada Admin', 'Try reloading the page.'],
    ]);
    expect(await bell(user)).toEqual({ hasUnread: false });
  });

  test("when staff answer another user's ticket, then this user's bell stays dark", async () => {
    const user = await support.user();
    await staffWrites(await support.staff(), (await openTicket(await support.user())).id, 'Hello');
    expect(await bell(user)).toEqual({ hasUnread: false });
  });

  test('when staff write an internal note, then the user neither sees it nor gets the bell', async () => {
    const user = await support.user();
    const ticket = await openTicket(user);
    await staffWrites(await support.staff(), ticket.id, 'Internal: probably a refund case', true);

    expect(await bell(user)).toEqual({ hasUnread: false });
    const opened = await user.call<TicketDetail>('GET', `/api/support/tickets/${ticket.id}`);
    expect(opened.text).not.toContain('refund case');
    expect(opened.body.messages.map((m) => m.author)).toEqual(['user']);
  });
});

describe('status through replies', () => {
  test('when the user replies to a resolved ticket, then it is open again', async () => {
    const user = await support.user();
    const staff = await support.staff();
    const ticket = await openTicket(user);
    await staff.call('PATCH', `/api/admin/support/tickets/${ticket.id}`, { status: 'resolved' });

    const res = await user.call<TicketMessage>('POST', `/api/support/tickets/${ticket.id}/messages`, { body: 'It happened again.' });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ author: 'user', body: 'It happened again.', attachments: [] });
    expect((await user.call<TicketDetail>('GET', `/api/support/tickets/${ticket.id}`)).body.status).toBe('open');
  });

  test('when the user replies to a closed ticket, then it is 409 with the closed message and nothing is added', async () => {
    const user = await support.user();
    const ticket = await openTicket(user);
    await (await support.staff()).call('PATCH', `/api/admin/support/tickets/${ticket.id}`, { status: 'closed' });

    const res = await user.call<{ error: { message: string } }>('POST', `/api/support/tickets/${ticket.id}/messages`, { body: 'Hello?' });

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(SUPPORT_MESSAGES.closed);
    expect((await user.call<TicketDetail>('GET', `/api/support/tickets/${ticket.id}`)).body.messages).toHaveLength(1);
  });
});
