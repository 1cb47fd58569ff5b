import { Op, QueryTypes, type Sequelize } from 'sequelize';
import { defineSpotifyModels, type SpotifyLinkRow } from './spotify-models';
import type { TokenCipher } from './token-cipher';

export interface SpotifyTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface SpotifyLink extends SpotifyTokens {
  spotifyUserId: string;
  displayName: string | null;
  needsReconnect: boolean;
}

/** What a locked update writes: new tokens, or the mark that the grant is gone. */
export type SpotifyLinkChange = { tokens: SpotifyTokens } | { needsReconnect: true };

/**
 * The Spotify links and sign-ins under way. Tokens and PKCE verifiers are sealed on the way in
 * and opened on the way out, bound to their user and column, so the rows never hold them in clear.
 */
export function createSpotifyRepository(sequelize: Sequelize, cipher: TokenCipher) {
  const { Links, AuthStates } = defineSpotifyModels(sequelize);
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  const authStatesTable = `${quote(AuthStates.options.schema!)}.${quote('spotify_auth_states')}`;
  const sealTokens = (userId: string, t: SpotifyTokens) => ({
    accessToken: cipher.seal(t.accessToken, `spotify_links.access_token:${userId}`),
    refreshToken: cipher.seal(t.refreshToken, `spotify_links.refresh_token:${userId}`),
    expiresAt: t.expiresAt,
  });
  /** Tokens sealed with a key no longer configured cannot be used: the user reconnects. */
  const toLink = (row: SpotifyLinkRow): SpotifyLink => {
    const link = { spotifyUserId: row.spotifyUserId, displayName: row.displayName, expiresAt: row.expiresAt, needsReconnect: row.needsReconnect };
    try {
      return {
        ...link,
        accessToken: cipher.open(row.accessToken, `spotify_links.access_token:${row.userId}`),
        refreshToken: cipher.open(row.refreshToken, `spotify_links.refresh_token:${row.userId}`),
      };
    } catch {
      return { ...link, accessToken: '', refreshToken: '', needsReconnect: true };
    }
  };

  return {
    async findLink(userId: string): Promise<SpotifyLink | null> {
      const row = await Links.findByPk(userId);
      return row ? toLink(row) : null;
    },

    /** Connecting again replaces the link, and clears a "reconnect" mark. */
    async saveLink(userId: string, link: Omit<SpotifyLink, 'needsReconnect'>): Promise<void> {
      await Links.upsert({
        userId,
        spotifyUserId: link.spotifyUserId,
        displayName: link.displayName,
        ...sealTokens(userId, link),
        needsReconnect: false,
        updatedAt: sequelize.fn('now') as unknown as Date,
      });
    },

    /**
     * Runs `decide` on the link with its row locked, writes the change it answers and returns the
     * link as stored; null when there is no link. Refreshes go through here: a second request
     * that waited for the lock sees the first one's new tokens instead of spending the refresh
     * token again (Spotify may rotate it).
     */
    async updateLocked(userId: string, decide: (link: SpotifyLink) => Promise<SpotifyLinkChange | null>): Promise<SpotifyLink | null> {
      return sequelize.transaction(async (transaction) => {
        const row = await Links.findByPk(userId, { lock: transaction.LOCK.UPDATE, transaction });
        if (!row) return null;
        const change = await decide(toLink(row));
        if (change) {
          const values = 'tokens' in change ? sealTokens(userId, change.tokens) : { needsReconnect: true };
          await row.update({ ...values, updatedAt: sequelize.fn('now') as unknown as Date }, { transaction });
        }
        return toLink(row);
      });
    },

    async removeLink(userId: string): Promise<boolean> {
      return (await Links.destroy({ where: { userId } })) > 0;
    },

    /** Also prunes every sign-in that ran out, so abandoned ones do not pile up. */
    async createAuthState(userId: string, stateHash: string, codeVerifier: string, ttlSeconds: number): Promise<void> {
      const now = sequelize.fn('now');
      await AuthStates.destroy({ where: { expiresAt: { [Op.lt]: now } } });
      await AuthStates.create({
        stateHash,
        userId,
        codeVerifier: cipher.seal(codeVerifier, `spotify_auth_states.code_verifier:${userId}`),
        // The database's clock, as the check in consumeAuthState.
        expiresAt: sequelize.literal(`now() + make_interval(secs => ${Math.trunc(ttlSeconds)})`) as unknown as Date,
      });
    },

    /**
     * The PKCE verifier of this user's unexpired sign-in with this state, deleting it in the same
     * statement: a state works once, for the user who started it. null otherwise.
     */
    async consumeAuthState(userId: string, stateHash: string): Promise<string | null> {
      const rows = await sequelize.query<{ code_verifier: string }>(
        `DELETE FROM ${authStatesTable} WHERE state_hash = :stateHash AND user_id = :userId AND expires_at > now() RETURNING code_verifier`,
        { replacements: { stateHash, userId }, type: QueryTypes.SELECT },
      );
      const sealed = rows[0]?.code_verifier;
      if (sealed === undefined) return null;
      try {
        return cipher.open(sealed, `spotify_auth_states.code_verifier:${userId}`);
      } catch {
        return null; // sealed with a key no longer configured: the sign-in starts again
      }
    },
  };
}

export type SpotifyRepository = ReturnType<typeof createSpotifyRepository>;
