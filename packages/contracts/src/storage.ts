/** GET: the caller's storage figures. Under /api/uploads, so the gateway routes it with the uploads. */
export const STORAGE_USAGE_URL = '/api/uploads/usage';

/** GET /api/uploads/usage answer: what counts against the caller's quota, and the quota. */
export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
}

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/**
 * "48 KB", "12.4 MB", "500 MB", "1.5 GB": one decimal at most, binary units named as people say
 * them. Below 1 MB in KB, so a small upload is not "0 MB"; something stored never reads as nothing.
 */
export function formatStorageSize(bytes: number): string {
  const rounded = (size: number) => Number((bytes / size).toFixed(1));
  // The largest unit the amount, as shown, reaches: 1,048,570 bytes read "1 MB", not "1024 KB".
  const [unit, size] = ([['GB', GB], ['MB', MB]] as const).find(([, s]) => rounded(s) >= 1) ?? ['KB', KB];
  const shown = rounded(size);
  return `${bytes > 0 && shown === 0 ? 0.1 : shown} ${unit}`;
}

/** The 413 answer to an upload or an import that would go over the caller's quota. */
export function storageQuotaMessage(what: 'upload' | 'import', usedBytes: number, quotaBytes: number): string {
  return (
    `This ${what} would take you over your ${formatStorageSize(quotaBytes)} of storage (${formatStorageSize(usedBytes)} used). ` +
    'Delete audio you no longer use to make room.'
  );
}
