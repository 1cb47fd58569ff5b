/** 1 MB (docs/product.md#branding): a logo, not a photo. */
export const BRANDING_LOGO_MAX_BYTES = 1024 * 1024;
export const BRANDING_LOGO_FIELD = 'file';
export const UNSUPPORTED_LOGO_MESSAGE = 'Unsupported image format. Supported formats: PNG, JPEG, SVG';
export const BRANDING_COLOR_MESSAGE = 'must be a colour like #1a2b3c';

export type LogoFormat = 'png' | 'jpeg' | 'svg';

export const LOGO_MIME_TYPES: Record<LogoFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** The owner's own logo; a shared workout's visitors get it through the share (sharedBrandingLogoUrl). */
/** GET/PUT: the caller's own branding. */
export const BRANDING_URL = '/api/branding';
export const BRANDING_LOGO_URL = '/api/branding/logo';

export function sharedBrandingLogoUrl(shareToken: string): string {
  return `/api/shared/${shareToken}/branding/logo`;
}

/** GET/PUT /api/branding, and `branding` in a shared workout. Colours are `#rrggbb`, lower case. */
export interface Branding {
  logoUrl: string | null;
  primaryColor: string | null;
  accentColor: string | null;
}

/** PUT /api/branding: a colour left out stays as it is; null clears it. */
export interface BrandingInput {
  primaryColor?: string | null;
  accentColor?: string | null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const XML_WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/**
 * The logo format the bytes declare, or null; the file's name and declared type prove nothing.
 * PNG and JPEG by their signatures; SVG has none, so text whose first markup (after a byte-order
 * mark and white space) is `<?`, `<!` or `<svg` is only a candidate: the server parses it as XML
 * and requires an `<svg>` root before keeping it.
 */
export function detectLogoFormat(bytes: Uint8Array): LogoFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  let at = startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0;
  while (XML_WHITESPACE.has(bytes[at] ?? -1)) at++;
  const markup = String.fromCharCode(...bytes.subarray(at, at + 4)).toLowerCase();
  return markup.startsWith('<?') || markup.startsWith('<!') || markup === '<svg' ? 'svg' : null;
}
