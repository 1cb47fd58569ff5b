import http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { SPOTIFY_STATE_COOKIE, type ErrorBody, type IdentityClaims, type ServiceName } from '@blockbeat/contracts';
import type { Entitlements } from '../domain/entitlements';
import { readCookie } from '@blockbeat/service-kit';
import { isUnder } from './request-path';
import { currentUser } from './session-user';

export const SERVICE_ROUTES: Record<ServiceName, string[]> = {
  content: [
    '/api/workouts', '/api/exercise-templates', '/api/custom-categories', '/api/shared', '/api/uploads', '/api/imports', '/api/completions',
    '/api/branding', '/api/admin/content', '/api/spotify', '/api/live', '/api/feedback',
  ],
  billing: ['/api/subscription', '/api/billing'],
  support: ['/api/support', '/api/admin/support', '/api/admin/email-templates', '/api/admin/group-email', '/api/unsubscribe'],
  coaching: ['/api/clients', '/api/programs', '/api/c'],
};

/**
 * How long a service may stay silent before the caller is told it is unavailable. Every API call
 * answers in well under a second; a stopped or stuck service must not hold the user for long.
 */
const SILENCE_LIMIT_MS = 15_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The browser's IP as this gateway determined it (`trust proxy`), for the services' own per-IP
 * limits (anonymous feedback). Always overwritten, so a client cannot pick its own; content's
 * client-ip.ts reads the same name.
 */
export const CLIENT_IP_HEADER = 'x-blockbeat-client-ip';

/** An EventSource asks for this: a long-lived response that must not wait for a pooled socket. */
export const isEventStream = (req: Request) => req.get('accept')?.includes('text/event-stream') ?? false;

/**
 * The only cookies a service sees, each under its own path: Spotify's sign-in state, which the
 * content service set and checks on the callback (it binds the state to this browser).
 */
const FORWARDED_COOKIES: ReadonlyArray<{ prefix: string; name: string }> = [{ prefix: '/api/spotify', name: SPOTIFY_STATE_COOKIE }];

function forwardedCookies(req: Request): string | undefined {
  const cookies = FORWARDED_COOKIES.filter(({ prefix }) => isUnder(req.path, prefix)).flatMap(({ name }) => {
    const value = readCookie(req, name);
    return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  return cookies.length > 0 ? cookies.join('; ') : undefined;
}

type Sign = (claims: IdentityClaims, audience: ServiceName) => Promise<string>;

function failure(service: ServiceName, timedOut: boolean): [number, ErrorBody] {
  return timedOut
    ? [504, { error: { code: 'gateway_timeout', message: `The ${service} service took too long to answer. Please try again.` } }]
    : [502, { error: { code: 'bad_gateway', message: `The ${service} service is unavailable. Please try again.` } }];
}

/**
 * Proxies one service's paths. The browser's session cookie never reaches a service: the gateway
 * replaces it with a short-lived signed identity (no identity at all when nobody is signed in).
 */
export function serviceProxy(service: ServiceName, target: string, deps: { sign: Sign; entitlements: Entitlements }) {
  const prefixes = SERVICE_ROUTES[service];
  // Without keep-alive every proxied request pays a new TCP connection (measured: p50 4 s under load).
  const pooled = proxyThrough(service, target, new http.Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 }));
  // Event streams hold their socket for the whole class: from the 64-socket pool, the 65th follower
  // would wait forever. Their heartbeats (content's LIVE_HEARTBEAT_MS) keep them inside the silence limit.
  const streaming = proxyThrough(service, target, new http.Agent({ keepAlive: false }));

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!prefixes.some((p) => isUnder(req.path, p))) return next();
    try {
      const cookie = forwardedCookies(req);
      delete req.headers.cookie;
      delete req.headers.authorization;
      if (cookie) req.headers.cookie = cookie;
      req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? '';
      const user = currentUser(res);
      if (user) {
        const who = { sub: user.id, email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(' ') };
        const ent = await deps.entitlements.for(who, { forWrite: !SAFE_METHODS.has(req.method) });
        req.headers.authorization = `Bearer ${await deps.sign({ ...who, ent }, service)}`;
      }
      await (isEventStream(req) ? streaming : pooled)(req, res, next);
    } catch (err) {
      next(err);
    }
  };
}

function proxyThrough(service: ServiceName, target: string, agent: http.Agent) {
  const timedOut = new WeakSet<Request>();
  return createProxyMiddleware<Request, Response>({
    target,
    agent,
    xfwd: true,
    proxyTimeout: SILENCE_LIMIT_MS,
    on: {
      proxyReq: (proxyReq, req, res) => {
        proxyReq.once('timeout', () => timedOut.add(req));
        // A browser that goes away (a follower closing the page) frees the service's side at once.
        res.once('close', () => {
          if (!res.writableFinished) proxyReq.destroy();
        });
      },
      error: (_err, req, res) => {
        const out = res as Response;
        if (out.headersSent || !('status' in out)) return;
        const [status, body] = failure(service, timedOut.has(req));
        out.status(status).json(body);
      },
    },
  });
}
