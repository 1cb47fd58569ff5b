import type { StripeEventSummary } from '@blockbeat/contracts';
import { AdminTable } from '../../../shared/AdminTable';
import { OUTCOME_LABELS } from '../model/settings';

const at = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The latest webhook events, newest first, with how their handling went. */
export function WebhookEvents({ events }: { events: StripeEventSummary[] }) {
  if (events.length === 0) {
    return <p className="admin-muted">No webhook events yet. Once the webhook secret is set and Stripe sends events, they appear here.</p>;
  }
  return (
    <AdminTable caption="Latest webhook events" columns={['Received', 'Event', 'Outcome', 'Details']} className="stripe-table">
      {events.map((e) => (
        <tr key={e.eventId}>
          <td data-label="Received">{at(e.receivedAt)}</td>
          <td>
            <span className="stripe-event-type">{e.type}</span>
            <span className="admin-muted stripe-event-id">{e.eventId}</span>
          </td>
          <td data-label="Outcome">
            <span className="stripe-outcome" data-outcome={e.outcome}>
              {OUTCOME_LABELS[e.outcome]}
            </span>
          </td>
          <td>
            {e.message && <span className="stripe-event-message">{e.message}</span>}
            <span className="admin-muted stripe-event-meta">
              {e.deliveries === 1 ? '1 delivery' : `${e.deliveries} deliveries`}
              {e.objectId ? ` · ${e.objectId}` : ''}
            </span>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
