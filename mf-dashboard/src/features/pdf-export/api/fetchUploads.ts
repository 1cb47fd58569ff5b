import { usableBpm, type UploadListItem } from '@blockbeat/contracts';
import { apiRequest, UPLOADS_URL } from '@blockbeat/shell-sdk';

/** What the PDF prints of the caller's uploads, by upload id (lower case). */
export interface UploadFacts {
  /** The file's name. */
  names: ReadonlyMap<string, string>;
  /** The tempo (BPM) of an upload whose beat is sure (found with confidence, or tapped). */
  tempos: ReadonlyMap<string, number>;
}

/**
 * GET /api/uploads: each upload's file name and, where the analysis (or a tap) is sure of it, its
 * tempo. Both are decoration: when the list cannot be read, the PDF says "Uploaded audio" without them.
 */
export async function fetchUploads(): Promise<UploadFacts> {
  try {
    const uploads = (await (await apiRequest('GET', UPLOADS_URL)).json()) as UploadListItem[];
    const tempos = uploads.flatMap((upload) => {
      const bpm = usableBpm(upload.beat);
      return bpm === null ? [] : [[upload.id.toLowerCase(), bpm] as const];
    });
    return { names: new Map(uploads.map((upload) => [upload.id.toLowerCase(), upload.originalName])), tempos: new Map(tempos) };
  } catch {
    return { names: new Map(), tempos: new Map() };
  }
}
