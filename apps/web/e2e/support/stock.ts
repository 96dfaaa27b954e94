import type { APIRequestContext } from '@playwright/test';
import type { EndpointInput, Product, Variant } from '@attire/contract';
import { ADMIN, api, login, productDetails, shopProducts, uniqueWord } from './api';

type ProductBody = EndpointInput<'adminProducts.edit'>['body'];

export interface SoldOutSize {
  product: Product;
  /** The size sold out, in the product's one colour. */
  soldOut: Variant;
  /** The size in stock beside it. */
  stocked: Variant;
  /** The admin's edit of the sold-out size's stock, through the back office's call. */
  restock(stock: number): Promise<void>;
}

/**
 * A garment of the browser suite's own, so that restocking it changes nothing another spec
 * looks at: a seeded garment's pictures, category and brand (a grown-up's, where there is one),
 * titled `${prefix} ${its title}` so that title and picture agree, in two of its sizes and one
 * of its colours, the first size sold out and the second with ten. `restock` keeps the SKUs,
 * so the variants (and the alerts on them) stay.
 */
export async function garmentWithSoldOutSize(
  request: APIRequestContext,
  prefix: string,
): Promise<SoldOutSize> {
  const admin = await login(request, ADMIN);
  const garments = (await shopProducts(request, admin.token)).filter(
    (candidate) => candidate.sizes.length >= 2 && candidate.colours.length > 0,
  );
  const listed =
    garments.find((candidate) => ['men', 'women'].includes(candidate.category)) ?? garments[0];
  if (!listed) throw new Error('the demo catalogue has no garment in sizes and colours');
  const seeded = await productDetails(request, admin.token, listed.id);
  const title = `${prefix} ${seeded.title}`;
  const colour = seeded.colours[0]!;
  const photo = seeded.variants.find((variant) => variant.colour === colour && variant.image);
  const [small, large] = seeded.sizes;
  const code = uniqueWord('BIS').toUpperCase();
  const body = (soldOutStock: number): ProductBody => ({
    image: seeded.image,
    images: seeded.images,
    title,
    description: `${title}: made for the browser suite.`,
    category: seeded.category,
    brand: seeded.brand,
    // Dearer than the whole seed, so it never shows among the first (cheapest) products.
    price: 9999,
    salePrice: 0,
    sizes: [small!, large!],
    colours: [colour],
    variants: [
      { size: small!, colour, sku: `${code}-1`, totalStock: soldOutStock, image: photo?.image },
      { size: large!, colour, sku: `${code}-2`, totalStock: 10, image: photo?.image },
    ],
  });
  const { product } = await api(request, 'adminProducts.add', {
    token: admin.token,
    body: body(0),
  });
  const bySize = (size: string) => product.variants.find((variant) => variant.size === size)!;
  return {
    product,
    soldOut: bySize(small!),
    stocked: bySize(large!),
    async restock(stock) {
      await api(request, 'adminProducts.edit', {
        token: admin.token,
        params: { id: product.id },
        body: body(stock),
      });
    },
  };
}

/**
 * A seeded size and colour with no stock (the seed sells some out), found through the API, for
 * an alert that nothing restocks.
 */
export async function seededSoldOutVariant(
  request: APIRequestContext,
  token: string,
): Promise<{ product: Product; variant: Variant }> {
  for (const listed of await shopProducts(request, token)) {
    if (listed.variantCount < 2) continue;
    const product = await productDetails(request, token, listed.id);
    const variant = product.variants.find((one) => one.totalStock === 0 && one.size && one.colour);
    if (variant) return { product, variant };
  }
  throw new Error('the demo catalogue has no sold-out size among its first products');
}
