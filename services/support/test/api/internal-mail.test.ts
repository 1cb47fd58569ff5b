import { randomUUID } from 'node:crypto';
import { randomUserId, requestJson } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { INTERNAL_API_SECRET, useSupportService } from '../support/support-service';

const support = useSupportService();

const mail = (dedupeKey: string, userId: string) => ({
  to: 'coach@example.com',
  subject: 'Your clients this week',
  text: 'Ada 3 of 3',
  html: '<p>Ada 3 of 3</p>',
  dedupeKey,
  userId,
  headers: { 'List-Unsubscribe': '<https://blockbeat.test/unsubscribe?token=t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
});
const post = (body: unknown, secret = INTERNAL_API_SECRET) =>
  fetch(`${support.service.url}/internal/mail`, { method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const queuedWith = (dedupeKey: string) =>
  support.service.sequelize.query<{ to: string; subject: string; headers: Record<string, string>; userId: string }>(
    `SELECT to_address AS "to", subject, headers, user_id AS "userId" FROM support.mail_outbox WHERE dedupe_key = :dedupeKey`,
    { replacements: { dedupeKey }, type: QueryTypes.SELECT },
  );

describe('mail from the other services (/internal/mail)', () => {
  test('when a service hands the same mail twice, even at once, then the outbox holds it once and the worker is woken once', async () => {
    const key = `coaching-weekly-summary:${randomUUID()}:2026-W48`;
    const userId = randomUserId();
    const wakesBefore = support.wakes.count;
    const answers = await Promise.all([post(mail(key, userId)), post(mail(key, userId))]);
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    expect((await Promise.all(answers.map((a) => a.json()))).map((b: { queued: boolean }) => b.queued).sort()).toEqual([false, true]);
    const again = await post(mail(key, userId));
    expect(await again.json()).toEqual({ queued: false });
    expect(await queuedWith(key)).toEqual([{ to: 'coach@example.com', subject: 'Your clients this week', headers: mail(key, userId).headers, userId }]);
    expect(support.wakes.count - wakesBefore).toBe(1);
  });

  test('when the secret is wrong or missing, or the mail is not one, then nothing is queued', async () => {
    const key = `coaching-weekly-summary:${randomUUID()}:2026-W48`;
    expect((await post(mail(key, randomUserId()), 'not-the-secret-of-the-services-here')).status).toBe(401);
    expect((await requestJson(`${support.service.url}/internal/mail`, { method: 'POST', body: mail(key, randomUserId()) })).status).toBe(401);
    const bad = await post({ ...mail(key, randomUserId()), to: 'nobody', dedupeKey: 'short' });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields).sort()).toEqual(['dedupeKey', 'to']);
    expect(await queuedWith(key)).toEqual([]);
  });

  test('when a mail names headers other than the unsubscribe ones, then they are dropped, not sent', async () => {
    const key = `coaching-weekly-summary:${randomUUID()}:2026-W48`;
    const userId = randomUserId();
    expect((await post({ ...mail(key, userId), headers: { Bcc: 'everyone@example.com', 'List-Unsubscribe': '<https://blockbeat.test/u>' } })).status).toBe(202);
    expect((await queuedWith(key))[0]!.headers).toEqual({ 'List-Unsubscribe': '<https://blockbeat.test/u>' });
  });
});
