import type { IdentityClaims, SpotifyPage, SpotifyPlaylist, SpotifyTrack } from '@blockbeat/contracts';
import type { SpotifyClient } from '../data/spotify-client';
import { toPlaylistPage, toTrackPage } from '../data/spotify-json';
import type { SpotifyAccess, SpotifyCaller } from './spotify-access';

/** Spotify's largest page of playlist items. */
const TRACK_PAGE = 100;
/** Spotify's own limit on a playlist's length: a paging loop never runs longer than that. */
const MAX_PLAYLIST_ITEMS = 10_000;
/** Pages of one playlist read at once: fast enough for long playlists, gentle on Spotify's rate limit. */
const PAGES_AT_ONCE = 4;

const pageQuery = (offset: number, limit: number) => `offset=${offset}&limit=${limit}`;

/** The user's playlists and their tracks, read from Spotify as they are now (nothing is cached). */
export function spotifyPlaylists(access: SpotifyAccess, client: SpotifyClient) {
  const tracksPage = (spotify: SpotifyCaller, playlistId: string, offset: number, limit: number) =>
    spotify(async (token, budget) => toTrackPage(await client.get(`/v1/playlists/${encodeURIComponent(playlistId)}/tracks?${pageQuery(offset, limit)}`, token, budget)));

  return {
    async playlists(identity: IdentityClaims, offset: number, limit: number): Promise<SpotifyPage<SpotifyPlaylist>> {
      const spotify = await access.forUser(identity.sub);
      return spotify(async (token, budget) => toPlaylistPage(await client.get(`/v1/me/playlists?${pageQuery(offset, limit)}`, token, budget)));
    },

    async tracks(identity: IdentityClaims, playlistId: string, offset: number, limit: number): Promise<SpotifyPage<SpotifyTrack>> {
      return tracksPage(await access.forUser(identity.sub), playlistId, offset, limit);
    },

    /**
     * Every track of the playlist, in order; any page failing fails the whole read. After the
     * first page the rest are read a few at a time, so a long playlist answers within the gateway's limit.
     */
    async allTracks(identity: IdentityClaims, playlistId: string): Promise<SpotifyTrack[]> {
      const spotify = await access.forUser(identity.sub);
      const first = await tracksPage(spotify, playlistId, 0, TRACK_PAGE);
      const offsets: number[] = [];
      for (let offset = TRACK_PAGE; offset < Math.min(first.total, MAX_PLAYLIST_ITEMS); offset += TRACK_PAGE) offsets.push(offset);
      const pages = [first];
      for (let i = 0; i < offsets.length; i += PAGES_AT_ONCE) {
        pages.push(...(await Promise.all(offsets.slice(i, i + PAGES_AT_ONCE).map((offset) => tracksPage(spotify, playlistId, offset, TRACK_PAGE)))));
      }
      return pages.flatMap((page) => page.items);
    },
  };
}

export type SpotifyPlaylists = ReturnType<typeof spotifyPlaylists>;
