import type { SupportNotifications } from '@blockbeat/contracts';
import { randomUserId, requestJson, testToken, useTestService } from '@blockbeat/service-kit/testing';
import { createApp } from '../../src/app';
import { createTicketRepository } from '../../src/data/ticket-repository';
import { migrations } from '../../src/data/migrations';

const service = useTestService({ schema: 'support', migrations, createApp });
const { sequelize } = service;
const tickets = createTicketRepository(sequelize);

async function notificationsOf(userId: string) {
  const token = await testToken({ sub: userId }, 'support');
  return requestJson<SupportNotifications>(`${service.url}/api/support/notifications`, { token });
}

describe('GET /api/support/notifications', () => {
  test('when a user has no tickets, then hasUnread is false', async () => {
    const res = await notificationsOf(randomUserId());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ hasUnread: false });
  });

  test('when only the user has written, then hasUnread is false', async () => {
    const userId = randomUserId();
    const ticket = await tickets.createTicket({ userId, subject: 'Timer stops', category: 'bug' });
    await tickets.addMessage({ ticketId: ticket.id, author: 'user', body: 'It stops after 5 minutes' });
    expect((await notificationsOf(userId)).body).toEqual({ hasUnread: false });
  });

  test('when staff answered the user\'s ticket, then hasUnread is true', async () => {
    const userId = randomUserId();
    const ticket = await tickets.createTicket({ userId, subject: 'Billing question' });
    expect(ticket.status).toBe('open');
    const reply = await tickets.addMessage({ ticketId: ticket.id, author: 'staff', body: 'Here is how it works' });
    expect(reply.readByUser).toBe(false);
    expect((await notificationsOf(userId)).body).toEqual({ hasUnread: true });
  });

  test("when staff answered another user's ticket, then it does not count", async () => {
    const other = await tickets.createTicket({ userId: randomUserId(), subject: 'Not yours' });
    await tickets.addMessage({ ticketId: other.id, author: 'staff', body: 'Reply' });
    expect((await notificationsOf(randomUserId())).body).toEqual({ hasUnread: false });
  });

  test('when the staff message has been read, then hasUnread is false', async () => {
    const userId = randomUserId();
    const ticket = await tickets.createTicket({ userId, subject: 'Old question' });
    const reply = await tickets.addMessage({ ticketId: ticket.id, author: 'staff', body: 'Answer' });
    await sequelize.query('UPDATE support.ticket_messages SET read_by_user = true WHERE id = :id', { replacements: { id: reply.id } });
    expect((await notificationsOf(userId)).body).toEqual({ hasUnread: false });
  });

  test('when there is no token, then the answer is 401 Unauthorized', async () => {
    const res = await requestJson(`${service.url}/api/support/notifications`);
    expect(res.status).toBe(401);
    expect(res.text).toContain('Unauthorized');
  });
});
