import type { SpotifyPage } from '@blockbeat/contracts';
import { throwIfResNotOk } from '@blockbeat/shell-sdk';

/** One page of a Spotify list from the content service. */
export async function fetchSpotifyPage<T>(path: string, offset: number, limit: number, signal?: AbortSignal): Promise<SpotifyPage<T>> {
  const res = await fetch(`${path}?offset=${offset}&limit=${limit}`, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as SpotifyPage<T>;
}

/** Where a page ends in Spotify's list: a page can hold fewer items (local files, episodes are left out). */
const endOf = <T>(page: SpotifyPage<T>) => Math.min(page.total, page.offset + page.limit);

/** The next page's offset, or undefined when the whole list is read. */
export function nextOffset<T>(last: SpotifyPage<T>): number | undefined {
  return last.limit > 0 && endOf(last) < last.total ? endOf(last) : undefined;
}

/** Every loaded page's items; how far into Spotify's list they reach, and its length, for progress. */
export function loadedOf<T>(pages: readonly SpotifyPage<T>[] | undefined): { items: T[]; read: number; total: number } {
  const last = pages?.[pages.length - 1];
  if (!pages || !last) return { items: [], read: 0, total: 0 };
  return { items: pages.flatMap((p) => p.items), read: endOf(last), total: last.total };
}
