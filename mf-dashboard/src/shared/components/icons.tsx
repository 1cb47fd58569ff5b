// Inline icons for the dashboard: antd's icon components cost a context read and a style
// insertion each, and would bring their runtime into the first paint.
const common = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'currentColor', 'aria-hidden': true, focusable: false } as const;

export function DotsIcon() {
  return (
    <svg {...common}>
      <circle cx="8" cy="3" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="8" cy="13" r="1.5" />
    </svg>
  );
}

const outline = { ...common, fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function SearchIcon() {
  return (
    <svg {...outline}>
      <circle cx="7" cy="7" r="4.5" />
      <path d="M10.5 10.5 14 14" />
    </svg>
  );
}

export function FilterIcon() {
  return (
    <svg {...outline}>
      <path d="M2 3h12l-4.5 5.5V13l-3 1.5V8.5z" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...outline}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

export function PlusIcon() {
  return (
    <svg {...outline}>
      <path d="M8 3v10M3 8h10" />
    </svg>
  );
}
