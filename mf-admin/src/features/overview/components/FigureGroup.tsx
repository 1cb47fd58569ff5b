import { Alert, Button } from '@blockbeat/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Figure } from '../model/figures';

interface FigureGroupProps<T> {
  /** Whose figures these are, for the error and screen readers ("Billing"). */
  owner: string;
  query: UseQueryResult<T>;
  figures: Figure<T>[];
}

/** One owner's figures as cards; they load and fail together, and apart from any other owner's. */
export function FigureGroup<T>({ owner, query, figures }: FigureGroupProps<T>) {
  if (query.isError) {
    return (
      <Alert
        className="ov-figures-error"
        type="error"
        showIcon
        title={`${owner}'s figures could not be loaded.`}
        description={figures.map((f) => f.label).join(', ')}
        action={<Button onClick={() => void query.refetch()}>Retry</Button>}
      />
    );
  }
  const { data } = query;
  return (
    <dl className="ov-figures" aria-label={`${owner}'s figures`} aria-busy={data === undefined || undefined}>
      {figures.map((f) => (
        <div key={f.label} className="ov-figure">
          <dt>{f.label}</dt>
          <dd>{data === undefined ? <span className="ov-figure-loading" aria-label="Loading" /> : f.value(data)}</dd>
        </div>
      ))}
    </dl>
  );
}
