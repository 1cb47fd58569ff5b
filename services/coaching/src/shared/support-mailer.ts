const TIMEOUT_MS = 10_000;

/** A mail for support's outbox (POST /internal/mail): the weekly summaries and the clients' link mails. */
export interface SupportMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One mail per key, ever (support's outbox keeps each key once): a retry never sends twice. */
  dedupeKey: string;
  userId: string;
  headers: Record<string, string>;
}

/** Hands a mail to support; throws when it could not (the caller decides when to try again). */
export interface SupportMailer {
  send(mail: SupportMail): Promise<void>;
}

/** POST {supportUrl}/internal/mail with Bearer INTERNAL_API_SECRET: support's outbox sends it (retries, once per key). */
export function supportMailer({ supportUrl, secret }: { supportUrl: string; secret: string }): SupportMailer {
  return {
    async send(mail: SupportMail) {
      const res = await fetch(`${supportUrl}/internal/mail`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify(mail),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.status !== 202) throw new Error(`support answered ${res.status} to /internal/mail`);
    },
  };
}
