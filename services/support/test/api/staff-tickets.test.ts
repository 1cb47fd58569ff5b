import type { StaffTicketDetail, StaffTicketMessage, StaffTicketPage } from '@blockbeat/contracts';
import { openTicket, staffWrites, useSupportService } from '../support/support-service';

const support = useSupportService();

describe('staff only', () => {
  test('when a user who is not staff calls any staff endpoint, then it is 403 JSON and nothing changes', async () => {
    const user = await support.user();
    const ticket = await openTicket(user);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/support/tickets'],
      ['GET', `/api/admin/support/tickets/${ticket.id}`],
      ['POST', `/api/admin/support/tickets/${ticket.id}/messages`, { body: 'I am staff, honest' }],
      ['PATCH', `/api/admin/support/tickets/${ticket.id}`, { status: 'closed' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await user.call<{ error: { code: string } }>(method, path, body);
      expect([method, path, res.status, res.body.error.code]).toEqual([method, path, 403, 'forbidden']);
    }
    const own = await user.call<{ status: string; messages: unknown[] }>('GET', `/api/support/tickets/${ticket.id}`);
    expect(own.body).toMatchObject({ status: 'open', messages: [expect.anything()] });
  });
});

describe('the staff list', () => {
  test('when tickets wait, then the one waiting longest comes first, and filters narrow the list', async () => {
    const staff = await support.staff();
    const marker = `m${Date.now()}`;
    const user = await support.user();
    const first = await openTicket(user, { subject: `${marker} oldest`, category: 'billing' });
    const second = await openTicket(user, { subject: `${marker} newer`, category: 'account' });
    const answered = await openTicket(user, { subject: `${marker} answered`, category: 'billing' });
    await staffWrites(staff, answered.id, 'Done');

    const all = await staff.call<StaffTicketPage>('GET', `/api/admin/support/tickets?q=${marker}`);
    expect(all.status).toBe(200);
    expect(all.body.tickets.map((t) => t.id)).toEqual([first.id, second.id, answered.id]);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(all.body.tickets[0]).toMatchObject({ userId: user.sub, userEmail: user.email, userName: 'Uma User', unread: true, messageCount: 1, waitingSince: expect.any(String) });
    expect(all.body.tickets[2]).toMatchObject({ status: 'pending', waitingSince: null, messageCount: 2 });

    const billing = await staff.call<StaffTicketPage>('GET', `/api/admin/support/tickets?q=${marker}&category=billing&status=open`);
    expect(billing.body.tickets.map((t) => t.id)).toEqual([first.id]);
    const byEmail = await staff.call<StaffTicketPage>('GET', `/api/admin/support/tickets?q=${encodeURIComponent(user.email.toUpperCase())}&pageSize=1&page=2`);
    expect(byEmail.body).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(byEmail.body.tickets.map((t) => t.id)).toEqual([second.id]);
  });

  test('when the query is wrong, then it is a 400 naming the parameter', async () => {
    const res = await (await support.staff()).call<{ error: { fields: Record<string, string> } }>('GET', '/api/admin/support/tickets?status=lost&pageSize=1000');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['pageSize', 'status']);
  });

  test('when a search holds LIKE wildcards, then they match only themselves', async () => {
    const staff = await support.staff();
    await openTicket(await support.user(), { subject: 'Price is 100% wrong' });
    const res = await staff.call<StaffTicketPage>('GET', `/api/admin/support/tickets?q=${encodeURIComponent('100%')}`);
    expect(res.body.tickets.every((t) => t.subject.includes('100%'))).toBe(true);
    expect(res.body.total).toBeGreaterThan(0);
  });
});

describe('the staff thread', () => {
  test('when staff open a ticket, then the user messages are read for staff until the user writes again', async () => {
    const staff = await support.staff();
    const user = await support.user();
    const ticket = await openTicket(user);
    const unreadOnly = async () => (await staff.call<StaffTicketPage>('GET', '/api/admin/support/tickets?unread=true&pageSize=100')).body.tickets.map((t) => t.id);
    expect(await unreadOnly()).toContain(ticket.id);

    const opened = await staff.call<StaffTicketDetail>('GET', `/api/admin/support/tickets/${ticket.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.unread).toBe(false);
    expect(await unreadOnly()).not.toContain(ticket.id);

    await user.call('POST', `/api/support/tickets/${ticket.id}/messages`, { body: 'Still broken' });
    expect(await unreadOnly()).toContain(ticket.id);
  });

  test('when staff write a reply and a note, then staff see both, the reply with its mail queued and the note with none', async () => {
    const staff = await support.staff();
    const ticket = await openTicket(await support.user());

    const reply = await staffWrites(staff, ticket.id, 'Please try again');
    const note = await staffWrites(staff, ticket.id, 'Looks like issue 12', true);

    expect(reply).toMatchObject({ author: 'staff', authorName: 'Ada Admin', mail: { status: 'queued', error: null } });
    expect(note).toMatchObject({ author: 'note', mail: null });
    const detail = (await staff.call<StaffTicketDetail>('GET', `/api/admin/support/tickets/${ticket.id}`)).body;
    expect(detail.messages.map((m: StaffTicketMessage) => [m.author, m.mail?.status ?? null])).toEqual([
      ['user', null],
      ['staff', 'queued'],
      ['note', null],
    ]);
    expect(detail.status).toBe('pending');
  });

  test('when staff set a status, then the ticket has it; a reply to a resolved ticket keeps it resolved', async () => {
    const staff = await support.staff();
    const ticket = await openTicket(await support.user());

    const res = await staff.call<StaffTicketDetail>('PATCH', `/api/admin/support/tickets/${ticket.id}`, { status: 'resolved' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ticket.id, status: 'resolved', waitingSince: null });

    await staffWrites(staff, ticket.id, 'One more tip');
    expect((await staff.call<StaffTicketDetail>('GET', `/api/admin/support/tickets/${ticket.id}`)).body.status).toBe('resolved');
  });

  test('when staff name a ticket that does not exist or a wrong status, then 404 and 400', async () => {
    const staff = await support.staff();
    const missing = '00000000-0000-0000-0000-000000000000';
    expect((await staff.call('GET', `/api/admin/support/tickets/${missing}`)).status).toBe(404);
    expect((await staff.call('POST', `/api/admin/support/tickets/${missing}/messages`, { body: 'x' })).status).toBe(404);
    expect((await staff.call('PATCH', `/api/admin/support/tickets/${missing}`, { status: 'open' })).status).toBe(404);
    const ticket = await openTicket(await support.user());
    const bad = await staff.call<{ error: { fields: Record<string, string> } }>('PATCH', `/api/admin/support/tickets/${ticket.id}`, { status: 'done' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ status: 'Choose a status: open, pending, resolved or closed' });
  });
});
