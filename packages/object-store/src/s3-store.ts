import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { assertKey, ObjectNotFoundError, type ObjectStore } from './object-store';

export interface S3Location {
  bucket: string;
  /** Prepended to every key, e.g. `content/`; empty for the bucket's root. */
  prefix: string;
}

/** Parts of a streamed upload: S3's smallest part size, two in flight (~10 MB of memory per upload at most). */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * The SDK's standard settings (AWS_REGION, AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY or a role,
 * AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL for an S3-compatible server). A custom endpoint gets
 * path-style addressing (http://host/bucket/key), which S3-compatible servers expect.
 */
export function s3ClientConfig(env: NodeJS.ProcessEnv = process.env): S3ClientConfig {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  const keys = env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } : undefined;
  return {
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // Otherwise the SDK's own chain (these variables, a profile, a role) finds them.
    ...(keys ? { credentials: keys } : {}),
  };
}

/** S3-compatible storage through the AWS SDK v3. Multipart uploads stream; a failed one is aborted, leaving nothing. */
export function s3ObjectStore({ bucket, prefix }: S3Location, client = new S3Client(s3ClientConfig())): ObjectStore {
  const keyOf = (key: string) => {
    assertKey(key);
    return `${prefix}${key}`;
  };
  return {
    kind: 's3',

    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: keyOf(key), Body: body, ContentType: contentType ?? 'application/octet-stream' },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      // A body that fails (a size limit, a refused file) must fail the upload, not stall it.
      const failed = new Promise<never>((_resolve, reject) => body.once('error', reject));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (err) {
        await upload.abort().catch(() => undefined);
        throw err;
      }
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async read(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyOf(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        return answer.Body as Readable;
      } catch (err) {
        if (isNotFound(err)) throw new ObjectNotFoundError(key);
        throw err;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },

    close: () => client.destroy(),
  };
}
