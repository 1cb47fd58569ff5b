import type Joi from 'joi';

interface NameMessages {
  label: string;
  required: string;
  tooLong: string;
}

interface SecondsMessages {
  label: string;
  required: string;
  min: string;
  max: string;
}

/**
 * A form's field as the services check it, answering in the form's words (exercise-form.ts): a
 * client that skips the UI reads what the UI would have said. What the form cannot be asked (a
 * number for a name, a fraction of a second) keeps Joi's wording under the form's label
 * ("Duration must be an integer").
 */
function inFormWords<T extends Joi.Schema>(schema: T, label: string, messages: Joi.LanguageMessages): T {
  return schema.label(label).prefs({ errors: { wrap: { label: false } } }).messages(messages) as T;
}

/**
 * Joi's message for a value of the wrong type, except for null and '': that is how a client sends
 * an empty field, which the form calls required. (A Joi template: `#value` is what was sent.)
 */
const requiredWhenEmpty = (required: string, wrongType: string) =>
  `{if(#value == null || #value == "", ${JSON.stringify(required)}, #label + ${JSON.stringify(` ${wrongType}`)})}`;

/** A trimmed name: empty (or only spaces) is "required", as in the form. */
export function nameInFormWords(schema: Joi.StringSchema, { label, required, tooLong }: NameMessages): Joi.StringSchema {
  return inFormWords(schema, label, {
    'any.required': required,
    'string.base': requiredWhenEmpty(required, 'must be a string'),
    'string.empty': required,
    'string.min': required,
    'string.max': tooLong,
  });
}

export function secondsInFormWords(schema: Joi.NumberSchema, { label, required, min, max }: SecondsMessages): Joi.NumberSchema {
  return inFormWords(schema, label, {
    'any.required': required,
    'number.base': requiredWhenEmpty(required, 'must be a number'),
    'number.min': min,
    'number.max': max,
  });
}
