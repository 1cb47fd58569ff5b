/** docs/product.md#numbers-and-limits: six skeleton cards while a list loads. */
export const SKELETON_COUNT = 6;

export function CardSkeletons({ label }: { label: string }) {
  return (
    <ul className="card-grid" aria-busy="true" aria-label={label}>
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <li key={i} data-testid="card-skeleton">
          <div className="dash-card skeleton-card" aria-hidden="true">
            <span className="skeleton-line skeleton-title" />
            <span className="skeleton-line" />
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-short" />
          </div>
        </li>
      ))}
    </ul>
  );
}
