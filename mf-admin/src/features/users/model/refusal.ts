import { errorBodyOf, isClientError, serviceMessageOf } from '@blockbeat/shell-sdk';

/** The service's reason for refusing an action: by the field it names, else one line; a failure to answer has its own words. */
export function refusalOf(error: unknown, field: string, failed: string): { field: string | null; form: string | null } {
  const named = errorBodyOf(error)?.error.fields?.[field];
  if (named) return { field: named, form: null };
  return { field: null, form: isClientError(error) ? serviceMessageOf(error, failed) : failed };
}
