import type { StripeStatusAnswer } from '@blockbeat/contracts';
import { Alert } from '@blockbeat/ui';
import { connectivityText, STRIPE_SETTINGS } from '../model/settings';

/** Each setting masked or not set (billing masks the values), the live check, and what to set when something is missing. */
export function StripeSettings({ status }: { status: StripeStatusAnswer }) {
  const missing = STRIPE_SETTINGS.filter((s) => !status.configured[s.key]);
  const check = connectivityText(status);
  return (
    <div className="stripe-settings">
      <dl className="stripe-facts">
        {STRIPE_SETTINGS.map((s) => (
          <div key={s.key}>
            <dt>{s.label}</dt>
            <dd data-set={status.configured[s.key] || undefined}>
              {status.configured[s.key] ? (
                <>
                  <code>{status.masked[s.key] ?? '••••'}</code> ({s.variable})
                </>
              ) : (
                `Not set (${s.variable})`
              )}
            </dd>
          </div>
        ))}
        <div>
          <dt>Connectivity</dt>
          <dd data-tone={check.tone}>{check.text}</dd>
        </div>
      </dl>
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`Payments are off until ${missing.length === 1 ? 'this variable is' : 'these variables are'} set for the billing service`}
          description={
            <>
              <ul className="stripe-missing">
                {missing.map((s) => (
                  <li key={s.key}>
                    <code>{s.variable}</code>: {s.shape}
                  </li>
                ))}
              </ul>
              <p>Set them in the environment billing starts with (see README.md, “Configuration”), then restart it. Until then BlockBeat runs trial-only.</p>
            </>
          }
        />
      )}
    </div>
  );
}
