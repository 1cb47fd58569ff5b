import type { SpotifyTemplatesRequest } from '@blockbeat/contracts';
import { useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { Button } from '@blockbeat/ui';
import { useCreateSpotifyTemplates } from '../api/createSpotifyTemplates';
import { templatesResultMessage } from '../model/resultMessages';
import { shownFailure, SpotifyFailureNotice } from './SpotifyFailureNotice';

export interface CreateTemplatesActionProps {
  playlistId: string;
  selectedCount: number;
  /** Disabled while the choice cannot be named yet (tracks left out, some still loading). */
  disabled: boolean;
  request: () => SpotifyTemplatesRequest;
}

/** "Create templates": one exercise template per chosen track, all or none. */
export function CreateTemplatesAction({ playlistId, selectedCount, disabled, request }: CreateTemplatesActionProps) {
  const create = useCreateSpotifyTemplates();
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();

  const run = (input = { playlistId, request: request() }) => {
    create.mutate(input, {
      onSuccess: (result) => toast({ title: 'Templates created', description: templatesResultMessage(result) }),
      onError: (error) => void handleActionError(error),
    });
  };
  const retry = () => {
    if (create.variables) run(create.variables);
  };
  const shownError = shownFailure(create.error);

  return (
    <div className="spotify-action">
      <Button type="primary" loading={create.isPending} disabled={disabled || selectedCount === 0} onClick={() => run()}>
        Create templates
      </Button>
      {shownError && <SpotifyFailureNotice error={shownError} onRetry={retry} busy={create.isPending} />}
    </div>
  );
}
