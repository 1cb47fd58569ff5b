import { sharedMusicUrl, uploadIdOf, type BeatGrid, type SharedWorkout } from '@blockbeat/contracts';
import { useEffect, useState } from 'react';
import { NO_BEATS, type PlayerBeats } from './playerBeats';

/**
 * The tracks' grids read through the share, for the pages without react-query (the visitor's
 * shared player, whose script is kept small, and a live class's followers): once each, with a
 * plain fetch after the first render (the visitor page's server markup has none, so hydration
 * matches it), and again whenever `revision` changes (a live class's instructor tapped a new
 * tempo). A grid that cannot be read is left out: no tempo is shown, nothing moves; until a new
 * reading arrives the grids read before stay.
 */
export function useSharedBeats({ shareToken, exercises }: Pick<SharedWorkout, 'shareToken' | 'exercises'>, revision = 0): PlayerBeats {
  const [beats, setBeats] = useState<PlayerBeats>(NO_BEATS);
  const urls = [...new Set(exercises.map((e) => e.musicUrl?.trim() ?? '').filter((u) => uploadIdOf(u) !== null))].join('\n');
  useEffect(() => {
    const controller = new AbortController();
    const read = async (url: string): Promise<[string, BeatGrid][]> => {
      try {
        // Read afresh after a change: never an answer a cache kept from before it.
        const res = await fetch(`${sharedMusicUrl(shareToken, url)}/beat`, { signal: controller.signal, ...(revision > 0 && { cache: 'no-store' as const }) });
        return res.ok ? [[url, (await res.json()) as BeatGrid]] : [];
      } catch {
        return [];
      }
    };
    void Promise.all(urls.split('\n').filter(Boolean).map(read)).then((found) => {
      if (!controller.signal.aborted && found.flat().length > 0) setBeats({ grids: new Map(found.flat()) });
    });
    return () => controller.abort();
  }, [shareToken, urls, revision]);
  return beats;
}
