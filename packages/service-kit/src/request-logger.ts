import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

const PROBES = new Set(['/healthz', '/readyz']);

/** One line per request; headers (cookies, authorization) and query strings are never logged. */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on('finish', () => {
      const path = req.originalUrl.split('?')[0];
      const entry = { method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - started) };
      // Probes hit every few seconds and would drown the useful lines.
      if (PROBES.has(path ?? '')) logger.debug(entry, 'request');
      else logger.info(entry, 'request');
    });
    next();
  };
}
