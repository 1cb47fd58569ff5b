import type { LiveClassView } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessMissing } from '../../../shared/retry';
import { getLiveClass } from './liveApi';

/** GET /api/live/{code}: public. The stream's snapshot takes over from it once connected. */
export function useLiveClass(code: string | null) {
  return useQuery<LiveClassView>({
    queryKey: ['/api/live', code],
    enabled: code !== null,
    retry: retryUnlessMissing,
    queryFn: () => getLiveClass(code ?? ''),
  });
}
