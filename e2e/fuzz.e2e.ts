import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { signIn, type SignedIn } from '../scripts/lib/sign-in';
import { baseUrl, uniqueEmail } from './support/browser';

/**
 * Every write endpoint, through the gateway as a browser reaches it, against FUZZ_CASES (1,000)
 * generated requests each: odd ids in the path, any or no content type, JSON of any shape,
 * malformed JSON, huge and deeply nested bodies, multipart garbage. Whatever is sent, the answer
 * is never a 5xx, and a refusal is JSON with the `{error:{code,message}}` shape (never an HTML
 * page). The schema-aware property test of each service's bodies lives with the service
 * (services/content/test/api/write-endpoints.property.test.ts).
 */
const CASES = Number(process.env.FUZZ_CASES ?? 1000);
jest.setTimeout(20 * 60_000);

let user: SignedIn;
let staff: SignedIn;
let ownWorkoutId: string;
let ownTicketId: string;
let ownMessageId: string;
let ownTemplateId: string;
let sharedWorkoutId: string;

beforeAll(async () => {
  user = await signIn(baseUrl(), uniqueEmail('fuzz'));
  const workout = await user.api.post('/api/workouts', { data: { name: 'Fuzz target', exercises: [{ name: 'Plank', duration: 30 }] } });
  ownWorkoutId = ((await workout.json()) as { id: string }).id;
  await user.api.post(`/api/workouts/${ownWorkoutId}/share`);
  sharedWorkoutId = ownWorkoutId;
  const template = await user.api.post('/api/exercise-templates', { data: { name: 'Fuzz template', duration: 30, restTime: 10 } });
  ownTemplateId = ((await template.json()) as { id: string }).id;
  const ticket = await user.api.post('/api/support/tickets', { data: { subject: 'Fuzz ticket', category: 'other', message: 'Hello' } });
  const opened = (await ticket.json()) as { id: string; messages: Array<{ id: string }> };
  ownTicketId = opened.id;
  ownMessageId = opened.messages[0]!.id;
  staff = await signIn(baseUrl(), 'admin@example.com');
});
afterAll(async () => {
  await user.api.dispose();
  await staff.api.dispose();
});

const idInPath = () =>
  fc.oneof(
    fc.constant(ownWorkoutId),
    fc.constant(ownTemplateId),
    fc.constant(sharedWorkoutId),
    fc.constant(ownTicketId),
    fc.constant(ownMessageId),
    fc.constant(randomUUID()),
    fc.constantFrom('%ZZ', '%E0%A4%A', '%ED%A0%80', '%C0%AE%C0%AE', '..%2F..%2Fetc', '%00', 'null', '-1', 'a'.repeat(300)),
    fc.string({ maxLength: 40 }).map(encodeURIComponent),
  );

const hostileText = fc.constantFrom(
  '',
  '{',
  '{"name":',
  'null',
  '[]',
  '"just a string"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  JSON.stringify({ name: 'x'.repeat(2_000_000) }),
  '\u0000\u0001\u0002',
  '<html><script>alert(1)</script></html>',
);

interface Body {
  type: string | null;
  data: string | Buffer;
}

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v): Body => ({ type: 'application/json', data: JSON.stringify(v) })) },
  { weight: 2, arbitrary: hostileText.map((t): Body => ({ type: 'application/json', data: t })) },
  { weight: 1, arbitrary: fc.constantFrom<string | null>('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', null).chain((type) => fc.string({ maxLength: 200 }).map((t): Body => ({ type, data: t }))) },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 4096 }).map((bytes): Body => ({
      type: 'multipart/form-data; boundary=fuzz',
      data: Buffer.concat([Buffer.from('--fuzz\r\nContent-Disposition: form-data; name="file"; filename="x.mp3"\r\n\r\n'), Buffer.from(bytes), Buffer.from('\r\n--fuzz--\r\n')]),
    })),
  },
);

type Caller = 'user' | 'staff';

const ENDPOINTS: Array<[string, string, Caller?]> = [
  ['PATCH', '/api/user/onboarding'],
  ['DELETE', '/api/account'],
  ['POST', '/api/workouts'],
  ['PUT', '/api/workouts/{id}'],
  ['DELETE', '/api/workouts/{id}'],
  ['POST', '/api/workouts/{id}/share'],
  ['POST', '/api/exercise-templates'],
  ['POST', '/api/spotify/playlists/{id}/templates'],
  ['POST', '/api/spotify/playlists/{id}/fill-workout'],
  ['PATCH', '/api/exercise-templates/{id}'],
  ['DELETE', '/api/exercise-templates/{id}'],
  ['POST', '/api/custom-categories'],
  ['DELETE', '/api/custom-categories/{id}'],
  ['POST', '/api/completions'],
  ['POST', '/api/imports/{id}'],
  ['POST', '/api/uploads'],
  ['DELETE', '/api/uploads/{id}'],
  ['PUT', '/api/branding'],
  ['POST', '/api/branding/logo'],
  ['DELETE', '/api/branding/logo'],
  ['POST', '/api/billing/checkout'],
  ['POST', '/api/billing/payment-setup'],
  ['POST', '/api/billing/portal'],
  ['POST', '/api/billing/webhook'],
  ['POST', '/api/support/tickets'],
  ['POST', '/api/support/tickets/{id}/messages'],
  ['POST', '/api/support/tickets/{id}/messages/{id}/attachments'],
  ['POST', '/api/admin/support/tickets/{id}/messages', 'staff'],
  ['PATCH', '/api/admin/support/tickets/{id}', 'staff'],
  ['POST', '/api/billing/admin/users/{id}/extend-trial', 'staff'],
  ['PUT', '/api/billing/admin/users/{id}/admin', 'staff'],
  ['POST', '/api/admin/email-templates', 'staff'],
  ['PUT', '/api/admin/email-templates/{id}', 'staff'],
  ['DELETE', '/api/admin/email-templates/{id}', 'staff'],
  ['POST', '/api/admin/email-templates/preview', 'staff'],
  ['POST', '/api/admin/group-email/campaigns', 'staff'],
  ['POST', '/api/admin/group-email/test', 'staff'],
];

async function send(caller: Caller, method: string, path: string, { type, data }: Body): Promise<{ status: number; type: string; text: string }> {
  const headers: Record<string, string> = { cookie: (caller === 'staff' ? staff : user).cookie, origin: baseUrl() };
  if (type) headers['content-type'] = type;
  const payload = typeof data === 'string' ? data : Uint8Array.from(data);
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body: data.length > 0 ? payload : undefined });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

describe.each(ENDPOINTS)('%s %s against generated requests', (method, route, caller = 'user') => {
  test(`when ${CASES} hostile requests arrive, then none is answered with a 5xx or an HTML page`, async () => {
    const problems: string[] = [];
    await fc.assert(
      fc.asyncProperty(idInPath(), body, async (id, sent) => {
        const res = await send(caller, method, route.replaceAll('{id}', id), sent);
        const refusedAsJson = res.type.includes('application/json') && /^\{"error":\{"code":"[a-z_]+","message":"/.test(res.text);
        if (res.status >= 500 || (res.status >= 400 && !refusedAsJson)) {
          problems.push(`${res.status} ${method} ${route.replaceAll('{id}', id)} (${sent.type}, ${String(sent.data).slice(0, 80)}): ${res.text.slice(0, 200)}`);
        }
      }),
      { numRuns: CASES },
    );
    expect(problems).toEqual([]);
  });
});
