import { GROUP_EMAIL_AUDIENCE_LABELS, GROUP_EMAIL_AUDIENCES, GROUP_EMAIL_MESSAGES, type EmailTemplate, type GroupEmailAudience } from '@blockbeat/contracts';
import { useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { Alert, Button } from '@blockbeat/ui';
import { useState } from 'react';
import { SelectField } from '../../../shared/SelectField';
import { useAudienceCount } from '../api/getAudienceCount';
import { useSendTestMail } from '../api/sendTestMail';
import { useStartCampaign } from '../api/startCampaign';
import { countOf } from '../model/format';
import { NO_REFUSAL, refusalOf, type Refusal } from '../model/refusal';
import { ConfirmSendDialog } from './ConfirmSendDialog';
import { RecipientCount } from './RecipientCount';

const AUDIENCE_OPTIONS = GROUP_EMAIL_AUDIENCES.map((a) => [a, GROUP_EMAIL_AUDIENCE_LABELS[a]] as const);
const TEST_FAILED = 'The test mail could not be sent. Please try again.';
const SEND_FAILED = 'The group mail could not be sent. Please try again.';

/** Audience, template and the count, then a test to oneself or the send (after a confirmation). */
export function ComposeCampaign({ templates }: { templates: EmailTemplate[] }) {
  const [audience, setAudience] = useState<GroupEmailAudience>('all');
  const [templateId, setTemplateId] = useState('');
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [confirming, setConfirming] = useState(false);
  const count = useAudienceCount(audience);
  const sendTest = useSendTestMail();
  const start = useStartCampaign();
  const handleActionError = useActionErrorHandler();
  const { toast } = useToast();
  const template = templates.find((t) => t.id === templateId);
  const recipients = count.data?.count ?? 0;

  /** The chosen template, or null after saying by the field that one is needed. */
  const chosen = () => {
    setRefusal(template ? NO_REFUSAL : { template: GROUP_EMAIL_MESSAGES.templateRequired, form: null });
    return template ?? null;
  };
  const refused = (err: unknown, failed: string) => {
    if (!handleActionError(err)) setRefusal(refusalOf(err, failed));
  };

  const test = async () => {
    const picked = chosen();
    if (!picked || sendTest.isPending) return;
    try {
      const { to } = await sendTest.mutateAsync({ templateId: picked.id });
      toast({ title: 'Test mail sent', description: `${picked.name} is on its way to ${to}.` });
    } catch (err) {
      refused(err, TEST_FAILED);
    }
  };

  const send = async () => {
    if (!template || start.isPending) return;
    try {
      const campaign = await start.mutateAsync({ templateId: template.id, audience });
      toast({ title: 'Group mail started', description: `${campaign.templateName}: its progress is in the sent log.` });
      setConfirming(false);
    } catch (err) {
      refused(err, SEND_FAILED);
    }
  };

  return (
    <form
      className="ge-compose"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen()) setConfirming(true);
      }}
    >
      <div className="admin-filters">
        <SelectField label="Audience" value={audience} options={AUDIENCE_OPTIONS} onChange={setAudience} />
        <SelectField
          label="Template"
          value={templateId}
          options={[['', 'None chosen'], ...templates.map((t) => [t.id, t.name] as const)]}
          error={refusal.template}
          onChange={(id) => {
            setTemplateId(id);
            setRefusal(NO_REFUSAL);
          }}
        />
      </div>
      <RecipientCount count={count} />
      {refusal.form && !confirming && <Alert type="error" showIcon title={refusal.form} />}
      <div className="ge-actions">
        <Button onClick={() => void test()} loading={sendTest.isPending}>
          Send a test to me
        </Button>
        <Button type="primary" htmlType="submit" disabled={!count.isSuccess || recipients === 0}>
          {count.isSuccess && recipients > 0 ? `Send to ${countOf(recipients, ['user', 'users'])}...` : 'Send...'}
        </Button>
      </div>
      <ConfirmSendDialog
        open={confirming && template !== undefined}
        templateName={template?.name ?? ''}
        audience={audience}
        count={recipients}
        sending={start.isPending}
        error={refusal.form ?? refusal.template}
        onSend={() => void send()}
        onClose={() => {
          setConfirming(false);
          setRefusal(NO_REFUSAL);
        }}
      />
    </form>
  );
}
