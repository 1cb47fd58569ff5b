import { SUPPORT_LIMITS } from '@blockbeat/contracts';
import { useCallback, useState } from 'react';
import { imageProblem } from '../model/images';

export interface ImageFiles {
  files: File[];
  /** Why the last file chosen was refused. */
  error: string | null;
  /** Whether another image may be added to this message. */
  canAdd: boolean;
  add: (file: File) => Promise<void>;
  remove: (index: number) => void;
  clear: () => void;
}

/** The images chosen for one message: checked when chosen, at most as many as a message carries. */
export function useImageFiles(): ImageFiles {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const add = useCallback(async (file: File) => {
    const problem = await imageProblem(file);
    setError(problem);
    if (!problem) setFiles((chosen) => (chosen.length < SUPPORT_LIMITS.attachmentsPerMessage ? [...chosen, file] : chosen));
  }, []);
  const remove = useCallback((index: number) => {
    setError(null);
    setFiles((chosen) => chosen.filter((_, i) => i !== index));
  }, []);
  const clear = useCallback(() => {
    setError(null);
    setFiles([]);
  }, []);
  return { files, error, canAdd: files.length < SUPPORT_LIMITS.attachmentsPerMessage, add, remove, clear };
}
