import { useSubscription } from '@blockbeat/shell-sdk';
import { Button, Card, Flex, Skeleton } from '@blockbeat/ui';
import { useNavigate } from 'react-router-dom';
import { PREMIUM_FEATURES, PRICE_LINE } from '../../../shared/premiumFeatures';
import { paywallCopy } from './paywallCopy';

export function Paywall() {
  const navigate = useNavigate();
  const { data, isPending } = useSubscription();
  // Which of the three texts applies depends on the status: do not flash the wrong one.
  if (isPending) {
    return (
      <Card className="paywall">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  const copy = paywallCopy({ isExpired: data?.isExpired ?? false, noSubscription: data?.noSubscription ?? false });
  return (
    <Card className="paywall">
      <h1 className="page-title">{copy.title}</h1>
      <p>{copy.text}</p>
      <ul className="feature-list" aria-label="BlockBeat Pro benefits">
        {PREMIUM_FEATURES.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <p className="muted-text">{PRICE_LINE}</p>
      <Flex gap={8} justify="center" wrap>
        <Button type="primary" onClick={() => navigate('/subscription')}>
          {copy.action}
        </Button>
        <Button onClick={() => navigate('/dashboard')}>Back to Dashboard</Button>
      </Flex>
    </Card>
  );
}
