import { displayName } from '../../src/uploads/domain/uploads';

describe('displayName', () => {
  test.each([
    ['Morning Mix.mp3', 'Morning Mix.mp3'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\coach\\Beat.wav', 'Beat.wav'],
    ['bad\u0000name\u001f.mp3', 'badname.mp3'],
    ['', 'audio'],
    ['   ', 'audio'],
    ['dir/', 'audio'],
  ])('when the browser sends %j, then %j is kept for display', (sent, kept) => {
    expect(displayName(sent)).toBe(kept);
  });

  test('when the name is very long, then it is cut at 200 characters without splitting one', () => {
    expect(Array.from(displayName('🎵'.repeat(300)))).toHaveLength(200);
  });
});
