import { ADMIN_LIMITS, type AdminUserSort } from '@blockbeat/contracts';
import { SearchForm } from '../../../shared/SearchForm';
import { SelectField } from '../../../shared/SelectField';
import { sortChoiceOf, SORT_OPTIONS, withFilter, type SortChoice, type SortOrder, type UserFilters } from '../model/filters';
import { FILTER_OPTIONS } from '../model/labels';

/** Status, sort and a search; every change shows the first page of what matches. */
export function UserFilterBar({ filters, onChange }: { filters: UserFilters; onChange: (filters: UserFilters) => void }) {
  const sortBy = (choice: SortChoice) => {
    const [sort, order] = choice.split('-') as [AdminUserSort, SortOrder];
    onChange(withFilter(filters, { sort, order }));
  };
  return (
    <div className="admin-filters">
      <SelectField label="Status" value={filters.status} options={FILTER_OPTIONS} onChange={(status) => onChange(withFilter(filters, { status }))} />
      <SelectField label="Sort by" value={sortChoiceOf(filters)} options={SORT_OPTIONS} onChange={sortBy} />
      <SearchForm label="Search by e-mail or name" initial={filters.q} maxLength={ADMIN_LIMITS.searchMax} onSearch={(q) => onChange(withFilter(filters, { q }))} />
    </div>
  );
}
