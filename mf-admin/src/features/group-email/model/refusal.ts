import { errorBodyOf, isClientError, serviceMessageOf } from '@blockbeat/shell-sdk';

export interface Refusal {
  /** The service's words about the template (it was deleted meanwhile, say). */
  template: string | null;
  form: string | null;
}

/** Why a send was refused: by the template field when the service names it, else one line. */
export function refusalOf(error: unknown, failed: string): Refusal {
  const template = errorBodyOf(error)?.error.fields?.templateId ?? null;
  if (template) return { template, form: null };
  return { template: null, form: isClientError(error) ? serviceMessageOf(error, failed) : failed };
}

export const NO_REFUSAL: Refusal = { template: null, form: null };
