import type { ContentOverview } from '@blockbeat/contracts';
import { Op } from 'sequelize';
import type { ContentModels } from '../../database/models';

/** Counts for the admin console, over every user or one of them. */
export function createAdminFigureRepository({ Workouts, Templates, Completions }: ContentModels) {
  const sequelize = Workouts.sequelize!;
  return {
    /** "The last 30 days" by the database's clock, the one that stamped the completions. */
    async overview(): Promise<ContentOverview> {
      const [workouts, shares, completionsLast30Days] = await Promise.all([
        Workouts.count(),
        Workouts.count({ where: { shareToken: { [Op.ne]: null } } }),
        Completions.count({ where: { completedAt: { [Op.gte]: sequelize.literal(`now() - interval '30 days'`) } } }),
      ]);
      return { workouts, shares, completionsLast30Days };
    },

    async countsOf(userId: string): Promise<{ workouts: number; templates: number }> {
      const [workouts, templates] = await Promise.all([Workouts.count({ where: { userId } }), Templates.count({ where: { userId } })]);
      return { workouts, templates };
    },
  };
}

export type AdminFigureRepository = ReturnType<typeof createAdminFigureRepository>;
