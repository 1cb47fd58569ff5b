import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Branding, CoachedWorkout, CoachingWorkoutsRequest, Exercise } from '@blockbeat/contracts';

export const INTERNAL_SECRET = 'coaching-tests-internal-secret-32-characters-long';

interface StoredFile {
  bytes: Buffer;
  type: string;
}

/** Content's answer for a stored file: whole, or the one range asked for (bytes=a-b), as content serves it. */
function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: StoredFile | undefined) {
  if (!file) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"not_found","message":"Upload not found"}}');
    return;
  }
  const headers = { 'content-type': file.type, 'accept-ranges': 'bytes', 'cache-control': 'private, max-age=31536000, immutable', 'x-powered-by': 'content' };
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range) {
    res.writeHead(200, { ...headers, 'content-length': file.bytes.length }).end(file.bytes);
    return;
  }
  const start = Number(range[1]);
  const end = Math.min(range[2] ? Number(range[2]) : file.bytes.length - 1, file.bytes.length - 1);
  res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${file.bytes.length}`, 'content-length': end - start + 1 }).end(file.bytes.subarray(start, end + 1));
}

/**
 * Content's /internal/coaching routes as the coaching service sees them: each owner's workouts,
 * uploads and logo, kept here (content's own test checks the real routes). Refuses a wrong secret
 * like content does; `files.down` makes the file routes answer 503, as a content that is down.
 */
export function fakeContent() {
  const byOwner = new Map<string, Map<string, CoachedWorkout>>();
  const calls = { count: 0 };
  let server: http.Server | undefined;
  let url = '';
  const branding: Branding = { logoUrl: null, primaryColor: '#123456', accentColor: null };
  const files = new Map<string, StoredFile>();
  const filesState = { down: false, asked: [] as string[] };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        calls.count += 1;
        const filePath = /^\/internal\/coaching\/((uploads|logo)\/.+)$/.exec(req.url ?? '')?.[1];
        if (req.headers.authorization === `Bearer ${INTERNAL_SECRET}` && req.method === 'GET' && filePath) {
          filesState.asked.push(filePath);
          if (filesState.down) res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"code":"unavailable","message":"down"}}');
          else sendFile(req, res, files.get(filePath));
          return;
        }
        if (req.headers.authorization !== `Bearer ${INTERNAL_SECRET}` || req.url !== '/internal/coaching/workouts') {
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"unauthenticated","message":"Unauthorized"}}');
          return;
        }
        const { ownerId, ids } = JSON.parse(body) as CoachingWorkoutsRequest;
        const own = byOwner.get(ownerId) ?? new Map<string, CoachedWorkout>();
        const workouts = ids.flatMap((id) => (own.has(id) ? [own.get(id)!] : []));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ workouts, branding }));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  return {
    calls,
    branding,
    files: filesState,
    /** An upload of `ownerId`'s; its URL as the owner's blocks hold it. */
    addUpload(ownerId: string, bytes: Buffer, type = 'audio/mpeg'): string {
      const id = randomUUID();
      files.set(`uploads/${ownerId}/${id}`, { bytes, type });
      return `/api/uploads/${id}`;
    },
    /** The instructor uploads a logo: content's branding then names one. */
    setLogo(ownerId: string, bytes: Buffer) {
      files.set(`logo/${ownerId}`, { bytes, type: 'image/png' });
      branding.logoUrl = '/api/branding/logo';
    },
    get url() {
      return url;
    },
    /** A new workout of `ownerId`'s, as content would answer it. */
    addWorkout(ownerId: string, name = 'Tabata legs', exercises: Exercise[] = [{ name: 'Squats', duration: 20, restTime: 10 }]): CoachedWorkout {
      const workout: CoachedWorkout = {
        id: randomUUID(),
        name,
        description: null,
        notes: null,
        category: null,
        difficulty: null,
        exercises,
        totalDuration: exercises.reduce((sum, e) => sum + e.duration + (e.restTime ?? 0), 0),
      };
      const own = byOwner.get(ownerId) ?? new Map<string, CoachedWorkout>();
      own.set(workout.id, workout);
      byOwner.set(ownerId, own);
      return workout;
    },
    /** The instructor edits a workout in the builder. */
    renameWorkout(ownerId: string, id: string, name: string) {
      const workout = byOwner.get(ownerId)!.get(id)!;
      byOwner.get(ownerId)!.set(id, { ...workout, name });
    },
  };
}
