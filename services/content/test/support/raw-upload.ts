import http from 'node:http';
import type { ContentService } from './content-service';

export interface RawUploadAnswer {
  status?: number;
  body?: unknown;
  /** The answer came only once the whole body was sent, so a client still sending cannot miss it. */
  afterBody: boolean;
  /** A write or read that failed: what a proxy turns into a 502. */
  failure?: string;
}

export interface RawUploadOptions {
  token: string;
  /** The file's size; it is sent in 1 MiB writes that wait for the socket, as a proxy streams a body. */
  size: number;
  /** Declares the length up front (the default), or sends the body chunked. */
  declareLength?: boolean;
}

const BOUNDARY = 'blockbeat-test-boundary';
const CHUNK = Buffer.alloc(1024 * 1024, 0x49);

/**
 * POSTs a multipart form with one file of `size` bytes over a connection of its own, the way the
 * gateway's proxy does: any failed write counts as a failure, whatever the service answered.
 */
export function rawUpload(service: ContentService, path: string, { token, size, declareLength = true }: RawUploadOptions): Promise<RawUploadAnswer> {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.mp3"\r\nContent-Type: audio/mpeg\r\n\r\nID3`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  // The file is "ID3" (at the end of `head`) and then size - 3 more bytes.
  const length = head.length + size - 3 + tail.length;
  const { hostname, port } = new URL(service.url);
  return new Promise((resolve) => {
    let sent = false;
    let answered = false;
    let failure: string | undefined;
    const req = http.request({
      hostname,
      port,
      path,
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(declareLength && { 'content-length': String(length) }),
      },
    });
    req.on('finish', () => (sent = true));
    req.on('error', (err: NodeJS.ErrnoException) => {
      failure ??= `request failed: ${err.code ?? err.message}`;
    });
    req.on('response', (res) => {
      answered = true;
      const afterBody = sent;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (err: NodeJS.ErrnoException) => (failure ??= `response failed: ${err.code ?? err.message}`));
      res.on('close', () => {
        const text = Buffer.concat(chunks).toString();
        const json = res.headers['content-type']?.includes('application/json');
        // Give a write that failed at the same moment the chance to say so.
        setTimeout(() => resolve({ status: res.statusCode, body: json ? JSON.parse(text) : text, afterBody, failure }), 20);
      });
    });
    req.on('close', () => {
      if (failure && !answered) resolve({ afterBody: false, failure });
    });

    let remaining = size - 3;
    req.write(head);
    const pump = () => {
      while (remaining > 0 && !req.destroyed) {
        const n = Math.min(CHUNK.length, remaining);
        remaining -= n;
        if (!req.write(CHUNK.subarray(0, n))) {
          req.once('drain', pump);
          return;
        }
      }
      if (!req.destroyed) req.end(tail);
    };
    pump();
  });
}
