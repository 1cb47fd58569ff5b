import type { CalendarQuery, ClientCalendar } from '@blockbeat/contracts';
import { getQueryFn } from '@blockbeat/shell-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FRESH_ON_OPEN } from '../../../shared/coachingLists';
import { CLIENTS_URL } from './getRoster';

export const calendarUrl = (id: string, query: CalendarQuery) => `${CLIENTS_URL}/${encodeURIComponent(id)}/calendar?${new URLSearchParams({ ...query })}`;
export const calendarQueryOptions = (id: string, query: CalendarQuery) => queryOptions({ queryKey: [calendarUrl(id, query)], queryFn: getQueryFn<ClientCalendar>({ on401: 'throw' }), ...FRESH_ON_OPEN });
export const useCalendar = (id: string, query: CalendarQuery) => useQuery(calendarQueryOptions(id, query));
