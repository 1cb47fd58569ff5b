import { brandColorVars, type Branding } from '@blockbeat/contracts';
import type { CSSProperties } from 'react';

/**
 * The owner's colours as custom properties for the shared player's root. They only colour
 * accents (the header bar, the progress ring's track), never text: any colour must stay readable.
 * A value that is not `#rrggbb` is left out, so the player keeps its own look.
 */
export function brandStyle(branding: Branding | null | undefined): CSSProperties | undefined {
  const vars = brandColorVars(branding);
  return Object.keys(vars).length > 0 ? (vars as CSSProperties) : undefined;
}
