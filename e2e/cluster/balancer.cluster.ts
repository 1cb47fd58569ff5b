/** nginx's own answers keep the API's contract: JSON errors, never its HTML pages. */
import { BASE_URL } from './support/cluster-state';

test('when a body is larger than any upload the API takes, then nginx refuses it with a JSON 413 before any replica reads it', async () => {
  const res = await fetch(`${BASE_URL}/api/uploads`, {
    method: 'POST',
    headers: { origin: BASE_URL, 'content-type': 'multipart/form-data; boundary=x' },
    body: new Uint8Array(16 * 1024 * 1024 + 1),
  });
  expect(res.status).toBe(413);
  expect(res.headers.get('content-type')).toBe('application/json');
  expect(res.headers.get('x-upstream')).toBeNull();
  expect(await res.json()).toEqual({ error: { code: 'too_large', message: 'The file is larger than 15 MB' } });
});

test('when a body is within nginx limit but over the endpoint limit, then the gateway answers with its own 413', async () => {
  const res = await fetch(`${BASE_URL}/api/branding/logo`, {
    method: 'POST',
    headers: { origin: BASE_URL, 'content-type': 'multipart/form-data; boundary=x' },
    body: new Uint8Array(2 * 1024 * 1024),
  });
  expect(res.status).toBe(413);
  expect(res.headers.get('x-upstream')).toMatch(/^127\.0\.0\.1:\d+$/);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('too_large');
});
