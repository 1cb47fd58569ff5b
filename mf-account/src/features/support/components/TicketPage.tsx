import { SUPPORT_MESSAGES, TICKET_CATEGORY_LABELS } from '@blockbeat/contracts';
import { isNotFoundError } from '@blockbeat/shell-sdk';
import { Alert, Button, Card, LoadFailed, Skeleton } from '@blockbeat/ui';
import { Link, useNavigate } from 'react-router-dom';
import { useTicket } from '../api/getTicket';
import { formatDateTime } from '../model/dates';
import { NEW_TICKET_PATH, SUPPORT_PATH } from '../model/paths';
import { ReplyBox } from './ReplyBox';
import { Thread } from './Thread';
import { TicketStatus } from './TicketStatus';

function BackLink() {
  return (
    <Link to={SUPPORT_PATH} className="back-link">
      ← All tickets
    </Link>
  );
}

function ClosedNotice() {
  const navigate = useNavigate();
  return (
    <Alert
      type="info"
      showIcon
      title={SUPPORT_MESSAGES.closed}
      action={<Button onClick={() => navigate(NEW_TICKET_PATH)}>New ticket</Button>}
    />
  );
}

/** /support/{id}: the thread, newest last, and the reply box; opening it marks the staff replies read. */
export function TicketPage({ id }: { id: string }) {
  const ticket = useTicket(id);

  if (ticket.isPending) {
    return (
      <div className="stack narrow-page" aria-busy="true">
        <BackLink />
        <p className="visually-hidden" role="status">
          Loading the ticket...
        </p>
        <Card>
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      </div>
    );
  }
  if (ticket.data === undefined) {
    const missing = isNotFoundError(ticket.error);
    return (
      <div className="stack narrow-page">
        <BackLink />
        <h1 className="page-title">Support</h1>
        <LoadFailed title={missing ? 'This ticket could not be found.' : 'The ticket could not be loaded.'} onRetry={missing ? undefined : () => void ticket.refetch()} />
      </div>
    );
  }

  const { data } = ticket;
  return (
    <div className="stack narrow-page">
      <BackLink />
      <div>
        <h1 className="page-title ticket-title">{data.subject}</h1>
        <dl className="ticket-meta">
          <div>
            <dt>Category</dt>
            <dd>{TICKET_CATEGORY_LABELS[data.category]}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <TicketStatus status={data.status} />
            </dd>
          </div>
          <div>
            <dt>Opened</dt>
            <dd>
              <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </div>
      <Card>
        <Thread messages={data.messages} />
      </Card>
      {data.status === 'closed' ? (
        <ClosedNotice />
      ) : (
        <Card>
          <ReplyBox ticket={data} />
        </Card>
      )}
    </div>
  );
}
