export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "1 user", "1,234 users". */
export const countOf = (n: number, [one, many]: readonly [string, string]) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
