import { PLAYBACK_ERROR } from '@blockbeat/contracts';
import { useToast } from '@blockbeat/shell-sdk';
import { MusicPreviewProvider } from '@blockbeat/ui';
import { useCallback, type ReactNode } from 'react';

/** The blocks' music preview, as the dashboard's templates have it; a track that fails says so in a toast. */
export function BlockMusicPreview({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  const onError = useCallback(() => toast({ ...PLAYBACK_ERROR, variant: 'destructive' }), [toast]);
  return <MusicPreviewProvider onError={onError}>{children}</MusicPreviewProvider>;
}
