import { Link } from 'react-router';
import { colourLabel, type AwaitedVariant, type WishedProduct } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { editProductPath } from '../lib/edit-link';
import { cellLabel } from '../lib/variant-grid';

const count = { label: 'Shoppers', className: 'text-right' };

/** A link to the product's Edit sheet (its stock grid), named for screen readers. */
function EditLink({ productId, label, name }: { productId: string; label: string; name: string }) {
  return (
    <Button asChild size="sm" variant="outline" className="h-11 sm:h-9">
      <Link to={editProductPath(productId)} aria-label={`${label} ${name}`}>
        {label}
      </Link>
    </Button>
  );
}

/** The most wished products, most first: how many wishlists keep each. */
export function WishedTable({ products }: { products: readonly WishedProduct[] }) {
  return (
    <Table aria-label="Most wished products">
      <TableHeadings headings={['Product', count]} actions="Action" />
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.productId}>
            <TableCell className="min-w-40 font-medium [overflow-wrap:anywhere]">
              {product.title}
            </TableCell>
            <TableCell className="text-right tabular-nums">{product.count}</TableCell>
            <TableCell className="text-right">
              <EditLink productId={product.productId} label="Edit" name={product.title} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The sold-out sizes and colours shoppers wait for, most first, each a link to restock. */
export function AwaitedTable({ variants }: { variants: readonly AwaitedVariant[] }) {
  return (
    <Table aria-label="Most awaited sizes and colours">
      <TableHeadings headings={['Product', 'Size', 'Colour', count]} actions="Action" />
      <TableBody>
        {variants.map((variant) => (
          <TableRow key={variant.variantId}>
            <TableCell className="min-w-40 font-medium [overflow-wrap:anywhere]">
              {variant.title}
            </TableCell>
            <TableCell className="whitespace-nowrap">{variant.size ?? '—'}</TableCell>
            <TableCell>{variant.colour ? colourLabel(variant.colour) : '—'}</TableCell>
            <TableCell className="text-right tabular-nums">{variant.count}</TableCell>
            <TableCell className="text-right">
              <EditLink
                productId={variant.productId}
                label="Restock"
                name={`${variant.title}${variant.size || variant.colour ? ` (${cellLabel(variant)})` : ''}`}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
