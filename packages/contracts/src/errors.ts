export type ErrorCode =
  | 'validation' | 'unauthenticated' | 'payment_required' | 'forbidden'
  | 'not_found' | 'conflict' | 'too_large' | 'rate_limited' | 'unsupported_media_type' | 'range_not_satisfiable' | 'payments_not_configured'
  | 'internal' | 'bad_gateway' | 'unavailable' | 'gateway_timeout' | 'method_not_allowed';

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** Which of a feature's failures this is, where the screen tells them apart (SpotifyErrorReason). */
    reason?: string;
    /** With a 429: seconds until the caller may try again (also the Retry-After header). */
    retryAfterSeconds?: number;
  };
}
