import type { AuthUser } from '@blockbeat/contracts';
import type { UsersRepository } from '../data/users-repository';

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);

/** The gateway's users: made or refreshed from the identity provider's claims at sign-in, their onboarding flag. */
export function userUseCases(users: UsersRepository) {
  return {
    /**
     * The user an ID token's claims name (issuer and subject), inserted on first sign-in; later
     * sign-ins refresh the profile the identity provider holds.
     */
    signedIn(claims: Record<string, unknown>): Promise<AuthUser> {
      return users.upsert({
        issuerSub: `${claims.iss}|${claims.sub}`,
        email: text(claims.email) ?? `${claims.sub}@unknown.invalid`,
        firstName: text(claims.given_name) ?? text(claims.name)?.split(' ')[0] ?? null,
        lastName: text(claims.family_name),
        profileImageUrl: text(claims.picture),
      });
    },

    setOnboardingCompleted: (userId: string, completed: boolean): Promise<AuthUser | null> => users.setOnboardingCompleted(userId, completed),
  };
}

export type UserUseCases = ReturnType<typeof userUseCases>;
