import type { Config } from '../../config.js';
import type { Db } from '../client.js';

// Placeholder: filled in by the catalogue seed.
export async function addGeneratedProducts(
  _db: Db,
  _config: Config,
  _count: number,
): Promise<number> {
  return 0;
}
