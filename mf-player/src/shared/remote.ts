import { registerSharedInstances } from '@blockbeat/shell-sdk';
import { useQueryClient } from '@tanstack/react-query';
import React, { useEffect } from 'react';

export const REMOTE_NAME = 'mf_player';

/** Records the React and QueryClient this remote runs with; when sharing works they are the shell's. */
export function useRegisterRemote(): void {
  const queryClient = useQueryClient();
  useEffect(() => registerSharedInstances(REMOTE_NAME, React, queryClient), [queryClient]);
}
