import { asc, gt, inArray } from 'drizzle-orm';
import { CSV_IMAGE_SEPARATOR, PRODUCT_CSV_COLUMNS } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { productVariants, products } from '../../db/schema/index.js';
import { csvRecord, rupeesCell } from './csv-text.js';

/** Products read per query: a page's rows are a few hundred KB at most, whatever the shop's size. */
const PAGE_SIZE = 200;

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

/** A variant's record: its product's details, then its own. The import reads the same columns. */
export const variantRecord = (product: ProductRow, variant: VariantRow) =>
  csvRecord([
    product.id,
    product.title,
    product.description,
    product.category,
    product.brand,
    product.taxClass,
    product.hsn,
    variant.size,
    variant.colour,
    variant.sku,
    rupeesCell(variant.pricePaise),
    rupeesCell(variant.salePricePaise),
    variant.totalStock,
    product.images.join(CSV_IMAGE_SEPARATOR),
  ]);

/**
 * The catalogue file: the header, then every variant, product by product in id order, each
 * product's in display order. Pages are read by id (keyset), so each costs the same however
 * deep, and only one page is held at a time; an edit made while the file downloads shows in
 * it or not according to whether its page was read before or after.
 */
export async function* productCsvRecords(db: Db): AsyncGenerator<string> {
  yield csvRecord(PRODUCT_CSV_COLUMNS);
  let after: string | undefined;
  for (;;) {
    const page = await db
      .select()
      .from(products)
      .where(after === undefined ? undefined : gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(PAGE_SIZE);
    if (page.length === 0) return;
    const variants = await db
      .select()
      .from(productVariants)
      .where(
        inArray(
          productVariants.productId,
          page.map((product) => product.id),
        ),
      )
      .orderBy(
        asc(productVariants.productId),
        asc(productVariants.position),
        asc(productVariants.id),
      );
    const byProduct = new Map<string, VariantRow[]>();
    for (const variant of variants) {
      const list = byProduct.get(variant.productId);
      if (list) list.push(variant);
      else byProduct.set(variant.productId, [variant]);
    }
    for (const product of page) {
      for (const variant of byProduct.get(product.id) ?? []) yield variantRecord(product, variant);
    }
    after = page.at(-1)!.id;
  }
}
