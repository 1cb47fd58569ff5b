import type { ReactNode } from 'react';

interface AdminTableProps {
  /** The table's name, read by screen readers ("Users"). */
  caption: string;
  columns: readonly string[];
  /** A last column for each row's buttons, its heading read but not shown. */
  actions?: string;
  /** While another page loads, the rows shown fade. */
  busy?: boolean;
  className?: string;
  /** The rows: cells with data-label (admin-table.css). */
  children: ReactNode;
}

/** A table of admin-table.css: on a phone each row becomes a card of labelled lines. */
export function AdminTable({ caption, columns, actions, busy, className, children }: AdminTableProps) {
  return (
    <table className={className ? `admin-table ${className}` : 'admin-table'} aria-busy={busy || undefined}>
      <caption className="admin-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          {actions && (
            <th scope="col">
              <span className="admin-visually-hidden">{actions}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
