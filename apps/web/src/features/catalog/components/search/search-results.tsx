import { SEARCH_UI_MESSAGES, UI_MESSAGES, searchResultsNote } from '@attire/contract';
import { Link } from 'react-router';
import type { SearchResults as Results } from '../../api/search-products';
import { ProductGrid } from '../product/product-grid';
import type { OpenProductOptions } from '../product/use-product-dialog';

interface SearchResultsProps {
  results: Results | undefined;
  isPending: boolean;
  failed: boolean;
  onRetry: () => void;
  onOpen: (id: string, options?: OpenProductOptions) => void;
}

/**
 * How many products the search found ("3 results for “caps”"), told to screen readers as it
 * changes, then the products, or the spec's 'No products found!' with a way on.
 */
export function SearchResults({ results, isPending, failed, onRetry, onOpen }: SearchResultsProps) {
  const found = results && !failed;
  return (
    <section aria-labelledby="search-results" className="grid gap-4">
      <h2 id="search-results" className="sr-only">
        Results
      </h2>
      <p role="status" className="text-sm text-muted-foreground">
        {found && results.total > 0
          ? searchResultsNote(results.total, results.keyword, results.products.length)
          : ''}
      </p>
      {found && results.total === 0 ? (
        <div className="grid justify-items-center gap-2 py-12 text-center">
          <p className="font-semibold">{UI_MESSAGES.noProducts}</p>
          <p className="text-muted-foreground">{SEARCH_UI_MESSAGES.noResultsHint}</p>
          <Link
            to="/shop/listing"
            className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {SEARCH_UI_MESSAGES.seeAllProducts}
          </Link>
        </div>
      ) : (
        <ProductGrid
          products={results?.products}
          isLoading={isPending}
          failed={failed}
          onRetry={onRetry}
          onOpen={onOpen}
        />
      )}
    </section>
  );
}
