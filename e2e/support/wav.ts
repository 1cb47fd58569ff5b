/**
 * An 8 kHz, 8-bit mono WAV file of `samples` samples, `sampleAt(i)` each (0–255): the content
 * service checks an upload's bytes, and a recognisable pattern shows that any range came back right.
 */
export function wavFile(samples: number, sampleAt: (i: number) => number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.from(Array.from({ length: samples }, (_, i) => sampleAt(i)))]);
}
