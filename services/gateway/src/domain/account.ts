import type { AuthUser } from '@blockbeat/contracts';
import { ValidationError } from '@blockbeat/service-kit';
import type { UsersRepository } from '../data/users-repository';
import type { AccountData } from './account-data';

/** A user's own account: the export of everything they own, and its deletion. */
export function accountUseCases({ users, data }: { users: UsersRepository; data: AccountData }) {
  return {
    export: (user: AuthUser) => data.export(user),

    /**
     * Deletes the account when `confirmation` is the user's e-mail address (any case, spaces
     * around it ignored): their data in every service first, then the user and every session of theirs.
     */
    async delete(user: AuthUser, confirmation: string): Promise<void> {
      if (confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new ValidationError({ confirmation: 'Type your e-mail address exactly to confirm.' });
      }
      await data.erase(user);
      await users.remove(user.id);
    },
  };
}

export type AccountUseCases = ReturnType<typeof accountUseCases>;
