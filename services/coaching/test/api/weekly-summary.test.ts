import type { Client, ClientLink, Program } from '@blockbeat/contracts';
import express from 'express';
import { requestJson, startTestServer, testLogger } from '@blockbeat/service-kit/testing';
import { createWeeklySummaryJob } from '../../src/app';
import { supportMailer, type SupportMail } from '../../src/shared/support-mailer';
import { isoWeekOf } from '../../src/summary';
import { INTERNAL_SECRET } from '../support/fake-content';
import { BASE_URL, programDays, useCoachingService } from '../support/coaching-service';

const { service, instructor, content, visitor, clock, outbox } = useCoachingService();

/** What support's /internal/mail was handed; `failing` makes it refuse, as a support that is down. */
function fakeSupport() {
  const mails: SupportMail[] = [];
  const state = { failing: false };
  return {
    mails,
    state,
    mailer: {
      async send(mail: SupportMail) {
        if (state.failing) throw new Error('support answered 503 to /internal/mail');
        mails.push(mail);
      },
    },
  };
}

const jobWith = (support: ReturnType<typeof fakeSupport>) =>
  createWeeklySummaryJob({ sequelize: service.sequelize, logger: testLogger(), baseUrl: BASE_URL, internalApiSecret: INTERNAL_SECRET, mailer: support.mailer, now: () => clock.now });

/** An instructor with Ada (kept up, left a note) and Bo (did nothing) on a Mon-Wed-Fri program since 2026-11-16. */
async function coachWithTwoClients() {
  clock.now = new Date('2026-11-28T12:00:00Z');
  const coach = instructor();
  const workout = content.addWorkout(coach.sub);
  const program = (await coach.call<Program>('POST', '/api/programs', { name: 'Mon-Wed-Fri', weeks: 4, days: programDays(4, { 0: [workout.id], 2: [workout.id], 4: [workout.id] }) })).body;
  const [ada, bo, archived] = await Promise.all(['Ada', 'Bo', 'Cy'].map(async (name) => (await coach.call<Client>('POST', '/api/clients', { name })).body));
  for (const c of [ada!, bo!, archived!]) await coach.call('POST', `/api/clients/${c.id}/assignments`, { programId: program.id, startDate: '2026-11-16' });
  await coach.call('PATCH', `/api/clients/${archived!.id}`, { archived: true });
  const { token } = (await coach.call<ClientLink>('POST', `/api/clients/${ada!.id}/link`)).body;
  for (const date of ['2026-11-23', '2026-11-25', '2026-11-27'])
    await visitor('POST', `/api/c/${token}/completions`, { id: crypto.randomUUID(), workoutId: workout.id, date, effort: 7, note: date === '2026-11-25' ? 'Knee <sore> & tired' : '' });
  return coach;
}

describe('the weekly summary mail', () => {
  test('when ISO weeks are named, then week 1 holds 4 January and a week spanning the year end belongs to its Thursday’s year', () => {
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-29')).toBe('2026-W48');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
  });

  test('when the week is over, then the instructor gets one mail with who kept up, who fell behind and the new notes, and running the job again sends nothing more', async () => {
    const coach = await coachWithTwoClients();
    const support = fakeSupport();
    clock.now = new Date('2026-11-30T07:00:00Z'); // the Monday after
    const job = jobWith(support);
    await job.runOnce();
    const mine = () => support.mails.filter((m) => m.userId === coach.sub);
    expect(mine()).toHaveLength(1);
    const mail = mine()[0]!;
    expect(mail).toMatchObject({ to: `${coach.sub}@example.com`, dedupeKey: `coaching-weekly-summary:${coach.sub}:2026-W48`, subject: 'Your clients, 2026-W48: 1 kept up, 1 fell behind' });
    expect(mail.text).toContain('Your clients from 2026-11-23 to 2026-11-29 (2026-W48).');
    expect(mail.text).toContain('Kept up (1):\n- Ada: 3 of 3\n\nFell behind (1):\n- Bo: 0 of 3\n\nNew notes (1):\n- Ada, 2026-11-25: Knee <sore> & tired');
    expect(mail.text).not.toContain('Cy');
    expect(mail.html).toContain('<li>Ada, 2026-11-25: Knee &#60;sore&#62; &#38; tired</li>');
    const unsubscribe = /Stop these weekly summaries: (\S+)/.exec(mail.text)![1]!;
    expect(unsubscribe.startsWith(`${BASE_URL}/api/clients/summary-mail/unsubscribe?token=`)).toBe(true);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    clock.now = new Date('2026-12-02T18:00:00Z');
    await job.runOnce();
    await jobWith(support).runOnce(); // another replica
    expect(mine()).toHaveLength(1);
  });

  test('when support cannot take the mail, then the week is tried again on the next run and handed over once', async () => {
    const coach = await coachWithTwoClients();
    const support = fakeSupport();
    clock.now = new Date('2026-11-30T07:00:00Z');
    support.state.failing = true;
    await jobWith(support).runOnce();
    expect(support.mails.filter((m) => m.userId === coach.sub)).toHaveLength(0);
    support.state.failing = false;
    await jobWith(support).runOnce();
    await jobWith(support).runOnce();
    expect(support.mails.filter((m) => m.userId === coach.sub).map((m) => m.dedupeKey)).toEqual([`coaching-weekly-summary:${coach.sub}:2026-W48`]);
  });

  test('when /internal/weekly-summary/run is called with the services’ secret, then it runs the job now and answers how many it handed over; without the secret, 401 and nothing runs', async () => {
    const coach = await coachWithTwoClients();
    clock.now = new Date('2026-11-30T07:00:00Z');
    const run = (token?: string) => requestJson<{ handed: number }>(`${service.url}/internal/weekly-summary/run`, { method: 'POST', token });
    for (const token of [undefined, 'x'.repeat(40)]) {
      const refused = await run(token);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ error: { code: 'unauthenticated' } });
    }
    expect(outbox.mails.filter((m) => m.userId === coach.sub)).toEqual([]);
    const ran = await run(INTERNAL_SECRET);
    expect(ran.status).toBe(200);
    expect(ran.body.handed).toBeGreaterThanOrEqual(1);
    expect(outbox.mails.filter((m) => m.userId === coach.sub).map((m) => m.subject)).toEqual(['Your clients, 2026-W48: 1 kept up, 1 fell behind']);
    expect((await run(INTERNAL_SECRET)).body).toEqual({ handed: 0 });
  });

  test('when the instructor follows the unsubscribe link and confirms, then no later week is sent; a changed token stops nobody', async () => {
    const coach = await coachWithTwoClients();
    const support = fakeSupport();
    clock.now = new Date('2026-11-30T07:00:00Z');
    await jobWith(support).runOnce();
    const link = /Stop these weekly summaries: \S+\/api\/clients\/summary-mail\/unsubscribe\?token=(\S+)/.exec(support.mails.find((m) => m.userId === coach.sub)!.text)![1]!;
    const at = (token: string) => `${service.url}/api/clients/summary-mail/unsubscribe?token=${token}`;

    const changed = `${link.slice(0, -2)}xx`;
    expect((await fetch(at(changed), { method: 'POST' })).status).toBe(400);
    const page = await fetch(at(link));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    const done = await fetch(at(link), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);

    clock.now = new Date('2026-12-07T07:00:00Z');
    await jobWith(support).runOnce();
    expect(support.mails.filter((m) => m.userId === coach.sub).map((m) => m.dedupeKey)).toEqual([`coaching-weekly-summary:${coach.sub}:2026-W48`]);
  });

  test('when the mail is handed to support, then it is POSTed to /internal/mail with the services’ secret, and anything but 202 is a failure', async () => {
    const seen: Array<{ authorization: string | undefined; body: unknown }> = [];
    let status = 202;
    const support = await startTestServer(
      express()
        .use(express.json())
        .post('/internal/mail', (req, res) => {
          seen.push({ authorization: req.get('authorization'), body: req.body });
          res.status(status).json({ queued: true });
        }),
    );
    try {
      const mailer = supportMailer({ supportUrl: support.url, secret: INTERNAL_SECRET });
      const mail: SupportMail = { to: 'coach@example.com', subject: 'S', text: 'T', html: '<p>T</p>', dedupeKey: 'coaching-weekly-summary:x:2026-W48', userId: crypto.randomUUID(), headers: {} };
      await mailer.send(mail);
      expect(seen).toEqual([{ authorization: `Bearer ${INTERNAL_SECRET}`, body: mail }]);
      status = 503;
      await expect(mailer.send(mail)).rejects.toThrow('support answered 503 to /internal/mail');
    } finally {
      await support.close();
    }
  });
});
