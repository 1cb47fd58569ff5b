import { retryQuery } from '@blockbeat/shell-sdk';

/** A missing or unshared workout will not appear by asking again; other failures retry as usual. */
export const retryUnlessMissing = (failureCount: number, error: unknown) =>
  !(error instanceof Error && /^(402|404): /.test(error.message)) && retryQuery(failureCount, error);

export const isNotFound = (error: unknown) => error instanceof Error && error.message.startsWith('404: ');
