import { PLAYBACK_ERROR } from '@blockbeat/contracts';
import { useToast } from '@blockbeat/shell-sdk';
import { MusicPreviewProvider as OnePreviewAtATime } from '@blockbeat/ui/plain';
import { useCallback, type ReactNode } from 'react';

/** The dashboard's one music preview (templates' cards and dialog); a track that fails says so in a toast. */
export function MusicPreviewProvider({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  const onError = useCallback(() => toast({ ...PLAYBACK_ERROR, variant: 'destructive' }), [toast]);
  return <OnePreviewAtATime onError={onError}>{children}</OnePreviewAtATime>;
}
