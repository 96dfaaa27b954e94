import { BRANDS, CATEGORIES, LIMITS, ONE_SIZE, colourLabel } from '@attire/contract';
import type { Filters } from './filters';

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
    return `Only ${product.totalStock} ${product.totalStock === 1 ? 'item' : 'items'} left`;
  }
  if (product.salePrice > 0) return 'Sale';
  return null;
}

/** "1 Product", "2 Products". */
export function productCount(total: number): string {
  return `${total} ${total === 1 ? 'Product' : 'Products'}`;
}

/** "₹500", "₹1,299.5": a bound of the price filter, as the shopper typed it. */
function rupees(value: number): string {
  return `₹${value.toLocaleString('en-IN')}`;
}

function priceRange({ minPrice, maxPrice }: Filters): string {
  if (minPrice !== undefined && maxPrice !== undefined) {
    return `${rupees(minPrice)} – ${rupees(maxPrice)}`;
  }
  if (minPrice !== undefined) return `From ${rupees(minPrice)}`;
  if (maxPrice !== undefined) return `Up to ${rupees(maxPrice)}`;
  return '';
}

/**
 * The listing's heading names what is chosen ("Men", "Men, Women · Nike", "Men · Navy · Size M
 * · In stock"); All Products when nothing is.
 */
export function listingHeading(filters: Filters): string {
  const categories = (filters.category ?? []).map(categoryLabel).join(', ');
  const brands = (filters.brand ?? []).map(brandLabel).join(', ');
  const colours = (filters.colour ?? []).map(colourLabel).join(', ');
  const sizes = filters.size ?? [];
  const sizeText =
    sizes.length === 0 ? '' : sizes.join() === ONE_SIZE ? ONE_SIZE : `Size ${sizes.join(', ')}`;
  const stock = filters.inStock ? 'In stock' : '';
  const parts = [categories, brands, colours, sizeText, priceRange(filters), stock];
  return parts.filter(Boolean).join(' · ') || 'All Products';
}
