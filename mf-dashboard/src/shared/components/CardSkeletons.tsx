import { Card, Skeleton } from '@blockbeat/ui';

/** PRODUCT.md §9: six skeleton cards while a list loads. */
export const SKELETON_COUNT = 6;

export function CardSkeletons({ label }: { label: string }) {
  return (
    <ul className="card-grid" aria-busy="true" aria-label={label}>
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <li key={i} data-testid="card-skeleton">
          <Card>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
