import { jsonForHtml } from '@blockbeat/contracts';
import { putPageData } from '../../../test-setup/page-data';
import { pageDataUrls, takePageData } from '../src';

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
