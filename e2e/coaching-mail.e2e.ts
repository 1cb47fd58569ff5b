import fs from 'node:fs';
import path from 'node:path';
import type { AuthUser } from '@blockbeat/contracts';
import type { CaughtMail } from '@blockbeat/mail-catcher';
import { baseUrl, signIn, trackPageErrors, uniqueEmail } from './support/browser';
import { caughtMails, waitForMail } from './support/mail';
import { E2E_PORT, readState } from './support/stack-state';
import { browserForFile, pageApi as api, refuseOffMachineRequests, visible } from './support/suite';

// Issue 28, item 4 and "Deliver": the client's link arrives by e-mail and opens their page; the
// instructor's weekly summary arrives in the local inbox with who kept up, who fell behind and
// the new notes of what the clients logged.
jest.setTimeout(300_000);
const browser = browserForFile();

/** The launcher's port for the coaching service (scripts/start.ts). */
const COACHING_PORT = E2E_PORT + 9;
const PHONE = { width: 390, height: 844 };

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Last week on the UTC calendar, Monday to Sunday: the week the summary job hands over. */
function lastWeek() {
  const today = new Date().toISOString().slice(0, 10);
  const thisMonday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return { monday: addDays(thisMonday, -7), wednesday: addDays(thisMonday, -5), sunday: addDays(thisMonday, -1) };
}

/** The stack's INTERNAL_API_SECRET: the variable, else the one the launcher keeps in DATA_DIR. */
const internalSecret = () => process.env.INTERNAL_API_SECRET ?? fs.readFileSync(path.join(readState().dataDir, 'internal-api-secret'), 'utf8').trim();

/** The weekly summary's run, now: what the hourly timer does (off in the e2e stack). */
async function runWeeklySummary(): Promise<{ handed: number }> {
  const res = await fetch(`http://127.0.0.1:${COACHING_PORT}/internal/weekly-summary/run`, { method: 'POST', headers: { authorization: `Bearer ${internalSecret()}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as { handed: number };
}

const textOf = (mail: CaughtMail) => mail.text.replace(/\r\n/g, '\n');
const pageLinkIn = (mail: CaughtMail) => /Your private page: (\S+)/.exec(textOf(mail))?.[1];

test('when the instructor sends a client their link by e-mail and the week ends, then the link arrives and opens the page, and the summary names who kept up, who fell behind and the notes, once', async () => {
  const instructorContext = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  await refuseOffMachineRequests(instructorContext);
  const instructor = await instructorContext.newPage();
  const errors = trackPageErrors(instructor);
  const coachEmail = uniqueEmail('coach-mail');
  await signIn(instructor, coachEmail);
  const me = (await api<AuthUser>(instructor, 'GET', '/api/auth/user')).body;
  const coachName = [me.firstName, me.lastName].filter(Boolean).join(' ');

  // A two-week program from last Monday: a workout on its Day 1 and Day 3 (Monday, Wednesday).
  const workout = await api<{ id: string }>(instructor, 'POST', '/api/workouts', { name: 'E2E Mail Hold', exercises: [{ name: 'Hold', duration: 10, restTime: 0 }] });
  expect(workout.status).toBe(201);
  const day = (ids: string[]) => ({ workoutIds: ids });
  const week = [day([workout.body.id]), day([]), day([workout.body.id]), day([]), day([]), day([]), day([])];
  const program = await api<{ id: string }>(instructor, 'POST', '/api/programs', { name: 'E2E Mon-Wed', weeks: 2, days: [week, week] });
  expect(program.status).toBe(201);
  const { monday, wednesday, sunday } = lastWeek();
  const kimEmail = uniqueEmail('kim');
  const clients: Record<'kim' | 'lou', string> = { kim: '', lou: '' };
  for (const [key, name, email] of [['kim', 'Kim E2E', kimEmail], ['lou', 'Lou E2E', null]] as const) {
    const created = await api<{ id: string }>(instructor, 'POST', '/api/clients', { name, email });
    expect(created.status).toBe(201);
    clients[key] = created.body.id;
    expect((await api(instructor, 'POST', `/api/clients/${created.body.id}/assignments`, { programId: program.body.id, startDate: monday })).status).toBe(201);
  }

  // Kim's link, by e-mail from the client's page: none yet, so one is made and mailed.
  await instructor.goto(`${baseUrl()}/clients/${clients.kim}`);
  await visible(instructor.getByRole('heading', { name: 'Kim E2E', level: 1 }));
  await instructor.getByRole('button', { name: 'Send link by e-mail' }).click();
  await visible(instructor.getByText(`A new link was made and sent to ${kimEmail}.`));
  const linkMail = await waitForMail((m) => m.to.includes(kimEmail));
  expect(linkMail.subject).toBe(`${coachName} sent you your training page`);
  expect(textOf(linkMail)).toContain(`Hello Kim E2E,\n\n${coachName} coaches you on BlockBeat. Your private page: `);
  expect(textOf(linkMail)).toContain('It shows your workouts for today and the days ahead');
  const kimLink = pageLinkIn(linkMail)!;
  expect(kimLink).toMatch(new RegExp(`^${baseUrl()}/c/[A-Za-z0-9_-]{32}$`));

  // Sent again: the same live link (not a renewed one), in a second mail.
  await instructor.getByRole('button', { name: 'Send link by e-mail' }).click();
  await visible(instructor.getByText(`Sent to ${kimEmail}.`));
  await waitForMail((m) => m.to.includes(kimEmail) && m.id !== linkMail.id);
  expect((await caughtMails()).filter((m) => m.to.includes(kimEmail)).map(pageLinkIn)).toEqual([kimLink, kimLink]);

  // The link from the mail opens Kim's page on a phone.
  const phone = await browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await refuseOffMachineRequests(phone);
  const kimPage = await phone.newPage();
  const kimErrors = trackPageErrors(kimPage);
  await kimPage.goto(kimLink);
  await visible(kimPage.getByRole('heading', { name: 'Hi Kim E2E' }));

  // Last week: Kim logged Monday and Wednesday (a note on Wednesday) as a phone catching up does; Lou logged nothing.
  const token = kimLink.split('/c/')[1]!;
  for (const [date, note] of [[monday, ''], [wednesday, 'Strong week']] as const) {
    const logged = await api(kimPage, 'POST', `/api/c/${token}/completions`, { id: crypto.randomUUID(), workoutId: workout.body.id, date, effort: 8, note });
    expect(logged.status).toBe(201);
  }

  // The week's summary, run now: one mail to the instructor with the figures.
  expect((await runWeeklySummary()).handed).toBeGreaterThanOrEqual(1);
  const isSummary = (m: CaughtMail) => m.to.includes(coachEmail) && m.subject.startsWith('Your clients, ');
  const summary = await waitForMail(isSummary);
  expect(summary.subject).toMatch(/^Your clients, \d{4}-W\d{2}: 1 kept up, 1 fell behind$/);
  const text = textOf(summary);
  expect(text).toContain(`Hello ${coachName},\n\nYour clients from ${monday} to ${sunday}`);
  expect(text).toContain(`Kept up (1):\n- Kim E2E: 2 of 2\n\nFell behind (1):\n- Lou E2E: 0 of 2\n\nNew notes (1):\n- Kim E2E, ${wednesday}: Strong week`);
  expect(text).toMatch(/Stop these weekly summaries: http:\/\/localhost:\d+\/api\/clients\/summary-mail\/unsubscribe\?token=\S+/);

  // The instructor opens the mail's unsubscribe link on a phone: one button (a link checker that
  // follows the link stops nothing), in BlockBeat's look, then "Done".
  const unsubscribeLink = /Stop these weekly summaries: (\S+)/.exec(text)![1]!;
  const coachPhone = await phone.newPage();
  await coachPhone.goto(unsubscribeLink);
  await visible(coachPhone.getByRole('heading', { name: 'Stop the weekly summary?' }));
  const stop = coachPhone.getByRole('button', { name: 'Stop the weekly summary of my clients' });
  expect((await stop.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await stop.click();
  await visible(coachPhone.getByRole('heading', { name: 'Done' }));
  await visible(coachPhone.getByText('You will get no more weekly summaries of your clients.'));

  // Run again: that week was handed over, nothing more is sent.
  expect((await runWeeklySummary()).handed).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect((await caughtMails()).filter(isSummary)).toHaveLength(1);

  expect([...errors, ...kimErrors]).toEqual([]);
  for (const c of [instructorContext, phone]) await c.close();
});
