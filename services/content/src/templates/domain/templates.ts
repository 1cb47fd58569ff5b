import {
  musicUrlError,
  type ExerciseTemplate,
  type ExerciseTemplateInput,
  type ExerciseTemplatePatch,
  type IdentityClaims,
} from '@blockbeat/contracts';
import { NotFoundError, ValidationError } from '@blockbeat/service-kit';
import type { TemplateRepository } from '../data/template-repository';

const templateNotFound = () => new NotFoundError('Exercise template not found');

export function templateUseCases(templates: TemplateRepository) {
  return {
    list(identity: IdentityClaims): Promise<ExerciseTemplate[]> {
      return templates.listByUser(identity.sub);
    },

    create(identity: IdentityClaims, input: ExerciseTemplateInput): Promise<ExerciseTemplate> {
      return templates.create(identity.sub, input);
    },

    /**
     * A patch may change the URL or the music type alone, so the pair is checked as it will be
     * stored (the schema can only check it when both arrive together).
     */
    async update(identity: IdentityClaims, id: string, patch: ExerciseTemplatePatch): Promise<ExerciseTemplate> {
      const updated = await templates.updateOwned(identity.sub, id, (current) => {
        const { musicType, musicUrl } = { ...current, ...patch };
        const error = musicUrl === '' ? null : musicUrlError(musicType, musicUrl);
        if (error) throw new ValidationError({ musicUrl: error });
        return patch;
      });
      if (!updated) throw templateNotFound();
      return updated;
    },

    async remove(identity: IdentityClaims, id: string): Promise<void> {
      if (!(await templates.deleteOwned(identity.sub, id))) throw templateNotFound();
    },
  };
}

export type TemplateUseCases = ReturnType<typeof templateUseCases>;
