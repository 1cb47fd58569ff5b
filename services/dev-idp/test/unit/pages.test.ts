import { loggedOutPage, signInPage } from '../../src/pages';

describe('development sign-in pages', () => {
  test('when an error or an interaction id carries markup, then the page prints it as text', () => {
    const html = signInPage('a"b<c', '<script>alert(1)</script> & "quoted"');
    expect(html).toContain('<p class="error" role="alert">&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;</p>');
    expect(html).toContain('action="/interaction/a&quot;b&lt;c/login"');
    expect(html).not.toContain('<script>alert(1)');
  });

  test('when signed out, then the way back names the app address safely', () => {
    expect(loggedOutPage('http://localhost:3000/?a=1&b="2"')).toContain('<a href="http://localhost:3000/?a=1&amp;b=&quot;2&quot;">Back to BlockBeat</a>');
  });
});
