import { Alert, Button, Card, Skeleton } from '@blockbeat/ui';
import { useSearchParams } from 'react-router-dom';
import { useStaffTickets } from '../api/getStaffTickets';
import { filtersFrom, searchOf, type TicketFilters } from '../model/filters';
import { Pagination } from './Pagination';
import { TicketFilterBar } from './TicketFilterBar';
import { TicketTable } from './TicketTable';

const NO_FILTERS: TicketFilters = { status: '', category: '', unread: false, q: '', page: 1 };

function TicketsBody({ filters, show }: { filters: TicketFilters; show: (filters: TicketFilters) => void }) {
  const tickets = useStaffTickets(filters);
  if (tickets.isPending) {
    return (
      <div aria-busy="true" data-testid="tickets-loading">
        <p className="staff-visually-hidden" role="status">
          Loading the tickets...
        </p>
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (tickets.isError) {
    return <Alert type="error" showIcon title="The tickets could not be loaded." action={<Button onClick={() => void tickets.refetch()}>Retry</Button>} />;
  }
  const { data } = tickets;
  if (data.tickets.length === 0) {
    const filtered = searchOf({ ...filters, page: 1 }) !== '';
    return (
      <div className="staff-empty">
        <h3>{filtered ? 'No tickets match these filters' : 'No tickets yet'}</h3>
        {filtered && <Button onClick={() => show(NO_FILTERS)}>Show all tickets</Button>}
      </div>
    );
  }
  return (
    <>
      <TicketTable tickets={data.tickets} listSearch={searchOf(filters)} busy={tickets.isPlaceholderData} />
      <Pagination page={data.page} total={data.total} onPage={(page) => show({ ...filters, page })} />
    </>
  );
}

/** /admin/support: every ticket, filtered by what the address says. */
export function StaffTicketList() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const show = (next: TicketFilters) => setParams(searchOf(next));
  return (
    <Card title="Support tickets">
      <div className="staff-list">
        <TicketFilterBar filters={filters} onChange={show} />
        <TicketsBody filters={filters} show={show} />
      </div>
    </Card>
  );
}
