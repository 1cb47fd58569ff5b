import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@blockbeat/contracts';
import { newTicket, openTicket, useSupportService } from '../support/support-service';

const support = useSupportService();

describe('hourly limits', () => {
  test('when a user opened 10 tickets this hour, then the 11th is 429 with the message and Retry-After, and another user is unaffected', async () => {
    const user = await support.user();
    for (let i = 0; i < SUPPORT_LIMITS.newTicketsPerHour; i++) await openTicket(user, { subject: `Ticket ${i}` });

    const res = await user.fetch('/api/support/tickets', { method: 'POST', json: newTicket() });

    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { code: 'rate_limited', message: SUPPORT_MESSAGES.tooManyTickets } });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await user.call<unknown[]>('GET', '/api/support/tickets')).body).toHaveLength(SUPPORT_LIMITS.newTicketsPerHour);
    expect((await (await support.user()).call('POST', '/api/support/tickets', newTicket())).status).toBe(201);
  });

  test('when the tickets of the hour started an hour ago, then a new one is accepted again', async () => {
    const user = await support.user();
    for (let i = 0; i < SUPPORT_LIMITS.newTicketsPerHour; i++) await openTicket(user);
    await support.service.sequelize.query(
      "UPDATE support.tickets SET created_at = created_at - interval '61 minutes' WHERE user_id = :userId",
      { replacements: { userId: user.sub } },
    );
    expect((await user.call('POST', '/api/support/tickets', newTicket())).status).toBe(201);
  });

  test('when a user sent 60 replies this hour, then the 61st is 429 with Retry-After within the hour; the first message of a ticket does not count', async () => {
    const user = await support.user();
    const ticket = await openTicket(user);
    const replies = Array.from({ length: SUPPORT_LIMITS.repliesPerHour }, (_, i) => i);
    for (const i of replies) {
      const res = await user.call('POST', `/api/support/tickets/${ticket.id}/messages`, { body: `Reply ${i}` });
      expect(res.status).toBe(201);
    }

    const refused = await user.fetch(`/api/support/tickets/${ticket.id}/messages`, { method: 'POST', json: { body: 'One more' } });

    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: SUPPORT_MESSAGES.tooManyReplies } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Sixty-one writes one after another: seconds on a busy machine.
  }, 30_000);

  test('when 12 tickets are opened at once, then exactly 10 are accepted (the count holds under concurrency)', async () => {
    const user = await support.user();
    const answers = await Promise.all(Array.from({ length: 12 }, () => user.call('POST', '/api/support/tickets', newTicket())));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
  });
});
