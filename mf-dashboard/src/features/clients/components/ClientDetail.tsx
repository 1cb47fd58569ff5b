import { serviceMessageOf, useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeleteAssignment } from '../api/assignments';
import { useClient } from '../api/getClient';
import { localDate } from '../model/localDate';
import { AssignForm } from './AssignForm';
import { ClientCalendar } from './ClientCalendar';
import { ClientLinkPanel } from './ClientLinkPanel';

/** /clients/:id: the client, their private link, what they are given and their calendar. */
export function ClientDetail({ clientId }: { clientId: string }) {
  const [today] = useState(localDate);
  const detail = useClient(clientId);
  const remove = useDeleteAssignment();
  const handleActionError = useActionErrorHandler();
  const { toast } = useToast();
  if (detail.isPending) return <p className="muted" role="status">Loading the client…</p>;
  if (detail.isError)
    return (
      <div className="coach">
        <Link to="/clients">← All clients</Link>
        <p role="alert">{serviceMessageOf(detail.error, 'This client could not be loaded.')}</p>
      </div>
    );
  const { client, assignments } = detail.data;
  return (
    <div className="coach">
      <Link to="/clients" className="btn btn-text" style={{ alignSelf: 'flex-start' }}>
        ← All clients
      </Link>
      <div className="dashboard-header">
        <div>
          <h1>{client.name}</h1>
          {client.email && <p>{client.email}</p>}
          {client.archived && <p>Archived</p>}
        </div>
      </div>
      {client.note && <p className="muted">{client.note}</p>}
      <section className="coach-card" aria-labelledby="coach-link-title">
        <h2 id="coach-link-title">Private link</h2>
        <p className="muted">Their own page, no account needed. Renewing or revoking stops the old link.</p>
        <ClientLinkPanel client={client} />
      </section>
      <AssignForm clientId={client.id} />
      {assignments.length > 0 && (
        <section className="coach-card" aria-labelledby="coach-assigned-title">
          <h2 id="coach-assigned-title">Assigned</h2>
          <ul className="coach-assigned">
            {assignments.map((a) => (
              <li key={a.id} className="coach-notice">
                <span>
                  {a.programName ?? 'One workout'} · {a.startDate}
                  {a.endDate !== a.startDate && ` → ${a.endDate}`}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={`Remove ${a.programName ?? 'workout'} from ${a.startDate}`}
                  onClick={() =>
                    remove.mutate(
                      { clientId: client.id, assignmentId: a.id },
                      { onError: (err) => handleActionError(err) || toast({ title: 'It could not be removed', description: serviceMessageOf(err, 'Please try again.'), variant: 'destructive' }) },
                    )
                  }
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ClientCalendar clientId={client.id} today={today} />
    </div>
  );
}
