import type { Migration } from '@blockbeat/service-kit';
import { DataTypes } from 'sequelize';

/**
 * One row per Spotify sign-in under way: the SHA-256 of its `state` (the state itself lives only
 * in the browser's cookie and Spotify's redirect), whose it is, and its sealed PKCE verifier.
 * The callback deletes the row it uses; expired rows are pruned when a new sign-in starts.
 */
export const createSpotifyAuthStates: Migration = {
  name: '010-create-spotify-auth-states',
  async up({ queryInterface, sequelize, schema }) {
    const table = { tableName: 'spotify_auth_states', schema };
    await queryInterface.createTable(table, {
      state_hash: { type: DataTypes.TEXT, primaryKey: true },
      user_id: { type: DataTypes.TEXT, allowNull: false },
      code_verifier: { type: DataTypes.TEXT, allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.fn('now') },
    });
    await queryInterface.addIndex(table, ['expires_at'], { name: 'spotify_auth_states_expires_at_idx' });
    await queryInterface.addIndex(table, ['user_id'], { name: 'spotify_auth_states_user_id_idx' });
  },
  async down({ queryInterface, schema }) {
    await queryInterface.dropTable({ tableName: 'spotify_auth_states', schema });
  },
};
