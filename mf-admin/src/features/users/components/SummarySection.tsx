import { LoadFailed, Skeleton } from '@blockbeat/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface SummarySectionProps<T> {
  title: string;
  /** The service the figures come from, named when they cannot be loaded. */
  owner: string;
  query: UseQueryResult<T>;
  lines: (data: T) => ReadonlyArray<readonly [string, ReactNode]>;
}

/** One owner's part of a user's summary: it loads and fails on its own. */
export function SummarySection<T>({ title, owner, query, lines }: SummarySectionProps<T>) {
  let body: ReactNode;
  if (query.isPending) body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (query.isError) body = <LoadFailed title={`${owner} could not be reached for this.`} onRetry={() => void query.refetch()} />;
  else
    body = (
      <dl className="usr-lines">
        {lines(query.data).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <section className="usr-summary-section" aria-busy={query.isPending || undefined}>
      <h3>{title}</h3>
      {body}
    </section>
  );
}
