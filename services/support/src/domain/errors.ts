import { SUPPORT_MESSAGES } from '@blockbeat/contracts';
import { ConflictError, NotFoundError, RateLimitedError } from '@blockbeat/service-kit';

/** Another user's ticket answers the same as a missing one: it does not confirm that it exists. */
export const ticketNotFound = () => new NotFoundError('Ticket not found');
export const messageNotFound = () => new NotFoundError('Message not found');
export const attachmentNotFound = () => new NotFoundError('Attachment not found');
export const ticketClosed = () => new ConflictError(SUPPORT_MESSAGES.closed);

/** An hourly limit is reached: 429, and when one of the counted writes leaves the hour (Retry-After). */
export class LimitReachedError extends RateLimitedError {}
