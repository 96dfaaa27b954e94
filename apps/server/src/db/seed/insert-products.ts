import { randomUUID } from 'node:crypto';
import type { ProductInput } from '@attire/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { planVariants, productValues, variantValues } from '../product-rows.js';

/**
 * The rows the catalogue's admin service writes for `input` (db/product-rows.ts): the same
 * display positions, SKUs and cheapest-variant prices. The id is chosen here so that the SKUs
 * can name the product.
 */
export function storedRows(input: ProductInput) {
  const id = randomUUID();
  const planned = planVariants(input);
  return {
    product: { id, ...productValues(input, planned) },
    variants: planned.map((variant) => variantValues(id, variant)),
  };
}

/**
 * Inserts products with their variants, two statements however many: each takes its rows as
 * one JSON parameter, a third faster than a many-row VALUES list and never near PostgreSQL's
 * limit of 65,535 parameters per statement. Returns how many products it added.
 */
export async function insertProducts(db: DbOrTx, inputs: ProductInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = inputs.map(storedRows);
  await db.execute(sql`
    insert into products (id, image, images, sizes, colours, title, description, category,
                          brand, tax_class, hsn, price_paise, sale_price_paise)
    select id, image, images, sizes, colours, title, description, category,
           brand, "taxClass", hsn, "pricePaise", "salePricePaise"
    from json_to_recordset(${JSON.stringify(rows.map((row) => row.product))}::json) as row(
      id uuid, image text, images text[], sizes text[], colours text[], title text,
      description text, category text, brand text, "taxClass" text, hsn text,
      "pricePaise" int, "salePricePaise" int)`);
  await db.execute(sql`
    insert into product_variants (product_id, sku, size, colour, price_paise, sale_price_paise,
                                  total_stock, image, position)
    select "productId", sku, size, colour, "pricePaise", "salePricePaise",
           "totalStock", image, position
    from json_to_recordset(${JSON.stringify(rows.flatMap((row) => row.variants))}::json) as row(
      "productId" uuid, sku text, size text, colour text, "pricePaise" int,
      "salePricePaise" int, "totalStock" int, image text, position int)`);
  return rows.length;
}
