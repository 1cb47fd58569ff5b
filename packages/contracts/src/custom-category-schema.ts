import Joi from 'joi';
import { storableString } from './storable-string';
import { BUILTIN_CATEGORIES, LIMITS } from './workout';

export interface CustomCategoryInput {
  name: string;
}

export function isBuiltinCategory(name: string): boolean {
  return (BUILTIN_CATEGORIES as readonly string[]).includes(name.trim().toLowerCase());
}

/** POST /api/custom-categories. A user's duplicate (any letter case) is the server's 409. */
export const customCategoryInputSchema = Joi.object<CustomCategoryInput>({
  name: storableString()
    .trim()
    .min(1)
    .max(LIMITS.categoryNameMax)
    .required()
    .custom((name: string, helpers) =>
      isBuiltinCategory(name) ? helpers.message({ custom: '{{#label}} is already a built-in category' }) : name,
    ),
});
