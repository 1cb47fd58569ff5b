import { escapeHtml as escape } from '@blockbeat/contracts';
import { SEEDED_ACCOUNTS } from './accounts';

const STYLE = `body{font-family:system-ui,sans-serif;background:#0f1115;color:#e8eaf0;display:flex;justify-content:center;padding:48px 16px;margin:0}
main{max-width:380px;width:100%;background:#1a1d24;border-radius:12px;padding:28px;box-shadow:0 8px 24px #0006}
h1{font-size:1.4rem;margin:0 0 4px}p{color:#aab0bf;margin:0 0 20px;font-size:.9rem}
label{display:block;font-size:.85rem;margin-bottom:6px}
input{width:100%;box-sizing:border-box;padding:10px;border-radius:8px;border:1px solid #3a3f4b;background:#0f1115;color:inherit;font-size:1rem}
button{width:100%;margin-top:12px;padding:10px;border:0;border-radius:8px;background:#7c3aed;color:#fff;font-size:1rem;cursor:pointer}
button.secondary{background:#2a2f3a}button:focus-visible,input:focus-visible{outline:3px solid #c4b5fd;outline-offset:2px}
.error{color:#fca5a5}h2{font-size:.95rem;margin:24px 0 0}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

export function signInPage(uid: string, error?: string): string {
  const seeded = SEEDED_ACCOUNTS.map(
    (a) =>
      `<form method="post" action="/interaction/${escape(uid)}/login"><input type="hidden" name="email" value="${escape(a.email)}"><button class="secondary" type="submit">Sign in as ${escape(a.email)}${a.email.startsWith('admin') ? ' (admin)' : ''}</button></form>`,
  ).join('');
  return page(
    'Sign in — BlockBeat development sign-in',
    `<h1>Sign in to BlockBeat</h1><p>Development identity provider: no password needed.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required autofocus>
<button type="submit">Sign in</button></form>
<h2>Or pick a seeded user</h2>${seeded}`,
  );
}

/** The provider's logout confirmation, submitted automatically: signing out of the app ends the IdP session too. */
export function logoutPage(form: string): string {
  const withConsent = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(
    'Signing out',
    `<h1>Signing out…</h1>${withConsent}<noscript><button form="op.logoutForm" type="submit">Sign out</button></noscript><script>document.forms[0].submit()</script>`,
  );
}

export function loggedOutPage(baseUrl: string): string {
  return page('Signed out', `<h1>Signed out</h1><p>You have been signed out.</p><a href="${escape(baseUrl)}">Back to BlockBeat</a>`);
}
