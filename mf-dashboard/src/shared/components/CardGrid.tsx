import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Cards are mounted a page at a time: a search over 1,000 workouts must redraw the grid within
 * 50 ms (docs/architecture.md, "Quality bars"), and mounting a thousand cards takes far longer. The next page mounts when
 * the end of the grid scrolls near, or on "Show more".
 */
export const GRID_PAGE_SIZE = 24;

export interface CardGridProps<T> {
  items: readonly T[];
  label: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

export function CardGrid<T>({ items, label, getKey, renderItem }: CardGridProps<T>) {
  const [limit, setLimit] = useState(GRID_PAGE_SIZE);
  const [shownItems, setShownItems] = useState(items);
  if (shownItems !== items) {
    // A new result starts again from its first page (state adjusted while rendering, not in an effect).
    setShownItems(items);
    setLimit(GRID_PAGE_SIZE);
  }
  const visible = items.length > limit ? items.slice(0, limit) : items;
  const remaining = items.length - visible.length;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (remaining <= 0 || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLimit((l) => l + GRID_PAGE_SIZE);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [remaining, limit]);

  return (
    <>
      <ul className="card-grid" aria-label={label}>
        {visible.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {remaining > 0 && (
        <div ref={sentinel} className="grid-more">
          <button type="button" className="card-btn" onClick={() => setLimit((l) => l + GRID_PAGE_SIZE)}>
            Show more ({remaining} more)
          </button>
        </div>
      )}
    </>
  );
}
