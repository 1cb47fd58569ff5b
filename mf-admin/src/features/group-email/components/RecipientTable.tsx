import { RECIPIENT_STATUS_LABELS, type CampaignRecipient } from '@blockbeat/contracts';
import { formatDateTime } from '../model/format';

function RecipientRow({ recipient }: { recipient: CampaignRecipient }) {
  return (
    <tr>
      <td data-label="E-mail" className="admin-table-title">
        {recipient.email}
      </td>
      <td data-label="Outcome">
        <span className="ge-status" data-status={recipient.status}>
          {RECIPIENT_STATUS_LABELS[recipient.status]}
        </span>
        {recipient.error && <span className="ge-reason">{recipient.error}</span>}
      </td>
      <td data-label="Sent">{recipient.sentAt ? <time dateTime={recipient.sentAt}>{formatDateTime(recipient.sentAt)}</time> : <span className="admin-muted">{recipient.status === 'queued' ? 'Not yet' : 'Not sent'}</span>}</td>
      <td data-label="Repeats">{recipient.repeats}</td>
    </tr>
  );
}

/** One page of a campaign's recipients by e-mail, each with its outcome (and the server's reason for a failure). */
export function RecipientTable({ recipients, busy }: { recipients: CampaignRecipient[]; busy: boolean }) {
  return (
    <table className="admin-table ge-table" aria-busy={busy || undefined}>
      <caption className="admin-visually-hidden">Recipients</caption>
      <thead>
        <tr>
          <th scope="col">E-mail</th>
          <th scope="col">Outcome</th>
          <th scope="col">Sent</th>
          <th scope="col">Repeats</th>
        </tr>
      </thead>
      <tbody>
        {recipients.map((r) => (
          <RecipientRow key={r.userId} recipient={r} />
        ))}
      </tbody>
    </table>
  );
}
