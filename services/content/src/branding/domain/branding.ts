import {
  BRANDING_LOGO_FIELD,
  BRANDING_LOGO_URL,
  detectLogoFormat,
  LOGO_MIME_TYPES,
  sharedBrandingLogoUrl,
  UNSUPPORTED_LOGO_MESSAGE,
  type Branding,
  type BrandingInput,
  type IdentityClaims,
  type LogoFormat,
} from '@blockbeat/contracts';
import { imagePixelProblem, NotFoundError, UnavailableError, ValidationError } from '@blockbeat/service-kit';
import type { NamedFiles } from '@blockbeat/object-store';
import type { BrandingRecord, BrandingRepository } from '../data/branding-repository';
import type { SvgSanitizer } from './svg-sanitizer';
import type { StoredFile } from '../../uploads';

export interface BrandingDeps {
  branding: BrandingRepository;
  files: NamedFiles;
  svgs: SvgSanitizer;
}

const logoNotFound = () => new NotFoundError('Logo not found');

/** Nobody waits for this answer any more: stop before anything is saved. */
function ensureStillWanted(cancelled: AbortSignal | undefined) {
  if (cancelled?.aborted) throw new UnavailableError('The upload was cancelled');
}

function toBranding(record: BrandingRecord | null, logoUrl: string): Branding {
  return {
    logoUrl: record?.logoStorageName ? logoUrl : null,
    primaryColor: record?.primaryColor ?? null,
    accentColor: record?.accentColor ?? null,
  };
}

/**
 * What is kept of an uploaded logo: PNG and JPEG as they came, SVG sanitised or refused with the
 * reason; the format comes from the bytes alone (a PNG named logo.svg is a PNG, and is served as one).
 */
async function acceptLogo(owner: string, bytes: Buffer, svgs: SvgSanitizer, signal?: AbortSignal): Promise<{ format: LogoFormat; content: Buffer }> {
  const format = detectLogoFormat(bytes);
  if (!format) throw new ValidationError({ [BRANDING_LOGO_FIELD]: UNSUPPORTED_LOGO_MESSAGE });
  const pixels = format === 'svg' ? null : imagePixelProblem(bytes);
  if (pixels) throw new ValidationError({ [BRANDING_LOGO_FIELD]: pixels });
  return { format, content: format === 'svg' ? await svgs.sanitize(owner, bytes, signal) : bytes };
}

/** An instructor's logo and colours (docs/product.md#branding), shown on their shared player pages and PDFs. */
export function brandingUseCases({ branding, files, svgs }: BrandingDeps) {
  async function replaceLogo(userId: string, logo: { storageName: string; mimeType: string } | null): Promise<BrandingRecord> {
    const changes = { logoStorageName: logo?.storageName ?? null, logoMimeType: logo?.mimeType ?? null };
    const { before, after } = await branding.change(userId, changes);
    if (before.logoStorageName) await files.remove(before.logoStorageName);
    return after;
  }

  return {
    async get(identity: IdentityClaims): Promise<Branding> {
      return toBranding(await branding.find(identity.sub), BRANDING_LOGO_URL);
    },

    /** A colour left out stays as it is; null clears it. */
    async setColors(identity: IdentityClaims, input: BrandingInput): Promise<Branding> {
      const { after } = await branding.change(identity.sub, input);
      return toBranding(after, BRANDING_LOGO_URL);
    },

    /**
     * Stores the logo under a new name and removes the file it replaces. Nothing is saved once
     * `cancelled` aborts (the caller went away, or was answered): a logo the user was told had
     * failed must not appear later, after they removed it.
     */
    async setLogo(identity: IdentityClaims, bytes: Buffer, cancelled?: AbortSignal): Promise<Branding> {
      const { format, content } = await acceptLogo(identity.sub, bytes, svgs, cancelled);
      ensureStillWanted(cancelled);
      const storageName = await files.write(content);
      try {
        ensureStillWanted(cancelled);
        return toBranding(await replaceLogo(identity.sub, { storageName, mimeType: LOGO_MIME_TYPES[format] }), BRANDING_LOGO_URL);
      } catch (err) {
        await files.remove(storageName);
        throw err;
      }
    },

    /** Idempotent: without a logo there is nothing to do. */
    async removeLogo(identity: IdentityClaims): Promise<void> {
      if ((await branding.find(identity.sub))?.logoStorageName) await replaceLogo(identity.sub, null);
    },

    /** `ownerId`'s logo, ready to serve. */
    async logo(ownerId: string): Promise<StoredFile> {
      const record = await branding.find(ownerId);
      if (!record?.logoStorageName || !record.logoMimeType) throw logoNotFound();
      return { storageName: record.logoStorageName, mimeType: record.logoMimeType };
    },

    /** The owner's colours, for a page that shows no logo (the coaching client page). */
    /** The owner's branding for the coaching service: the logo at the owner's own URL, which coaching serves through a client's link. */
    async forCoaching(ownerId: string): Promise<Branding> {
      return toBranding(await branding.find(ownerId), BRANDING_LOGO_URL);
    },

    /** The owner's branding as a shared workout shows it: the logo through the share, no user id. */
    async forShare(ownerId: string, shareToken: string): Promise<Branding> {
      return toBranding(await branding.find(ownerId), sharedBrandingLogoUrl(shareToken));
    },
  };
}

export type BrandingUseCases = ReturnType<typeof brandingUseCases>;
