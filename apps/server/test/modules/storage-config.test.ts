import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const SECRET = 'a-secret-that-is-at-least-32-characters-long';
const BUCKET = {
  S3_BUCKET: 'attire-uploads',
  S3_ENDPOINT: 'http://minio.internal:9000',
  S3_ACCESS_KEY_ID: 'shop',
  S3_SECRET_ACCESS_KEY: 'shop-secret',
};

describe('object storage settings', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-storage-config-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env });

  /** The lines of loadConfig's refusal, which name the variables at fault. */
  function refusal(env: Record<string, string>): string {
    try {
      load(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).message;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
  }

  it('keeps uploads on the disk unless S3_BUCKET is set', () => {
    const config = load({});
    expect(config.s3).toBeUndefined();
    expect(config.uploadsDir).toBe(path.join(dataDir, 'uploads'));
  });

  it('reads the bucket, its endpoint, keys, path style and public base', () => {
    const config = load({
      ...BUCKET,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/attire/',
    });
    expect(config.s3).toEqual({
      bucket: 'attire-uploads',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      accessKeyId: 'shop',
      secretAccessKey: 'shop-secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/attire',
    });
    // AWS itself, credentials from the instance's role, virtual-hosted addressing.
    expect(load({ S3_BUCKET: 'attire-uploads', S3_REGION: 'ap-south-1' }).s3).toEqual({
      bucket: 'attire-uploads',
      endpoint: undefined,
      region: 'ap-south-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it('refuses a public base that is not https: the contract would refuse its image URLs', () => {
    for (const base of ['http://cdn.example.com', 'ftp://cdn.example.com', 'cdn.example.com']) {
      expect(refusal({ ...BUCKET, S3_PUBLIC_URL: base }), base).toMatch(/^ {2}S3_PUBLIC_URL: /m);
    }
    for (const base of ['https://user:pw@cdn.example.com', 'https://cdn.example.com/?v=1']) {
      expect(refusal({ ...BUCKET, S3_PUBLIC_URL: base }), base).toContain(
        'S3_PUBLIC_URL: must be a plain https base',
      );
    }
  });

  it('names each bad value', () => {
    expect(refusal({ ...BUCKET, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT:');
    expect(refusal({ ...BUCKET, S3_FORCE_PATH_STYLE: 'yes' })).toContain(
      'S3_FORCE_PATH_STYLE: must be true or false',
    );
    expect(refusal({ ...BUCKET, S3_BUCKET: 'Attire_Uploads' })).toContain('S3_BUCKET:');
    expect(refusal({ ...BUCKET, S3_BUCKET: 'a/b' })).toContain('S3_BUCKET:');
  });

  it('asks for both keys or neither', () => {
    expect(refusal({ ...BUCKET, S3_SECRET_ACCESS_KEY: '' })).toContain(
      'S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID',
    );
    expect(refusal({ ...BUCKET, S3_ACCESS_KEY_ID: '' })).toContain(
      'S3_ACCESS_KEY_ID: is required with S3_SECRET_ACCESS_KEY',
    );
  });

  it('refuses half a configuration rather than keep pictures on one disk', () => {
    const message = refusal({ ...BUCKET, S3_BUCKET: '', S3_PUBLIC_URL: 'https://cdn.example' });
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'])
      expect(message).toContain(`${name}: is set, but S3_BUCKET is not`);
  });
});
