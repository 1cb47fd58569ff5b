import type { Request } from 'express';

/**
 * The browser's IP as the gateway determined it (its `trust proxy` setting, behind the load
 * balancer): the gateway always overwrites this header, and the service is reachable only through it.
 * The gateway's proxy.ts sets the same name.
 */
export const CLIENT_IP_HEADER = 'x-blockbeat-client-ip';

export function clientIp(req: Request): string {
  return req.get(CLIENT_IP_HEADER) ?? req.socket.remoteAddress ?? 'unknown';
}
