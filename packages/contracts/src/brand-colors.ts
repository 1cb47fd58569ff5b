// Kept apart from branding.ts (Joi schemas): the shared player imports this, and must not pull Joi in.
import type { Branding } from './branding';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The owner's colours as the custom properties a shared page sets on its root (`--brand-primary`,
 * `--brand-accent`). They colour accents only, never text. A value that is not `#rrggbb` is left out.
 */
export function brandColorVars(branding: Branding | null | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  if (branding?.primaryColor && HEX_COLOR.test(branding.primaryColor)) vars['--brand-primary'] = branding.primaryColor;
  if (branding?.accentColor && HEX_COLOR.test(branding.accentColor)) vars['--brand-accent'] = branding.accentColor;
  return vars;
}

/** Whether the owner set anything a shared page shows (a logo or a colour). */
export function hasBranding(branding: Branding | null | undefined): boolean {
  return Boolean(branding?.logoUrl) || Object.keys(brandColorVars(branding)).length > 0;
}
