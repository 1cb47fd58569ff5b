/**
 * How long a client page's list of files is trusted: a player asks for its track in many Range
 * requests (and again on every seek), and each would otherwise read the plan and the workouts
 * from content again. A file taken off the plan stays readable through the link this long at most;
 * a revoked link stops at once (the link is read on every request).
 */
export const PAGE_FILES_FRESH_MS = 30_000;
/** Clients whose file lists are kept at once; the oldest go first. */
const MAX_KEPT = 2_000;

interface Kept {
  at: number;
  files: Promise<ReadonlySet<string>>;
}

/**
 * Whether a client's page uses an upload, with the answer kept per client for a short while.
 * Only a yes is taken from what is kept: a file not in it is looked up afresh, so a workout the
 * instructor has just planned plays at once. Requests arriving together share one lookup.
 */
export function pageFilesCache<Client extends { id: string }>(filesOf: (client: Client) => Promise<ReadonlySet<string>>, now: () => number) {
  const kept = new Map<string, Kept>();

  function lookUp(client: Client): Promise<ReadonlySet<string>> {
    const clientId = client.id;
    const files = filesOf(client);
    kept.delete(clientId);
    kept.set(clientId, { at: now(), files });
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
    files.catch(() => {
      if (kept.get(clientId)?.files === files) kept.delete(clientId);
    });
    return files;
  }

  return async function uses(client: Client, fileId: string): Promise<boolean> {
    const found = kept.get(client.id);
    if (found && now() - found.at < PAGE_FILES_FRESH_MS && (await found.files.catch(() => null))?.has(fileId)) return true;
    return (await lookUp(client)).has(fileId);
  };
}
