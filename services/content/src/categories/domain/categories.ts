import type { CustomCategory, CustomCategoryInput, IdentityClaims } from '@blockbeat/contracts';
import { ConflictError, NotFoundError } from '@blockbeat/service-kit';
import type { CategoryRepository } from '../data/category-repository';

/**
 * The user's own categories next to the built-ins (the schema refuses a built-in's name).
 * Deleting one leaves workouts filed under it as they are: a workout's category is plain text.
 */
export function categoryUseCases(categories: CategoryRepository) {
  return {
    list(identity: IdentityClaims): Promise<CustomCategory[]> {
      return categories.listByUser(identity.sub);
    },

    async create(identity: IdentityClaims, { name }: CustomCategoryInput): Promise<CustomCategory> {
      const created = await categories.create(identity.sub, name);
      if (!created) throw new ConflictError(`You already have a category called "${name}"`);
      return created;
    },

    async remove(identity: IdentityClaims, id: string): Promise<void> {
      if (!(await categories.deleteOwned(identity.sub, id))) throw new NotFoundError('Category not found');
    },
  };
}

export type CategoryUseCases = ReturnType<typeof categoryUseCases>;
