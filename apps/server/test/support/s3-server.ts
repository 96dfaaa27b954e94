import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** One request as it reached the S3 server. */
export interface S3Request {
  method: string;
  host: string;
  url: string;
}

export interface TestS3 {
  bucket: string;
  /** http://localhost:PORT */
  endpoint: string;
  /** The shop's settings for the bucket (path-style, s3rver's own keys). */
  env: Record<string, string>;
  /** Every request that reached the server, oldest first. */
  requests: S3Request[];
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Puts an object as someone else would (to place one where the shop must not reach). */
  putRaw(key: string, body: string, contentType?: string): Promise<void>;
  close(): Promise<void>;
}

// s3rver checks request signatures against its one built-in key pair.
const KEYS = { id: 'S3RVER', secret: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver) on a free loopback port, its data in a temporary
 * directory, with one empty bucket created through the S3 API, as an operator would before
 * pointing the shop at it (the shop never creates buckets). The endpoint is named `localhost`
 * rather than an IP address: the SDK would fall back to path-style addressing for an IP on
 * its own, and the tests must show that S3_FORCE_PATH_STYLE is what gets it.
 */
export async function startS3Server(bucket = 'attire-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'attire-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const requests: S3Request[] = [];
  server.httpServer.on('request', (request) => {
    requests.push({
      method: request.method ?? '',
      host: request.headers.host ?? '',
      url: request.url ?? '',
    });
  });
  const endpoint = `http://localhost:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEYS.id, secretAccessKey: KEYS.secret },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEYS.id,
      S3_SECRET_ACCESS_KEY: KEYS.secret,
      S3_FORCE_PATH_STYLE: 'true',
    },
    requests,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async putRaw(key, body, contentType = 'text/plain') {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
