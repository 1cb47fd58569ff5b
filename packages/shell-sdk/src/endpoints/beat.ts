import { uploadIdOf, uploadUrl, type BeatGrid, type BeatTapInput } from '@blockbeat/contracts';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest, throwIfResNotOk } from '../api/client';
import { retryUpTo } from '../api/queryClient';

/**
 * The beat grid of an uploaded track (issue 27): GET <upload's URL>/beat, the owner's
 * (/api/uploads/:id/beat) or through a share (/api/shared/:token/uploads/:id/beat). One query
 * per upload and route, read once: the grid is stored with the upload and only a tap changes it.
 */
const identity = (url: string) => url;

/** Where a block's music URL's grid is read, or null when the music is not one of our uploads. */
export function beatUrlOf(musicUrl: string | null | undefined, resolveUrl: (url: string) => string = identity): string | null {
  const id = uploadIdOf(musicUrl);
  return id ? `${resolveUrl(uploadUrl(id))}/beat` : null;
}

export const beatQueryKey = (beatUrl: string) => ['beat', beatUrl] as const;

export async function fetchBeatGrid(beatUrl: string, signal?: AbortSignal): Promise<BeatGrid> {
  const res = await fetch(beatUrl, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as BeatGrid;
}

/** While the analysis runs the grid says 'pending': asked again until it has an answer. */
export const BEAT_PENDING_POLL_MS = 3000;

export function beatQueryOptions(beatUrl: string) {
  return {
    queryKey: beatQueryKey(beatUrl),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchBeatGrid(beatUrl, signal),
    retry: retryUpTo(2, { unlessClientError: true }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: ({ state }: { state: { data?: BeatGrid } }) => (state.data?.status === 'pending' ? BEAT_PENDING_POLL_MS : false),
  };
}

/** One track's grid: undefined while loading, for music that is not an upload, or on an error. */
export function useBeatGrid(musicUrl: string | null | undefined, resolveUrl?: (url: string) => string): BeatGrid | undefined {
  const beatUrl = beatUrlOf(musicUrl, resolveUrl);
  return useQuery({ ...beatQueryOptions(beatUrl ?? ''), enabled: beatUrl !== null }).data;
}

/**
 * The grids of several blocks' music, by music URL (trimmed), each upload asked once. The same
 * map object until a grid changes, so a plan built on it is built again only then.
 */
export function useBeatGrids(musicUrls: readonly (string | null | undefined)[], resolveUrl?: (url: string) => string): ReadonlyMap<string, BeatGrid> {
  const urls = [...new Set(musicUrls.map((u) => u?.trim() ?? '').filter((u) => beatUrlOf(u) !== null))];
  const results = useQueries({ queries: urls.map((u) => beatQueryOptions(beatUrlOf(u, resolveUrl)!)) });
  const known = JSON.stringify(urls.flatMap((u, i) => (results[i]?.data ? [[u, results[i].data]] : [])));
  return useMemo(() => new Map(JSON.parse(known) as [string, BeatGrid][]), [known]);
}

/** PUT /api/uploads/:id/beat: the owner's tapped tempo and nudged downbeat; the answer replaces the cached grid. */
export async function saveBeatGrid(uploadId: string, input: BeatTapInput): Promise<BeatGrid> {
  const res = await apiRequest('PUT', `${uploadUrl(uploadId)}/beat`, input);
  return (await res.json()) as BeatGrid;
}

/** Keeps a tapped tempo: `mutate({ musicUrl, input })` for one of the owner's uploads. */
export function useSaveBeatGrid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ musicUrl, input }: { musicUrl: string; input: BeatTapInput }) => {
      const id = uploadIdOf(musicUrl);
      if (!id) throw new Error('Only an uploaded track keeps a tapped tempo.');
      return saveBeatGrid(id, input);
    },
    onSuccess: (grid, { musicUrl }) => client.setQueryData(beatQueryKey(beatUrlOf(musicUrl)!), grid),
  });
}
