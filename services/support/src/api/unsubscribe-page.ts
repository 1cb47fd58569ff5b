import { escapeHtml } from '@blockbeat/contracts';
import { linkPage as page } from '@blockbeat/service-kit';

/** One button: a link alone changes nothing, as mail scanners open links. */
export const confirmPage = (action: string) =>
  page(
    'Unsubscribe from BlockBeat e-mails?',
    `<p>You will get no more group e-mails from BlockBeat. Replies about your support tickets still arrive.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
  );

export const donePage = (message: string) => page('You are unsubscribed', `<p>${escapeHtml(message)}</p><p><a href="/">Go to BlockBeat</a></p>`);

export const invalidPage = (message: string) => page('This link does not work', `<p>${escapeHtml(message)}</p><p><a href="/support">Contact support</a></p>`);
