import { FeaturedProducts } from '@/features/catalog/components/home/featured-products';
import { ShopByTiles } from '@/features/catalog/components/home/shop-by-tiles';
import { HeroSlider } from '@/features/slider/components/hero-slider';

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
