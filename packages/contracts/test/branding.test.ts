import { detectLogoFormat } from '../src';
import { brandingInputSchema } from '../src/schemas';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectLogoFormat', () => {
  test.each<[string, Uint8Array, string]>([
    ['the PNG signature', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), 'png'],
    ['a JPEG start of image', bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    ['an XML declaration', bytes('<?xml version="1.0"?><svg/>'), 'svg'],
    ['an <svg> element', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    ['a byte-order mark and white space before <SVG', bytes([0xef, 0xbb, 0xbf], ' \r\n\t<SVG>'), 'svg'],
    ['a comment', bytes('<!-- Generator: Illustrator --><svg/>'), 'svg'],
    ['a PNG carrying SVG text', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], '<svg><script>'), 'png'],
  ])('when the file starts with %s, then it is %s', (_case, head, format) => {
    expect(detectLogoFormat(head)).toBe(format);
  });

  test.each<[string, Uint8Array]>([
    ['text', bytes('A logo, honestly')],
    ['nothing', bytes()],
    ['a GIF', bytes('GIF89a')],
    ['a WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBP')],
    ['an HTML element', bytes('<html><body></body></html>')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
  ])('when the file is %s, then it is not accepted', (_case, head) => {
    expect(detectLogoFormat(head)).toBeNull();
  });
});

describe('brandingInputSchema', () => {
  const check = (value: unknown) => brandingInputSchema.validate(value, { abortEarly: false, stripUnknown: true, convert: true });

  test('when colours are #rrggbb in any case, or null, then they pass in lower case', () => {
    expect(check({ primaryColor: '#A1B2C3', accentColor: null })).toEqual({ value: { primaryColor: '#a1b2c3', accentColor: null } });
    expect(check({}).error).toBeUndefined();
  });

  test.each([['red'], ['#abc'], ['#abcdeg'], ['a1b2c3'], [12]])('when a colour is %p, then it is refused with that field', (color) => {
    expect(check({ accentColor: color }).error?.details.map((d) => d.path.join('.'))).toEqual(['accentColor']);
  });
});
