import {
  CSV_MESSAGES,
  ProductInputSchema,
  SIZE_SCALES,
  toRupees,
  type ProductCsvColumn,
  type ProductCsvRow,
  type ProductInput,
  type VariantInput,
} from '@attire/contract';
import { planVariants, productValues } from '../../db/product-rows.js';
import type { ImportErrors } from './import-errors.js';
import type { ProductGroup, StoredVariant } from './import-groups.js';
import type { ReadRow } from './import-read.js';

/** What one product's rows come to: the input to write (none when nothing changes) and counts. */
export interface ProductOutcome {
  write?:
    { kind: 'update'; id: string; input: ProductInput } | { kind: 'create'; input: ProductInput };
  created: number;
  updated: number;
  unchanged: number;
}

// The product's own details: the same on each of its rows.
const PRODUCT_COLUMNS = [
  'title',
  'description',
  'category',
  'brand',
  'tax_class',
  'hsn',
  'images',
] as const;

// Where a product input's field is in the file, to name the column of a product-level problem.
const COLUMN_OF_FIELD: Record<string, ProductCsvColumn> = {
  image: 'images',
  images: 'images',
  title: 'title',
  description: 'description',
  category: 'category',
  brand: 'brand',
  taxClass: 'tax_class',
  hsn: 'hsn',
  price: 'price',
  salePrice: 'sale_price',
  totalStock: 'stock',
  sizes: 'size',
  colours: 'colour',
  size: 'size',
  colour: 'colour',
  sku: 'sku',
};

const variantFromRow = (cells: ProductCsvRow, image: string | null): VariantInput => ({
  size: cells.size,
  colour: cells.colour,
  sku: cells.sku,
  price: cells.price,
  salePrice: cells.sale_price,
  totalStock: cells.stock,
  image,
});

const variantFromStore = (variant: StoredVariant): VariantInput => ({
  size: variant.size,
  colour: variant.colour as VariantInput['colour'],
  sku: variant.sku,
  price: toRupees(variant.pricePaise),
  salePrice: toRupees(variant.salePricePaise),
  totalStock: variant.totalStock,
  image: variant.image,
});

/** Notes a row whose product details differ from the product's first row; true when none do. */
function sameDetails(rows: ReadRow[], errors: ImportErrors): boolean {
  const [first, ...rest] = rows;
  let same = true;
  for (const read of rest) {
    for (const column of PRODUCT_COLUMNS) {
      if (JSON.stringify(read.cells[column]) === JSON.stringify(first!.cells[column])) continue;
      errors.add(read.row, column, CSV_MESSAGES.productDiffers(first!.row));
      same = false;
    }
  }
  return same;
}

/**
 * The product input the rows describe: an existing product keeps the variants the file does
 * not name (an import never removes one) and each kept variant's colour photo; a row changes
 * the variant of its SKU or adds one. New sizes join in their scale's order, new colours in the
 * file's. `rowOf[i]` is the row of the input's variant i (undefined for one the file left out).
 */
function describe(group: ProductGroup) {
  const first = group.rows[0]!.cells;
  const stored = group.kind === 'existing' ? group.variants : [];
  const rowBySku = new Map(group.rows.map((read) => [read.cells.sku, read]));
  const variants: VariantInput[] = [];
  const rowOf: (number | undefined)[] = [];
  for (const variant of stored) {
    const read = rowBySku.get(variant.sku);
    variants.push(read ? variantFromRow(read.cells, variant.image) : variantFromStore(variant));
    rowOf.push(read?.row);
    rowBySku.delete(variant.sku);
  }
  for (const read of rowBySku.values()) {
    variants.push(variantFromRow(read.cells, null));
    rowOf.push(read.row);
  }
  const scale = SIZE_SCALES[first.category];
  const sizes = group.kind === 'existing' ? [...group.product.sizes] : [];
  const newSizes = variants.flatMap((v) => (v.size && !sizes.includes(v.size) ? [v.size] : []));
  sizes.push(...[...new Set(newSizes)].sort((a, b) => scale.indexOf(a) - scale.indexOf(b)));
  const colours = group.kind === 'existing' ? [...group.product.colours] : [];
  for (const v of variants) if (v.colour && !colours.includes(v.colour)) colours.push(v.colour);
  const input = {
    image: first.images[0]!,
    images: first.images,
    title: first.title,
    description: first.description,
    category: first.category,
    brand: first.brand,
    taxClass: first.tax_class,
    hsn: first.hsn,
    price: variants[0]!.price!,
    salePrice: 0,
    sizes,
    colours,
    variants,
  };
  return { input, rowOf };
}

/** Puts each problem ProductInputSchema finds on the row and column it comes from. */
function noteIssues(
  issues: readonly { path: PropertyKey[]; message: string }[],
  input: { sizes: string[]; colours: string[] },
  group: ProductGroup,
  rowOf: (number | undefined)[],
  errors: ImportErrors,
) {
  const firstRow = group.rows[0]!.row;
  const rowWith = (column: 'size' | 'colour', value: string | undefined) =>
    group.rows.find((read) => read.cells[column] === value)?.row ?? firstRow;
  for (const { path, message } of issues) {
    const [field, index, inner] = path;
    if (field === 'variants' && typeof index === 'number') {
      const column = COLUMN_OF_FIELD[String(inner)] ?? 'size';
      errors.add(rowOf[index] ?? firstRow, column, message);
    } else if ((field === 'sizes' || field === 'colours') && typeof index === 'number') {
      const column = field === 'sizes' ? 'size' : 'colour';
      errors.add(rowWith(column, input[field][index]), column, message);
    } else {
      errors.add(firstRow, COLUMN_OF_FIELD[String(field)] ?? 'sku', message);
    }
  }
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Checks one product's rows with the catalogue's own schema and works out what they change:
 * each row is created (a new SKU), updated (its variant or its product changes) or unchanged.
 */
export function productOutcome(group: ProductGroup, errors: ImportErrors): ProductOutcome | null {
  if (!sameDetails(group.rows, errors)) return null;
  const { input, rowOf } = describe(group);
  const parsed = ProductInputSchema.safeParse(input);
  if (!parsed.success) {
    noteIssues(parsed.error.issues, input, group, rowOf, errors);
    return null;
  }
  const rows = group.rows.length;
  if (group.kind === 'new') {
    return {
      write: { kind: 'create', input: parsed.data },
      created: rows,
      updated: 0,
      unchanged: 0,
    };
  }
  const planned = planVariants(parsed.data);
  const values = productValues(parsed.data, planned);
  const stored = group.product;
  // The product's own price is its cheapest variant's, written with the variants: a row whose
  // variant keeps its price is not "updated" because another variant's price moved.
  const productChanged =
    values.image !== stored.image ||
    !sameList(values.images, stored.images) ||
    !sameList(values.sizes, stored.sizes) ||
    !sameList(values.colours, stored.colours) ||
    values.title !== stored.title ||
    values.description !== stored.description ||
    values.category !== stored.category ||
    values.brand !== stored.brand ||
    values.taxClass !== stored.taxClass ||
    values.hsn !== stored.hsn;
  const storedBySku = new Map(group.variants.map((variant) => [variant.sku, variant]));
  const outcome: ProductOutcome = { created: 0, updated: 0, unchanged: 0 };
  for (const read of group.rows) {
    const before = storedBySku.get(read.cells.sku);
    const after = planned.find((variant) => variant.sku === read.cells.sku)!;
    if (!before) outcome.created += 1;
    else if (
      productChanged ||
      before.size !== after.size ||
      before.colour !== after.colour ||
      before.pricePaise !== after.pricePaise ||
      before.salePricePaise !== after.salePricePaise ||
      before.totalStock !== after.totalStock
    ) {
      outcome.updated += 1;
    } else outcome.unchanged += 1;
  }
  if (outcome.created + outcome.updated > 0) {
    outcome.write = { kind: 'update', id: stored.id, input: parsed.data };
  }
  return outcome;
}
