import type { Filters } from '@/features/catalog/lib/filters';

export interface ShopNavItem {
  id: string;
  label: string;
  path: string;
  /** Category items set this filter before opening the listing; Products clears it. */
  filters?: Filters;
}

export const SHOP_NAV_ITEMS: readonly ShopNavItem[] = [
  { id: 'home', label: 'Home', path: '/shop/home' },
  { id: 'products', label: 'Products', path: '/shop/listing', filters: {} },
  { id: 'men', label: 'Men', path: '/shop/listing?category=men', filters: { category: ['men'] } },
  {
    id: 'women',
    label: 'Women',
    path: '/shop/listing?category=women',
    filters: { category: ['women'] },
  },
  {
    id: 'kids',
    label: 'Kids',
    path: '/shop/listing?category=kids',
    filters: { category: ['kids'] },
  },
  {
    id: 'footwear',
    label: 'Footwear',
    path: '/shop/listing?category=footwear',
    filters: { category: ['footwear'] },
  },
  {
    id: 'accessories',
    label: 'Accessories',
    path: '/shop/listing?category=accessories',
    filters: { category: ['accessories'] },
  },
  { id: 'search', label: 'Search', path: '/shop/search' },
];
