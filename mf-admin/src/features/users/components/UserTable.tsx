import type { AdminUserRow } from '@blockbeat/contracts';
import { AdminTable } from '../../../shared/AdminTable';
import { formatDate, formatDateTime } from '../model/dates';
import { statusText } from '../model/labels';
import { UserActions, type UserAction } from './UserActions';

interface UserTableProps {
  users: AdminUserRow[];
  busy: boolean;
  myId: string | null;
  onAction: (action: UserAction, user: AdminUserRow) => void;
}

function UserRow({ user, myId, onAction }: { user: AdminUserRow; myId: string | null; onAction: UserTableProps['onAction'] }) {
  return (
    <tr>
      <td data-label="User" className="admin-table-title">
        {user.email}
        {user.name && <span className="admin-muted"> {user.name}</span>}
      </td>
      <td data-label="Status">
        <span className="usr-status" data-status={user.status}>
          {statusText(user)}
        </span>
        {user.admin && user.status !== 'admin' && <span className="admin-muted"> · admin</span>}
      </td>
      <td data-label="Signed up">
        <time dateTime={user.signedUpAt}>{formatDate(user.signedUpAt)}</time>
      </td>
      <td data-label="Last seen">{user.lastSeenAt ? <time dateTime={user.lastSeenAt}>{formatDateTime(user.lastSeenAt)}</time> : <span className="admin-muted">Never</span>}</td>
      <td data-label="Actions" className="admin-table-actions">
        <UserActions user={user} myId={myId} onAction={onAction} />
      </td>
    </tr>
  );
}

/** One page of users as billing ordered them; on a phone each row is a card. */
export function UserTable({ users, busy, myId, onAction }: UserTableProps) {
  return (
    <AdminTable caption="Users" columns={['User', 'Status', 'Signed up', 'Last seen', 'Actions']} busy={busy} className="usr-table">
      {users.map((user) => (
        <UserRow key={user.id} user={user} myId={myId} onAction={onAction} />
      ))}
    </AdminTable>
  );
}
