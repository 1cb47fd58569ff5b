import type { ContentExport, IdentityClaims } from '@blockbeat/contracts';
import type { BrandingUseCases } from '../../branding';
import type { CategoryRepository } from '../../categories';
import type { FeedbackRepository } from '../../feedback';
import type { CompletionRepository } from '../../history';
import type { LiveRepository } from '../../live';
import type { TemplateRepository } from '../../templates';
import type { NamedFiles } from '@blockbeat/object-store';
import type { UploadRepository, UploadUseCases } from '../../uploads';
import type { WorkoutRepository } from '../../workouts';
import type { AccountRepository } from '../data/account-repository';

/** What the export reads and the deletion removes: every topic's rows of the user. */
export interface AccountDataDeps {
  repos: {
    account: AccountRepository;
    workouts: WorkoutRepository;
    templates: TemplateRepository;
    categories: CategoryRepository;
    completions: CompletionRepository;
    uploads: UploadRepository;
    live: LiveRepository;
    feedback: FeedbackRepository;
  };
  files: NamedFiles;
  branding: BrandingUseCases;
  uploads: UploadUseCases;
}

/** Content's part of "export my data" and "delete my account" (docs/product.md#account). */
export function accountDataUseCases({ repos, files, branding, uploads }: AccountDataDeps) {
  return {
    async exportData(identity: IdentityClaims): Promise<ContentExport> {
      const userId = identity.sub;
      const [workouts, exerciseTemplates, customCategories, completions, uploads, brand, liveClasses, feedback] = await Promise.all([
        repos.workouts.listWithSharesByUser(userId),
        repos.templates.listByUser(userId),
        repos.categories.listByUser(userId),
        repos.completions.listRecent(userId),
        repos.uploads.listByUser(userId),
        branding.get(identity),
        repos.live.listByUser(userId),
        repos.feedback.listByOwner(userId),
      ]);
      return {
        workouts,
        exerciseTemplates,
        customCategories,
        completions,
        uploads: uploads.map(({ id, originalName, mimeType, sizeBytes, createdAt }) => ({
          id,
          originalName,
          mimeType,
          size: sizeBytes,
          createdAt: createdAt.toISOString(),
        })),
        branding: brand,
        liveClasses,
        feedback,
      };
    },

    /**
     * Every row of the user, their logo, and the audio files only they used: a file another
     * user imported stays for them. Nothing to delete is fine too.
     */
    async remove(identity: IdentityClaims): Promise<void> {
      const storageNames = await repos.account.removeUser(identity.sub, (logo) => files.remove(logo));
      await uploads.releaseUnused(storageNames);
    },
  };
}

export type AccountDataUseCases = ReturnType<typeof accountDataUseCases>;
