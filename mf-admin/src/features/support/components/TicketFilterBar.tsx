import { SearchForm } from '../../../shared/SearchForm';
import { SelectField } from '../../../shared/SelectField';
import { withFilter, type TicketFilters } from '../model/filters';
import { CATEGORY_OPTIONS, STATUS_OPTIONS } from '../model/labels';

/** Status, category, unread only and a search; every change shows the first page of what matches. */
export function TicketFilterBar({ filters, onChange }: { filters: TicketFilters; onChange: (filters: TicketFilters) => void }) {
  return (
    <div className="admin-filters">
      <SelectField label="Status" value={filters.status} options={[['', 'All statuses'], ...STATUS_OPTIONS]} onChange={(status) => onChange(withFilter(filters, { status }))} />
      <SelectField label="Category" value={filters.category} options={[['', 'All categories'], ...CATEGORY_OPTIONS]} onChange={(category) => onChange(withFilter(filters, { category }))} />
      <label className="staff-check">
        <input type="checkbox" checked={filters.unread} onChange={(e) => onChange(withFilter(filters, { unread: e.target.checked }))} />
        Unread only
      </label>
      <SearchForm label="Search by e-mail or subject" initial={filters.q} onSearch={(q) => onChange(withFilter(filters, { q }))} />
    </div>
  );
}
