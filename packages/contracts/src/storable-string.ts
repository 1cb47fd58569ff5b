import Joi from 'joi';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A string PostgreSQL can store. JSON from a browser may carry U+0000 and lone UTF-16 surrogates;
 * Postgres refuses both (text and jsonb alike), which would otherwise surface as a 500 after
 * validation had passed.
 */
export function storableString(): Joi.StringSchema {
  return Joi.string().custom((value: string, helpers) =>
    value.includes('\u0000') || LONE_SURROGATE.test(value)
      ? helpers.message({ custom: '{{#label}} contains characters that cannot be stored' })
      : value,
  );
}
