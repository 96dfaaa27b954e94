import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../src/lib/object-store/disk-store.js';
import { openS3Store } from '../../src/lib/object-store/s3-store.js';
import { storageConfig, StorageEnvSchema } from '../../src/lib/object-store/storage-config.js';
import {
  InvalidObjectNameError,
  ObjectExistsError,
  type ObjectStore,
} from '../../src/lib/object-store/types.js';
import { startS3Server, type TestS3 } from '../support/s3-server.js';

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const WEBP = { contentType: 'image/webp' };

/** The same promises, kept by the disk store and by the bucket (convention 12). */
function storeContract(open: () => Promise<ObjectStore>) {
  let store: ObjectStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it('gives back the bytes it was given, as a stream, with their size and a tag', async () => {
    const bytes = Buffer.from('first picture');
    await store.put('a1.webp', bytes, WEBP);
    expect(await store.has('a1.webp')).toBe(true);
    const object = await store.get('a1.webp');
    expect(object).toMatchObject({ size: bytes.length, contentType: 'image/webp' });
    expect(object!.etag).toMatch(/^(W\/)?".+"$/);
    expect(object!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await readAll(object!.body)).toEqual(bytes);
    const { body: _body, ...info } = object!;
    expect(await store.stat('a1.webp')).toEqual(info);
  });

  it('knows nothing of a name never written', async () => {
    expect(await store.has('never.webp')).toBe(false);
    expect(await store.stat('never.webp')).toBeUndefined();
    expect(await store.get('never.webp')).toBeUndefined();
  });

  it('refuses to overwrite a name unless asked, and then replaces the bytes', async () => {
    await store.put('b1.webp', Buffer.from('one'), WEBP);
    await expect(store.put('b1.webp', Buffer.from('two'), WEBP)).rejects.toBeInstanceOf(
      ObjectExistsError,
    );
    expect(await readAll((await store.get('b1.webp'))!.body)).toEqual(Buffer.from('one'));
    await store.put('b1.webp', Buffer.from('three'), { ...WEBP, overwrite: true });
    expect(await readAll((await store.get('b1.webp'))!.body)).toEqual(Buffer.from('three'));
  });

  it.each(['../escape.webp', 'a/b.webp', '..', '.hidden', '', 'a\\b.webp', '%2e%2e', 'x..y'])(
    'refuses the name %j for every call',
    async (name) => {
      await expect(store.put(name, Buffer.from('x'), WEBP)).rejects.toBeInstanceOf(
        InvalidObjectNameError,
      );
      await expect(store.has(name)).rejects.toBeInstanceOf(InvalidObjectNameError);
      await expect(store.get(name)).rejects.toBeInstanceOf(InvalidObjectNameError);
    },
  );
}

describe('object store on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'attire-disk-store-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  storeContract(async () => diskStore(dir));

  it('keeps each object as a file of its name, and nothing else', async () => {
    expect((await readdir(dir)).sort()).toEqual(['a1.webp', 'b1.webp']);
  });
});

describe('object store in an S3 bucket (s3rver)', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  const open = () => {
    const { s3: settings } = storageConfig(StorageEnvSchema.parse(s3.env), os.tmpdir());
    return openS3Store(settings!);
  };
  storeContract(open);

  it('keeps each object under uploads/ in the bucket, and nothing else', async () => {
    expect(await s3.keys()).toEqual(['uploads/a1.webp', 'uploads/b1.webp']);
  });

  it('does not see an object of the bucket outside uploads/', async () => {
    await s3.putRaw('config.json', '{"secret":true}', 'application/json');
    const store = await open();
    try {
      expect(await store.has('config.json')).toBe(false);
      expect(await store.get('config.json')).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});
