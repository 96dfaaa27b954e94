import { formatRupees } from '@attire/contract';
import { cn } from '@/lib/cn';

/** The price, struck through beside the sale price when there is one. */
export function ProductPrice({
  price,
  salePrice,
  className,
}: {
  price: number;
  salePrice: number;
  className?: string;
}) {
  const onSale = salePrice > 0;
  return (
    <div className={cn('flex items-center justify-between gap-2', className)}>
      <span
        className={cn(
          'font-semibold',
          onSale ? 'text-muted-foreground line-through' : 'text-primary',
        )}
      >
        <span className="sr-only">{onSale ? 'Original price ' : 'Price '}</span>
        {formatRupees(price)}
      </span>
      {onSale && (
        <span className="font-bold">
          <span className="sr-only">Sale price </span>
          {formatRupees(salePrice)}
        </span>
      )}
    </div>
  );
}
