import { escapeHtml } from '@blockbeat/contracts';

/**
 * BlockBeat's colours (packages/ui tokens: primary #7c3aed, accent #ec4899); a service cannot import
 * the ui package, and mail clients need the values inline anyway.
 */
const PRIMARY = '#7c3aed';
const ACCENT = '#ec4899';
const TEXT = '#1f1f2e';
const MUTED = '#5b5b70';
const QUOTE_BG = '#f4f1fd';

export interface MailContent {
  /** The first line, shown as the mail's heading. */
  heading: string;
  /** Plain sentences, each its own paragraph. */
  paragraphs: string[];
  /** Labelled facts ("Category: Billing"). */
  facts?: Array<[label: string, value: string]>;
  /** Text someone wrote (a message, a reply), shown as a quote with its line breaks. */
  quote?: string;
  action: { label: string; url: string };
}

/**
 * The text and HTML parts of a BlockBeat mail. Every value is escaped for HTML here, so callers
 * pass plain text (user input included) and never markup. Tables and inline styles, because
 * mail clients ignore style sheets and most of CSS layout.
 */
export function renderMail(content: MailContent): { text: string; html: string } {
  return { text: renderText(content), html: renderHtml(content) };
}

function renderText({ heading, paragraphs, facts = [], quote, action }: MailContent): string {
  const lines = [heading, '', ...paragraphs.flatMap((p) => [p, ''])];
  if (facts.length > 0) lines.push(...facts.map(([label, value]) => `${label}: ${value}`), '');
  if (quote !== undefined) lines.push(...quote.split(/\r?\n/).map((line) => `> ${line}`), '');
  lines.push(`${action.label}: ${action.url}`, '', '— BlockBeat');
  return `${lines.join('\n')}\n`;
}

function renderHtml({ heading, paragraphs, facts = [], quote, action }: MailContent): string {
  const e = escapeHtml;
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${TEXT}">${e(text)}</p>`;
  const factRows = facts
    .map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:${MUTED};font-size:14px">${e(label)}</td><td style="padding:2px 0;font-size:14px;color:${TEXT}">${e(value)}</td></tr>`)
    .join('');
  const content = `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:${TEXT}">${e(heading)}</h1>
${paragraphs.map(p).join('\n')}
${factRows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${factRows}</table>` : ''}
${quote === undefined ? '' : `<div style="margin:0 0 20px;padding:12px 16px;background:${QUOTE_BG};border-left:4px solid ${PRIMARY};border-radius:4px;font-size:15px;line-height:22px;color:${TEXT};white-space:pre-wrap">${e(quote)}</div>`}
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:8px;background:${PRIMARY}"><a href="${e(action.url)}" style="display:inline-block;padding:12px 22px;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">${e(action.label)}</a></td></tr></table>
<p style="margin:20px 0 0;font-size:13px;line-height:20px;color:${MUTED}">Or open this address: <a href="${e(action.url)}" style="color:${PRIMARY}">${e(action.url)}</a></p>`;
  return brandedHtml({ title: heading, contentHtml: content });
}

/**
 * BlockBeat's frame around a mail's content: the name bar, the accent line, a white card and the
 * footer. `contentHtml` and `footerHtml` are markup the caller has already escaped.
 */
export function brandedHtml({ title, contentHtml, footerHtml = '' }: { title: string; contentHtml: string; footerHtml?: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f7f7fb">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f7fb"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:10px;overflow:hidden;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<tr><td style="background:${PRIMARY};padding:18px 28px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:.2px">BlockBeat</td></tr>
<tr><td style="height:4px;background:${ACCENT};line-height:4px;font-size:0">&nbsp;</td></tr>
<tr><td style="padding:28px">
${contentHtml}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #ececf3;font-size:12px;line-height:18px;color:${MUTED}">BlockBeat · Professional workout timer platform for fitness instructors${footerHtml}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

/** A link in the footer's small print. */
export const footerLink = (label: string, url: string) =>
  `<br>${escapeHtml(label)} <a href="${escapeHtml(url)}" style="color:${PRIMARY}">${escapeHtml(url)}</a>`;
