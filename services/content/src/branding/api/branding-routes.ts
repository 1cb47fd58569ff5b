import { buffer } from 'node:stream/consumers';
import { BRANDING_LOGO_FIELD, BRANDING_LOGO_MAX_BYTES, type BrandingInput } from '@blockbeat/contracts';
import { brandingInputSchema } from '@blockbeat/contracts/schemas';
import { clientGoneSignal, identityOf, receiveSingleFile, validate } from '@blockbeat/service-kit';
import { Router } from 'express';
import type { BrandingUseCases } from '../domain/branding';
import { requireAccess } from '../../shared/access';
import type { FileSender } from '../../uploads';

/** /api/branding: the caller's own logo and colours (visitors see them through /api/shared). */
export function brandingRoutes(branding: BrandingUseCases, send: FileSender): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json(await branding.get(identityOf(res)));
  });

  router.put('/', validate({ body: brandingInputSchema }), requireAccess, async (_req, res) => {
    res.json(await branding.setColors(identityOf(res), res.locals.body as BrandingInput));
  });

  // Access before the body, as for audio. The logo is read whole (1 MB at most): an SVG is
  // sanitised before anything is stored, and nothing is stored until the form is complete.
  router.post('/logo', requireAccess, async (req, res) => {
    const clientGone = clientGoneSignal(res);
    const bytes = await receiveSingleFile(req, {
      field: BRANDING_LOGO_FIELD,
      maxBytes: BRANDING_LOGO_MAX_BYTES,
      missing: 'Choose a logo to upload',
      store: (file) => buffer(file.stream),
    });
    res.json(await branding.setLogo(identityOf(res), bytes, clientGone));
  });

  router.get('/logo', async (req, res) => {
    await send.logo(req, res, await branding.logo(identityOf(res).sub));
  });

  router.delete('/logo', async (_req, res) => {
    await branding.removeLogo(identityOf(res));
    res.status(204).end();
  });

  return router;
}
