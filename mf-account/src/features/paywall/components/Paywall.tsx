import { expiryReason } from '@blockbeat/contracts';
import { subscriptionQueryOptions } from '@blockbeat/shell-sdk';
import { Button, Card, Flex, Skeleton } from '@blockbeat/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PREMIUM_FEATURES, PRICE_LINE } from '../../../shared/premiumFeatures';
import { paywallCopy } from './paywallCopy';

/**
 * How old a status may be and still word the paywall. A refusal sends the user here after reading
 * the status afresh; one read earlier may predate a trial that ended mid-session, so it is read
 * again and the page waits for it.
 */
export const PAYWALL_STATUS_MAX_AGE_MS = 5000;

export function Paywall() {
  const navigate = useNavigate();
  const [openedAt] = useState(Date.now);
  const { data, isPending, isFetching, dataUpdatedAt } = useQuery({
    ...subscriptionQueryOptions(),
    staleTime: PAYWALL_STATUS_MAX_AGE_MS,
    refetchOnMount: true,
  });
  const current = dataUpdatedAt >= openedAt - PAYWALL_STATUS_MAX_AGE_MS;
  // Which of the texts applies depends on the status: do not flash the wrong one.
  if (isPending || (!current && isFetching)) {
    return (
      <Card className="paywall">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  const copy = paywallCopy({
    isExpired: data?.isExpired ?? false,
    noSubscription: data?.noSubscription ?? false,
    reason: expiryReason(data?.subscriptionStatus ?? 'trial'),
  });
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
        <Button type="primary" onClick={() => navigate(copy.actionPath)}>
          {copy.action}
        </Button>
        <Button onClick={() => navigate('/dashboard')}>Back to Dashboard</Button>
      </Flex>
    </Card>
  );
}
