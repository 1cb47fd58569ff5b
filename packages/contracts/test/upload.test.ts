import { detectAudioFormat, sharedMusicUrl, uploadIdOf } from '../src';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectAudioFormat', () => {
  test.each<[string, Uint8Array, string]>([
    ['an ID3 tag', bytes('ID3', [4, 0, 0, 0, 0, 0, 0, 0, 0]), 'mp3'],
    ['an MPEG-1 layer III frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'mp3'],
    ['an MPEG-2 layer III frame', bytes([0xff, 0xf3, 0x48, 0xc4]), 'mp3'],
    ['RIFF…WAVE', bytes('RIFF', [0x24, 0x08, 0, 0], 'WAVE'), 'wav'],
    ['OggS', bytes('OggS', [0, 2]), 'ogg'],
    ['an ftyp box with brand M4A', bytes([0, 0, 0, 0x20], 'ftypM4A '), 'm4a'],
    ['an ftyp box with brand mp42', bytes([0, 0, 0, 0x18], 'ftypmp42'), 'm4a'],
    ['an ftyp box with brand isom', bytes([0, 0, 0, 0x1c], 'ftypisom'), 'm4a'],
  ])('when the file starts with %s, then it is %s', (_case, head, format) => {
    expect(detectAudioFormat(head)).toBe(format);
  });

  test.each<[string, Uint8Array]>([
    ['text', bytes('This is not audio')],
    ['nothing', bytes()],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['RIFF without WAVE (an AVI)', bytes('RIFF', [0, 0, 0, 0], 'AVI ')],
    ['an ftyp box of a HEIC image', bytes([0, 0, 0, 0x18], 'ftypheic')],
    ['an AAC ADTS frame (layer bits 00)', bytes([0xff, 0xf1, 0x50, 0x80])],
    ['a frame sync with a reserved version', bytes([0xff, 0xeb, 0x90, 0x64])],
    ['a frame sync with the bad bitrate index', bytes([0xff, 0xfb, 0xf0, 0x64])],
    ['a truncated ID3', bytes('ID')],
  ])('when the file is %s, then it is not accepted', (_case, head) => {
    expect(detectAudioFormat(head)).toBeNull();
  });
});

describe('upload URLs', () => {
  const id = '0b7e2c1a-1f5e-4a2b-9c3d-2e4f6a8b0c1d';

  test('when a block plays one of our uploads, then its id is read and the shared player gets the share route', () => {
    expect(uploadIdOf(`/api/uploads/${id.toUpperCase()}`)).toBe(id);
    expect(sharedMusicUrl('tok', `/api/uploads/${id}`)).toBe(`/api/shared/tok/uploads/${id}`);
  });

  test('when the music is anything else, then there is no upload id and the URL is unchanged', () => {
    for (const url of ['https://youtu.be/dQw4w9WgXcQ', `/api/uploads/${id}/x`, `https://evil.example.com/api/uploads/${id}`, '', null]) {
      expect(uploadIdOf(url)).toBeNull();
    }
    expect(sharedMusicUrl('tok', 'https://youtu.be/dQw4w9WgXcQ')).toBe('https://youtu.be/dQw4w9WgXcQ');
  });
});
