import { EMAIL_TEMPLATE_RULES, unknownPlaceholder, unknownPlaceholderMessage, type EmailTemplateField } from '@blockbeat/contracts';
import { storableString } from '@blockbeat/contracts/schemas';
import Joi from 'joi';

const SAMPLE_INVALID = 'The sample has firstName and email (text) and trialDaysLeft (a whole number from 0 to 365)';
/** As long as an e-mail address may be. */
const SAMPLE_TEXT_MAX = 254;
const SAMPLE_REFUSALS = ['object.base', 'object.unknown', 'string.base', 'string.max', 'number.base', 'number.integer', 'number.min', 'number.max', 'number.unsafe'];

/** A field by the contracts' rule: required, trimmed, at most its length, the known placeholders only. */
function field(name: EmailTemplateField): Joi.StringSchema {
  const { max, required, tooLong, placeholders } = EMAIL_TEMPLATE_RULES[name];
  const schema = storableString()
    .trim()
    .min(1)
    .max(max)
    .required()
    .messages({ 'any.required': required, 'string.empty': required, 'string.min': required, 'string.base': required, 'string.max': tooLong });
  if (!placeholders) return schema;
  return schema.custom((value: string, helpers) => {
    const unknown = unknownPlaceholder(value);
    // Given as a value, not as the message's template: Joi would read the braces as its own.
    return unknown === null ? value : helpers.message({ custom: '{#text}' }, { text: unknownPlaceholderMessage(unknown) });
  });
}

/** A field we do not know is refused, not silently dropped (the service-kit validator strips by default). */
const strict = <T>(keys: Joi.PartialSchemaMap<T>) => Joi.object<T>(keys).prefs({ stripUnknown: false });

export const emailTemplateSchema = strict({ name: field('name'), subject: field('subject'), body: field('body') });

export const emailPreviewSchema = strict({
  subject: field('subject'),
  body: field('body'),
  sample: Joi.object({
    firstName: storableString().max(SAMPLE_TEXT_MAX).allow(''),
    email: storableString().max(SAMPLE_TEXT_MAX).allow(''),
    trialDaysLeft: Joi.number().integer().min(0).max(365),
  })
    .prefs({ stripUnknown: false })
    .messages(Object.fromEntries(SAMPLE_REFUSALS.map((key) => [key, SAMPLE_INVALID]))),
});
