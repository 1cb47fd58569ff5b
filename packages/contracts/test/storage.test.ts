import { formatStorageSize } from '../src';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

describe('formatStorageSize', () => {
  test.each([
    [0, '0 KB'],
    [10, '0.1 KB'],
    [48 * KB, '48 KB'],
    [48.25 * KB, '48.3 KB'],
    [MB - 6, '1 MB'],
    [12.4 * MB, '12.4 MB'],
    [500 * MB, '500 MB'],
    [1.5 * GB, '1.5 GB'],
  ])('when %i bytes are shown, then they read "%s"', (bytes, text) => {
    expect(formatStorageSize(bytes)).toBe(text);
  });
});
