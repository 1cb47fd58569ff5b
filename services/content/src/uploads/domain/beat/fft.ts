/** Read once: a global looked up in a hot loop is slow inside a vm context (jest's), where these also run. */
const math = Math;

/** Power spectra of real frames of one power-of-two size: an in-place radix-2 FFT with its tables made once. */
export function createSpectrum(size: number) {
  if (size < 4 || (size & (size - 1)) !== 0) throw new Error(`FFT size must be a power of two, got ${size}`);
  const half = size / 2;
  const cos = new Float64Array(half);
  const sin = new Float64Array(half);
  for (let i = 0; i < half; i++) {
    cos[i] = math.cos((2 * math.PI * i) / size);
    sin[i] = -math.sin((2 * math.PI * i) / size);
  }
  const reversed = new Uint32Array(size);
  for (let i = 0, bits = math.log2(size); i < size; i++) {
    let r = 0;
    for (let b = 0, x = i; b < bits; b++, x >>= 1) r = (r << 1) | (x & 1);
    reversed[i] = r;
  }
  const re = new Float64Array(size);
  const im = new Float64Array(size);

  /** |X[k]|² for k in 0..size/2 of `frame` (length `size`) into `out`. */
  return function powers(frame: Float32Array | Float64Array, out: Float64Array): void {
    for (let i = 0; i < size; i++) {
      re[reversed[i]!] = frame[i]!;
      im[i] = 0;
    }
    for (let len = 2; len <= size; len <<= 1) {
      const step = size / len;
      const halfLen = len >> 1;
      for (let start = 0; start < size; start += len) {
        for (let j = 0; j < halfLen; j++) {
          const a = start + j;
          const b = a + halfLen;
          const wr = cos[j * step]!;
          const wi = sin[j * step]!;
          const tr = re[b]! * wr - im[b]! * wi;
          const ti = re[b]! * wi + im[b]! * wr;
          re[b] = re[a]! - tr;
          im[b] = im[a]! - ti;
          re[a] = re[a]! + tr;
          im[a] = im[a]! + ti;
        }
      }
    }
    for (let k = 0; k <= half; k++) out[k] = re[k]! * re[k]! + im[k]! * im[k]!;
  };
}
