import { sectionFor } from '../src/shared/adminSections';

test.each([
  ['/admin', 'Overview'],
  ['/admin/', 'Overview'],
  ['/admin/support', 'Support tickets'],
  ['/admin/support/6f1c2a9e', 'Support tickets'],
  ['/admin/supporting', 'Overview'],
  ['/admin/email-templates', 'Email templates'],
  ['/admin/group-email', 'Group e-mail'],
  ['/admin/stripe-test', 'Stripe test'],
  ['/admin/unknown', 'Overview'],
])('when the path is %s, then the section is %s', (path, label) => {
  expect(sectionFor(path).label).toBe(label);
});
