import { sectionFor } from '../src/features/overview/components/adminSections';

test.each([
  ['/admin', 'Overview'],
  ['/admin/', 'Overview'],
  ['/admin/support', 'Support tickets'],
  ['/admin/email-templates', 'Email templates'],
  ['/admin/group-email', 'Group e-mail'],
  ['/admin/stripe-test', 'Stripe test'],
  ['/admin/unknown', 'Overview'],
])('when the path is %s, then the section is %s', (path, label) => {
  expect(sectionFor(path).label).toBe(label);
});
