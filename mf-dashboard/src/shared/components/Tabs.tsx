import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** Rendered only once the tab has been chosen; kept (hidden) when another is chosen. */
  children: ReactNode;
}

export interface TabsProps<K extends string> {
  items: ReadonlyArray<TabItem<K>>;
  activeKey: K;
  onChange: (key: K) => void;
  /** Tabs whose panels have been shown before: their content stays mounted while hidden. */
  visited: ReadonlySet<K>;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, only the
 * chosen one is in the tab order. Plain elements, so the dashboard's first paint needs no antd.
 */
export function Tabs<K extends string>({ items, activeKey, onChange, visited }: TabsProps<K>) {
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (index: number) => {
    const item = items[(index + items.length) % items.length]!;
    onChange(item.key);
    tabs.current[items.indexOf(item)]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    choose(next);
  };
  return (
    <div className="tabs">
      <div role="tablist" className="tab-list">
        {items.map((item, index) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'tab tab-active' : 'tab'}
              onClick={() => onChange(item.key)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${id}-panel-${item.key}`}
          aria-labelledby={`${id}-tab-${item.key}`}
          hidden={item.key !== activeKey}
          className="tab-panel"
        >
          {(item.key === activeKey || visited.has(item.key)) && item.children}
        </div>
      ))}
    </div>
  );
}
