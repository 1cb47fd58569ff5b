import { blockColorName, blockColorOf, blockGradient, BLOCK_COLORS, BLOCK_COLOR_NAMES, detectMusicType, exerciseFormErrors, secondsFromInput, spotifyTrackId } from '../src';

describe('secondsFromInput', () => {
  it('when the text is a number, then it is rounded to whole seconds', () => {
    expect(secondsFromInput(' 45 ', 30)).toBe(45);
    expect(secondsFromInput('12.6', 30)).toBe(13);
    expect(secondsFromInput('0', 10)).toBe(0);
  });
  it('when the text is not a number, then the fallback is used', () => {
    expect(secondsFromInput('abc', 30)).toBe(30);
    expect(secondsFromInput('', 10)).toBe(10);
  });
});

describe('exerciseFormErrors', () => {
  const valid = { name: 'Plank', duration: 45, restTime: 15, musicUrl: '', musicType: 'youtube' as const };
  it('when everything is in range, then there are no errors', () => {
    expect(exerciseFormErrors(valid)).toEqual({});
  });
  it('when fields are out of range, then each carries the form message', () => {
    expect(exerciseFormErrors({ ...valid, name: ' ', duration: 4, restTime: 301 })).toEqual({
      name: 'Exercise name is required',
      duration: 'Duration must be between 5 and 600 seconds',
      restTime: 'Rest time must be between 0 and 300 seconds',
    });
  });
  it('when a music URL does not fit its type, then the spec message is given', () => {
    expect(exerciseFormErrors({ ...valid, musicUrl: 'https://example.com/x' }).musicUrl).toBe('Invalid YouTube URL');
    expect(exerciseFormErrors({ ...valid, musicType: 'spotify', musicUrl: 'https://open.spotify.com/album/x' }).musicUrl).toBe(
      'Invalid Spotify URL - must be a track URL',
    );
    expect(exerciseFormErrors({ ...valid, musicType: 'upload', musicUrl: 'https://example.com/a.flac' }).musicUrl).toBe('Unsupported music type');
  });
});

describe('block colours', () => {
  it('when a stored colour is read, then its name and gradient follow; unknown values read as purple', () => {
    BLOCK_COLOR_NAMES.forEach((name, i) => expect(blockColorOf(name)).toBe(BLOCK_COLORS[i]));
    expect(blockColorName(BLOCK_COLORS[3])).toBe('red');
    expect(blockColorName('nonsense')).toBe('purple');
    expect(blockGradient(null)).toBe('linear-gradient(to bottom right, #a855f7, #9333ea)');
  });
});

describe('detectMusicType and spotifyTrackId', () => {
  it('when a URL is given, then its source is recognised', () => {
    expect(detectMusicType('https://youtu.be/dQw4w9WgXcQ')).toBe('youtube');
    expect(detectMusicType('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC')).toBe('spotify');
    expect(detectMusicType('https://soundcloud.com/artist/track')).toBe('soundcloud');
    expect(detectMusicType('/api/uploads/0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f60')).toBe('upload');
    expect(detectMusicType('https://example.com/page')).toBeNull();
    expect(spotifyTrackId('spotify:track:4uLU6hMCjMI75M1A2tKUQC')).toBe('4uLU6hMCjMI75M1A2tKUQC');
  });
});
