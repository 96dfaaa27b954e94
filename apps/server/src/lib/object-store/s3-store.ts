import { Readable } from 'node:stream';
import type { GetObjectCommandOutput, HeadObjectCommandOutput } from '@aws-sdk/client-s3';
import type { S3Settings } from './storage-config.js';
import {
  assertObjectName,
  ObjectExistsError,
  ObjectStoreUnavailableError,
  type ObjectInfo,
  type ObjectStore,
} from './types.js';

/**
 * Objects live under this prefix in the bucket, so that a public base (S3_PUBLIC_URL) serves
 * them at `<base>/uploads/<name>`, paths the contract's imageSrcSet recognises as uploads.
 */
export const S3_KEY_PREFIX = 'uploads/';

/**
 * The store shared by every process: an S3-compatible bucket, through the AWS SDK's S3 client.
 * It never creates the bucket (an operator does, with its permissions and lifecycle); a call
 * it cannot complete throws ObjectStoreUnavailableError.
 */
export async function openS3Store(settings: S3Settings): Promise<ObjectStore> {
  // Loaded only when a bucket is configured (about 150 ms of start-up a disk shop need not pay);
  // a dynamic import stays one in the server bundle, where the SDK is external.
  const { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without keys, the SDK's own chain: an instance or task role, AWS_PROFILE, and so on.
    credentials: settings.accessKeyId
      ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey ?? '' }
      : undefined,
    // The SDK's default checksums (CRC32 headers on every upload) are refused by several
    // S3-compatible servers; MD5-based ETags and TLS protect the bytes as before 2025.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer fails a picture in seconds rather than holding it open;
    // the idle limit still lets a slow phone take its time over a streamed picture.
    requestHandler: { connectionTimeout: 3_000, socketTimeout: 30_000 },
  });
  const { bucket } = settings;
  const keyOf = (name: string) => {
    assertObjectName(name);
    return `${S3_KEY_PREFIX}${name}`;
  };

  const stat = async (name: string): Promise<ObjectInfo | undefined> => {
    const head = await client
      .send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }))
      .catch(undefinedIfMissing);
    return head && infoOf(head);
  };

  return {
    kind: 's3',
    async put(name, bytes, { contentType, overwrite }) {
      const key = keyOf(name);
      // s3rver (the tests' server) ignores PutObject's If-None-Match, so the check is a read
      // first. Not atomic, but the names written without `overwrite` are random UUIDs.
      if (!overwrite && (await stat(name))) throw new ObjectExistsError(name);
      await client
        .send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
          }),
        )
        .catch((error: unknown) => {
          throw new ObjectStoreUnavailableError(error);
        });
    },
    has: async (name) => (await stat(name)) !== undefined,
    stat,
    async get(name) {
      const object = await client
        .send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }))
        .catch(undefinedIfMissing);
      if (!object) return undefined;
      if (!(object.Body instanceof Readable)) {
        throw new ObjectStoreUnavailableError(new Error('GetObject answered without a body'));
      }
      return { ...infoOf(object), body: object.Body };
    },
    close: async () => client.destroy(),
  };
}

function infoOf(object: HeadObjectCommandOutput | GetObjectCommandOutput): ObjectInfo {
  return {
    size: object.ContentLength ?? 0,
    etag: object.ETag ?? '""',
    lastModified: object.LastModified ?? new Date(0),
    contentType: object.ContentType ?? 'application/octet-stream',
  };
}

/**
 * Undefined for "no such object" (GetObject's NoSuchKey, HeadObject's bodiless NotFound);
 * any other failure, a missing bucket included, is the store being unavailable.
 */
function undefinedIfMissing(error: unknown): undefined {
  const { name } = error as { name?: string };
  if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
  throw new ObjectStoreUnavailableError(error);
}
