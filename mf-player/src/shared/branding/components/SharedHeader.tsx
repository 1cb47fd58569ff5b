import type { Branding } from '@blockbeat/contracts';

/** The shared page's title, led by the owner's logo when they uploaded one. */
export function SharedHeader({ branding }: { branding?: Branding | null }) {
  return (
    <header className="shared-header">
      {branding?.logoUrl && <img className="brand-logo" src={branding.logoUrl} alt="Instructor logo" />}
      <h1>Shared Workout</h1>
    </header>
  );
}
