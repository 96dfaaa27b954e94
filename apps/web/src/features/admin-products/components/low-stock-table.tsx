import { Link } from 'react-router';
import { UI_MESSAGES, colourLabel, imageSrcSet, type LowStockVariant } from '@attire/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { editProductPath } from '../lib/edit-link';
import { cellLabel } from '../lib/variant-grid';

/** Each running-low variant: its product, size, colour, SKU and stock, and a way to restock. */
export function LowStockTable({ variants }: { variants: readonly LowStockVariant[] }) {
  return (
    <Table>
      <TableHeadings headings={['Product', 'Size', 'Colour', 'SKU', 'Stock']} actions="Action" />
      <TableBody>
        {variants.map((variant) => (
          <TableRow key={variant.variantId}>
            <TableCell>
              <span className="flex min-w-48 items-center gap-3">
                <img
                  src={variant.image}
                  srcSet={imageSrcSet(variant.image)}
                  sizes="48px"
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded-md bg-muted object-cover"
                />
                <span className="font-medium [overflow-wrap:anywhere]">{variant.title}</span>
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{variant.size ?? '—'}</TableCell>
            <TableCell>{variant.colour ? colourLabel(variant.colour) : '—'}</TableCell>
            <TableCell className="font-mono text-xs">{variant.sku}</TableCell>
            <TableCell>
              <span className="flex items-center gap-2">
                {variant.totalStock}
                {variant.totalStock === 0 && (
                  <Badge variant="destructive">{UI_MESSAGES.soldOut}</Badge>
                )}
              </span>
            </TableCell>
            <TableCell>
              <Button asChild size="sm" variant="outline">
                <Link to={editProductPath(variant.productId)}>
                  Edit{' '}
                  <span className="sr-only">
                    {variant.title}
                    {(variant.size || variant.colour) && ` (${cellLabel(variant)})`}
                  </span>
                </Link>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
