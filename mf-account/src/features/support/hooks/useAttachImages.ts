import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ticketQueryKey } from '../api/getTicket';
import { uploadAttachment } from '../api/uploadAttachment';
import { imageRefusal } from '../model/images';

export interface AttachFailure {
  fileName: string;
  reason: string;
}

/**
 * Sends the images of a message the service has just saved, one after another, then reads the
 * ticket again so they show. The message stays whatever happens to its images; the failures are
 * answered so the screen can name them.
 */
export function useAttachImages(): (ticketId: string, messageId: string, files: readonly File[]) => Promise<AttachFailure[]> {
  const queryClient = useQueryClient();
  return useCallback(
    async (ticketId, messageId, files) => {
      const failures: AttachFailure[] = [];
      for (const file of files) {
        try {
          await uploadAttachment(ticketId, messageId, file);
        } catch (error) {
          failures.push({ fileName: file.name, reason: imageRefusal(error) });
        }
      }
      if (files.length > 0) await queryClient.invalidateQueries({ queryKey: ticketQueryKey(ticketId) });
      return failures;
    },
    [queryClient],
  );
}

/** One line for a toast: which images did not make it, and why. */
export function describeFailures(failures: readonly AttachFailure[]): string {
  return failures.map((f) => `${f.fileName}: ${f.reason}`).join(' ');
}
