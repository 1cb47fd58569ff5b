const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/**
 * The where clause for one of the user's rows, or null when the id cannot exist: Postgres would
 * answer a malformed uuid with an error, and an id that is not one of ours is simply not found.
 */
export function ownedBy(userId: string, id: string): { id: string; userId: string } | null {
  return isUuid(id) ? { id, userId } : null;
}
