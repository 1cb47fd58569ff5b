import type { Logger, SignedIdTokens } from '@blockbeat/service-kit';
import { doneKey, programsOf, type ClientData } from '../../clients';
import type { ProgramRepository } from '../../programs';
import { addDays, datesFrom, daysBetween, fallsBehind, mondayOf, plannedOn, utcDateOf } from '../../schedule';
import type { SummaryNote, SummaryRecipient, SummaryRepository } from '../data/summary-repository';
import { escapeHtml } from '../../shared/escape-html';
import type { SupportMail, SupportMailer } from '../../shared/support-mailer';

export interface ClientWeek {
  name: string;
  done: number;
  planned: number;
}

/** One instructor's week: who kept up, who fell behind (docs/product.md#coaching), the notes left. */
export interface WeeklySummary {
  week: string;
  from: string;
  to: string;
  keptUp: ClientWeek[];
  fellBehind: ClientWeek[];
  notes: SummaryNote[];
}

/** The ISO 8601 week of a date, as `YYYY-Www` (weeks from Monday; week 1 holds 4 January). */
export function isoWeekOf(date: string): string {
  const thursday = addDays(mondayOf(date), 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(mondayOf(`${year}-01-04`), mondayOf(date)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export const summaryKey = (instructorId: string, week: string) => `coaching-weekly-summary:${instructorId}:${week}`;

export interface WeeklySummaryDeps {
  data: ClientData;
  programs: ProgramRepository;
  summaries: SummaryRepository;
  mailer: SupportMailer;
  tokens: SignedIdTokens;
  /** The public origin: the roster and the unsubscribe link are there. */
  baseUrl: string;
  logger: Logger;
  now: () => Date;
}

export const summaryUnsubscribePath = '/api/clients/summary-mail/unsubscribe';

/**
 * The weekly summary: each run (hourly) takes the week before the current one (UTC), and for every
 * instructor whose summary of that week is not handed over yet, works it out and hands it to
 * support. A failed hand-over is tried again on the next run, all that week (never lost); the
 * same key at support, and the week marked here once handed over, mean it is never sent twice,
 * whichever replica runs and however often.
 */
export function weeklySummaries({ data, programs, summaries, mailer, tokens, baseUrl, logger, now }: WeeklySummaryDeps) {
  async function summaryOf(instructorId: string, from: string, to: string, week: string): Promise<WeeklySummary> {
    const list = await data.clients.list(instructorId, { search: '', archived: 'active' });
    const ids = list.map((c) => c.id);
    const [plan, done, notes] = await Promise.all([data.assignments.ofClients(ids), data.completions.doneInRange(ids, from, to), summaries.notes(instructorId, from, to)]);
    const programsById = await programsOf(programs, instructorId, plan);
    const dates = datesFrom(from, 7);
    const doneOf = new Map(done.map((d) => [d.clientId, d.done]));
    const weeks = list.map((client): ClientWeek => {
      const items = plan.filter((a) => a.clientId === client.id);
      const didOn = doneOf.get(client.id);
      let planned = 0;
      let doneCount = 0;
      for (const date of dates)
        for (const workoutId of plannedOn(date, items, programsById)) {
          planned += 1;
          if (didOn?.has(doneKey(date, workoutId))) doneCount += 1;
        }
      return { name: client.name, done: doneCount, planned };
    });
    const byName = (a: ClientWeek, b: ClientWeek) => a.name.localeCompare(b.name);
    return {
      week,
      from,
      to,
      // The week is the 7 days before the next Monday: the falling-behind rule's own window.
      keptUp: weeks.filter((w) => w.planned > 0 && !fallsBehind(w)).sort(byName),
      fellBehind: weeks.filter((w) => fallsBehind(w)).sort(byName),
      notes,
    };
  }

  return {
    summaryOf,

    /** Hands over every due summary of last week; answers how many were handed over. */
    async runOnce(): Promise<number> {
      const thisMonday = mondayOf(utcDateOf(now()));
      const from = addDays(thisMonday, -7);
      const to = addDays(thisMonday, -1);
      const week = isoWeekOf(from);
      let handed = 0;
      for (const recipient of await summaries.due(week)) {
        try {
          const summary = await summaryOf(recipient.instructorId, from, to, week);
          await mailer.send(summaryMail(recipient, summary, baseUrl, `${baseUrl}${summaryUnsubscribePath}?token=${tokens.tokenFor(recipient.instructorId)}`));
          await summaries.markHandedOver(recipient.instructorId, week);
          handed += 1;
        } catch (err) {
          logger.warn({ err, instructorId: recipient.instructorId, week }, 'weekly summary not handed to support; tried again on the next run');
        }
      }
      return handed;
    },
  };
}

const line = (w: ClientWeek) => `${w.name}: ${w.done} of ${w.planned}`;

export function summaryMail(recipient: SummaryRecipient, s: WeeklySummary, baseUrl: string, unsubscribeUrl: string): SupportMail {
  const sections: Array<[string, string[]]> = [
    [`Kept up (${s.keptUp.length})`, s.keptUp.map(line)],
    [`Fell behind (${s.fellBehind.length})`, s.fellBehind.map(line)],
    [`New notes (${s.notes.length})`, s.notes.map((n) => `${n.clientName}, ${n.date}: ${n.note}`)],
  ];
  const intro = `Your clients from ${s.from} to ${s.to} (${s.week}).`;
  const text = [
    `Hello ${recipient.name || 'there'},`,
    '',
    intro,
    ...sections.flatMap(([title, items]) => ['', `${title}:`, ...(items.length ? items.map((i) => `- ${i}`) : ['- nobody'])]),
    '',
    `Your roster: ${baseUrl}/clients`,
    `Stop these weekly summaries: ${unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(recipient.name || 'there')},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(([title, items]) => `<h2>${escapeHtml(title)}</h2><ul>${(items.length ? items : ['nobody']).map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`),
    `<p><a href="${escapeHtml(`${baseUrl}/clients`)}">Your roster</a></p>`,
    `<p><a href="${escapeHtml(unsubscribeUrl)}">Stop these weekly summaries</a></p>`,
  ].join('\n');
  return {
    to: recipient.email,
    subject: `Your clients, ${s.week}: ${s.keptUp.length} kept up, ${s.fellBehind.length} fell behind`,
    text,
    html,
    dedupeKey: summaryKey(recipient.instructorId, s.week),
    userId: recipient.instructorId,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
