import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OrderRecordSchema, type OrderRecord } from './records.js';
import { ID_PATTERN } from './schemas.js';

const TEMP_SUFFIX = '.tmp';

/**
 * The sandbox's durable state: one small JSON file per PayPal order, its captures, refunds and
 * idempotent replies included, so that a change to an order is one atomic write (a temporary
 * file renamed over the old one). A crash leaves the old file or the new one, never half of one.
 * Callers serialise changes to one order (see locks.ts).
 */
export async function openOrderFiles(dir: string, warn: (message: string) => void) {
  await mkdir(dir, { recursive: true });
  const fileOf = (id: string) => path.join(dir, `${id}.json`);

  async function read(id: string): Promise<OrderRecord | undefined> {
    // Only ids of our own making become file names, so a path can never escape the directory.
    if (!ID_PATTERN.test(id)) return undefined;
    let text: string;
    try {
      text = await readFile(fileOf(id), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const record = parse(text);
    if (!record || record.id !== id) warn(`PayPal sandbox: ignoring damaged order file ${id}`);
    return record?.id === id ? record : undefined;
  }

  return {
    read,

    async write(record: OrderRecord): Promise<void> {
      const temp = `${fileOf(record.id)}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
      try {
        await writeFile(temp, JSON.stringify(record), { flush: true });
        await rename(temp, fileOf(record.id));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    remove: (id: string) => rm(fileOf(id), { force: true }),

    /** Every stored order; temporary files a crash left behind are removed. */
    async readAll(): Promise<OrderRecord[]> {
      const records: OrderRecord[] = [];
      for (const name of await readdir(dir)) {
        if (name.endsWith(TEMP_SUFFIX)) await rm(path.join(dir, name), { force: true });
        const id = /^([A-Z0-9]+)\.json$/.exec(name)?.[1];
        const record = id && (await read(id));
        if (record) records.push(record);
      }
      return records;
    },
  };
}

export type OrderFiles = Awaited<ReturnType<typeof openOrderFiles>>;

function parse(text: string): OrderRecord | undefined {
  try {
    return OrderRecordSchema.safeParse(JSON.parse(text)).data;
  } catch {
    return undefined;
  }
}
