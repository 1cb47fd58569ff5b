import { escapeHtml } from '@blockbeat/contracts';

/**
 * The look of a page a mail's link opens (unsubscribe links): no sign-in and no app code, so it
 * works from any mail client; BlockBeat's colours, light or dark as the device is set, and
 * controls at least 44 px tall (a phone is where mail is read).
 */
const STYLE = `:root{color-scheme:light dark;--bg:#f7f7fb;--card:#fff;--text:#1f1f2e;--accent:#7c3aed;--link:#7c3aed}
@media (prefers-color-scheme:dark){:root{--bg:#0f0f17;--card:#1a1a26;--text:#ececf4;--link:#b794f6}}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:var(--bg);color:var(--text)}
main{max-width:480px;margin:64px auto;padding:32px;background:var(--card);border-radius:10px;border-top:6px solid var(--accent)}
@media (max-width:540px){main{margin:24px 16px;padding:24px}}
h1{font-size:22px;margin:0 0 16px}p{font-size:16px;line-height:24px;margin:0 0 20px}
button{font:inherit;font-weight:600;min-height:44px;padding:10px 22px;border:0;border-radius:8px;background:var(--accent);color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #ec4899;outline-offset:2px}a{color:var(--link)}`;

/** A whole page: `title` is text (escaped here), `contentHtml` markup the caller has escaped. */
export function linkPage(title: string, contentHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · BlockBeat</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${contentHtml}</main></body></html>
`;
}
