import type { Client, ClientLink } from '@blockbeat/contracts';
import { serviceMessageOf, useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { useRef, useState } from 'react';
import { useRenewClientLink, useRevokeClientLink } from '../api/clientLink';
import { useSendClientLinkMail } from '../api/clientLinkMail';

export const LINK_MAILED = 'Link sent by e-mail';
/** A live link is shown once, when made: after that it can be mailed as it is, or renewed to be copied. */
export const LIVE_LINK = 'A private link is live. Renew it to copy it again.';
export const LIVE_LINK_WITH_EMAIL = 'A private link is live. Send it by e-mail as it is, or renew it to copy a new one.';
export const ADD_EMAIL_TO_SEND = 'Add their e-mail address to send the link by e-mail.';

/**
 * The client's private link. It is shown once, when it is made (or renewed: the old one stops);
 * after that it can be renewed, revoked, or e-mailed to the client (the live link, or a new one
 * when there is none).
 */
export function ClientLinkPanel({ client }: { client: Pick<Client, 'id' | 'name' | 'hasLink' | 'email'> }) {
  const [link, setLink] = useState<ClientLink | null>(null);
  const [copied, setCopied] = useState(false);
  const renew = useRenewClientLink();
  const revoke = useRevokeClientLink();
  const mail = useSendClientLinkMail();
  // One id per send asked for, kept until it succeeds: a retry after an error is never mailed twice.
  const mailRequest = useRef<string | null>(null);
  const handleActionError = useActionErrorHandler();
  const { toast } = useToast();
  const failed = (title: string) => (err: unknown) => {
    if (!handleActionError(err)) toast({ title, description: serviceMessageOf(err, 'Please try again.'), variant: 'destructive' });
  };
  const sendByMail = () => {
    mailRequest.current ??= crypto.randomUUID();
    mail.mutate(
      { clientId: client.id, requestId: mailRequest.current },
      {
        onSuccess: (sent) => {
          mailRequest.current = null;
          toast({ title: LINK_MAILED, description: sent.linkMade ? `A new link was made and sent to ${sent.to}.` : `Sent to ${sent.to}.` });
        },
        onError: failed('The link could not be sent'),
      },
    );
  };
  const copy = () => {
    if (!link) return;
    void navigator.clipboard?.writeText(link.url).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    });
  };
  return (
    <div className="coach-link" aria-label={`Private link of ${client.name}`} role="group">
      {link ? (
        <>
          <input className="coach-input" readOnly value={link.url} aria-label="Private link" onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn btn-primary" onClick={copy}>
            {copied ? 'Copied!' : 'Copy link'}
          </button>
        </>
      ) : (
        <span className="muted">{client.hasLink ? (client.email ? LIVE_LINK_WITH_EMAIL : LIVE_LINK) : 'No private link yet.'}</span>
      )}
      <button type="button" className="btn btn-ghost" disabled={renew.isPending} onClick={() => renew.mutate(client.id, { onSuccess: setLink, onError: failed('The link could not be made') })}>
        {client.hasLink || link ? 'Renew link' : 'Make link'}
      </button>
      {(client.hasLink || link) && (
        <button
          type="button"
          className="btn btn-ghost"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(client.id, { onSuccess: () => setLink(null), onError: failed('The link could not be revoked') })}
        >
          Revoke link
        </button>
      )}
      {client.email ? (
        <button type="button" className="btn btn-ghost" disabled={mail.isPending} onClick={sendByMail}>
          Send link by e-mail
        </button>
      ) : (
        <span className="muted">{ADD_EMAIL_TO_SEND}</span>
      )}
    </div>
  );
}
