import { GROUP_EMAIL_AUDIENCE_LABELS, type GroupEmailAudience } from '@blockbeat/contracts';
import { Alert, Modal } from '@blockbeat/ui';
import { countOf } from '../model/format';

interface ConfirmSendDialogProps {
  open: boolean;
  templateName: string;
  audience: GroupEmailAudience;
  count: number;
  sending: boolean;
  error: string | null;
  onSend: () => void;
  onClose: () => void;
}

/** "Send this mail?" with the template and how many it goes to: the last look before it goes out. */
export function ConfirmSendDialog({ open, templateName, audience, count, sending, error, onSend, onClose }: ConfirmSendDialogProps) {
  const recipients = countOf(count, ['user', 'users']);
  return (
    <Modal
      open={open}
      title="Send this group mail?"
      okText={sending ? 'Sending...' : `Send to ${recipients}`}
      cancelText="Not now"
      okButtonProps={{ loading: sending }}
      onOk={onSend}
      onCancel={onClose}
    >
      <p>
        <strong>{templateName}</strong> goes to <strong>{recipients}</strong> ({GROUP_EMAIL_AUDIENCE_LABELS[audience]}). A sent mail cannot be called back.
      </p>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
