import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import express from 'express';
import { localObjectStore, ObjectNotFoundError, s3ClientConfig, s3ObjectStore, sendObject, type ObjectStore } from '../src';
import { startLocalS3, type LocalS3 } from '../src/testing';

const text = (stream: Readable) => stream.toArray().then((chunks) => Buffer.concat(chunks).toString());
/** 12 MB: more than two 5 MB parts, so the S3 driver's upload is a multipart one. */
const big = () => Buffer.alloc(12 * 1024 * 1024, 'abcdefghij');

function failingAfter(bytes: number, chunk: Buffer): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) this.destroy(new Error('the upload is too large'));
      else {
        sent += chunk.length;
        this.push(chunk);
      }
    },
  });
}

let s3: LocalS3;
let dir: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  dir = await mkdtemp(path.join(os.tmpdir(), 'blockbeat-store-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const drivers: Array<[string, () => ObjectStore]> = [
  ['the local folder', () => localObjectStore(dir)],
  ['S3-compatible storage', () => s3ObjectStore({ bucket: s3.bucket, prefix: 'content/' }, new S3Client(s3ClientConfig(s3.env)))],
];

describe.each(drivers)('%s', (_name, makeStore) => {
  let store: ObjectStore;
  beforeAll(() => (store = makeStore()));
  afterAll(() => store.close());

  test('when an object is put, then it is read back whole, by range, and its size is known', async () => {
    await store.put('audio/abc123', Readable.from([Buffer.from('hello '), Buffer.from('world')]), 'audio/mpeg');
    expect(await text(await store.read('audio/abc123'))).toBe('hello world');
    expect(await text(await store.read('audio/abc123', { start: 6, end: 10 }))).toBe('world');
    const info = await store.stat('audio/abc123');
    expect(info?.size).toBe(11);
    expect(Math.abs(Date.now() - info!.lastModified.getTime())).toBeLessThan(60_000);
  });

  test('when a large object streams in, then every byte arrives (multipart on S3)', async () => {
    const bytes = big();
    await store.put('audio/big1', Readable.from([bytes.subarray(0, 7_000_000), bytes.subarray(7_000_000)]));
    expect((await store.stat('audio/big1'))?.size).toBe(bytes.length);
    const tail = await text(await store.read('audio/big1', { start: bytes.length - 10, end: bytes.length - 1 }));
    expect(tail).toBe(bytes.subarray(bytes.length - 10).toString());
  });

  test('when the body fails part-way (a size limit), then the put fails and nothing is stored', async () => {
    await expect(store.put('audio/partial1', failingAfter(11 * 1024 * 1024, Buffer.alloc(1024 * 1024, 1)))).rejects.toThrow('the upload is too large');
    expect(await store.stat('audio/partial1')).toBeNull();
    await expect(store.read('audio/partial1')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  test('when an object is removed, then it is gone, and removing it again is fine', async () => {
    await store.put('logos/l1', Readable.from([Buffer.from('x')]));
    await store.remove('logos/l1');
    await store.remove('logos/l1');
    expect(await store.stat('logos/l1')).toBeNull();
  });

  test('when a key tries to leave its folder, then it is refused before any storage is touched', async () => {
    await expect(store.put('../etc/passwd', Readable.from([Buffer.from('x')]))).rejects.toThrow('not a storage key');
    await expect(store.read('a/../../b')).rejects.toThrow('not a storage key');
  });
});

test('when the local folder is written, then no partial file is left behind by a failed put', async () => {
  const store = localObjectStore(dir);
  await store.put('left/ok1', Readable.from([Buffer.from('x')]));
  await store.put('left/bad1', failingAfter(10, Buffer.alloc(8))).catch(() => undefined);
  expect(await readdir(path.join(dir, 'left'))).toEqual(['ok1']);
});

describe.each(drivers)('sendObject from %s over HTTP', (_name, makeStore) => {
  let store: ObjectStore;
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    store = makeStore();
    await store.put('served/s1', Readable.from([Buffer.from('0123456789')]));
    const app = express();
    app.get('/files/:key', async (req, res) => {
      const outcome = await sendObject(req, res, store, `served/${req.params.key}`, { contentType: 'audio/mpeg', headers: { 'X-Content-Type-Options': 'nosniff' } });
      if (outcome === 'missing') res.status(404).json({ error: { code: 'not_found', message: 'Upload not found' } });
      if (outcome === 'unsatisfiable') res.status(416).json({ error: { code: 'range_not_satisfiable', message: 'Range Not Satisfiable' } });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/files`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    store.close();
  });

  test('when the whole file is asked for, then 200 with its length, type and Accept-Ranges', async () => {
    const res = await fetch(`${base}/s1`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('0123456789');
    expect(res.headers.get('content-length')).toBe('10');
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('when a range is asked for, then 206 with those bytes and Content-Range; an open-ended one runs to the end', async () => {
    const res = await fetch(`${base}/s1`, { headers: { range: 'bytes=2-5' } });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe('2345');
    expect(res.headers.get('content-range')).toBe('bytes 2-5/10');
    const tail = await fetch(`${base}/s1`, { headers: { range: 'bytes=7-' } });
    expect(await tail.text()).toBe('789');
  });

  test('when the range lies past the end, then 416 with the size, as JSON', async () => {
    const res = await fetch(`${base}/s1`, { headers: { range: 'bytes=50-60' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */10');
    expect(await res.json()).toEqual({ error: { code: 'range_not_satisfiable', message: 'Range Not Satisfiable' } });
  });

  test('when the browser has the ETag, then 304; when the object is missing, then the caller answers 404 JSON', async () => {
    const first = await fetch(`${base}/s1`);
    const again = await fetch(`${base}/s1`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const missing = await fetch(`${base}/nope1`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'Upload not found' } });
  });
});

test('STORAGE_URL parsing names the bucket and the prefix, and refuses anything else', async () => {
  const { parseStorageUrl } = await import('../src');
  expect(parseStorageUrl('s3://my-bucket')).toEqual({ bucket: 'my-bucket', prefix: '' });
  expect(parseStorageUrl('s3://my-bucket/prod/blockbeat/')).toEqual({ bucket: 'my-bucket', prefix: 'prod/blockbeat/' });
  expect(() => parseStorageUrl('https://my-bucket')).toThrow('STORAGE_URL must look like s3://bucket');
});
