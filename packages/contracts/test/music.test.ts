import { musicUrlError, youtubeVideoId } from '../src';

describe('musicUrlError', () => {
  test.each([
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtube', 'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ'],
    ['youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['youtube', 'https://www.youtube.com/v/dQw4w9WgXcQ'],
    ['spotify', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC'],
    ['spotify', 'https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC'],
    ['spotify', 'spotify:track:4uLU6hMCjMI75M1A2tKUQC'],
    ['soundcloud', 'https://soundcloud.com/artist/some-track'],
    ['upload', 'blob:http://localhost:3000/7d1c8a4e-1f5e-4a2b-9c3d-2e4f6a8b0c1d'],
    ['upload', 'data:audio/mpeg;base64,SUQzBAAAAAAA'],
    ['upload', 'BLOB:https://app.example/7d1c8a4e-1f5e-4a2b-9c3d-2e4f6a8b0c1d'],
    ['upload', '/api/uploads/0b7e2c1a-2f5b-4a53-9a55-0f6f4e1b7c11'],
  ])('when a %s URL is %s, then it is accepted', (type, url) => {
    expect(musicUrlError(type, url)).toBeNull();
  });

  test.each([
    ['youtube', 'https://vimeo.com/123456', 'Invalid YouTube URL'],
    ['youtube', 'https://www.youtube.com/watch?v=short', 'Invalid YouTube URL'],
    ['spotify', 'https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC', 'Invalid Spotify URL - must be a track URL'],
    ['spotify', 'https://open.spotify.com/playlist/4uLU6hMCjMI75M1A2tKUQC', 'Invalid Spotify URL - must be a track URL'],
    ['soundcloud', 'https://example.com/artist/track', 'Invalid SoundCloud URL'],
    ['upload', 'https://cdn.example.com/song.ogg', 'Unsupported music type'],
    ['upload', 'javascript:alert(document.domain)//x.mp3', 'Unsupported music type'],
    ['upload', 'https://cdn.example.com/song.mp3', 'Unsupported music type'],
    ['upload', 'song.m4a', 'Unsupported music type'],
    ['upload', 'data:text/html,<script>alert(1)</script>.mp3', 'Unsupported music type'],
    ['upload', 'blob:javascript:alert(1)', 'Unsupported music type'],
    ['upload', '/api/uploads/../../api/logout?.mp3', 'Unsupported music type'],
    ['upload', '/api/uploads/0b7e2c1a', 'Unsupported music type'],
    ['upload', 'https://cdn.example.com/tool.exe', 'Unsupported music type'],
    ['tidal', 'https://tidal.com/track/1', 'Unsupported music type'],
    ['', 'https://youtu.be/dQw4w9WgXcQ', 'Unsupported music type'],
  ])('when a %s URL is %s, then the message is "%s"', (type, url, message) => {
    expect(musicUrlError(type, url)).toBe(message);
  });
});

test('when a YouTube URL is given in any of its forms, then the video id is found', () => {
  for (const url of ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ']) {
    expect(youtubeVideoId(url)).toBe('dQw4w9WgXcQ');
  }
  expect(youtubeVideoId('https://example.com')).toBeNull();
});
