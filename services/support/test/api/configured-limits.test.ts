import { tooManyRepliesMessage, tooManyTicketsMessage } from '@blockbeat/contracts';
import { readConfig } from '../../src/config';
import { newTicket, openTicket, useSupportService } from '../support/support-service';

/** RATE_LIMIT_TICKETS_PER_HOUR and RATE_LIMIT_REPLIES_PER_HOUR, set lower than their defaults. */
const support = useSupportService({ limits: { ticketsPerHour: 2, repliesPerHour: 3 } });

describe('hourly limits from the configuration', () => {
  test('when the ticket limit is set to 2, then the third ticket of the hour is 429 and the message names 2', async () => {
    const user = await support.user();
    for (let i = 0; i < 2; i++) await openTicket(user);
    const res = await user.fetch('/api/support/tickets', { method: 'POST', json: newTicket() });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { code: 'rate_limited', message: tooManyTicketsMessage(2) } });
  });

  test('when the reply limit is set to 3, then the message counting them says 3', async () => {
    const user = await support.user();
    const ticket = await openTicket(user);
    // The ticket's first message does not count: three replies pass, the fourth is refused.
    for (let i = 0; i < 3; i++) expect((await user.call('POST', `/api/support/tickets/${ticket.id}/messages`, { body: `More ${i}` })).status).toBe(201);
    const res = await user.fetch(`/api/support/tickets/${ticket.id}/messages`, { method: 'POST', json: { body: 'One too many' } });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { code: 'rate_limited', message: tooManyRepliesMessage(3) } });
  });

  test('when RATE_LIMIT_TICKETS_PER_HOUR and RATE_LIMIT_REPLIES_PER_HOUR are set, then the configuration carries them; unset, the defaults', () => {
    const required = { DATABASE_URL: 'postgres://localhost/x', IDENTITY_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----' };
    expect(readConfig({ ...required, RATE_LIMIT_TICKETS_PER_HOUR: '4', RATE_LIMIT_REPLIES_PER_HOUR: '9' }).limits).toEqual({ ticketsPerHour: 4, repliesPerHour: 9 });
    expect(readConfig(required).limits).toEqual({ ticketsPerHour: 10, repliesPerHour: 60 });
    expect(() => readConfig({ ...required, RATE_LIMIT_TICKETS_PER_HOUR: '0' })).toThrow(/RATE_LIMIT_TICKETS_PER_HOUR/);
  });
});
