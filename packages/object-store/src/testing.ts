import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// s3rver (a root devDependency) is the S3-compatible server tests run the S3 driver against.
import S3rver from 's3rver';

export interface LocalS3 {
  /** http://127.0.0.1:<port>, for AWS_ENDPOINT_URL_S3. */
  endpoint: string;
  bucket: string;
  /** The environment a service gets to use this server through the SDK's standard variables. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server on a free loopback port, holding one empty bucket, its files in a temporary folder. */
export async function startLocalS3(bucket = 'blockbeat-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'blockbeat-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { STORAGE_URL: `s3://${bucket}`, AWS_ENDPOINT_URL_S3: endpoint, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
