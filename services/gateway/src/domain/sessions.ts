import type { AuthUser } from '@blockbeat/contracts';
import type { SessionStore } from '../data/session-store';
import type { UsersRepository } from '../data/users-repository';

/** Signed-in sessions: read once per request with their user (data/session-store.ts says why), and whose they are. */
export function sessionUseCases(store: SessionStore, users: UsersRepository) {
  return {
    /** What express-openid-connect keeps its sessions in. */
    store,
    /** Reads the session and its user for the request in flight; it rejects when the database cannot be reached. */
    load: (sid: string) => store.load(sid),
    /** The request that loaded the session has ended. */
    release: (sid: string) => store.release(sid),
    /** The signed-in user `userId`: the one read with the session `sid` when it is theirs, else looked up (a session this very request made). */
    async userOf(sid: string | null, userId: string): Promise<AuthUser | null> {
      const loaded = sid ? store.userOf(sid) : null;
      return loaded?.id === userId ? loaded : users.findById(userId);
    },
  };
}

export type SessionUseCases = ReturnType<typeof sessionUseCases>;
