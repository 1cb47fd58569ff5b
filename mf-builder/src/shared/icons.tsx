// Inline SVG, not symbol characters: those depend on the fonts a device happens to have.
const PATHS = {
  up: 'M12 4 5 11l1.4 1.4L11 7.8V20h2V7.8l4.6 4.6L19 11z',
  down: 'm12 20 7-7-1.4-1.4-4.6 4.6V4h-2v12.2l-4.6-4.6L5 13z',
  copy: 'M8 3h11v13h-2V5H8zM4 7h11v14H4zm2 2v10h7V9z',
  delete: 'M9 3h6l1 2h4v2H4V5h4zM6 9h12l-1 12H7zm3 2v8h2v-8zm4 0v8h2v-8z',
  chevron: 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z',
  grip: 'M8 5a2 2 0 1 0 0 .01zM16 5a2 2 0 1 0 0 .01zM8 12a2 2 0 1 0 0 .01zM16 12a2 2 0 1 0 0 .01zM8 19a2 2 0 1 0 0 .01zM16 19a2 2 0 1 0 0 .01z',
} as const;

/** A decorative icon; the control around it carries the accessible name. */
export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
