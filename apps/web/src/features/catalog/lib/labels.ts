import { BRANDS, CATEGORIES, LIMITS } from '@attire/contract';

const CATEGORY_LABELS = new Map<string, string>(CATEGORIES.map((item) => [item.id, item.label]));
const BRAND_LABELS = new Map<string, string>(BRANDS.map((item) => [item.id, item.label]));

export function categoryLabel(id: string): string {
  return CATEGORY_LABELS.get(id) ?? id;
}

export function brandLabel(id: string): string {
  return BRAND_LABELS.get(id) ?? id;
}

/** The tile's badge: out of stock first, then low stock, then sale; none otherwise. */
export function stockBadge(product: { totalStock: number; salePrice: number }): string | null {
  if (product.totalStock <= 0) return 'Out of stock';
  if (product.totalStock <= LIMITS.lowStockThreshold) {
    return `Only ${product.totalStock} items left`;
  }
  if (product.salePrice > 0) return 'Sale';
  return null;
}

/** "1 Product", "2 Products". */
export function productCount(total: number): string {
  return `${total} ${total === 1 ? 'Product' : 'Products'}`;
}

/** The listing's heading names what is chosen ("Men", "Men, Women · Nike"); else All Products. */
export function listingHeading(filters: { category?: string[]; brand?: string[] }): string {
  const categories = (filters.category ?? []).map(categoryLabel).join(', ');
  const brands = (filters.brand ?? []).map(brandLabel).join(', ');
  return [categories, brands].filter(Boolean).join(' · ') || 'All Products';
}
