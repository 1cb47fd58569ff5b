import { Button, Field, Input } from '@blockbeat/ui';
import { useState } from 'react';
import { withFilter, type TicketFilters } from '../model/filters';
import { CATEGORY_OPTIONS, STATUS_OPTIONS } from '../model/labels';
import { SelectField } from './SelectField';

interface FilterBarProps {
  filters: TicketFilters;
  onChange: (filters: TicketFilters) => void;
}

/** The search runs when sent (Enter or Search), not on every key: each search is a query over every ticket. */
function SearchForm({ filters, onChange }: FilterBarProps) {
  const [q, setQ] = useState(filters.q);
  return (
    <form
      role="search"
      className="staff-search"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(withFilter(filters, { q: q.trim() }));
      }}
    >
      <Field label="Search by e-mail or subject">
        {(control) => <Input {...control} type="search" value={q} onChange={(e) => setQ(e.target.value)} />}
      </Field>
      <Button htmlType="submit">Search</Button>
    </form>
  );
}

/** Status, category, unread only and a search; every change shows the first page of what matches. */
export function TicketFilterBar({ filters, onChange }: FilterBarProps) {
  return (
    <div className="staff-filters">
      <SelectField label="Status" value={filters.status} options={[['', 'All statuses'], ...STATUS_OPTIONS]} onChange={(status) => onChange(withFilter(filters, { status }))} />
      <SelectField label="Category" value={filters.category} options={[['', 'All categories'], ...CATEGORY_OPTIONS]} onChange={(category) => onChange(withFilter(filters, { category }))} />
      <label className="staff-check">
        <input type="checkbox" checked={filters.unread} onChange={(e) => onChange(withFilter(filters, { unread: e.target.checked }))} />
        Unread only
      </label>
      {/* Keyed by the search in the address, so going back to another search shows its words. */}
      <SearchForm key={filters.q} filters={filters} onChange={onChange} />
    </div>
  );
}
