import type { ImportSummary } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessMissing } from '../../../shared/retry';

/** GET /api/imports/{id}: public summary of a shared workout; 404 when unknown or no longer shared. */
export function useImportSummary(id: string) {
  return useQuery<ImportSummary>({ queryKey: ['/api/imports', id], enabled: id !== '', retry: retryUnlessMissing });
}
