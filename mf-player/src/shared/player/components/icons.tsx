// Inline SVG, not emoji or symbol characters: those depend on the fonts a device happens to have.
const PATHS = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  previous: 'M6 6h2v12H6zM9.5 12 18 18V6z',
  next: 'M16 6h2v12h-2zM6 18l8.5-6L6 6z',
  restart: 'M12 5V2L7 6l5 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z',
  stop: 'M6 6h12v12H6z',
  volume: 'M4 9v6h4l5 5V4L8 9zM16.5 12A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z',
  muted: 'M4 9v6h4l5 5V4L8 9zM16.6 9.4 15.2 10.8 16.4 12l-1.2 1.2 1.4 1.4 1.2-1.2 1.2 1.2 1.4-1.4-1.2-1.2 1.2-1.2-1.4-1.4-1.2 1.2z',
  fullscreen: 'M5 5h5v2H7v3H5zM14 5h5v5h-2V7h-3zM5 14h2v3h3v2H5zM17 14h2v5h-5v-2h3z',
} as const;

export type ControlIconName = keyof typeof PATHS;

/** The transport's pictograms; each button around one carries the accessible name. */
export const ControlIcon = ({ name }: { name: ControlIconName }) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d={PATHS[name]} />
  </svg>
);
