import fs from 'node:fs';
// s3rver (a root devDependency) is the S3-compatible server of development and tests.
import S3rver from 's3rver';

export const LOCAL_S3_BUCKET = 'blockbeat';

/**
 * An S3-compatible server in this process for the cluster's object store, its files kept in
 * `directory` so uploads outlive a restart like the database does (startLocalS3 of
 * @blockbeat/object-store/testing starts a throwaway one). Answers the environment the services
 * read through the AWS SDK's standard variables.
 */
export async function startPersistentS3(directory: string, port: number): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: LOCAL_S3_BUCKET }] });
  await server.run();
  return {
    env: {
      STORAGE_URL: `s3://${LOCAL_S3_BUCKET}`,
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close(),
  };
}
