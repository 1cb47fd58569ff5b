import type { EmailTemplate } from '@blockbeat/contracts';
import { isNotFoundError, useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { Alert, Modal } from '@blockbeat/ui';
import { useState } from 'react';
import { useDeleteEmailTemplate } from '../api/deleteEmailTemplate';

/** "Delete this template?"; a template someone else already deleted counts as deleted. */
export function DeleteTemplateDialog({ template, onClose }: { template: EmailTemplate | null; onClose: () => void }) {
  const remove = useDeleteEmailTemplate();
  const handleActionError = useActionErrorHandler();
  const { toast } = useToast();
  const [failed, setFailed] = useState(false);

  const close = () => {
    setFailed(false);
    onClose();
  };

  const confirm = async () => {
    if (!template || remove.isPending) return;
    setFailed(false);
    try {
      await remove.mutateAsync(template.id);
    } catch (err) {
      if (handleActionError(err)) return;
      if (!isNotFoundError(err)) {
        setFailed(true);
        return;
      }
    }
    toast({ title: 'Template deleted', description: template.name });
    close();
  };

  return (
    <Modal
      open={template !== null}
      title="Delete this template?"
      okText={remove.isPending ? 'Deleting...' : 'Delete template'}
      cancelText="Keep it"
      okButtonProps={{ danger: true, loading: remove.isPending }}
      onOk={() => void confirm()}
      onCancel={close}
    >
      <p>
        <strong>{template?.name}</strong> will be deleted for good. This cannot be undone.
      </p>
      {failed && <Alert type="error" showIcon title="The template could not be deleted. Please try again." />}
    </Modal>
  );
}
