import type { SupportUserSummary } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { openTicket, useSupportService } from '../support/support-service';

const support = useSupportService();
const summaryPath = (userId: string) => `/api/admin/support/users/${encodeURIComponent(userId)}/summary`;

type Refusal = { error: { code: string; fields?: Record<string, string> } };

describe('GET /api/admin/support/users/{id}/summary', () => {
  test('when a user is not an admin, then it is 403, even for their own summary', async () => {
    const user = await support.user();
    const res = await user.call<Refusal>('GET', summaryPath(user.sub));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
  });

  test('when nobody is signed in, then it is 401', async () => {
    const res = await fetch(`${support.service.url}${summaryPath(randomUserId())}`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as Refusal).error.code).toBe('unauthenticated');
  });

  test("when a user has tickets in every status, then staff see how many and how many are still open (open or waiting for the user), theirs only", async () => {
    const staff = await support.staff();
    const user = await support.user();
    const tickets = await Promise.all([1, 2, 3, 4].map((n) => openTicket(user, { subject: `Ticket ${n}` })));
    await openTicket(await support.user());
    for (const [ticket, status] of [
      [tickets[1]!, 'pending'],
      [tickets[2]!, 'resolved'],
      [tickets[3]!, 'closed'],
    ] as const) {
      expect((await staff.call('PATCH', `/api/admin/support/tickets/${ticket.id}`, { status })).status).toBe(200);
    }

    const res = await staff.call<SupportUserSummary>('GET', summaryPath(user.sub));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tickets: 4, openTickets: 2 });
  });

  test('when the user never wrote to support, then both figures are 0', async () => {
    const res = await (await support.staff()).call<SupportUserSummary>('GET', summaryPath('someone-billing-knows'));
    expect(res).toMatchObject({ status: 200, body: { tickets: 0, openTickets: 0 } });
  });

  test.each([
    ['longer than 255 characters', 'u'.repeat(256)],
    ['a NUL character', 'a\u0000b'],
  ])('when the id is %s, then it is 400 naming the id', async (_name, id) => {
    const res = await (await support.staff()).call<Refusal>('GET', summaryPath(id));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation', fields: { id: expect.any(String) } });
  });
});
