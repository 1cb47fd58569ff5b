import { SUPPORT_LIMITS, SUPPORT_MESSAGES, TICKET_CATEGORIES, TICKET_STATUSES } from '@blockbeat/contracts';
import { storableString } from '@blockbeat/contracts/schemas';
import Joi from 'joi';

const STATUS_INVALID = 'Choose a status: open, pending, resolved or closed';
const SEARCH_MAX = 200;
const PAGE_SIZE_MAX = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** A body naming a field we do not know is refused, not silently trimmed (the service-kit validator strips by default). */
const body = <T>(keys: Joi.PartialSchemaMap<T>) => Joi.object<T>(keys).prefs({ stripUnknown: false });

/** Required text between 1 and `max` characters (after trimming), every refusal in one wording per field. */
function text(max: number, required: string, tooLong: string): Joi.StringSchema {
  return storableString()
    .trim()
    .min(1)
    .max(max)
    .required()
    .messages({ 'any.required': required, 'string.empty': required, 'string.min': required, 'string.base': required, 'string.max': tooLong });
}

const choice = (values: readonly string[], message: string) =>
  Joi.string()
    .valid(...values)
    .messages({ 'any.only': message, 'any.required': message, 'string.base': message, 'string.empty': message });

const messageBody = () => text(SUPPORT_LIMITS.messageMax, SUPPORT_MESSAGES.messageRequired, SUPPORT_MESSAGES.messageTooLong);

export const newTicketSchema = body({
  subject: text(SUPPORT_LIMITS.subjectMax, SUPPORT_MESSAGES.subjectRequired, SUPPORT_MESSAGES.subjectTooLong),
  category: choice(TICKET_CATEGORIES, SUPPORT_MESSAGES.categoryInvalid).required(),
  message: messageBody(),
});

export const userMessageSchema = body({ body: messageBody() });

export const staffMessageSchema = body({ body: messageBody(), internal: Joi.boolean().default(false) });

export const statusSchema = body({ status: choice(TICKET_STATUSES, STATUS_INVALID).required() });

export const staffQuerySchema = Joi.object({
  status: choice(TICKET_STATUSES, STATUS_INVALID),
  category: choice(TICKET_CATEGORIES, SUPPORT_MESSAGES.categoryInvalid),
  unread: Joi.boolean(),
  q: storableString().trim().max(SEARCH_MAX).allow(''),
  page: Joi.number().integer().min(1).max(1_000_000).default(1),
  pageSize: Joi.number().integer().min(1).max(PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
});
