import { Button } from '@blockbeat/ui';

interface PagerProps {
  /** Names the navigation: "Pages of users". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** What is counted, one and many: ['user', 'users']. */
  noun: readonly [string, string];
  onPage: (page: number) => void;
}

/** "Page 2 of 5 · 93 users" between Previous and Next. */
export function Pager({ label, page, pageSize, total, noun, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="admin-pager" aria-label={label}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages} · {total.toLocaleString('en-US')} {total === 1 ? noun[0] : noun[1]}
      </span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
