import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AudienceRecipient, GroupEmailAudience } from '@blockbeat/contracts';

/**
 * Billing's GET /internal/audience and /internal/audience/count as the contract (contracts'
 * group-email.ts) describes them, over real HTTP, serving the users a test adds: support's tests
 * cannot start billing (no service imports another), and billing's own tests check its answers.
 */
export async function startAudienceServer(secret: string) {
  const users: Array<AudienceRecipient & { audience: Exclude<GroupEmailAudience, 'all'> }> = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Bearer ${secret}`) return send(401, { error: { code: 'unauthenticated', message: 'Unauthorized' } });
    const audience = url.searchParams.get('audience');
    const members = users.filter((u) => audience === 'all' || u.audience === audience).sort((a, b) => (a.userId < b.userId ? -1 : 1));
    if (url.pathname === '/internal/audience/count') return send(200, { audience, count: members.length });
    const after = url.searchParams.get('after') ?? '';
    const limit = Number(url.searchParams.get('limit'));
    const page = members.filter((u) => u.userId > after).slice(0, limit);
    send(200, { recipients: page.map(({ audience: _a, ...r }) => r), next: page.length === limit ? page[page.length - 1]!.userId : null });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    users,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
