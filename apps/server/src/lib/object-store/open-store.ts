import { diskStore } from './disk-store.js';
import type { storageConfig } from './storage-config.js';
import type { ObjectStore } from './types.js';

/**
 * The store the configuration names: the bucket when S3_BUCKET is set, else the uploads
 * directory. Whoever opens one closes it.
 */
export async function openObjectStore(
  storage: ReturnType<typeof storageConfig>,
): Promise<ObjectStore> {
  if (!storage.s3) return diskStore(storage.uploadsDir);
  const { openS3Store } = await import('./s3-store.js');
  return openS3Store(storage.s3);
}

/** Runs `use` with a store opened for it (the seed, the CLI), closed again afterwards. */
export async function withObjectStore<T>(
  storage: ReturnType<typeof storageConfig>,
  use: (store: ObjectStore) => Promise<T>,
): Promise<T> {
  const store = await openObjectStore(storage);
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}
