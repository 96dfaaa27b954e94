import { featuredProductsQueryOptions } from '@/features/catalog/api/fetch-products';
import { FeaturedProducts } from '@/features/catalog/components/home/featured-products';
import { ShopByTiles } from '@/features/catalog/components/home/shop-by-tiles';
import { sliderImagesQueryOptions } from '@/features/slider/api/fetch-slider-images';
import { HeroSlider } from '@/features/slider/components/hero-slider';
import { queryClient } from '../../providers';

/** The slides and featured products, asked for while the sign-in check is on its way. */
export function preloadData() {
  // Silent: a stale login fails here too, and the sign-in check says so once.
  const meta = { silent: true };
  void queryClient.prefetchQuery({ ...sliderImagesQueryOptions(), meta });
  void queryClient.prefetchQuery({ ...featuredProductsQueryOptions(), meta });
}

/** Home: the slider, Shop by Category and Brands, Featured Products, from two features. */
export function HomePage() {
  return (
    <div className="flex flex-col">
      <title>Home · Attire</title>
      <h1 className="sr-only">Attire: clothing, footwear and accessories</h1>
      <HeroSlider />
      <ShopByTiles />
      <FeaturedProducts />
    </div>
  );
}
