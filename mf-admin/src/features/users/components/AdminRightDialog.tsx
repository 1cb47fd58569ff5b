import type { AdminUserRow } from '@blockbeat/contracts';
import { useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { Alert, Modal } from '@blockbeat/ui';
import { useState } from 'react';
import { useSetAdmin } from '../api/setAdmin';
import { refusalOf } from '../model/refusal';

/** "Grant admin?" or "Revoke admin?"; the service may still refuse (ADMIN_EMAILS, yourself) and says why. */
export function AdminRightDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const setAdmin = useSetAdmin();
  const handleActionError = useActionErrorHandler();
  const { toast } = useToast();
  const [refused, setRefused] = useState<string | null>(null);
  const grant = !user.admin;
  const failed = `Admin rights could not be ${grant ? 'granted' : 'revoked'}. Please try again.`;

  const confirm = async () => {
    if (setAdmin.isPending) return;
    setRefused(null);
    try {
      await setAdmin.mutateAsync({ userId: user.id, input: { admin: grant } });
      toast({ title: grant ? 'Admin granted' : 'Admin revoked', description: user.email });
      onClose();
    } catch (err) {
      if (handleActionError(err)) return;
      setRefused(refusalOf(err, 'admin', failed).form ?? failed);
    }
  };

  return (
    <Modal
      open
      title={grant ? 'Grant admin rights?' : 'Revoke admin rights?'}
      okText={grant ? 'Grant admin' : 'Revoke admin'}
      okButtonProps={{ danger: !grant, loading: setAdmin.isPending }}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        {grant ? (
          <>
            <strong>{user.email}</strong> will see every admin screen, read every ticket and change any user's access.
          </>
        ) : (
          <>
            <strong>{user.email}</strong> will lose the admin screens; their access then follows their own plan.
          </>
        )}
      </p>
      {refused && <Alert type="error" showIcon title={refused} />}
    </Modal>
  );
}
