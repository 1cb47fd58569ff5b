/** A user's summary from one owner: [owner, 'users', id, 'summary'] reads {owner}/users/{id}/summary. */
export const summaryQuery = (owner: string, id: string) => ({ queryKey: [owner, 'users', id, 'summary'], staleTime: 0 });
