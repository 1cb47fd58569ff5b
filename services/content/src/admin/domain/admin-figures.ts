import type { ContentOverview, ContentUserSummary } from '@blockbeat/contracts';
import type { UploadRepository } from '../../uploads';
import type { AdminFigureRepository } from '../data/admin-figure-repository';

export interface AdminFigureDeps {
  figures: AdminFigureRepository;
  uploads: UploadRepository;
}

/**
 * Content's part of /admin: the figures it owns. A user content has never seen has zeros: users
 * live in billing, and content keeps no list of them.
 */
export function adminFigureUseCases({ figures, uploads }: AdminFigureDeps) {
  return {
    overview(): Promise<ContentOverview> {
      return figures.overview();
    },

    /** Storage as the quota counts it (docs/product.md#numbers-and-limits): every upload row of the user in full. */
    async userSummary(userId: string): Promise<ContentUserSummary> {
      const [counts, storageBytes] = await Promise.all([figures.countsOf(userId), uploads.usedBytes(userId)]);
      return { ...counts, storageBytes };
    },
  };
}

export type AdminFigureUseCases = ReturnType<typeof adminFigureUseCases>;
