import { ADMIN_LIMITS, ADMIN_USER_FILTERS, type AdminUserFilter, type AdminUserSort } from '@blockbeat/contracts';

export type SortOrder = 'asc' | 'desc';

/** What the users table shows: kept in the address, so a filtered list can be shared, reloaded and returned to. */
export interface UserFilters {
  /** Part of the e-mail or the name. */
  q: string;
  status: AdminUserFilter | '';
  sort: AdminUserSort;
  order: SortOrder;
  page: number;
}

export const PAGE_SIZE = ADMIN_LIMITS.pageSizeDefault;

/** The sort choices, as "<sort>-<order>", with their words. */
export const SORTS = {
  'signedUp-desc': 'Newest sign-ups first',
  'signedUp-asc': 'Oldest sign-ups first',
  'lastSeen-desc': 'Recently seen first',
  'lastSeen-asc': 'Longest unseen first',
} as const;
export type SortChoice = keyof typeof SORTS;
export const SORT_OPTIONS = Object.entries(SORTS) as [SortChoice, string][];

export const sortChoiceOf = ({ sort, order }: UserFilters): SortChoice => `${sort}-${order}`;

export function filtersFrom(params: URLSearchParams): UserFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const status = params.get('status');
  const choice = `${params.get('sort')}-${params.get('order')}`;
  const [sort, order] = (choice in SORTS ? choice : 'signedUp-desc').split('-') as [AdminUserSort, SortOrder];
  return {
    q: (params.get('q') ?? '').trim().slice(0, ADMIN_LIMITS.searchMax),
    status: (ADMIN_USER_FILTERS as readonly (string | null)[]).includes(status) ? (status as AdminUserFilter) : '',
    sort,
    order,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as the address shows them, leaving out the defaults ("status=trial&page=2"). */
export function searchOf(filters: UserFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (sortChoiceOf(filters) !== 'signedUp-desc') {
    params.set('sort', filters.sort);
    params.set('order', filters.order);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** The filters as billing's query: everything spelled out. */
export function queryOf(filters: UserFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  params.set('sort', filters.sort);
  params.set('order', filters.order);
  params.set('page', String(filters.page));
  params.set('pageSize', String(PAGE_SIZE));
  return params.toString();
}

/** Any filter changed starts again at the first page. */
export const withFilter = (filters: UserFilters, change: Partial<Omit<UserFilters, 'page'>>): UserFilters => ({ ...filters, ...change, page: 1 });

export const NO_FILTERS: UserFilters = { q: '', status: '', sort: 'signedUp', order: 'desc', page: 1 };
