import type { Roster, RosterQuery } from '@blockbeat/contracts';
import { getQueryFn } from '@blockbeat/shell-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FRESH_ON_OPEN } from '../../../shared/coachingLists';

export const CLIENTS_URL = '/api/clients';

export function rosterUrl(query: RosterQuery): string {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  return `${CLIENTS_URL}?${params}`;
}

export const rosterQueryOptions = (query: RosterQuery) =>
  queryOptions({ queryKey: [rosterUrl(query)], queryFn: getQueryFn<Roster>({ on401: 'throw' }), placeholderData: keepPreviousData, ...FRESH_ON_OPEN });

export const useRoster = (query: RosterQuery) => useQuery(rosterQueryOptions(query));
