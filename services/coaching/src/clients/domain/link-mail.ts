import { clientPageUrl, COACHING_LIMITS, COACHING_MESSAGES, type ClientLinkMailSent, type IdentityClaims } from '@blockbeat/contracts';
import { NotFoundError, RateLimitedError, UnavailableError, ValidationError, type Logger } from '@blockbeat/service-kit';
import { escapeHtml } from '../../shared/escape-html';
import type { SupportMail, SupportMailer } from '../../shared/support-mailer';
import type { ClientData } from '../data';
import { linkHashOf, newLinkToken, type LinkSealer } from './links';

export interface LinkMailDeps {
  data: ClientData;
  mailer: SupportMailer;
  sealer: LinkSealer;
  /** The public origin: client links point there. */
  baseUrl: string;
  logger: Logger;
}

const SECONDS_PER_HOUR = 3600;

export const linkMailKey = (clientId: string, requestId: string) => `coaching-client-link:${clientId}:${requestId}`;

/**
 * The client's link by e-mail, through support's outbox. The instructor's request id keys the
 * mail at support (kept once, ever), so a retried request never sends twice; a send support did
 * not take answers 503 and counts for nothing, and the same request may simply be sent again.
 */
export function clientLinkMails({ data, mailer, sealer, baseUrl, logger }: LinkMailDeps) {
  const { clients, linkMails } = data;

  /** The live link's token; when there is none (or it predates sealing), a new link is made. */
  async function liveToken(instructorId: string, clientId: string): Promise<{ token: string; made: boolean }> {
    const sealed = await clients.sealedLinkOf(clientId);
    const token = sealed && sealer.open(sealed);
    if (token) return { token, made: false };
    const fresh = newLinkToken();
    await clients.setLink(instructorId, clientId, { hash: linkHashOf(fresh), sealed: sealer.seal(fresh) });
    return { token: fresh, made: true };
  }

  return {
    async send(identity: IdentityClaims, clientId: string, requestId: string): Promise<ClientLinkMailSent> {
      const client = await clients.find(identity.sub, clientId);
      if (!client) throw new NotFoundError(COACHING_MESSAGES.clientNotFound);
      if (!client.email) throw new ValidationError({ email: COACHING_MESSAGES.linkMailNoEmail }, COACHING_MESSAGES.linkMailNoEmail);
      const reservation = await linkMails.reserve(client.id, requestId, COACHING_LIMITS.linkMailsPerHour);
      if (reservation === 'limited') throw new RateLimitedError(COACHING_MESSAGES.linkMailTooMany, SECONDS_PER_HOUR);
      await clients.rememberInstructor(identity.sub, identity.name, identity.email);
      const { token, made } = await liveToken(identity.sub, client.id);
      try {
        await mailer.send(linkMail({ to: client.email, clientName: client.name, instructorName: identity.name, url: clientPageUrl(baseUrl, token), key: linkMailKey(client.id, requestId), instructorId: identity.sub }));
      } catch (err) {
        logger.warn({ err, clientId: client.id }, 'client link mail not handed to support');
        if (reservation === 'new') await linkMails.release(client.id, requestId);
        throw new UnavailableError(COACHING_MESSAGES.linkMailUnavailable);
      }
      return { to: client.email, linkMade: made };
    },
  };
}

export type ClientLinkMails = ReturnType<typeof clientLinkMails>;

export function linkMail(m: { to: string; clientName: string; instructorName: string; url: string; key: string; instructorId: string }): SupportMail {
  const coach = m.instructorName || 'Your instructor';
  const what = 'It shows your workouts for today and the days ahead, and plays them: no sign-up, no app to install. Keep it to yourself: anyone with the link sees your plan.';
  return {
    to: m.to,
    subject: `${coach} sent you your training page`,
    text: [`Hello ${m.clientName},`, '', `${coach} coaches you on BlockBeat. Your private page: ${m.url}`, '', what].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(m.clientName)},</p>`,
      `<p>${escapeHtml(coach)} coaches you on BlockBeat. <a href="${escapeHtml(m.url)}">Open your private page</a>: ${escapeHtml(m.url)}</p>`,
      `<p>${escapeHtml(what)}</p>`,
    ].join('\n'),
    dedupeKey: m.key,
    userId: m.instructorId,
    headers: {},
  };
}
