import type { Migration } from '@blockbeat/service-kit';
import { DataTypes } from 'sequelize';

/**
 * A user's link to their Spotify account (playlist sync). The tokens are sealed with AES-256-GCM
 * (data/token-cipher.ts): each value carries its IV, tag and key id, never the token in clear.
 */
export const createSpotifyLinks: Migration = {
  name: '009-create-spotify-links',
  async up({ queryInterface, sequelize, schema }) {
    const now = { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.fn('now') };
    await queryInterface.createTable(
      { tableName: 'spotify_links', schema },
      {
        user_id: { type: DataTypes.TEXT, primaryKey: true },
        spotify_user_id: { type: DataTypes.TEXT, allowNull: false },
        display_name: { type: DataTypes.TEXT },
        access_token: { type: DataTypes.TEXT, allowNull: false },
        refresh_token: { type: DataTypes.TEXT, allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        needs_reconnect: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        created_at: now,
        updated_at: now,
      },
    );
  },
  async down({ queryInterface, schema }) {
    await queryInterface.dropTable({ tableName: 'spotify_links', schema });
  },
};
