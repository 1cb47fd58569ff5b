import type { Campaign } from '@blockbeat/contracts';
import { countOf } from '../model/format';

/** A bar of the recipients done (sent or failed), and the counts in words. */
export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const { total, sent, failed, queued, status } = campaign;
  if (status === 'preparing') return <span className="admin-muted">Reading the recipients...</span>;
  return (
    <div className="ge-progress">
      <progress value={sent + failed} max={Math.max(total, 1)} aria-label={`Progress of ${campaign.templateName}`} />
      <span>
        {sent.toLocaleString('en-US')} of {countOf(total, ['recipient', 'recipients'])} sent
        {failed > 0 && ` · ${failed.toLocaleString('en-US')} failed`}
        {queued > 0 && ` · ${queued.toLocaleString('en-US')} queued`}
      </span>
    </div>
  );
}
