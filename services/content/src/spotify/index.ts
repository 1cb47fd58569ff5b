/** Spotify playlist sync: the link (OAuth with PKCE), playlists, templates and workouts from tracks. */
export { spotifyNotConfiguredRoutes, spotifyRoutes } from './api/spotify-routes';
export { spotifyAccess } from './domain/spotify-access';
export { spotifyConnection } from './domain/spotify-connection';
export { spotifyPlaylists } from './domain/spotify-playlists';
export { spotifySync } from './domain/spotify-sync';
export { createSpotifyClient } from './data/spotify-client';
export { createSpotifyRepository } from './data/spotify-repository';
export { createTokenCipher, parseTokenKeys, type TokenKey } from './data/token-cipher';
