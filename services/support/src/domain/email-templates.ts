import {
  EMAIL_TEMPLATE_MESSAGES,
  SAMPLE_TEMPLATE_VALUES,
  type EmailPreviewInput,
  type EmailTemplate,
  type EmailTemplateInput,
  type EmailTemplateList,
  type RenderedEmail,
} from '@blockbeat/contracts';
import { HttpError, NotFoundError } from '@blockbeat/service-kit';
import { NAME_TAKEN, type EmailTemplateRepository } from '../data/email-template-repository';
import { templateMail, unsubscribeUrl } from './group-email-mail';

const templateNotFound = () => new NotFoundError(EMAIL_TEMPLATE_MESSAGES.notFound);
/** 409 naming the field, so the screen shows it by the name box. */
const nameTaken = () => new HttpError(409, 'conflict', EMAIL_TEMPLATE_MESSAGES.nameTaken, { name: EMAIL_TEMPLATE_MESSAGES.nameTaken });

function saved<T extends EmailTemplate | null>(result: T | typeof NAME_TAKEN): EmailTemplate {
  if (result === NAME_TAKEN) throw nameTaken();
  if (result === null) throw templateNotFound();
  return result;
}

/** /admin/email-templates: the templates group e-mail sends, and their preview. */
/** `baseUrl`: the public origin, for the preview's example unsubscribe link. */
export function emailTemplateUseCases(templates: EmailTemplateRepository, baseUrl: string) {
  return {
    list: async (): Promise<EmailTemplateList> => ({ templates: await templates.list() }),

    async read(id: string): Promise<EmailTemplate> {
      return saved(await templates.find(id));
    },

    async create(input: EmailTemplateInput): Promise<EmailTemplate> {
      return saved(await templates.create(input));
    },

    async update(id: string, input: EmailTemplateInput): Promise<EmailTemplate> {
      return saved(await templates.update(id, input));
    },

    async remove(id: string): Promise<void> {
      if (!(await templates.remove(id))) throw templateNotFound();
    },

    /** The mail as a recipient gets it: BlockBeat's frame and an unsubscribe link (an example one). */
    preview: ({ subject, body, sample }: EmailPreviewInput): RenderedEmail =>
      templateMail({ subject, body }, { ...SAMPLE_TEMPLATE_VALUES, ...sample }, unsubscribeUrl(baseUrl, 'example')),
  };
}

export type EmailTemplateUseCases = ReturnType<typeof emailTemplateUseCases>;
