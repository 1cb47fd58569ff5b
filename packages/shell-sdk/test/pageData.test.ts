import { jsonForHtml, PAGE_DATA_MAX_AGE_MS } from '@blockbeat/contracts';
import { QueryClient } from '@tanstack/react-query';
import { putPageData } from '../../../test-setup/page-data';
import { pageDataSaysSignedOut, pageDataUrls, seedQueriesFromPage, takePageData } from '../src';

afterEach(() => document.head.replaceChildren());

describe('page data', () => {
  test('when the gateway put an answer into the page, then it is given once, as the JSON it stood for', () => {
    const workout = { name: 'Flow </script> & co', blocks: [1, 2] };
    putPageData('/api/shared/abc', jsonForHtml(workout));
    expect(takePageData('/api/shared/abc')).toEqual(workout);
    expect(takePageData('/api/shared/abc')).toBeUndefined();
  });

  test('when the answer is null (signed out), then null is given, not "nothing"', () => {
    putPageData('/api/auth/user', 'null');
    expect(takePageData('/api/auth/user')).toBeNull();
  });

  test('when there is no answer for the URL or its text is broken, then nothing is given and the caller asks the network', () => {
    putPageData('/api/broken', '{"name":');
    expect(takePageData('/api/other')).toBeUndefined();
    expect(takePageData('/api/broken')).toBeUndefined();
  });

  test('when the service worker asks what the page holds, then every URL is listed, read or not', () => {
    putPageData('/api/remotes', '{"remotes":[]}');
    putPageData('/api/shared/xyz', '{}');
    takePageData('/api/shared/xyz');
    expect(pageDataUrls()).toEqual(['/api/remotes', '/api/shared/xyz']);
  });
});

describe('signed-in page data', () => {
  const now = Date.UTC(2030, 0, 1, 12);

  test('when the gateway read the user\'s own answers, then they go into the query cache under [url], read at that time, and are taken', () => {
    const client = new QueryClient();
    putPageData('/api/me-1', jsonForHtml({ id: 'u1' }), { readAt: now - 5000 });
    putPageData('/api/list-1', jsonForHtml([{ name: 'A </script>' }]), { readAt: now - 4000 });
    expect(seedQueriesFromPage(client, ['/api/me-1', '/api/list-1', '/api/absent-1'], now)).toEqual(['/api/me-1', '/api/list-1']);
    expect(client.getQueryData(['/api/me-1'])).toEqual({ id: 'u1' });
    expect(client.getQueryData(['/api/list-1'])).toEqual([{ name: 'A </script>' }]);
    expect(client.getQueryState(['/api/me-1'])?.dataUpdatedAt).toBe(now - 5000);
    expect(takePageData('/api/me-1')).toBeUndefined();
    expect(seedQueriesFromPage(new QueryClient(), ['/api/me-1'], now)).toEqual([]);
  });

  test('when an answer was read longer ago than the page data may be kept, then it is dropped (taken, not cached) and the app asks', () => {
    const client = new QueryClient();
    putPageData('/api/me-2', jsonForHtml({ id: 'u1' }), { readAt: now - PAGE_DATA_MAX_AGE_MS - 1 });
    expect(seedQueriesFromPage(client, ['/api/me-2'], now)).toEqual([]);
    expect(client.getQueryData(['/api/me-2'])).toBeUndefined();
    expect(takePageData('/api/me-2')).toBeUndefined();
  });

  test('when a device clock is behind the gateway\'s, then the answer counts as read now', () => {
    const client = new QueryClient();
    putPageData('/api/me-3', jsonForHtml({ id: 'u1' }), { readAt: now + 60_000 });
    expect(seedQueriesFromPage(client, ['/api/me-3'], now)).toEqual(['/api/me-3']);
    expect(client.getQueryState(['/api/me-3'])?.dataUpdatedAt).toBe(now);
  });

  test('when an answer has no read time (the signed-out null) or is broken, then it is not seeded; the null stays for the sign-in check', () => {
    const client = new QueryClient();
    putPageData('/api/me-4', 'null');
    putPageData('/api/me-5', '{"id":', { readAt: now });
    expect(seedQueriesFromPage(client, ['/api/me-4', '/api/me-5'], now)).toEqual([]);
    expect(pageDataSaysSignedOut('/api/me-4')).toBe(true);
    expect(takePageData('/api/me-4')).toBeNull();
  });

  test('when the sign-in answer is a user, or absent, then the page does not say signed out', () => {
    putPageData('/api/me-6', jsonForHtml({ id: 'u1' }), { readAt: now });
    expect(pageDataSaysSignedOut('/api/me-6')).toBe(false);
    expect(pageDataSaysSignedOut('/api/me-absent')).toBe(false);
  });
});
