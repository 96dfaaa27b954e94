import type { Readable } from 'node:stream';
import type { ProductImportResult } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { createProduct, updateProduct } from '../catalog/admin-service.js';
import { ImportErrors } from './import-errors.js';
import { groupRows } from './import-groups.js';
import { productOutcome, type ProductOutcome } from './import-product.js';
import { readProductCsv } from './import-read.js';

/**
 * Imports a catalogue file (contract: "Reports and CSV in the back office"): every row is
 * read and checked first; a file with any problem changes nothing, and one without is written
 * in one transaction through the catalogue's own create and edit (each a savepoint inside it),
 * so prices, stock, the listing's change log and the back-in-stock alerts follow as they do
 * for the form. Products the file does not change are not written at all.
 */
export async function importProducts(
  db: Db,
  file: Readable,
  options: { dryRun: boolean },
): Promise<ProductImportResult> {
  const errors = new ImportErrors();
  const rows = await readProductCsv(file, errors);
  const groups = await groupRows(db, rows, errors);
  const outcomes = groups
    .map((group) => productOutcome(group, errors))
    .filter((outcome): outcome is ProductOutcome => outcome !== null);
  const result: ProductImportResult = {
    created: 0,
    updated: 0,
    unchanged: 0,
    errors: errors.list.sort((a, b) => a.row - b.row),
    applied: false,
  };
  for (const outcome of outcomes) {
    result.created += outcome.created;
    result.updated += outcome.updated;
    result.unchanged += outcome.unchanged;
  }
  if (errors.any || options.dryRun) return result;
  await db.transaction(async (tx) => {
    for (const { write } of outcomes) {
      if (write?.kind === 'update') await updateProduct(tx, write.id, write.input);
      else if (write?.kind === 'create') await createProduct(tx, write.input);
    }
  });
  return { ...result, applied: true };
}
