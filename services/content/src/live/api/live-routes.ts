import { LIVE_INSTRUCTOR_ROLE, normaliseLiveCode, type LiveActionInput, type LiveClassInput, type LiveServerTime } from '@blockbeat/contracts';
import { liveActionInputSchema, liveClassInputSchema, liveSettingsSchema } from '@blockbeat/contracts/schemas';
import { identityOf, validate } from '@blockbeat/service-kit';
import { Router, type Request } from 'express';
import { liveClassNotFound, type LiveClassUseCases } from '../domain/live-classes';
import { requireAccess } from '../../shared/access';
import { eventStream, lastEventId } from './event-stream';

/** Codes travel upper case; a path that cannot hold one is an unknown class. */
function codeOf(req: Request<{ code: string }>): string {
  const code = normaliseLiveCode(req.params.code);
  if (!code) throw liveClassNotFound();
  return code;
}

/** /api/live/classes: the instructor's own classes; another user's code answers 404. */
export function liveClassRoutes(classes: LiveClassUseCases): Router {
  const router = Router();

  // Starting a class shares the workout, so it needs write access as sharing does.
  router.post('/', validate({ body: liveClassInputSchema }), requireAccess, async (_req, res) => {
    res.status(201).json(await classes.start(identityOf(res), res.locals.body as LiveClassInput));
  });

  router.get('/:code', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await classes.ownerView(identityOf(res), codeOf(req)));
  });

  router.post('/:code/actions', validate({ body: liveActionInputSchema }), async (req, res) => {
    res.status(201).json(await classes.act(identityOf(res), codeOf(req), res.locals.body as LiveActionInput));
  });

  router.patch('/:code', validate({ body: liveSettingsSchema }), async (req, res) => {
    const { allowFollowerAudio } = res.locals.body as { allowFollowerAudio: boolean };
    res.json(await classes.changeSettings(identityOf(res), codeOf(req), allowFollowerAudio));
  });

  router.post('/:code/end', async (req, res) => {
    res.json(await classes.end(identityOf(res), codeOf(req)));
  });

  return router;
}

/** /api/live: public, for whoever has the code; no identity is read. */
export function publicLiveRoutes(classes: LiveClassUseCases): Router {
  const router = Router();

  router.get('/time', (_req, res) => {
    const time: LiveServerTime = { serverMs: Date.now() };
    res.set('Cache-Control', 'no-store').json(time);
  });

  router.get('/:code', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await classes.publicView(codeOf(req)));
  });

  router.get('/:code/events', async (req, res) => {
    const stream = eventStream(req, res);
    // Until the stream has joined its room, a disconnect only marks it; afterwards it leaves the room.
    let left = false;
    let leave = () => {
      left = true;
    };
    stream.onClose(() => leave());
    const counted = req.query.role !== LIVE_INSTRUCTOR_ROLE;
    const joined = await classes.follow(codeOf(req), stream, lastEventId(req), { counted });
    if (left) joined();
    else leave = joined;
  });

  return router;
}
