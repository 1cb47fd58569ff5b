import { ADMIN_LIMITS, ADMIN_MESSAGES, ADMIN_USER_FILTERS, ADMIN_USER_SORTS } from '@blockbeat/contracts';
import { storableString } from '@blockbeat/contracts/schemas';
import Joi from 'joi';

const MAX_PAGE = 1_000_000;
const ID_MAX = 200;

/** Every refusal of a field in one wording. */
const worded = <T extends Joi.Schema>(schema: T, message: string): T => schema.messages({ '*': message }) as T;

/** A body naming a field we do not know is refused, not silently trimmed. */
const body = <T>(keys: Joi.PartialSchemaMap<T>) => Joi.object<T>(keys).prefs({ stripUnknown: false });

const paging = {
  page: worded(Joi.number().integer().min(1).max(MAX_PAGE).default(1), `Page must be a whole number from 1 to ${MAX_PAGE}`),
  pageSize: worded(
    Joi.number().integer().min(1).max(ADMIN_LIMITS.pageSizeMax).default(ADMIN_LIMITS.pageSizeDefault),
    `Page size must be a whole number from 1 to ${ADMIN_LIMITS.pageSizeMax}`,
  ),
};

export const userIdParams = Joi.object({ id: worded(Joi.string().max(ID_MAX).required(), ADMIN_MESSAGES.userNotFound) });

export const usersQuery = Joi.object({
  q: worded(storableString().trim().max(ADMIN_LIMITS.searchMax).allow(''), `Search text must be at most ${ADMIN_LIMITS.searchMax} characters`),
  status: worded(Joi.string().valid(...ADMIN_USER_FILTERS), `Status must be one of ${ADMIN_USER_FILTERS.join(', ')}`),
  sort: worded(Joi.string().valid(...ADMIN_USER_SORTS).default('signedUp'), `Sort must be one of ${ADMIN_USER_SORTS.join(', ')}`),
  order: worded(Joi.string().valid('asc', 'desc').default('desc'), 'Order must be asc or desc'),
  ...paging,
});

export const auditQuery = Joi.object({
  targetId: worded(Joi.string().max(ID_MAX), `A user id is at most ${ID_MAX} characters`),
  ...paging,
});

export const extendTrialBody = body({
  days: worded(
    Joi.number().integer().min(ADMIN_LIMITS.extendTrialMinDays).max(ADMIN_LIMITS.extendTrialMaxDays).required(),
    ADMIN_MESSAGES.extendDays,
  ),
});

export const adminGrantBody = body({ admin: worded(Joi.boolean().strict().required(), 'Admin must be true or false') });
