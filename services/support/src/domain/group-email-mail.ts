import { fillTemplate, type EmailTemplateInput, type RenderedEmail, type TemplateValues } from '@blockbeat/contracts';
import type { OutgoingMail } from '../data/outbox-repository';
import { brandedHtml, footerLink } from './mail-layout';

export interface GroupMailRecipient extends TemplateValues {
  userId: string;
  email: string;
}

/** Where a group mail's unsubscribe link points (the gateway routes it to support, no sign-in). */
export const unsubscribeUrl = (baseUrl: string, token: string) => `${baseUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;

const FOOTER_TEXT = 'You get this because you have a BlockBeat account. To get no more of these e-mails, unsubscribe:';

/**
 * A template filled in for one recipient in BlockBeat's mail frame, with the unsubscribe link in
 * both parts: what a group mail sends and what the template preview shows.
 */
export function templateMail(template: Pick<EmailTemplateInput, 'subject' | 'body'>, values: TemplateValues, unsubscribeLink: string): RenderedEmail {
  const { subject, text, bodyHtml } = fillTemplate(template, values);
  return {
    subject,
    text: `${text}\n--\n${FOOTER_TEXT}\n${unsubscribeLink}\n`,
    html: brandedHtml({ title: subject, contentHtml: bodyHtml, footerHtml: footerLink(FOOTER_TEXT, unsubscribeLink) }),
  };
}

/** One recipient's group mail, with the List-Unsubscribe headers (RFC 2369, and RFC 8058's one-click POST) mail clients offer as a button. */
export function groupMail(template: Pick<EmailTemplateInput, 'subject' | 'body'>, recipient: GroupMailRecipient, link: string, dedupeKey: string): OutgoingMail {
  return {
    to: recipient.email,
    ...templateMail(template, recipient, link),
    dedupeKey,
    userId: recipient.userId,
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
