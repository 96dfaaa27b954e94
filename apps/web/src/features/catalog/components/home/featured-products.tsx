import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFeaturedProducts } from '../../api/fetch-products';
import { ProductGrid } from '../product/product-grid';
import { useProductDialog } from '../product/use-product-dialog';

/** Home's Featured Products: the first products in the default sort, and a way to see all. */
export function FeaturedProducts() {
  const { data, isPending, isError, refetch } = useFeaturedProducts();
  const { openProduct, dialog } = useProductDialog();

  return (
    <section className="px-4 py-10 md:px-6">
      <h2 className="mb-6 text-center text-2xl font-bold sm:text-3xl">Featured Products</h2>
      <ProductGrid
        products={data?.products}
        isLoading={isPending}
        failed={isError && !data}
        onRetry={() => void refetch()}
        onOpen={openProduct}
      />
      <div className="mt-8 flex justify-center">
        <Button asChild variant="outline">
          <Link to="/shop/listing">View all products</Link>
        </Button>
      </div>
      {dialog}
    </section>
  );
}
