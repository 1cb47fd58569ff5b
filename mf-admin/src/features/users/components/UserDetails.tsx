import { formatStorageSize, type AdminUserDetail, type AdminUserRow, type ContentUserSummary, type SupportUserSummary } from '@blockbeat/contracts';
import { Modal } from '@blockbeat/ui';
import { useAdminUser } from '../api/getAdminUser';
import { useContentUserSummary } from '../api/getContentUserSummary';
import { useSupportUserSummary } from '../api/getSupportUserSummary';
import { formatDate, formatDateTime } from '../model/dates';
import { statusText } from '../model/labels';
import { SummarySection } from './SummarySection';

const orNever = (iso: string | null, format: (iso: string) => string) => (iso ? format(iso) : 'Never');

function subscriptionLines(user: AdminUserDetail) {
  const { subscription } = user;
  return [
    ['Status', statusText(user)],
    ['Trial ends', user.trialEndsAt ? formatDate(user.trialEndsAt) : 'No trial'],
    ['Paid until', subscription.currentPeriodEnd ? `${formatDate(subscription.currentPeriodEnd)}${subscription.cancelAtPeriodEnd ? ' (then ends)' : ' (renews)'}` : 'Not paying'],
    ['Signed up', formatDate(user.signedUpAt)],
    ['Last sign-in', orNever(user.lastSeenAt, formatDateTime)],
  ] as const;
}

const contentLines = (s: ContentUserSummary) =>
  [
    ['Workouts', s.workouts.toLocaleString('en-US')],
    ['Templates', s.templates.toLocaleString('en-US')],
    ['Storage used', formatStorageSize(s.storageBytes)],
  ] as const;

const supportLines = (s: SupportUserSummary) =>
  [
    ['Tickets', s.tickets.toLocaleString('en-US')],
    ['Still open', s.openTickets.toLocaleString('en-US')],
  ] as const;

/** A user's summary, a side panel: billing, content and support each answer (or fail) for their part. */
export function UserDetails({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const detail = useAdminUser(user.id);
  const content = useContentUserSummary(user.id);
  const support = useSupportUserSummary(user.id);
  return (
    <Modal open title={user.name ? `${user.name} · ${user.email}` : user.email} footer={null} onCancel={onClose} className="usr-drawer" width={440}>
      <div className="usr-summary">
        <SummarySection title="Subscription" owner="Billing" query={detail} lines={subscriptionLines} />
        <SummarySection title="Content" owner="Content" query={content} lines={contentLines} />
        <SummarySection title="Support" owner="Support" query={support} lines={supportLines} />
      </div>
    </Modal>
  );
}
