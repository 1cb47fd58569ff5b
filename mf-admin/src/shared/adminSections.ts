export interface AdminSection {
  path: string;
  label: string;
}

/** docs/product.md#admin: one remote page handles every /admin/* route. */
export const ADMIN_SECTIONS: AdminSection[] = [
  { path: '/admin', label: 'Overview' },
  { path: '/admin/support', label: 'Support tickets' },
  { path: '/admin/email-templates', label: 'Email templates' },
  { path: '/admin/group-email', label: 'Group e-mail' },
  { path: '/admin/stripe-test', label: 'Stripe test' },
];

const OVERVIEW = ADMIN_SECTIONS[0]!;

/** The section a path belongs to (/admin/support/{id} is Support tickets); anything unknown is the overview. */
export function sectionFor(pathname: string): AdminSection {
  const trimmed = pathname.replace(/\/+$/, '');
  return ADMIN_SECTIONS.find((s) => s !== OVERVIEW && (trimmed === s.path || trimmed.startsWith(`${s.path}/`))) ?? OVERVIEW;
}
