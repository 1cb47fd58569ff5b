export type ErrorCode =
  | 'validation' | 'unauthenticated' | 'payment_required' | 'forbidden'
  | 'not_found' | 'conflict' | 'too_large' | 'unsupported_media_type' | 'range_not_satisfiable' | 'payments_not_configured'
  | 'internal';

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
