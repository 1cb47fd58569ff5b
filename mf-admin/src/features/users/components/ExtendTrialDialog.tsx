import { ADMIN_LIMITS, type AdminUserRow } from '@blockbeat/contracts';
import { useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { Alert, Field, Input, Modal } from '@blockbeat/ui';
import { useState } from 'react';
import { useExtendTrial } from '../api/extendTrial';
import { formatDate } from '../model/dates';
import { parseDays } from '../model/days';
import { refusalOf } from '../model/refusal';

const NOT_EXTENDED = 'The trial could not be extended. Please try again.';
const FORM_ID = 'usr-extend-trial';

/** "Extend trial": 1 to 90 days; the service's refusal (a paying user, say) is shown in its words. */
export function ExtendTrialDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const extend = useExtendTrial();
  const handleActionError = useActionErrorHandler();
  const { toast } = useToast();
  const [text, setText] = useState('7');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    if (extend.isPending) return;
    setFormError(null);
    const parsed = parseDays(text);
    if ('problem' in parsed) {
      setFieldError(parsed.problem);
      return;
    }
    try {
      const row = await extend.mutateAsync({ userId: user.id, input: { days: parsed.days } });
      toast({ title: 'Trial extended', description: row.trialEndsAt ? `${row.email}: the trial now ends ${formatDate(row.trialEndsAt)}.` : row.email });
      onClose();
    } catch (err) {
      if (handleActionError(err)) return;
      const refusal = refusalOf(err, 'days', NOT_EXTENDED);
      setFieldError(refusal.field);
      setFormError(refusal.form);
    }
  };

  return (
    <Modal
      open
      title={`Extend the trial of ${user.email}`}
      okText={extend.isPending ? 'Extending...' : 'Extend trial'}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID, loading: extend.isPending }}
      onCancel={onClose}
    >
      <form
        id={FORM_ID}
        noValidate
        className="usr-dialog-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>{user.trialEndsAt ? `The trial ends ${formatDate(user.trialEndsAt)}; the days are added to that, or to today if it has passed.` : 'The days are added from today.'}</p>
        <Field label="Days to add" required error={fieldError} hint={`${ADMIN_LIMITS.extendTrialMinDays} to ${ADMIN_LIMITS.extendTrialMaxDays} days`}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={ADMIN_LIMITS.extendTrialMinDays}
              max={ADMIN_LIMITS.extendTrialMaxDays}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setFieldError(null);
              }}
            />
          )}
        </Field>
        {formError && <Alert type="error" showIcon title={formError} />}
      </form>
    </Modal>
  );
}
