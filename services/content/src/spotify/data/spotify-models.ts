import { DataTypes, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

/** accessToken and refreshToken hold sealed values (token-cipher.ts), never the tokens. */
export interface SpotifyLinkRow extends Model<InferAttributes<SpotifyLinkRow>, InferCreationAttributes<SpotifyLinkRow>> {
  userId: string;
  spotifyUserId: string;
  displayName: string | null;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  needsReconnect: CreationOptional<boolean>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface SpotifyAuthStateRow extends Model<InferAttributes<SpotifyAuthStateRow>, InferCreationAttributes<SpotifyAuthStateRow>> {
  stateHash: string;
  userId: string;
  codeVerifier: string;
  expiresAt: Date;
  createdAt: CreationOptional<Date>;
}

const text = () => ({ type: DataTypes.TEXT, allowNull: false });

export function defineSpotifyModels(sequelize: Sequelize): { Links: ModelStatic<SpotifyLinkRow>; AuthStates: ModelStatic<SpotifyAuthStateRow> } {
  const Links = sequelize.define<SpotifyLinkRow>(
    'SpotifyLink',
    {
      userId: { type: DataTypes.TEXT, primaryKey: true },
      spotifyUserId: text(),
      displayName: { type: DataTypes.TEXT },
      accessToken: text(),
      refreshToken: text(),
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      needsReconnect: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdAt: { type: DataTypes.DATE },
      updatedAt: { type: DataTypes.DATE },
    },
    { tableName: 'spotify_links', timestamps: false },
  );
  const AuthStates = sequelize.define<SpotifyAuthStateRow>(
    'SpotifyAuthState',
    {
      stateHash: { type: DataTypes.TEXT, primaryKey: true },
      userId: text(),
      codeVerifier: text(),
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      createdAt: { type: DataTypes.DATE },
    },
    { tableName: 'spotify_auth_states', timestamps: false },
  );
  return { Links, AuthStates };
}
