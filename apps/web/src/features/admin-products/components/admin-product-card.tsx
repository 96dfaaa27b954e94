import { formatRupees, imageSrcSet, type Product } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { variantCounts } from '../lib/variant-grid';

interface AdminProductCardProps {
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

export function AdminProductCard({ product, onEdit, onDelete, deleting }: AdminProductCardProps) {
  const onSale = product.salePrice > 0;
  const counts = variantCounts(product);
  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <img
        src={product.image}
        srcSet={imageSrcSet(product.image)}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        alt={product.title}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
        className="h-[300px] w-full bg-muted object-cover"
      />
      <CardContent className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-bold">{product.title}</h3>
        <p className="flex flex-wrap justify-between gap-x-4 text-sm text-muted-foreground">
          <span>Total Stock: {product.totalStock}</span>
          {counts && <span>{counts}</span>}
        </p>
        {/* The price struck through beside the sale price, as the shop shows it. */}
        <div className="mt-auto flex items-center justify-between gap-2">
          <span
            className={cn(
              'font-semibold',
              onSale ? 'text-muted-foreground line-through' : 'text-primary',
            )}
          >
            <span className="sr-only">{onSale ? 'Original price ' : 'Price '}</span>
            {formatRupees(product.price)}
          </span>
          {onSale && (
            <span className="font-bold">
              <span className="sr-only">Sale price </span>
              {formatRupees(product.salePrice)}
            </span>
          )}
        </div>
      </CardContent>
      <CardFooter className="justify-between gap-2 p-4 pt-0">
        <Button onClick={onEdit}>
          Edit <span className="sr-only">{product.title}</span>
        </Button>
        <Button variant="destructive" onClick={onDelete} disabled={deleting}>
          Delete <span className="sr-only">{product.title}</span>
        </Button>
      </CardFooter>
    </Card>
  );
}
