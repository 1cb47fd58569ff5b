import type { Branding } from '@blockbeat/contracts';
import type { CSSProperties } from 'react';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The owner's colours as custom properties for the shared player's root. They only colour
 * accents (the header bar, the progress ring's track), never text: any colour must stay readable.
 * A value that is not `#rrggbb` is left out, so the player keeps its own look.
 */
export function brandStyle(branding: Branding | null | undefined): CSSProperties | undefined {
  const vars: Record<string, string> = {};
  if (branding?.primaryColor && HEX_COLOR.test(branding.primaryColor)) vars['--brand-primary'] = branding.primaryColor;
  if (branding?.accentColor && HEX_COLOR.test(branding.accentColor)) vars['--brand-accent'] = branding.accentColor;
  return Object.keys(vars).length > 0 ? (vars as CSSProperties) : undefined;
}

/** Whether the owner set anything the page shows. */
export function hasBranding(branding: Branding | null | undefined): boolean {
  return Boolean(branding?.logoUrl) || brandStyle(branding) !== undefined;
}
