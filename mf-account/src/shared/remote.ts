import { REMOTES } from '@blockbeat/contracts';
import { registerSharedInstances } from '@blockbeat/shell-sdk';
import { useQueryClient } from '@tanstack/react-query';
import React, { useEffect } from 'react';

/** Records the React and QueryClient this remote runs with; when sharing works they are the shell's. */
export function useRegisterRemote(): void {
  const queryClient = useQueryClient();
  useEffect(() => registerSharedInstances(REMOTES.account.name, React, queryClient), [queryClient]);
}
