import { NotFoundError } from '@blockbeat/service-kit';
import type { Request, Response, NextFunction } from 'express';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** For `router.param`: ids are UUIDs, and anything else names nothing (a 404, never a database error). */
export function uuidParam(_req: Request, _res: Response, next: NextFunction, value: string): void {
  next(UUID.test(value) ? undefined : new NotFoundError());
}
