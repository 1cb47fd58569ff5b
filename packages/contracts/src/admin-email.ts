import { escapeHtml } from './html';

/**
 * Admin e-mail templates (docs/product.md#admin): the API between the support service and the
 * /admin/email-templates screen, and the one renderer every templated mail goes through (the
 * preview now, group e-mail later).
 */

export const EMAIL_PLACEHOLDERS = ['firstName', 'email', 'trialDaysLeft'] as const;
export type EmailPlaceholder = (typeof EMAIL_PLACEHOLDERS)[number];

/** What each placeholder stands for in one mail. */
export type TemplateValues = Record<EmailPlaceholder, string | number>;

export const EMAIL_TEMPLATE_LIMITS = {
  nameMax: 80,
  subjectMax: 200,
  bodyMax: 20_000,
} as const;

const PLACEHOLDER_LIST = '{{firstName}}, {{email}} or {{trialDaysLeft}}';

export const EMAIL_TEMPLATE_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${EMAIL_TEMPLATE_LIMITS.nameMax} characters`,
  nameTaken: 'A template with this name already exists',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${EMAIL_TEMPLATE_LIMITS.subjectMax} characters`,
  bodyRequired: 'Body is required',
  bodyTooLong: `Body must be at most ${EMAIL_TEMPLATE_LIMITS.bodyMax} characters`,
  notFound: 'Template not found',
} as const;

export const unknownPlaceholderMessage = (name: string) => `Unknown placeholder {{${name}}}: use ${PLACEHOLDER_LIST}`;

/** The values the preview fills in when the screen gives none. */
export const SAMPLE_TEMPLATE_VALUES: TemplateValues = { firstName: 'Alex', email: 'alex@example.com', trialDaysLeft: 7 };

/** POST /api/admin/email-templates and PUT /api/admin/email-templates/{id}. */
export interface EmailTemplateInput {
  name: string;
  subject: string;
  /** Plain text; a blank line starts a new paragraph. */
  body: string;
}

export interface EmailTemplate extends EmailTemplateInput {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/email-templates, by name. */
export interface EmailTemplateList {
  templates: EmailTemplate[];
}

/** POST /api/admin/email-templates/preview. */
export interface EmailPreviewInput {
  subject: string;
  body: string;
  sample?: Partial<TemplateValues>;
}

/** A filled-in mail: what the preview answers and what a group mail sends. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** `{{ name }}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isPlaceholder = (name: string): name is EmailPlaceholder => (EMAIL_PLACEHOLDERS as readonly string[]).includes(name);

/** The first `{{…}}` in `text` that is not one of EMAIL_PLACEHOLDERS, without its braces; null when all are known. */
export function unknownPlaceholder(text: string): string | null {
  for (const [, name] of text.matchAll(PLACEHOLDER)) if (!isPlaceholder(name!)) return name!;
  return null;
}

export type EmailTemplateField = keyof EmailTemplateInput;

/** Each field's limit and wording; the service's schema is built from them. */
export const EMAIL_TEMPLATE_RULES: Record<EmailTemplateField, { max: number; required: string; tooLong: string; placeholders: boolean }> = {
  name: { max: EMAIL_TEMPLATE_LIMITS.nameMax, required: EMAIL_TEMPLATE_MESSAGES.nameRequired, tooLong: EMAIL_TEMPLATE_MESSAGES.nameTooLong, placeholders: false },
  subject: { max: EMAIL_TEMPLATE_LIMITS.subjectMax, required: EMAIL_TEMPLATE_MESSAGES.subjectRequired, tooLong: EMAIL_TEMPLATE_MESSAGES.subjectTooLong, placeholders: true },
  body: { max: EMAIL_TEMPLATE_LIMITS.bodyMax, required: EMAIL_TEMPLATE_MESSAGES.bodyRequired, tooLong: EMAIL_TEMPLATE_MESSAGES.bodyTooLong, placeholders: true },
};

/** Why a template's field would be refused, or null: the service's rule (after trimming), for screens to say it first. */
export function templateFieldProblem(field: EmailTemplateField, value: string): string | null {
  const rule = EMAIL_TEMPLATE_RULES[field];
  const text = value.trim();
  if (!text) return rule.required;
  if (text.length > rule.max) return rule.tooLong;
  const unknown = rule.placeholders ? unknownPlaceholder(text) : null;
  return unknown === null ? null : unknownPlaceholderMessage(unknown);
}

const fill = (text: string, values: TemplateValues) =>
  text.replace(PLACEHOLDER, (match, name: string) => (isPlaceholder(name) ? String(values[name]) : match));

const PARAGRAPH = 'margin:0 0 16px;font-size:16px;line-height:24px;color:#1f1f2e';

/** A filled-in template before it is framed: the body's paragraphs as escaped HTML. */
export interface FilledTemplate {
  subject: string;
  text: string;
  bodyHtml: string;
}

/**
 * A template filled in with one recipient's values. The subject is one line (a header); the text
 * part is the body as written; the HTML part escapes everything, template and values alike, so a
 * first name of `<script>` arrives as text. Placeholders are filled before escaping, and a value
 * is never read for placeholders again.
 */
export function fillTemplate(template: Pick<EmailTemplateInput, 'subject' | 'body'>, values: TemplateValues): FilledTemplate {
  const subject = fill(template.subject, values).replace(/\s+/g, ' ').trim();
  const text = `${fill(template.body.replace(/\r\n?/g, '\n'), values).trim()}\n`;
  const bodyHtml = text
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((p) => `<p style="${PARAGRAPH}">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return { subject, text, bodyHtml };
}
