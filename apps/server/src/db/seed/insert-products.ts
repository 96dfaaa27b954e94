import { randomUUID } from 'node:crypto';
import { toPaise, type ProductInput } from '@attire/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';

const unitPaise = (variant: { pricePaise: number; salePricePaise: number }) =>
  variant.salePricePaise > 0 ? variant.salePricePaise : variant.pricePaise;

/**
 * The rows the catalogue's admin service (modules/catalog, which db/ may not import) writes for
 * `input`: the same display positions, SKUs and cheapest-variant prices, as the seed's tests
 * check against it. The id is chosen here so that the SKUs can name the product.
 */
export function storedRows(input: ProductInput) {
  const id = randomUUID();
  const productCode = id.replace(/-/g, '').slice(0, 12).toUpperCase();
  // A seeded product always lists its variants.
  const variants = input.variants!.map((variant) => ({
    productId: id,
    sku: ['AT', productCode, variant.size?.replace(/\s+/g, ''), variant.colour]
      .filter(Boolean)
      .join('-')
      .toUpperCase(),
    size: variant.size,
    colour: variant.colour,
    pricePaise: toPaise(variant.price ?? input.price),
    salePricePaise: toPaise(variant.salePrice ?? input.salePrice),
    totalStock: variant.totalStock,
    image: variant.image ?? null,
    position:
      (variant.size ? input.sizes.indexOf(variant.size) : 0) * 100 +
      (variant.colour ? input.colours.indexOf(variant.colour) : 0),
  }));
  variants.sort((a, b) => a.position - b.position);
  const cheapest = variants.reduce((best, variant) =>
    unitPaise(variant) < unitPaise(best) ? variant : best,
  );
  const images = input.images ?? [input.image];
  return {
    product: {
      id,
      image: images[0]!,
      images,
      sizes: input.sizes,
      colours: input.colours,
      title: input.title,
      description: input.description,
      category: input.category,
      brand: input.brand,
      pricePaise: cheapest.pricePaise,
      salePricePaise: cheapest.salePricePaise,
    },
    variants,
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
                          brand, price_paise, sale_price_paise)
    select id, image, images, sizes, colours, title, description, category,
           brand, "pricePaise", "salePricePaise"
    from json_to_recordset(${JSON.stringify(rows.map((row) => row.product))}::json) as row(
      id uuid, image text, images text[], sizes text[], colours text[], title text,
      description text, category text, brand text, "pricePaise" int, "salePricePaise" int)`);
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
