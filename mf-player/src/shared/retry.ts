import { retryUpTo } from '@blockbeat/shell-sdk';

/** A missing or unshared workout (or any other 4xx) will not appear by asking again; other failures retry as usual. */
export const retryUnlessMissing = retryUpTo(2, { unlessClientError: true });
