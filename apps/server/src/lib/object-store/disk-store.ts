import { createReadStream, mkdirSync } from 'node:fs';
import { stat as statFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertObjectName,
  ObjectExistsError,
  type ObjectInfo,
  type ObjectStore,
  type StoredObject,
} from './types.js';

const TYPES: Record<string, string> = { '.webp': 'image/webp' };

/**
 * The default store: files in `dir` (DATA_DIR/uploads), right for one process. The content
 * type is not kept; it follows from the name's extension, as @fastify/static (which serves
 * this directory at /uploads/) also judges it.
 */
export function diskStore(dir: string): ObjectStore {
  mkdirSync(dir, { recursive: true });
  const fileOf = (name: string) => {
    assertObjectName(name);
    return path.join(dir, name);
  };

  const stat = async (name: string): Promise<ObjectInfo | undefined> => {
    const found = await statFile(fileOf(name)).catch(orUndefinedIfMissing);
    if (!found?.isFile()) return undefined;
    return {
      size: found.size,
      // Weak, like @fastify/static's: a size and a time say the bytes are the same, not prove it.
      etag: `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`,
      lastModified: found.mtime,
      contentType: TYPES[path.extname(name)] ?? 'application/octet-stream',
    };
  };

  return {
    kind: 'disk',
    async put(name, bytes, { overwrite }) {
      await writeFile(fileOf(name), bytes, { flag: overwrite ? 'w' : 'wx' }).catch(
        (error: unknown) => {
          throw (error as { code?: string }).code === 'EEXIST'
            ? new ObjectExistsError(name)
            : error;
        },
      );
    },
    has: async (name) => (await stat(name)) !== undefined,
    stat,
    async get(name): Promise<StoredObject | undefined> {
      const info = await stat(name);
      return info && { ...info, body: createReadStream(fileOf(name)) };
    },
    close: async () => {},
  };
}

function orUndefinedIfMissing(error: unknown): undefined {
  if ((error as { code?: string }).code === 'ENOENT') return undefined;
  throw error;
}
