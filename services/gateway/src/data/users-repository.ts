import { QueryTypes, type Sequelize } from 'sequelize';
import type { AuthUser } from '@blockbeat/contracts';

export interface UserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  onboarding_completed: boolean;
}

export const toUser = (r: UserRow): AuthUser => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  profileImageUrl: r.profile_image_url,
  onboardingCompleted: r.onboarding_completed,
});

export interface UserProfile {
  issuerSub: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export function createUsersRepository(sequelize: Sequelize) {
  return {
    /** Insert on first sign-in; later sign-ins refresh the profile the identity provider holds. */
    async upsert(p: UserProfile): Promise<AuthUser> {
      const [row] = await sequelize.query<UserRow>(
        `INSERT INTO gateway.users (issuer_sub, email, first_name, last_name, profile_image_url)
         VALUES (:issuerSub, :email, :firstName, :lastName, :profileImageUrl)
         ON CONFLICT (issuer_sub) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name,
           last_name = EXCLUDED.last_name, profile_image_url = EXCLUDED.profile_image_url, updated_at = now()
         RETURNING *`,
        { replacements: { ...p }, type: QueryTypes.SELECT },
      );
      if (!row) throw new Error('user upsert returned no row');
      return toUser(row);
    },

    async findById(id: string): Promise<AuthUser | null> {
      const [row] = await sequelize.query<UserRow>('SELECT * FROM gateway.users WHERE id = :id', {
        replacements: { id },
        type: QueryTypes.SELECT,
      });
      return row ? toUser(row) : null;
    },

    /** Removes the user and every session of theirs (sessions store the user id in their data). */
    async remove(id: string): Promise<void> {
      await sequelize.transaction(async (transaction) => {
        await sequelize.query("DELETE FROM gateway.sessions WHERE data->'data'->>'userId' = :id", { replacements: { id }, transaction });
        await sequelize.query('DELETE FROM gateway.users WHERE id = :id', { replacements: { id }, transaction });
      });
    },

    async setOnboardingCompleted(id: string, completed: boolean): Promise<AuthUser | null> {
      const [row] = await sequelize.query<UserRow>(
        'UPDATE gateway.users SET onboarding_completed = :completed, updated_at = now() WHERE id = :id RETURNING *',
        { replacements: { id, completed }, type: QueryTypes.SELECT },
      );
      return row ? toUser(row) : null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
