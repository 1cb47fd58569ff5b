import {
  BLOCK_COLOR_NAMES,
  BLOCK_COLOR_OPTIONS,
  BLOCK_COLORS,
  blockColorName,
  blockColorOf,
  blockColorStyle,
  blockGradient,
  detectMusicType,
  exerciseFormErrors,
  readSeconds,
  spotifyTrackId,
  workoutNameError,
} from '../src';

describe('readSeconds', () => {
  it('when the text is a number, then it is read up to its first non-digit', () => {
    expect(readSeconds(' 45 ', 30)).toBe(45);
    expect(readSeconds('12.6', 30)).toBe(12);
    expect(readSeconds('0', 10)).toBe(0);
  });
  it('when the text is not a number, then the fallback is used; when empty, it is missing', () => {
    expect(readSeconds('abc', 30)).toBe(30);
    expect(readSeconds('', 10)).toBeNull();
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
      duration: 'Duration must be at least 5 seconds',
      restTime: 'Rest time must be at most 300 seconds',
    });
    expect(exerciseFormErrors({ ...valid, duration: null, restTime: null })).toEqual({ duration: 'Duration is required', restTime: 'Rest time is required' });
  });
  it('when a music URL does not fit its type, then the spec message is given', () => {
    expect(exerciseFormErrors({ ...valid, musicUrl: 'https://example.com/x' }).musicUrl).toBe('Invalid YouTube URL');
    expect(exerciseFormErrors({ ...valid, musicType: 'spotify', musicUrl: 'https://open.spotify.com/album/x' }).musicUrl).toBe(
      'Invalid Spotify URL - must be a track URL',
    );
    expect(exerciseFormErrors({ ...valid, musicType: 'upload', musicUrl: 'https://example.com/a.flac' }).musicUrl).toBe('Unsupported music type');
  });
  it('when the workout name is blank or too long, then it says so', () => {
    expect(workoutNameError('  ')).toBe('Workout name is required');
    expect(workoutNameError('x'.repeat(121))).toBe('Workout name must be at most 120 characters');
    expect(workoutNameError('Core')).toBeNull();
  });
});

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('block colours', () => {
  it('when a stored colour is read, then its name and gradient follow; unknown values read as purple', () => {
    BLOCK_COLOR_NAMES.forEach((name, i) => expect(blockColorOf(name)).toBe(BLOCK_COLORS[i]));
    expect(blockColorName(BLOCK_COLORS[3])).toBe('red');
    expect(blockColorName('nonsense')).toBe('purple');
    expect(blockGradient(null)).toBe('linear-gradient(to bottom right, #9333ea, #7e22ce)');
  });

  it('when the eight gradient classes are drawn, then each has its own named gradient', () => {
    expect(BLOCK_COLOR_OPTIONS.map((o) => o.label)).toEqual(['Purple', 'Blue', 'Green', 'Red', 'Yellow', 'Pink', 'Indigo', 'Orange']);
    expect(new Set(BLOCK_COLORS.map(blockGradient)).size).toBe(8);
    expect(blockGradient(BLOCK_COLORS[1])).toBe('linear-gradient(to bottom right, #2563eb, #1d4ed8)');
  });

  it.each(BLOCK_COLOR_OPTIONS.map((o) => [o.label, o] as const))('when text sits on %s, then it meets WCAG AA (4.5:1) at both ends', (_label, option) => {
    expect(contrast(option.text, option.from)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(option.text, option.to)).toBeGreaterThanOrEqual(4.5);
  });

  it('when the class is unknown or missing, then purple is used', () => {
    expect(blockColorStyle('bg-gradient-to-br from-teal-500 to-teal-600').label).toBe('Purple');
    expect(blockColorStyle(undefined).label).toBe('Purple');
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
