import type { CustomCategory } from '@blockbeat/contracts';
import { useId, useMemo, useState } from 'react';
import { CloseIcon, FilterIcon, SearchIcon } from '../../../shared/components/icons';
import { LabeledSelect } from '../../../shared/components/LabeledSelect';
import type { DashboardFiltersState } from '../hooks/useDashboardFilters';
import { categoryOptions, DIFFICULTY_OPTIONS, DURATION_OPTIONS, TEMPLATE_SORT_OPTIONS, WORKOUT_SORT_OPTIONS } from '../model/filtering';

export interface FiltersBarProps {
  state: DashboardFiltersState;
  /** Sort By offers the orders of the tab in view. */
  tab: 'workouts' | 'templates';
  customCategories: readonly CustomCategory[];
}

/** docs/product.md#dashboard: the search box, the Filters toggle with its four dropdowns, and the active filters as chips. */
export function FiltersBar({ state, tab, customCategories }: FiltersBarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const categories = useMemo(() => categoryOptions(customCategories), [customCategories]);
  const { filters, setFilter, chips } = state;
  return (
    <div className="filters">
      <div className="filters-row">
        <div className="search-input">
          <SearchIcon />
          <input
            type="search"
            placeholder="Search workouts and templates..."
            aria-label="Search workouts and templates"
            value={state.searchInput}
            onChange={(e) => state.setSearchInput(e.target.value)}
          />
        </div>
        <button type="button" className="btn btn-ghost" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
          <FilterIcon />
          Filters
        </button>
      </div>
      {open && (
        <div id={panelId} className="filters-panel" role="group" aria-label="Filters">
          <LabeledSelect label="Category" value={filters.category} options={categories} onChange={(v) => setFilter('category', v)} />
          <LabeledSelect label="Difficulty" value={filters.difficulty} options={DIFFICULTY_OPTIONS} onChange={(v) => setFilter('difficulty', v)} />
          <LabeledSelect label="Duration" value={filters.duration} options={DURATION_OPTIONS} onChange={(v) => setFilter('duration', v)} />
          {tab === 'workouts' ? (
            <LabeledSelect label="Sort By" value={filters.workoutSort} options={WORKOUT_SORT_OPTIONS} onChange={(v) => setFilter('workoutSort', v)} />
          ) : (
            <LabeledSelect label="Sort By" value={filters.templateSort} options={TEMPLATE_SORT_OPTIONS} onChange={(v) => setFilter('templateSort', v)} />
          )}
        </div>
      )}
      {chips.length > 0 && (
        <ul className="filter-chips" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.key} className="filter-chip">
              <span>{chip.label}</span>
              <button type="button" className="filter-chip-remove" aria-label={`Remove filter ${chip.label}`} onClick={() => state.removeChip(chip.key)}>
                <CloseIcon />
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="text-button" onClick={state.clearAll}>
              Clear All
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
