// Inline icons: antd's icon components cost a context read and a style insertion each, which adds
// up over a page of cards. Decorative: the control around an icon carries the name.
const PATHS = {
  play: 'M4 2.5v11l9-5.5z',
  stop: 'M4.5 3.5h7a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1z',
  close: 'M3.7 2.3 8 6.6l4.3-4.3 1.4 1.4L9.4 8l4.3 4.3-1.4 1.4L8 9.4l-4.3 4.3-1.4-1.4L6.6 8 2.3 3.7z',
  upload: 'M8 1.5 4 5.5l1.4 1.4L7 5.3V11h2V5.3l1.6 1.6L12 5.5zM2 12h2v1.5h8V12h2v3.5H2z',
  delete: 'M6 1h4l.7 1.5H14v1.5H2V2.5h3.3zM3.5 5h9l-.8 10H4.3zm2.5 2v6h1.3V7zm2.7 0v6H10V7z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
