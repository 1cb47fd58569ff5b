import { Button } from '@blockbeat/ui';
import { pageCount } from '../model/filters';

interface PaginationProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Page 2 of 5 · 93 tickets" between Previous and Next. */
export function Pagination({ page, total, onPage }: PaginationProps) {
  const pages = pageCount(total);
  return (
    <nav className="staff-pagination" aria-label="Pages of tickets">
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages} · {total.toLocaleString('en-US')} {total === 1 ? 'ticket' : 'tickets'}
      </span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
