import http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ErrorBody, IdentityClaims, ServiceName } from '@blockbeat/contracts';
import type { Entitlements } from '../domain/entitlements';
import { isUnder } from './request-path';
import { currentUser } from './session-user';

export const SERVICE_ROUTES: Record<ServiceName, string[]> = {
  content: ['/api/workouts', '/api/exercise-templates', '/api/custom-categories', '/api/shared', '/api/uploads', '/api/imports', '/api/completions', '/api/branding', '/api/admin/content'],
  billing: ['/api/subscription', '/api/billing'],
  support: ['/api/support', '/api/admin/support', '/api/admin/email-templates', '/api/admin/group-email', '/api/unsubscribe'],
};

/**
 * How long a service may stay silent before the caller is told it is unavailable. Every API call
 * answers in well under a second; a stopped or stuck service must not hold the user for long.
 */
const SILENCE_LIMIT_MS = 15_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Sign = (claims: IdentityClaims, audience: ServiceName) => Promise<string>;

function failure(service: ServiceName, timedOut: boolean): [number, ErrorBody] {
  return timedOut
    ? [504, { error: { code: 'gateway_timeout', message: `The ${service} service took too long to answer. Please try again.` } }]
    : [502, { error: { code: 'bad_gateway', message: `The ${service} service is unavailable. Please try again.` } }];
}

/**
 * Proxies one service's paths. The browser's cookie never reaches a service: the gateway replaces
 * it with a short-lived signed identity (no identity at all when nobody is signed in).
 */
export function serviceProxy(service: ServiceName, target: string, deps: { sign: Sign; entitlements: Entitlements }) {
  const prefixes = SERVICE_ROUTES[service];
  // Without keep-alive every proxied request pays a new TCP connection (measured: p50 4 s under load).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 });
  const timedOut = new WeakSet<Request>();
  const proxy = createProxyMiddleware<Request, Response>({
    target,
    agent,
    xfwd: true,
    proxyTimeout: SILENCE_LIMIT_MS,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.once('timeout', () => timedOut.add(req));
      },
      error: (_err, req, res) => {
        const out = res as Response;
        if (out.headersSent || !('status' in out)) return;
        const [status, body] = failure(service, timedOut.has(req));
        out.status(status).json(body);
      },
    },
  });

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!prefixes.some((p) => isUnder(req.path, p))) return next();
    try {
      delete req.headers.cookie;
      delete req.headers.authorization;
      const user = currentUser(res);
      if (user) {
        const who = { sub: user.id, email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(' ') };
        const ent = await deps.entitlements.for(who, { forWrite: !SAFE_METHODS.has(req.method) });
        req.headers.authorization = `Bearer ${await deps.sign({ ...who, ent }, service)}`;
      }
      await proxy(req, res, next);
    } catch (err) {
      next(err);
    }
  };
}
