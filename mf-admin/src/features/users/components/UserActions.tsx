import type { AdminUserRow } from '@blockbeat/contracts';
import { Button } from '@blockbeat/ui';
import { useId } from 'react';
import { revokeBlocked } from '../model/labels';

export type UserAction = 'extend' | 'admin' | 'details';

interface UserActionsProps {
  user: AdminUserRow;
  myId: string | null;
  onAction: (action: UserAction, user: AdminUserRow) => void;
}

/** Grant or revoke; a revoke that is not allowed stays visible, disabled, with the reason beside it for every reader. */
function AdminRightButton({ user, myId, onAction }: UserActionsProps) {
  const reasonId = useId();
  const blocked = user.admin ? revokeBlocked(user, myId) : null;
  return (
    <span className="usr-tip" title={blocked ?? undefined}>
      <Button size="small" disabled={blocked !== null} aria-describedby={blocked ? reasonId : undefined} onClick={() => onAction('admin', user)}>
        {user.admin ? 'Revoke admin' : 'Grant admin'}
      </Button>
      {blocked && (
        <span id={reasonId} className="admin-visually-hidden">
          {blocked}
        </span>
      )}
    </span>
  );
}

/** A row's actions, each named with the user for screen readers. */
export function UserActions({ user, myId, onAction }: UserActionsProps) {
  return (
    <div className="usr-actions" role="group" aria-label={`Actions for ${user.email}`}>
      <Button size="small" onClick={() => onAction('extend', user)}>
        Extend trial
      </Button>
      <AdminRightButton user={user} myId={myId} onAction={onAction} />
      <Button size="small" onClick={() => onAction('details', user)}>
        Details
      </Button>
    </div>
  );
}
