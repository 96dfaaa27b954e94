import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export interface ShopLogSummary {
  lines: number;
  /** Lines at pino's warn level or above (40+), and the first few of their messages. */
  warnings: number;
  firstWarnings: string[];
}

/** Reads the shop's log after the load: anything it warned about is worth a look. */
export async function summarizeShopLog(file: string): Promise<ShopLogSummary> {
  const summary: ShopLogSummary = { lines: 0, warnings: 0, firstWarnings: [] };
  for await (const line of createInterface({ input: createReadStream(file) })) {
    summary.lines++;
    const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 0);
    if (level < 40) continue;
    summary.warnings++;
    if (summary.firstWarnings.length < 5) summary.firstWarnings.push(line.slice(0, 400));
  }
  return summary;
}
