import { escapeHtml } from '@blockbeat/contracts';

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f7f7fb;color:#1f1f2e}
main{max-width:480px;margin:64px auto;padding:32px;background:#fff;border-radius:10px;border-top:6px solid #7c3aed}
h1{font-size:22px;margin:0 0 16px}p{font-size:16px;line-height:24px;margin:0 0 20px}
button{font:inherit;font-weight:600;padding:12px 22px;border:0;border-radius:8px;background:#7c3aed;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #ec4899;outline-offset:2px}a{color:#7c3aed}`;

/** A page of its own (no sign-in, no app code): the link works from any mail client. */
function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · BlockBeat</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>
`;
}

/** One button: a link alone changes nothing, as mail scanners open links. */
export const confirmPage = (action: string) =>
  page(
    'Unsubscribe from BlockBeat e-mails?',
    `<p>You will get no more group e-mails from BlockBeat. Replies about your support tickets still arrive.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
  );

export const donePage = (message: string) => page('You are unsubscribed', `<p>${escapeHtml(message)}</p><p><a href="/">Go to BlockBeat</a></p>`);

export const invalidPage = (message: string) => page('This link does not work', `<p>${escapeHtml(message)}</p><p><a href="/support">Contact support</a></p>`);
