import { ROSTER_SORTS, type RosterArchived, type RosterQuery, type RosterRow, type RosterSort } from '@blockbeat/contracts';
import { serviceMessageOf, useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDismissNotice } from '../api/dismissNotice';
import { useRoster } from '../api/getRoster';
import { useUpdateClient } from '../api/updateClient';
import { localDate } from '../model/localDate';
import { AddClientForm } from './AddClientForm';

const SORT_LABELS: Record<RosterSort, string> = {
  name: 'Name',
  createdAt: 'Newest',
  lastActivity: 'Last activity',
  thisWeek: 'This week',
  fallingBehind: 'Falling behind first',
};
const ARCHIVED_LABELS: Record<RosterArchived, string> = { active: 'Active', archived: 'Archived', all: 'All' };
/** The order each sort reads best in: names A→Z, the rest with the most telling first. */
const SORT_ORDER: Record<RosterSort, 'asc' | 'desc'> = { name: 'asc', createdAt: 'desc', lastActivity: 'desc', thisWeek: 'desc', fallingBehind: 'desc' };

export const FALLING_BEHIND = 'Falling behind';

const ratio = ({ done, planned }: { done: number; planned: number }) => (planned === 0 ? '—' : `${done} / ${planned}`);
const when = (at: string | null) => (at ? new Date(at).toLocaleDateString(undefined, { day: 'numeric', month: 'short' }) : 'Never');

function Row({ row }: { row: RosterRow }) {
  const update = useUpdateClient();
  const handleActionError = useActionErrorHandler();
  const { toast } = useToast();
  const archive = () =>
    update.mutate(
      { id: row.id, patch: { archived: !row.archived } },
      { onError: (err) => handleActionError(err) || toast({ title: 'The client could not be changed', description: serviceMessageOf(err, 'Please try again.'), variant: 'destructive' }) },
    );
  return (
    <tr className={row.fallingBehind ? 'is-behind' : undefined}>
      <th scope="row" data-label="Client">
        <Link to={`/clients/${row.id}`} className="coach-name">
          {row.name}
        </Link>
        {row.fallingBehind && <span className="coach-behind">{FALLING_BEHIND}</span>}
        {row.email && <span className="muted coach-sub">{row.email}</span>}
      </th>
      <td data-label="This week">{ratio(row.thisWeek)}</td>
      <td data-label="Last 4 weeks">{ratio(row.lastFourWeeks)}</td>
      <td data-label="Last activity">{when(row.lastActivityAt)}</td>
      <td data-label="Latest effort" className="coach-latest">
        {row.latestEffort === null ? '—' : `${row.latestEffort}/10`}
        {row.latestNote && <span className="muted coach-sub">“{row.latestNote}”</span>}
      </td>
      <td data-label="">
        <button type="button" className="btn btn-ghost" disabled={update.isPending} onClick={archive} aria-label={`${row.archived ? 'Restore' : 'Archive'} ${row.name}`}>
          {row.archived ? 'Restore' : 'Archive'}
        </button>
      </td>
    </tr>
  );
}

/** /clients: everyone the instructor coaches and how they keep up; add, search, sort, archive. */
export function RosterView() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<RosterSort>('name');
  const [archived, setArchived] = useState<RosterArchived>('active');
  const [adding, setAdding] = useState(false);
  const deferredSearch = useDeferredValue(search.trim());
  const query: RosterQuery = { search: deferredSearch, sort, order: SORT_ORDER[sort], archived, today: localDate() };
  const roster = useRoster(query);
  const dismiss = useDismissNotice();
  const data = roster.data;

  return (
    <div className="coach">
      <div className="dashboard-header">
        <div>
          <h1>Clients</h1>
          {data && (
            <p>
              {data.total} of {data.max} clients
            </p>
          )}
        </div>
        <div className="dashboard-actions">
          <Link to="/programs" className="btn btn-ghost">
            Programs
          </Link>
          {!adding && (
            <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
              Add client
            </button>
          )}
        </div>
      </div>
      {adding && <AddClientForm onDone={() => setAdding(false)} />}
      {data?.notices.map((notice) => (
        <div key={notice.id} className="coach-card coach-notice" role="status">
          <span>{notice.clientName} asked to be forgotten: their page, schedule and logs are gone.</span>
          <button type="button" className="btn btn-ghost" onClick={() => dismiss.mutate(notice.id)}>
            Dismiss
          </button>
        </div>
      ))}
      <div className="coach-toolbar" role="group" aria-label="Find clients">
        <input className="coach-input" type="search" placeholder="Search clients" aria-label="Search clients" value={search} onChange={(e) => setSearch(e.target.value)} />
        <label className="coach-inline">
          <span>Sort by</span>
          <select className="coach-input" value={sort} onChange={(e) => setSort(e.target.value as RosterSort)}>
            {ROSTER_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="coach-inline">
          <span>Show</span>
          <select className="coach-input" value={archived} onChange={(e) => setArchived(e.target.value as RosterArchived)}>
            {Object.entries(ARCHIVED_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {roster.isPending && (
        <p role="status" className="muted">
          Loading clients…
        </p>
      )}
      {roster.isError && (
        <div className="coach-card" role="alert">
          <p>{serviceMessageOf(roster.error, 'Your clients could not be loaded.')}</p>
          <button type="button" className="btn btn-primary" onClick={() => void roster.refetch()}>
            Retry
          </button>
        </div>
      )}
      {data && data.rows.length === 0 && (
        <div className="coach-card coach-empty">
          <h2>{deferredSearch || archived !== 'active' ? 'No clients match' : 'No clients yet'}</h2>
          {!deferredSearch && archived === 'active' && <p className="muted">Add a client, give them a program and send them their private link: no account or app needed.</p>}
        </div>
      )}
      {data && data.rows.length > 0 && (
        <table className="coach-table" aria-label="Clients">
          <thead>
            <tr>
              <th scope="col">Client</th>
              <th scope="col">This week</th>
              <th scope="col">Last 4 weeks</th>
              <th scope="col">Last activity</th>
              <th scope="col">Latest effort</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <Row key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
