import type { Product } from '@attire/contract';
import { MESSAGES } from '@attire/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductTile } from './product-tile';

interface ProductGridProps {
  products: Product[] | undefined;
  isLoading: boolean;
  onOpen: (id: string) => void;
}

const EAGER_TILES = 4;

export function ProductGrid({ products, isLoading, onOpen }: ProductGridProps) {
  if (isLoading) {
    return (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-[460px]" />
        ))}
      </div>
    );
  }
  if (!products?.length) {
    return <p className="py-12 text-center text-muted-foreground">{MESSAGES.noProducts}</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductTile product={product} onOpen={onOpen} eager={index < EAGER_TILES} />
        </li>
      ))}
    </ul>
  );
}
