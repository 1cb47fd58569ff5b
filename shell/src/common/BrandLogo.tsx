/** The BlockBeat mark and name. */
export function BrandLogo() {
  return (
    <span className="brand">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#7c3aed" />
        <path d="M9 8h5v16H9zM18 12h5v12h-5z" fill="#fff" />
      </svg>
      <span className="brand-name">BlockBeat</span>
    </span>
  );
}
