// Inline icons for the card grid: antd's icon components cost a context read and a style
// insertion each, which adds up over a page of cards.
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

export function PlayIcon() {
  return (
    <svg {...common}>
      <path d="M4 2.5v11l9-5.5z" />
    </svg>
  );
}

export function StopIcon() {
  return (
    <svg {...common}>
      <rect x="3.5" y="3.5" width="9" height="9" rx="1" />
    </svg>
  );
}
