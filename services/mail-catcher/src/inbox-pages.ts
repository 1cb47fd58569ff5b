import { escapeHtml as escape, linkSegments } from '@blockbeat/contracts';
import type { CaughtMail } from './mail-store';

/**
 * The pages' policy, which the mail's HTML in its srcdoc frame inherits too: no scripts anywhere,
 * nothing fetched from elsewhere (a mail's remote images and tracking pixels stay unloaded).
 */
export const INBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// BlockBeat's colours (packages/ui tokens); the inbox is plain HTML, not one of the apps.
const STYLE = `:root{color-scheme:light dark;--bg:#f7f7fb;--surface:#fff;--text:#1f1f2e;--muted:#5b5b70;--line:#e4e2ef;--link:#6d28d9;--brand:#7c3aed}
@media (prefers-color-scheme:dark){:root{--bg:#0f0f17;--surface:#181824;--text:#ececf4;--muted:#a9a9bd;--line:#2c2c3d;--link:#c4b5fd;--brand:#a78bfa}}
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--text)}
header{border-top:4px solid;border-image:linear-gradient(90deg,#7c3aed,#ec4899) 1;padding:20px 24px 4px}
.brand{font-weight:700;font-size:1.1rem;color:var(--brand);text-decoration:none}
main{max-width:1040px;margin:0 auto;padding:8px 24px 40px}
h1{font-size:1.4rem;margin:8px 0 4px;overflow-wrap:anywhere}p.lead{color:var(--muted);margin:0 0 20px}
a{color:var(--link)}a:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
.card{background:var(--surface);border:1px solid var(--line);border-radius:12px;overflow:hidden}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:10px 14px;border-bottom:1px solid var(--line);vertical-align:top;overflow-wrap:anywhere}
th{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}tr:last-child td{border-bottom:0}
td.when{white-space:nowrap;color:var(--muted)}.empty{padding:32px;text-align:center;color:var(--muted)}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 20px}dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
h2{font-size:1rem;margin:24px 0 8px}iframe{width:100%;height:70vh;min-height:480px;border:0;background:#fff;display:block}
pre{margin:0;padding:14px;white-space:pre-wrap;overflow-wrap:anywhere;font:13px/1.5 ui-monospace,monospace}`;

const subjectOf = (mail: CaughtMail) => mail.subject || '(no subject)';

const when = (iso: string) => `<time datetime="${escape(iso)}">${escape(iso.slice(0, 19).replace('T', ' '))} UTC</time>`;

/** The text part with its web addresses clickable (the HTML part's links stay inside the sandbox). */
const linkedText = (text: string) =>
  linkSegments(text)
    .map(({ text, href }) => (href ? `<a href="${escape(href)}" target="_blank" rel="noopener noreferrer">${escape(text)}</a>` : escape(text)))
    .join('');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · BlockBeat mail inbox</title><style>${STYLE}</style></head>
<body><header><a class="brand" href="/">BlockBeat</a> <span>mail inbox</span></header><main>${body}</main></body></html>`;
}

export function inboxPage(mails: readonly CaughtMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td><a href="/messages/${escape(mail.id)}">${escape(subjectOf(mail))}</a></td><td>${escape(mail.from)}</td><td>${escape(mail.to.join(', '))}</td><td class="when">${when(mail.date)}</td></tr>`,
    )
    .join('');
  const list = mails.length
    ? `<table><thead><tr><th scope="col">Subject</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Received</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="empty">No mail yet. Every mail the app sends shows up here; reload to see new ones.</p>';
  return page(
    'Inbox',
    `<h1>Every mail the app sent</h1><p class="lead">Caught on this machine, newest first; nothing is delivered anywhere. The last 200 are kept until the catcher stops.</p><div class="card">${list}</div>`,
  );
}

export function mailPage(mail: CaughtMail): string {
  // The mail's HTML only ever goes into srcdoc (escaped as an attribute) of a frame that may do nothing.
  const html =
    mail.html === null
      ? '<p class="empty">This mail has no HTML part.</p>'
      : `<iframe sandbox="" title="The mail's HTML part" srcdoc="${escape(mail.html)}"></iframe>`;
  return page(
    subjectOf(mail),
    `<p><a href="/">← All mail</a></p><h1>${escape(subjectOf(mail))}</h1>
<dl><dt>From</dt><dd>${escape(mail.from)}</dd><dt>To</dt><dd>${escape(mail.to.join(', '))}</dd><dt>Received</dt><dd>${when(mail.date)}</dd><dt>Message-ID</dt><dd>${escape(mail.messageId ?? '(none)')}</dd></dl>
<h2>HTML part</h2><div class="card">${html}</div>
<h2>Text part</h2><div class="card"><pre>${linkedText(mail.text)}</pre></div>`,
  );
}

export function notFoundPage(): string {
  return page('Not found', '<p><a href="/">← All mail</a></p><h1>No such mail</h1><p class="lead">It may have been cleared, or the catcher restarted.</p>');
}
