import { TICKET_CATEGORIES, TICKET_STATUSES, type TicketCategory, type TicketStatus } from '@blockbeat/contracts';

/** What the staff list shows: kept in the address, so a filtered list can be shared, reloaded and returned to. */
export interface TicketFilters {
  status: TicketStatus | '';
  category: TicketCategory | '';
  unread: boolean;
  /** Part of the user's e-mail or the subject. */
  q: string;
  page: number;
}

export const PAGE_SIZE = 20;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values as readonly (string | null)[]).includes(value) ? (value as T) : '';

export function filtersFrom(params: URLSearchParams): TicketFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    status: oneOf(TICKET_STATUSES, params.get('status')),
    category: oneOf(TICKET_CATEGORIES, params.get('category')),
    unread: params.get('unread') === 'true',
    q: params.get('q')?.trim() ?? '',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as a query string, leaving out what is the default ("status=open&page=2"). */
export function searchOf(filters: TicketFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  if (filters.unread) params.set('unread', 'true');
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** Any filter changed starts again at the first page. */
export const withFilter = (filters: TicketFilters, change: Partial<Omit<TicketFilters, 'page'>>): TicketFilters => ({ ...filters, ...change, page: 1 });
