import { escapeHtml } from '@blockbeat/contracts';

export interface NoticeAction {
  label: string;
  href: string;
  primary?: boolean;
}

/**
 * A small standalone page the gateway answers itself (no app code): a title, a sentence and one
 * or two links, in the product's dark look. Used where the browser navigated to an API route:
 * the sign-out confirmation and a sign-in that could not be completed.
 */
export function noticePage({ title, text, actions }: { title: string; text: string; actions: NoticeAction[] }): string {
  const links = actions.map(({ label, href, primary }) => `<a class="${primary ? 'primary' : 'secondary'}" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f1115;color:#e8eaf0;font:16px/1.5 system-ui,sans-serif}
main{max-width:26rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .5rem}p{color:#b4b9c6;margin:0 0 1.5rem}
a{display:inline-block;margin:.25rem;padding:.6rem 1.2rem;border-radius:8px;text-decoration:none;font-weight:600;min-height:44px;box-sizing:border-box;line-height:1.6}
.primary{background:#7c3aed;color:#fff}.secondary{background:#2a2f3a;color:#e8eaf0}
a:focus-visible{outline:3px solid #c4b5fd;outline-offset:2px}
</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${links}
</main></body></html>`;
}
