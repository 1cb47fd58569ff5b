import type { NextFunction, Request, Response } from 'express';
import type Joi from 'joi';
import { ValidationError } from './errors';

type Part = 'body' | 'query' | 'params';
const PARTS: readonly Part[] = ['params', 'query', 'body'];
const OPTIONS: Joi.ValidationOptions = { abortEarly: false, stripUnknown: true, convert: true };

/**
 * Validates the request and keeps the converted values in `res.locals.body/query/params`
 * (Express 5's `req.query` is read-only). Every failing field is reported, keyed by its path.
 * Generic in the route's params, so a handler after it on `/:id` still sees `req.params.id` typed.
 */
export function validate(schemas: Partial<Record<Part, Joi.Schema>>): <P>(req: Request<P>, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    const fields: Record<string, string> = {};
    for (const part of PARTS) {
      const schema = schemas[part];
      if (!schema) continue;
      const { value, error } = schema.validate(req[part] ?? {}, OPTIONS);
      for (const detail of error?.details ?? []) {
        const key = detail.path.length > 0 ? detail.path.join('.') : part;
        fields[key] ??= detail.message;
      }
      res.locals[part] = value;
    }
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
    next();
  };
}
