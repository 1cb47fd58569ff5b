import { readdir } from 'node:fs/promises';
import { BRANDING_LOGO_MAX_BYTES, IMAGE_FILE_MESSAGES, UNSUPPORTED_LOGO_MESSAGE, type Branding, type SharedWorkout } from '@blockbeat/contracts';
import { randomUserId, requestJson } from '@blockbeat/service-kit/testing';
import { download } from '../support/audio';
import { caller, EXPIRED, useContentService, type Caller } from '../support/content-service';
import { createWorkout, share } from '../support/fixtures';
import { jpeg, png, pngOfSize, SIMPLE_SVG, svg, uploadLogo } from '../support/images';

const service = useContentService();
const newUser = () => caller(service, randomUserId());
const storedFiles = () => readdir(service.uploadDir).catch(() => [] as string[]);
const NO_BRANDING: Branding = { logoUrl: null, primaryColor: null, accentColor: null };
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const brandingOf = async (who: Caller) => (await who.call<Branding>('/api/branding')).body;
const setColors = (who: Caller, body: unknown) => who.call<Branding>('/api/branding', { method: 'PUT', body });
const ownLogo = (who: Caller | null) => download(service, '/api/branding/logo', who);

async function withLogo(who: Caller, bytes: Buffer, fileName = 'logo.png'): Promise<Branding> {
  const res = await uploadLogo(service, who, bytes, { fileName });
  expect(res.status).toBe(200);
  return res.body;
}

async function sharedBy(who: Caller): Promise<string> {
  return (await share(who, (await createWorkout(who)).id)).shareToken;
}

describe('brand colours', () => {
  test('when a new user asks, then there is no logo and no colour', async () => {
    const res = await newUser().call('/api/branding');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(NO_BRANDING);
  });

  test('when the colours are set, then they are answered and kept in lower case', async () => {
    const alice = newUser();
    const res = await setColors(alice, { primaryColor: '#FF6600', accentColor: '#0a0b0c' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ logoUrl: null, primaryColor: '#ff6600', accentColor: '#0a0b0c' });
    expect(await brandingOf(alice)).toEqual(res.body);
  });

  test('when one colour is sent, then the other stays; null clears it', async () => {
    const alice = newUser();
    await setColors(alice, { primaryColor: '#112233', accentColor: '#445566' });
    expect((await setColors(alice, { accentColor: '#778899' })).body).toMatchObject({ primaryColor: '#112233', accentColor: '#778899' });
    expect((await setColors(alice, { primaryColor: null })).body).toMatchObject({ primaryColor: null, accentColor: '#778899' });
    expect((await setColors(alice, {})).body).toMatchObject({ primaryColor: null, accentColor: '#778899' });
  });

  test.each([['red'], ['#fff'], ['#12345g'], ['#1234567'], [123], ['']])('when a colour is %p, then the answer is 400 naming the field', async (bad) => {
    const alice = newUser();
    await setColors(alice, { accentColor: '#445566' });
    const res = await setColors(alice, { primaryColor: bad, accentColor: '#000000' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'validation', fields: { primaryColor: expect.any(String) } } });
    expect(await brandingOf(alice)).toMatchObject({ primaryColor: null, accentColor: '#445566' });
  });
});

describe('uploading a logo', () => {
  test.each([
    ['PNG', png(), 'image/png'],
    ['JPEG', jpeg(), 'image/jpeg'],
  ])('when the logo is a %s, then it is stored and served back as it came, with nosniff', async (_format, bytes, mimeType) => {
    const alice = newUser();
    expect(await withLogo(alice, bytes, 'logo.bin')).toEqual({ ...NO_BRANDING, logoUrl: '/api/branding/logo' });
    const file = await ownLogo(alice);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(bytes)).toBe(true);
    expect(file.headers.get('content-type')).toBe(mimeType);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBeNull();
  });

  test('when the logo is an SVG, then it is served as SVG with nosniff, a CSP that allows nothing to run or load, inline', async () => {
    const alice = newUser();
    await withLogo(alice, SIMPLE_SVG, 'logo.svg');
    const file = await ownLogo(alice);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe(SVG_CSP);
    expect(file.headers.get('content-disposition')).toBe('inline');
    const text = file.bytes.toString('utf8');
    expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 64 64">/);
    expect(text).toContain('<circle cx="32" cy="32" r="30" fill="#ff6600"/>');
  });

  test('when an SVG carries a script, event handlers, foreignObject and outside references, then none of them is kept and the drawing is', async () => {
    const alice = newUser();
    const hostile = svg(
      `<script>alert('script')</script>
       <style>.a{fill:url(#g)}</style>
       <style>@import url(https://evil.example/x.css);</style>
       <defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>
       <circle class="a" cx="32" cy="32" r="30" onclick="alert('click')" style="fill:url(https://evil.example/paint)"/>
       <use href="#g"/><use xlink:href="https://evil.example/sprite.svg#icon"/>
       <a href="https://evil.example/phish"><text x="4" y="60">Brand &amp; Co</text></a>
       <a xlink:href="javascript:alert('link')"><rect width="4" height="4"/></a>
       <image href="https://evil.example/tracker.png" width="1" height="1"/>
       <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html<script>alert('fo')</script></div></foreignObject>`,
      ` xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert('load')"`,
    );
    await withLogo(alice, hostile, 'logo.svg');
    const text = (await ownLogo(alice)).bytes.toString('utf8');
    for (const gone of ['<script', 'alert', 'onload', 'onclick', 'foreignObject', 'evil.example', 'javascript:', '@import', '<div']) {
      expect(text).not.toContain(gone);
    }
    expect(text).toContain('<linearGradient id="g">');
    expect(text).toContain('<circle class="a" cx="32" cy="32" r="30"/>');
    expect(text).toContain('<use href="#g"/>');
    expect(text).toContain('.a{fill:url(#g)}');
    expect(text).toContain('Brand &amp; Co');
  });

  test('when a PNG is named logo.svg, declared as SVG and carries script text, then it is kept and served as the PNG it is', async () => {
    const alice = newUser();
    const bytes = png(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    const res = await uploadLogo(service, alice, bytes, { fileName: 'logo.svg', type: 'image/svg+xml' });
    expect(res.status).toBe(200);
    const file = await ownLogo(alice);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.bytes.equals(bytes)).toBe(true);
  });

  test.each([
    ['a text file', Buffer.from('Just some text, no image.\n')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1')],
    ['an HTML page', Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')],
    ['an SVG that is not well-formed', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle></svg>')],
    ['SVG markup outside the SVG namespace', Buffer.from('<svg><circle r="1"/></svg>')],
    ['text that is not UTF-8', Buffer.concat([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), Buffer.from([0xc3, 0x28]), Buffer.from('</svg>')])],
    ['an empty file', Buffer.alloc(0)],
  ])('when the file is %s, then the answer is 400 on the file field and nothing is kept', async (_case, bytes) => {
    const alice = newUser();
    const before = await storedFiles();
    const res = await uploadLogo(service, alice, bytes, { fileName: 'logo.svg' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'validation', fields: { file: UNSUPPORTED_LOGO_MESSAGE } } });
    expect(await storedFiles()).toEqual(before);
    expect(await brandingOf(alice)).toEqual(NO_BRANDING);
  });

  test.each([
    ['a 65535×65535 PNG', png(undefined, undefined, [65_535, 65_535])],
    ['a 20000×20000 PNG', png(undefined, undefined, [20_000, 20_000])],
    ['a 9000×100 JPEG', jpeg(9_000, 100)],
  ])('when the logo is %s, then 400 says it is too large in pixels and no logo is kept', async (_case, bytes) => {
    const alice = newUser();
    const res = await uploadLogo(service, alice, bytes);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'validation', message: 'Invalid request', fields: { file: IMAGE_FILE_MESSAGES.tooManyPixels } } });
    expect((await alice.call<Branding>('/api/branding')).body.logoUrl).toBeNull();
  });

  test('when the logo is one byte over 1 MB, then the answer is 413 and no file is left', async () => {
    const alice = newUser();
    const before = await storedFiles();
    const res = await uploadLogo(service, alice, pngOfSize(BRANDING_LOGO_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: { code: 'too_large' } });
    expect(await storedFiles()).toEqual(before);
    expect(await brandingOf(alice)).toEqual(NO_BRANDING);
  });

  test('when the logo is exactly 1 MB, then it is accepted', async () => {
    const bytes = pngOfSize(BRANDING_LOGO_MAX_BYTES);
    expect(bytes.length).toBe(BRANDING_LOGO_MAX_BYTES);
    expect((await uploadLogo(service, newUser(), bytes)).status).toBe(200);
  });

  test('when the form has no "file" field or is not multipart, then it is refused', async () => {
    const alice = newUser();
    const res = await uploadLogo(service, alice, png(), { field: 'logo' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { file: expect.any(String) } } });
    expect((await alice.call('/api/branding/logo', { method: 'POST', body: { file: 'x' } })).status).toBe(415);
  });

  test('when a new logo replaces the old one, then the old file is removed and the new one served', async () => {
    const alice = newUser();
    const before = await storedFiles();
    await withLogo(alice, png());
    await setColors(alice, { primaryColor: '#123456' });
    const second = png(undefined, [0, 0, 255, 255]);
    expect(await withLogo(alice, second)).toEqual({ logoUrl: '/api/branding/logo', primaryColor: '#123456', accentColor: null });
    expect((await storedFiles()).length).toBe(before.length + 1);
    expect((await ownLogo(alice)).bytes.equals(second)).toBe(true);
  });
});

describe('removing a logo', () => {
  test('when the owner removes it, then 204, the file is gone, the colours stay, and removing again is 204 too', async () => {
    const alice = newUser();
    const before = await storedFiles();
    await setColors(alice, { accentColor: '#abcdef' });
    await withLogo(alice, png());
    expect((await alice.call('/api/branding/logo', { method: 'DELETE' })).status).toBe(204);
    expect(await storedFiles()).toEqual(before);
    expect((await ownLogo(alice)).status).toBe(404);
    expect(await brandingOf(alice)).toEqual({ ...NO_BRANDING, accentColor: '#abcdef' });
    expect((await alice.call('/api/branding/logo', { method: 'DELETE' })).status).toBe(204);
  });
});

describe('other users', () => {
  test("when another user reads or deletes, then they only ever reach their own branding and the owner's is untouched", async () => {
    const alice = newUser();
    const bob = newUser();
    const logo = png();
    await withLogo(alice, logo);
    await setColors(alice, { primaryColor: '#010203' });
    expect(await brandingOf(bob)).toEqual(NO_BRANDING);
    expect((await ownLogo(bob)).status).toBe(404);
    expect((await bob.call('/api/branding/logo', { method: 'DELETE' })).status).toBe(204);
    await setColors(bob, { primaryColor: '#0a0a0a' });
    expect(await brandingOf(alice)).toEqual({ logoUrl: '/api/branding/logo', primaryColor: '#010203', accentColor: null });
    expect((await ownLogo(alice)).bytes.equals(logo)).toBe(true);
  });
});

describe('access', () => {
  test('when a user without access sets colours or uploads a logo, then 402 and nothing changes', async () => {
    const userId = randomUserId();
    const before = await storedFiles();
    const expired = caller(service, userId, EXPIRED);
    expect((await setColors(expired, { primaryColor: '#123456' })).status).toBe(402);
    const res = await uploadLogo(service, expired, png());
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ error: { code: 'payment_required' } });
    expect(await brandingOf(expired)).toEqual(NO_BRANDING);
    expect(await storedFiles()).toEqual(before);
  });

  test('when their colours are also invalid, then validation answers first (400 before 402)', async () => {
    expect((await setColors(caller(service, randomUserId(), EXPIRED), { primaryColor: 'red' })).status).toBe(400);
  });

  test('when a user without access reads or removes their logo, then it works (reading and deleting stay open)', async () => {
    const userId = randomUserId();
    await withLogo(caller(service, userId), png());
    const expired = caller(service, userId, EXPIRED);
    expect((await ownLogo(expired)).status).toBe(200);
    expect((await expired.call('/api/branding/logo', { method: 'DELETE' })).status).toBe(204);
  });

  test('when nobody is signed in, then every /api/branding route answers 401', async () => {
    const url = `${service.url}/api/branding`;
    expect((await requestJson(url)).status).toBe(401);
    expect((await requestJson(url, { method: 'PUT', body: { primaryColor: '#123456' } })).status).toBe(401);
    expect((await uploadLogo(service, null, png())).status).toBe(401);
    expect((await ownLogo(null)).status).toBe(401);
    expect((await requestJson(`${url}/logo`, { method: 'DELETE' })).status).toBe(401);
  });
});

describe("a shared workout's branding", () => {
  test("when the owner has branding, then the shared workout carries it with the logo through the share, and nothing about the owner", async () => {
    const alice = newUser();
    await setColors(alice, { primaryColor: '#ff6600', accentColor: '#222222' });
    await withLogo(alice, SIMPLE_SVG, 'logo.svg');
    const token = await sharedBy(alice);
    const res = await requestJson<SharedWorkout>(`${service.url}/api/shared/${token}`);
    expect(res.body.branding).toEqual({ logoUrl: `/api/shared/${token}/branding/logo`, primaryColor: '#ff6600', accentColor: '#222222' });
    expect(res.text).not.toContain(alice.userId);
  });

  test("when anyone opens the shared logo, then it is the owner's, with the same security headers", async () => {
    const alice = newUser();
    await withLogo(alice, SIMPLE_SVG, 'logo.svg');
    const token = await sharedBy(alice);
    const [shared, own] = [await download(service, `/api/shared/${token}/branding/logo`), await ownLogo(alice)];
    expect(shared.status).toBe(200);
    expect(shared.bytes.equals(own.bytes)).toBe(true);
    expect(shared.headers.get('content-type')).toBe('image/svg+xml');
    expect(shared.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shared.headers.get('content-security-policy')).toBe(SVG_CSP);
    expect(shared.headers.get('content-disposition')).toBe('inline');
  });

  test('when the owner has no branding, then the shared workout says so and its logo URL is 404', async () => {
    const token = await sharedBy(newUser());
    expect((await requestJson<SharedWorkout>(`${service.url}/api/shared/${token}`)).body.branding).toEqual(NO_BRANDING);
    expect((await download(service, `/api/shared/${token}/branding/logo`)).status).toBe(404);
  });

  test('when the token is unknown or malformed, then the shared logo is 404', async () => {
    await withLogo(newUser(), png());
    for (const token of ['A'.repeat(32), 'short', "'; DROP TABLE branding; --"]) {
      expect((await download(service, `/api/shared/${encodeURIComponent(token)}/branding/logo`)).status).toBe(404);
    }
  });

  test('when the owner removes the logo, then the shared logo is 404 and the shared workout has no logo URL', async () => {
    const alice = newUser();
    await withLogo(alice, jpeg());
    const token = await sharedBy(alice);
    await alice.call('/api/branding/logo', { method: 'DELETE' });
    expect((await download(service, `/api/shared/${token}/branding/logo`)).status).toBe(404);
    expect((await requestJson<SharedWorkout>(`${service.url}/api/shared/${token}`)).body.branding?.logoUrl).toBeNull();
  });
});
