export interface AdminSection {
  path: string;
  label: string;
  description: string;
}

/** docs/product.md#admin: one remote page handles every /admin/* route. */
export const ADMIN_SECTIONS: AdminSection[] = [
  { path: '/admin', label: 'Overview', description: 'Figures (users, trials, subscribers, revenue, workouts, shares) and the users table with trial and admin actions.' },
  { path: '/admin/support', label: 'Support tickets', description: 'Every ticket with filters; reply and change status.' },
  { path: '/admin/email-templates', label: 'Email templates', description: 'Create, edit, preview and delete e-mail templates.' },
  { path: '/admin/group-email', label: 'Group e-mail', description: 'Send a template to an audience and see the delivery log.' },
  { path: '/admin/stripe-test', label: 'Stripe test', description: 'Payment configuration, connectivity and the latest webhook events.' },
];

const OVERVIEW = ADMIN_SECTIONS[0]!;

/** The section a path belongs to (/admin/support/{id} is Support tickets); anything unknown is the overview. */
export function sectionFor(pathname: string): AdminSection {
  const trimmed = pathname.replace(/\/+$/, '');
  return ADMIN_SECTIONS.find((s) => s !== OVERVIEW && (trimmed === s.path || trimmed.startsWith(`${s.path}/`))) ?? OVERVIEW;
}
