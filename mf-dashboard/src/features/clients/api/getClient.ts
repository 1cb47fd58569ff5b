import type { ClientDetail } from '@blockbeat/contracts';
import { getQueryFn } from '@blockbeat/shell-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FRESH_ON_OPEN } from '../../../shared/coachingLists';
import { CLIENTS_URL } from './getRoster';

export const clientQueryOptions = (id: string) => queryOptions({ queryKey: [CLIENTS_URL, encodeURIComponent(id)], queryFn: getQueryFn<ClientDetail>({ on401: 'throw' }), ...FRESH_ON_OPEN });
export const useClient = (id: string) => useQuery(clientQueryOptions(id));
