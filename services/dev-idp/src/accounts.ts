export interface DevAccount {
  email: string;
  givenName: string;
  familyName: string;
}

/** Seeded users offered on the sign-in page; admin@example.com is in billing's default ADMIN_EMAILS. */
export const SEEDED_ACCOUNTS: DevAccount[] = [
  { email: 'admin@example.com', givenName: 'Ada', familyName: 'Admin' },
  { email: 'coach@example.com', givenName: 'Casey', familyName: 'Coach' },
  { email: 'client@example.com', givenName: 'Riley', familyName: 'Client' },
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const email = input.trim().toLowerCase();
  return EMAIL.test(email) && email.length <= 254 ? email : null;
}

/** Any e-mail signs in; unseeded ones get a name from the local part ("jo.smith" → "Jo Smith"). */
export function accountFor(email: string): DevAccount {
  const seeded = SEEDED_ACCOUNTS.find((a) => a.email === email);
  if (seeded) return seeded;
  const parts = (email.split('@')[0] ?? '').split(/[._-]+/).filter(Boolean);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return { email, givenName: cap(parts[0] ?? 'User'), familyName: parts.slice(1).map(cap).join(' ') };
}

export function claimsFor(account: DevAccount) {
  const name = [account.givenName, account.familyName].filter(Boolean).join(' ');
  return {
    sub: account.email,
    email: account.email,
    email_verified: true,
    name,
    given_name: account.givenName,
    family_name: account.familyName || undefined,
  };
}
