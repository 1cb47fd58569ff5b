import { CAMPAIGN_STATUS_LABELS, GROUP_EMAIL_AUDIENCE_LABELS, type Campaign } from '@blockbeat/contracts';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../model/format';
import { searchOf } from '../model/log-view';
import { CampaignProgress } from './CampaignProgress';

function CampaignRow({ campaign, open }: { campaign: Campaign; open: boolean }) {
  return (
    <tr aria-current={open || undefined}>
      <td data-label="Template" className="admin-table-title">
        {campaign.templateName}
        <span className="admin-muted ge-subject">{campaign.subject}</span>
      </td>
      <td data-label="Audience">{GROUP_EMAIL_AUDIENCE_LABELS[campaign.audience]}</td>
      <td data-label="Started">
        <time dateTime={campaign.createdAt}>{formatDateTime(campaign.createdAt)}</time>
        <span className="admin-muted ge-subject">by {campaign.createdBy}</span>
      </td>
      <td data-label="Status">
        <span className="ge-status" data-status={campaign.status}>
          {CAMPAIGN_STATUS_LABELS[campaign.status]}
        </span>
      </td>
      <td data-label="Progress">
        <CampaignProgress campaign={campaign} />
      </td>
      <td data-label="Repeats">{campaign.repeats}</td>
      <td data-label="Recipients" className="admin-table-actions">
        <Link to={{ search: searchOf({ campaign: campaign.id, status: '', page: 1 }) }} aria-label={`Recipients of ${campaign.templateName}, ${formatDateTime(campaign.createdAt)}`}>
          Recipients
        </Link>
      </td>
    </tr>
  );
}

/** The campaigns, newest first; "Repeats" counts mails that may have gone out twice (same Message-ID) after a stopped worker. */
export function CampaignTable({ campaigns, openId }: { campaigns: Campaign[]; openId: string | null }) {
  return (
    <table className="admin-table ge-table">
      <caption className="admin-visually-hidden">Campaigns</caption>
      <thead>
        <tr>
          <th scope="col">Template</th>
          <th scope="col">Audience</th>
          <th scope="col">Started</th>
          <th scope="col">Status</th>
          <th scope="col">Progress</th>
          <th scope="col">Repeats</th>
          <th scope="col">
            <span className="admin-visually-hidden">Recipients</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {campaigns.map((c) => (
          <CampaignRow key={c.id} campaign={c} open={c.id === openId} />
        ))}
      </tbody>
    </table>
  );
}
