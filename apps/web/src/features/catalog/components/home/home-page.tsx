import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFeaturedProducts } from '../../api/fetch-products';
import { ProductGrid } from '../product/product-grid';
import { useProductDialog } from '../product/use-product-dialog';
import { HeroSlider } from './hero-slider';
import { ShopByTiles } from './shop-by-tiles';

export function HomePage() {
  const { data, isPending } = useFeaturedProducts();
  const { openProduct, dialog } = useProductDialog();

  return (
    <div className="flex flex-col">
      <h1 className="sr-only">Attire: clothing, footwear and accessories</h1>
      <HeroSlider />
      <ShopByTiles />
      <section className="px-4 py-10 md:px-6">
        <h2 className="mb-6 text-center text-2xl font-bold sm:text-3xl">Featured Products</h2>
        <ProductGrid products={data?.products} isLoading={isPending} onOpen={openProduct} />
        <div className="mt-8 flex justify-center">
          <Button asChild variant="outline">
            <Link to="/shop/listing">View all products</Link>
          </Button>
        </div>
      </section>
      {dialog}
    </div>
  );
}
