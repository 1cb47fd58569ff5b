import type { AuditEntry } from '@blockbeat/contracts';
import { Card, LoadFailed } from '@blockbeat/ui';
import { useState } from 'react';
import { AdminTable } from '../../../shared/AdminTable';
import { LoadingCard } from '../../../shared/LoadState';
import { Pager } from '../../../shared/Pager';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/getAuditLog';
import { formatDateTime } from '../model/dates';
import { AUDIT_ACTION_LABELS } from '../model/labels';

const FIELD_LABELS: Record<string, string> = { trialEndsAt: 'Trial ends', admin: 'Admin', status: 'Status' };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDateTime(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "Trial ends: Mar 4, 2026, 2:05 PM → Mar 11, 2026, 2:05 PM", one line per field that was recorded. */
function Change({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  return (
    <ul className="usr-change">
      {fields.map((f) => (
        <li key={f}>
          {FIELD_LABELS[f] ?? f}: {valueText(entry.before[f])} → {valueText(entry.after[f])}
        </li>
      ))}
    </ul>
  );
}

function AuditTable({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  return (
    <AdminTable caption="Admin actions, newest first" columns={['When', 'Who', 'What', 'Target', 'Before → after']} busy={busy} className="usr-table">
      {entries.map((e) => (
        <tr key={e.id}>
          <td data-label="When">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
          </td>
          <td data-label="Who">{e.actorEmail}</td>
          <td data-label="What">{AUDIT_ACTION_LABELS[e.action] ?? e.action}</td>
          <td data-label="Target">{e.targetEmail}</td>
          <td data-label="Before → after">
            <Change entry={e} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function AuditBody({ page, setPage }: { page: number; setPage: (page: number) => void }) {
  const log = useAuditLog(page);
  if (log.isPending) return <LoadingCard label="Loading the audit log..." />;
  if (log.isError) return <LoadFailed title="The audit log could not be loaded." onRetry={() => void log.refetch()} />;
  if (log.data.entries.length === 0) return <p className="admin-muted">No admin actions yet.</p>;
  return (
    <>
      <AuditTable entries={log.data.entries} busy={log.isPlaceholderData} />
      <Pager label="Pages of the audit log" page={log.data.page} pageSize={AUDIT_PAGE_SIZE} total={log.data.total} noun={['action', 'actions']} onPage={setPage} />
    </>
  );
}

/** Every admin action, newest first, as billing keeps it (never changed or deleted). */
export function AuditLog() {
  const [page, setPage] = useState(1);
  return (
    <Card title="Audit log">
      <div className="admin-list">
        <AuditBody page={page} setPage={setPage} />
      </div>
    </Card>
  );
}
