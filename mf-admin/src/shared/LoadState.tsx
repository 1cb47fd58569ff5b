import { Skeleton } from '@blockbeat/ui';
import type { ReactNode } from 'react';

/** A skeleton while something loads, with words for screen readers ("Loading the users..."). */
export function LoadingCard({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true">
      <p className="admin-visually-hidden" role="status">
        {label}
      </p>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

/** Nothing to show yet, or nothing matching: says so and offers the way on. */
export function EmptyState({ title, description, action }: { title: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <div className="admin-empty">
      <h3>{title}</h3>
      {description && <p>{description}</p>}
      {action}
    </div>
  );
}
