import { RECIPIENT_STATUS_LABELS, RECIPIENT_STATUSES, type Campaign, type RecipientStatus } from '@blockbeat/contracts';
import { Button, LoadFailed } from '@blockbeat/ui';
import { EmptyState, LoadingCard } from '../../../shared/LoadState';
import { Pager } from '../../../shared/Pager';
import { SelectField } from '../../../shared/SelectField';
import { useCampaignRecipients } from '../api/getCampaignRecipients';
import { formatDateTime } from '../model/format';
import type { RecipientView } from '../model/log-view';
import { RecipientTable } from './RecipientTable';

const STATUS_OPTIONS: ReadonlyArray<readonly [RecipientStatus | '', string]> = [['', 'All outcomes'], ...RECIPIENT_STATUSES.map((s) => [s, RECIPIENT_STATUS_LABELS[s]] as const)];

interface RecipientLogProps {
  view: RecipientView;
  /** The campaign from the log; undefined when it is older than the campaigns listed. */
  campaign: Campaign | undefined;
  show: (view: RecipientView | null) => void;
}

function RecipientsBody({ view, campaign, show }: RecipientLogProps) {
  const recipients = useCampaignRecipients(view, campaign !== undefined && campaign.status !== 'done');
  if (recipients.isPending) return <LoadingCard label="Loading the recipients..." />;
  if (recipients.isError) return <LoadFailed title="The recipients could not be loaded." onRetry={() => void recipients.refetch()} />;
  const { data } = recipients;
  if (data.recipients.length === 0) {
    const title = view.status ? `No recipient is ${RECIPIENT_STATUS_LABELS[view.status].toLowerCase()}` : 'No recipients yet';
    return <EmptyState title={title} description={campaign?.status === 'preparing' ? 'The recipients are being read; they appear here in a moment.' : undefined} />;
  }
  return (
    <>
      <RecipientTable recipients={data.recipients} busy={recipients.isPlaceholderData} />
      <Pager label="Pages of recipients" page={data.page} pageSize={data.pageSize} total={data.total} noun={['recipient', 'recipients']} onPage={(page) => show({ ...view, page })} />
    </>
  );
}

/** One campaign's recipients with their outcomes, filtered by outcome, a page at a time; live while it runs. */
export function RecipientLog(props: RecipientLogProps) {
  const { view, campaign, show } = props;
  return (
    <section className="admin-list ge-recipients" aria-labelledby="ge-recipients-title">
      <div className="ge-recipients-head">
        <h3 id="ge-recipients-title">{campaign ? `Recipients of ${campaign.templateName}, ${formatDateTime(campaign.createdAt)}` : 'Recipients'}</h3>
        <Button onClick={() => show(null)}>Close</Button>
      </div>
      <div className="admin-filters">
        <SelectField label="Outcome" value={view.status} options={STATUS_OPTIONS} onChange={(status) => show({ ...view, status, page: 1 })} />
      </div>
      <RecipientsBody {...props} />
    </section>
  );
}
