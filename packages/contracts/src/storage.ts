/** GET: the caller's storage figures. Under /api/uploads, so the gateway routes it with the uploads. */
export const STORAGE_USAGE_URL = '/api/uploads/usage';

/** GET /api/uploads/usage answer: what counts against the caller's quota, and the quota. */
export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** "12.4 MB", "500 MB", "1.5 GB": one decimal at most, binary units named as people say them. */
export function formatStorageSize(bytes: number): string {
  const [value, unit] = bytes >= GB ? [bytes / GB, 'GB'] : [bytes / MB, 'MB'];
  return `${Number(value.toFixed(1))} ${unit}`;
}

/** The 413 answer to an upload or an import that would go over the caller's quota. */
export function storageQuotaMessage(what: 'upload' | 'import', usedBytes: number, quotaBytes: number): string {
  return (
    `This ${what} would take you over your ${formatStorageSize(quotaBytes)} of storage (${formatStorageSize(usedBytes)} used). ` +
    'Delete audio you no longer use to make room.'
  );
}
