import { renderStaticSite, type SiteFile } from '../src/site/renderSite';
import { offlineFallbackFor } from '../src/site/staticPages';

const assets = { css: 'body{color:red}', themeScript: '/theme-init.js', siteScript: '/site.0123abcd.js' };
let files: SiteFile[];

function parse(file: string): Document {
  const found = files.find((f) => f.file === file);
  if (!found) throw new Error(`no ${file}`);
  return new DOMParser().parseFromString(found.content, 'text/html');
}

const text = (doc: Document) => doc.body.textContent?.replace(/\s+/g, ' ') ?? '';

beforeAll(() => {
  files = renderStaticSite(assets);
});

test('when the site is rendered, then it writes the landing, five legal pages, the offline page and the gateway list', () => {
  expect(files.map((f) => f.file).sort()).toEqual(
    [
      'offline.html',
      'site/acceptable-use.html',
      'site/cookie-policy.html',
      'site/landing.html',
      'site/pages.json',
      'site/privacy-policy.html',
      'site/refund-policy.html',
      'site/terms-of-service.html',
    ].sort(),
  );
  const pages = JSON.parse(files.find((f) => f.file === 'site/pages.json')!.content);
  expect(pages.pages['/']).toBe('site/landing.html');
  expect(pages.pages['/refund-policy']).toBe('site/refund-policy.html');
  expect(pages.spaOnly).toEqual(['/shared/', '/import/', '/live']);
});

test('when a page is rendered, then it has the blocking theme script first, inlined CSS, one deferred script and no other script', () => {
  const doc = parse('site/landing.html');
  const scripts = [...doc.querySelectorAll('script')];
  expect(scripts.map((s) => [s.getAttribute('src'), s.hasAttribute('defer')])).toEqual([
    ['/theme-init.js', false],
    ['/site.0123abcd.js', true],
  ]);
  expect(scripts.every((s) => s.textContent === '')).toBe(true);
  expect(doc.head.innerHTML.indexOf('theme-init.js')).toBeLessThan(doc.head.innerHTML.indexOf('<style>'));
  expect(doc.querySelector('style')?.textContent).toBe(assets.css);
  expect(doc.documentElement.dataset.theme).toBe('dark');
  expect(doc.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
});

test('when the landing is rendered, then it has the product texts and every login or start button goes to /api/login', () => {
  const doc = parse('site/landing.html');
  const body = text(doc);
  for (const phrase of [
    'Start Free Trial',
    'Already have an account? Log In',
    'Timed Intervals',
    'Music Sync',
    'Custom Branding',
    'Easy Sharing',
    '$4.99',
    '14-day free trial',
    'no payment information required',
    'Cancel any time',
    'Professional workout timer platform for fitness instructors',
    'Made for fitness professionals',
  ]) {
    expect(body).toContain(phrase);
  }
  const logins = [...doc.querySelectorAll('a')].filter((a) => /Log In|Get Started|Start Free Trial/.test(a.textContent ?? ''));
  expect(logins.length).toBeGreaterThanOrEqual(5);
  for (const a of logins) expect(a.getAttribute('href')).toBe('/api/login');
  expect(doc.querySelector('button[data-theme-toggle]')?.getAttribute('aria-label')).toBe('Toggle theme');
  const legalLinks = [...doc.querySelectorAll('nav[aria-label="Legal"] a')].map((a) => a.getAttribute('href'));
  expect(legalLinks).toEqual(['/privacy-policy', '/terms-of-service', '/cookie-policy', '/refund-policy', '/acceptable-use']);
});

test.each([
  ['site/privacy-policy.html', 'Privacy Policy', ['under 13', 'Stripe', 'never see or store card numbers', 'uploaded audio', 'Support tickets', 'Completion logs', 'identity provider']],
  ['site/terms-of-service.html', 'Terms of Service', ['at least 18 years old', '$4.99 per month', '14-day free trial', 'cancel at any time', 'within 15 days']],
  ['site/cookie-policy.html', 'Cookie Policy', ['30 days', '1 year', '2 years', 'blockbeat_session', 'theme']],
  ['site/refund-policy.html', 'Refund Policy', ['within 30 days', 'within 5 business days', 'within 15 days']],
  ['site/acceptable-use.html', 'Acceptable Use Policy', ['Uploads', 'share link', 'within 15 days', 'within 5 business days']],
])('when %s is rendered, then it has its title, date, support address and figures', (file, title, phrases) => {
  const doc = parse(file);
  expect(doc.querySelector('h1')?.textContent).toBe(title);
  expect(doc.title).toBe(`${title} – BlockBeat`);
  const body = text(doc);
  expect(body).toContain('Last updated: August 9, 2025');
  expect(doc.querySelector('a[href="mailto:support@blockbeat.app"]')).not.toBeNull();
  for (const phrase of phrases) expect(body).toContain(phrase);
});

test.each([
  ['/', 'site/landing.html'],
  ['/privacy-policy', 'site/privacy-policy.html'],
  ['/acceptable-use/', 'site/acceptable-use.html'],
  ['/shared/abc', 'index.html'],
  ['/import/w1', 'index.html'],
  ['/dashboard', 'offline.html'],
  ['/player/w1', 'offline.html'],
])('when a navigation to %s cannot reach the network, then the worker answers with %s', (path, file) => {
  expect(offlineFallbackFor(path)).toBe(file);
});
