import { escapeHtml, renderTemplate, type EmailTemplateInput, type TemplateValues } from '@blockbeat/contracts';
import type { OutgoingMail } from '../data/outbox-repository';

export interface GroupMailRecipient extends TemplateValues {
  userId: string;
  email: string;
}

/** Where a group mail's unsubscribe link points (the gateway routes it to support, no sign-in). */
export const unsubscribeUrl = (baseUrl: string, token: string) => `${baseUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;

const FOOTER_TEXT = 'You get this because you have a BlockBeat account. To get no more of these e-mails, unsubscribe:';

/**
 * A template filled in for one recipient, with the unsubscribe link in both parts and the
 * List-Unsubscribe headers (RFC 2369, and RFC 8058's one-click POST) mail clients offer as a button.
 */
export function groupMail(template: Pick<EmailTemplateInput, 'subject' | 'body'>, recipient: GroupMailRecipient, link: string, dedupeKey: string): OutgoingMail {
  const { subject, text, html } = renderTemplate(template, recipient);
  const footer = `<p style="margin:24px 0 0;font-size:12px;line-height:18px;color:#5b5b70">${escapeHtml(FOOTER_TEXT)} <a href="${escapeHtml(link)}" style="color:#7c3aed">${escapeHtml(link)}</a></p>\n`;
  return {
    to: recipient.email,
    subject,
    text: `${text}\n--\n${FOOTER_TEXT}\n${link}\n`,
    html: html.replace('</body>', `${footer}</body>`),
    dedupeKey,
    userId: recipient.userId,
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
