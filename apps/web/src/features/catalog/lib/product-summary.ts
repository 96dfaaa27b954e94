import type { Product, ProductSummary } from '@attire/contract';

/**
 * A product's details as the listing would sum it up (the contract's "Lean listings"), for
 * what takes a summary on a product's page: its heart. Fields are copied, nothing computed.
 */
export function productSummary(product: Product): ProductSummary {
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  return {
    id: product.id,
    title: product.title,
    image: product.image,
    category: product.category,
    brand: product.brand,
    price: product.price,
    salePrice: product.salePrice,
    totalStock: product.totalStock,
    rating: product.rating,
    reviewCount: product.reviewCount,
    sizes: product.sizes,
    colours: product.colours,
    variantCount: product.variants.length,
    ...(only && { variantId: only.id }),
  };
}
