import type { SpotifyPage, SpotifyPlaylist, SpotifyTrack } from '@blockbeat/contracts';
import { SpotifyCallError } from './spotify-client';

/** Spotify's Web API answers, as far as BlockBeat reads them. */
interface PagingJson {
  items?: unknown[];
  total?: unknown;
  offset?: unknown;
  limit?: unknown;
}
interface PlaylistJson {
  id?: unknown;
  name?: unknown;
  images?: Array<{ url?: unknown; width?: unknown }> | null;
  tracks?: { total?: unknown } | null;
}
interface TrackJson {
  id?: unknown;
  name?: unknown;
  artists?: Array<{ name?: unknown }>;
  duration_ms?: unknown;
  is_local?: unknown;
  type?: unknown;
}

/** Spotify's track ids: what a block's Spotify URL must hold (contracts musicUrlError). */
const TRACK_ID = /^[A-Za-z0-9]{22}$/;
// Control characters cannot be stored in text or jsonb (NUL) and have no place in a name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

const text = (value: unknown) => (typeof value === 'string' ? value.replace(CONTROL, ' ').trim() : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

export function toMe(json: unknown): { id: string; displayName: string | null } {
  const me = (json ?? {}) as { id?: unknown; display_name?: unknown };
  if (typeof me.id !== 'string' || !me.id) throw new SpotifyCallError('refused', 'Spotify answered /v1/me without an id');
  return { id: me.id, displayName: text(me.display_name) || null };
}

function toPage<T>(json: unknown, toItem: (item: unknown) => T | null): SpotifyPage<T> {
  const page = (json ?? {}) as PagingJson;
  if (!Array.isArray(page.items)) throw new SpotifyCallError('refused', 'Spotify answered a page without items');
  const items = page.items.map(toItem).filter((item): item is T => item !== null);
  return { items, total: count(page.total), offset: count(page.offset), limit: count(page.limit) };
}

export function toPlaylistPage(json: unknown): SpotifyPage<SpotifyPlaylist> {
  return toPage(json, (item) => {
    const playlist = (item ?? {}) as PlaylistJson;
    if (typeof playlist.id !== 'string') return null;
    return { id: playlist.id, name: text(playlist.name), imageUrl: smallestImage(playlist.images), trackCount: count(playlist.tracks?.total) };
  });
}

/** Local files, episodes and removed tracks are left out; `total` stays Spotify's count of every item. */
export function toTrackPage(json: unknown): SpotifyPage<SpotifyTrack> {
  return toPage(json, (item) => {
    const track = ((item as { track?: unknown } | null)?.track ?? null) as TrackJson | null;
    if (!track || track.type !== 'track' || track.is_local === true || typeof track.id !== 'string' || !TRACK_ID.test(track.id)) return null;
    return {
      id: track.id,
      title: text(track.name) || 'Untitled track',
      artists: (track.artists ?? []).map((artist) => text(artist?.name)).filter(Boolean),
      durationMs: count(track.duration_ms),
      url: `https://open.spotify.com/track/${track.id}`,
    };
  });
}

/** Spotify lists covers largest first; a cover without a width counts as large. */
function smallestImage(images: PlaylistJson['images']): string | null {
  const usable = (images ?? []).filter((image): image is { url: string; width?: unknown } => typeof image?.url === 'string');
  const width = (image: { width?: unknown }) => (typeof image.width === 'number' ? image.width : Number.MAX_SAFE_INTEGER);
  return usable.reduce<{ url: string; width?: unknown } | null>((best, image) => (!best || width(image) < width(best) ? image : best), null)?.url ?? null;
}
