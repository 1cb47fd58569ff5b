// The brand colour rules the shared player and the PDF draw with (no schema library: see schemas.ts).
import type { Branding } from './branding';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const valid = (color: string | null | undefined): string | null => (color && HEX_COLOR.test(color) ? color : null);

/** The owner's colours that may be drawn: a value that is not `#rrggbb` is null. */
export function brandColors(branding: Branding | null | undefined): { primaryColor: string | null; accentColor: string | null } {
  return { primaryColor: valid(branding?.primaryColor), accentColor: valid(branding?.accentColor) };
}

/**
 * The owner's colours as the custom properties a shared page sets on its root (`--brand-primary`,
 * `--brand-accent`). They colour accents only, never text. A value that is not `#rrggbb` is left out.
 */
export function brandColorVars(branding: Branding | null | undefined): Record<string, string> {
  const { primaryColor, accentColor } = brandColors(branding);
  return { ...(primaryColor ? { '--brand-primary': primaryColor } : {}), ...(accentColor ? { '--brand-accent': accentColor } : {}) };
}

/** Whether the owner set anything a shared page shows (a logo or a colour). */
export function hasBranding(branding: Branding | null | undefined): boolean {
  return Boolean(branding?.logoUrl) || Object.keys(brandColorVars(branding)).length > 0;
}
