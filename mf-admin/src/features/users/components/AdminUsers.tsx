import type { AdminUserRow } from '@blockbeat/contracts';
import { useAuth } from '@blockbeat/shell-sdk';
import { Button, Card, LoadFailed } from '@blockbeat/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, LoadingCard } from '../../../shared/LoadState';
import { Pager } from '../../../shared/Pager';
import { useAdminUsers } from '../api/getAdminUsers';
import { filtersFrom, NO_FILTERS, PAGE_SIZE, searchOf, type UserFilters } from '../model/filters';
import { AdminRightDialog } from './AdminRightDialog';
import { AuditLog } from './AuditLog';
import { ExtendTrialDialog } from './ExtendTrialDialog';
import type { UserAction } from './UserActions';
import { UserDetails } from './UserDetails';
import { UserFilterBar } from './UserFilterBar';
import { UserTable } from './UserTable';
import './users.css';

const DIALOGS = { extend: ExtendTrialDialog, admin: AdminRightDialog, details: UserDetails } as const;

function UsersBody({ filters, show, onAction }: { filters: UserFilters; show: (filters: UserFilters) => void; onAction: (action: UserAction, user: AdminUserRow) => void }) {
  const users = useAdminUsers(filters);
  const myId = useAuth().user?.id ?? null;
  if (users.isPending) return <LoadingCard label="Loading the users..." rows={6} />;
  if (users.isError) return <LoadFailed title="The users could not be loaded." onRetry={() => void users.refetch()} />;
  const { data } = users;
  if (data.users.length === 0) {
    const filtered = searchOf({ ...filters, page: 1 }) !== '';
    return <EmptyState title={filtered ? 'No users match these filters' : 'No users yet'} action={filtered && <Button onClick={() => show(NO_FILTERS)}>Show all users</Button>} />;
  }
  return (
    <>
      <UserTable users={data.users} busy={users.isPlaceholderData} myId={myId} onAction={onAction} />
      <Pager label="Pages of users" page={data.page} pageSize={PAGE_SIZE} total={data.total} noun={['user', 'users']} onPage={(page) => show({ ...filters, page })} />
    </>
  );
}

/** The users table (filters in the address), its row actions, and the audit log of those actions. */
export function AdminUsers() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const show = (next: UserFilters) => setParams(searchOf(next));
  const [open, setOpen] = useState<{ action: UserAction; user: AdminUserRow } | null>(null);
  const Dialog = open && DIALOGS[open.action];
  return (
    <div className="usr-page">
      <Card title="Users">
        <div className="admin-list">
          <UserFilterBar filters={filters} onChange={show} />
          <UsersBody filters={filters} show={show} onAction={(action, user) => setOpen({ action, user })} />
        </div>
      </Card>
      <AuditLog />
      {Dialog && <Dialog user={open.user} onClose={() => setOpen(null)} />}
    </div>
  );
}
