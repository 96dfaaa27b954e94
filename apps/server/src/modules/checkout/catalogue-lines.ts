import { inArray } from 'drizzle-orm';
import {
  MESSAGES,
  soldOutMessage,
  unitPrice,
  type QuoteInput,
  type TaxClass,
  lineName,
} from '@attire/contract';
import type { Db } from '../../db/client.js';
import { productVariants, products } from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';

/**
 * A line of a cart as the catalogue has it now: what would be bought, at the price of the
 * moment, and what the pricing function needs to know of its product (category and brand for
 * a code, tax class for GST).
 */
export interface CatalogueLine {
  productId: string;
  variantId: string;
  size: string | null;
  colour: string | null;
  sku: string;
  title: string;
  image: string;
  pricePaise: number;
  quantity: number;
  category: string;
  brand: string;
  taxClass: TaxClass;
  hsn: string;
}

type VariantRow = typeof productVariants.$inferSelect;

/** The variant a line names; it may go unnamed only for a product that has one. */
function pickVariant(variants: VariantRow[], variantId: string | undefined): VariantRow {
  if (variantId) {
    const named = variants.find((variant) => variant.id === variantId);
    if (!named) throw notFound(MESSAGES.variantNotFound);
    return named;
  }
  if (variants.length !== 1) throw new AppError(400, MESSAGES.variantRequired);
  return variants[0]!;
}

/**
 * Reads each line from its variant (never from the client), merging repeated variants and
 * refusing what is not there or not in stock. Stock is only checked here; the capture takes it.
 */
export async function readCatalogueLines(
  db: Db,
  requested: readonly (QuoteInput['orderItems'][number] & { title?: string })[],
): Promise<CatalogueLine[]> {
  const productIds = [...new Set(requested.map((item) => item.productId))];
  const productRows = await db
    .select({
      id: products.id,
      title: products.title,
      image: products.image,
      category: products.category,
      brand: products.brand,
      taxClass: products.taxClass,
      hsn: products.hsn,
    })
    .from(products)
    .where(inArray(products.id, productIds));
  const variantRows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds));
  const productsById = new Map(productRows.map((row) => [row.id, row]));
  const variantsOf = new Map<string, VariantRow[]>();
  for (const variant of variantRows) {
    variantsOf.set(variant.productId, [...(variantsOf.get(variant.productId) ?? []), variant]);
  }

  const lines = new Map<string, CatalogueLine>();
  for (const item of requested) {
    const product = productsById.get(item.productId);
    if (!product) throw conflict(soldOutMessage(item.title || 'This product', 0));
    const variant = pickVariant(variantsOf.get(product.id) ?? [], item.variantId);
    const line = lines.get(variant.id);
    if (line) {
      line.quantity += item.quantity;
      continue;
    }
    lines.set(variant.id, {
      productId: product.id,
      variantId: variant.id,
      size: variant.size,
      colour: variant.colour,
      sku: variant.sku,
      title: product.title,
      image: variant.image ?? product.image,
      pricePaise: unitPrice({ price: variant.pricePaise, salePrice: variant.salePricePaise }),
      quantity: item.quantity,
      category: product.category,
      brand: product.brand,
      // The table's check constraint keeps it to the contract's classes.
      taxClass: product.taxClass as TaxClass,
      hsn: product.hsn,
    });
  }
  const stockOf = new Map(variantRows.map((variant) => [variant.id, variant.totalStock]));
  for (const line of lines.values()) {
    const stock = stockOf.get(line.variantId)!;
    if (line.quantity > stock) throw conflict(soldOutMessage(lineName(line), stock));
  }
  return [...lines.values()];
}
