import { Card } from '@blockbeat/ui';
import { SUPPORT_EMAIL } from '../../../shared/contact';

/** What /support will hold (docs/product.md#support). */
export function SupportIntro() {
  return (
    <Card>
      <p>Your support tickets, a form to open a new one, and the replies from our team will be here.</p>
      <p className="muted-text">
        Tickets are not available yet; until then write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </Card>
  );
}
