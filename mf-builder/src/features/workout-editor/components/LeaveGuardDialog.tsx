import { Modal } from '@blockbeat/ui';
import type { PendingLeave } from '../hooks/useLeaveGuard';

/** "Leave without saving?" while the leave guard holds a navigation. */
export function LeaveGuardDialog({ pending }: { pending: PendingLeave | null }) {
  return (
    <Modal
      open={pending !== null}
      title="Leave without saving?"
      okText="Leave without saving"
      cancelText="Stay"
      okButtonProps={{ danger: true }}
      onOk={() => pending?.leave()}
      onCancel={() => pending?.stay()}
    >
      <p>Your changes to this workout are not saved yet. Save with Ctrl+S, or leave and lose them.</p>
    </Modal>
  );
}
