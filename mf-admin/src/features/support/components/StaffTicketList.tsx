import { Button, Card, LoadFailed } from '@blockbeat/ui';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, LoadingCard } from '../../../shared/LoadState';
import { Pager } from '../../../shared/Pager';
import { useStaffTickets } from '../api/getStaffTickets';
import { filtersFrom, PAGE_SIZE, searchOf, type TicketFilters } from '../model/filters';
import { TicketFilterBar } from './TicketFilterBar';
import { TicketTable } from './TicketTable';

const NO_FILTERS: TicketFilters = { status: '', category: '', unread: false, q: '', page: 1 };

function TicketsBody({ filters, show }: { filters: TicketFilters; show: (filters: TicketFilters) => void }) {
  const tickets = useStaffTickets(filters);
  if (tickets.isPending) return <LoadingCard label="Loading the tickets..." rows={6} />;
  if (tickets.isError) return <LoadFailed title="The tickets could not be loaded." onRetry={() => void tickets.refetch()} />;
  const { data } = tickets;
  if (data.tickets.length === 0) {
    const filtered = searchOf({ ...filters, page: 1 }) !== '';
    return <EmptyState title={filtered ? 'No tickets match these filters' : 'No tickets yet'} action={filtered && <Button onClick={() => show(NO_FILTERS)}>Show all tickets</Button>} />;
  }
  return (
    <>
      <TicketTable tickets={data.tickets} listSearch={searchOf(filters)} busy={tickets.isPlaceholderData} />
      <Pager label="Pages of tickets" page={data.page} pageSize={PAGE_SIZE} total={data.total} noun={['ticket', 'tickets']} onPage={(page) => show({ ...filters, page })} />
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
      <div className="admin-list">
        <TicketFilterBar filters={filters} onChange={show} />
        <TicketsBody filters={filters} show={show} />
      </div>
    </Card>
  );
}
