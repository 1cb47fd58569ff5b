import { useCallback, useEffect, useMemo, useState } from 'react';
import { activeFilterChips, ALL, DEFAULT_FILTERS, SEARCH_DEBOUNCE_MS, type DashboardFilters, type FilterChip } from '../model/filtering';

/** A User Timing mark at the moment a search is applied, so the grid's response can be measured (bench/dashboard). */
export const SEARCH_APPLIED_MARK = 'blockbeat:dashboard-search-applied';

export interface DashboardFiltersState {
  /** What the search box shows. */
  searchInput: string;
  /** What the lists are filtered by: the box's text once it has been still for 300 ms. */
  search: string;
  setSearchInput: (value: string) => void;
  filters: DashboardFilters;
  setFilter: <K extends keyof DashboardFilters>(key: K, value: DashboardFilters[K]) => void;
  chips: FilterChip[];
  removeChip: (key: FilterChip['key']) => void;
  clearAll: () => void;
}

export function useDashboardFilters(): DashboardFiltersState {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<DashboardFilters>(DEFAULT_FILTERS);

  useEffect(() => {
    if (searchInput === search) return;
    const timer = setTimeout(() => {
      performance.mark?.(SEARCH_APPLIED_MARK);
      setSearch(searchInput);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search]);

  const setFilter = useCallback(<K extends keyof DashboardFilters>(key: K, value: DashboardFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
  }, []);

  // Removing a filter is a deliberate act, not typing: it applies at once.
  const clearSearch = useCallback(() => {
    setSearchInput('');
    setSearch('');
  }, []);

  const removeChip = useCallback(
    (key: FilterChip['key']) => (key === 'search' ? clearSearch() : setFilter(key, ALL)),
    [clearSearch, setFilter],
  );

  const clearAll = useCallback(() => {
    clearSearch();
    setFilters(DEFAULT_FILTERS);
  }, [clearSearch]);

  const chips = useMemo(() => activeFilterChips(searchInput, filters), [searchInput, filters]);
  return { searchInput, search, setSearchInput, filters, setFilter, chips, removeChip, clearAll };
}
