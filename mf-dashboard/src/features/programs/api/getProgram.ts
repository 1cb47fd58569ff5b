import type { Program } from '@blockbeat/contracts';
import { getQueryFn } from '@blockbeat/shell-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FRESH_ON_OPEN, PROGRAMS_URL } from '../../../shared/coachingLists';

export const programQueryOptions = (id: string) => queryOptions({ queryKey: [PROGRAMS_URL, encodeURIComponent(id)], queryFn: getQueryFn<Program>({ on401: 'throw' }), ...FRESH_ON_OPEN });
export const useProgram = (id: string | null) => useQuery({ ...programQueryOptions(id ?? ''), enabled: id !== null });
