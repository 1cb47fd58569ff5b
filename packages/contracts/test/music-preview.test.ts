import { PREVIEW_LIMIT_MS, previewSource } from '../src';

describe('music preview sources', () => {
  test.each([
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['spotify', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=x', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC'],
    ['spotify', 'spotify:track:4uLU6hMCjMI75M1A2tKUQC', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC'],
    ['soundcloud', 'https://soundcloud.com/artist/track', 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Ftrack&auto_play=true'],
  ])('when the source is %s, then %p plays in the embed %p', (type, url, src) => {
    expect(previewSource(type, url)).toEqual({ kind: 'embed', provider: type, src });
  });

  test('when the music is an upload, then it plays in an audio element', () => {
    expect(previewSource('upload', '/api/uploads/0b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c11')).toEqual({
      kind: 'audio',
      src: '/api/uploads/0b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c11',
    });
  });

  test.each([
    ['youtube', 'https://example.com'],
    ['spotify', 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy'],
    ['upload', 'https://example.com/a.flac'],
    ['tape', 'https://example.com/a.mp3'],
    ['youtube', ''],
  ])('when the source is %s and the URL %p, then there is nothing to play', (type, url) => {
    expect(previewSource(type, url)).toBeNull();
  });
});

test('when a preview plays, then it stops by itself after 30 seconds', () => {
  expect(PREVIEW_LIMIT_MS).toBe(30_000);
});
