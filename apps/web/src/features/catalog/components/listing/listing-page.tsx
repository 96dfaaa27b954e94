import { DEFAULT_SORT, type ListingFacets, type SortId } from '@attire/contract';
import { useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { useProducts } from '../../api/fetch-products';
import { ProductGrid } from '../product/product-grid';
import { useProductDialog } from '../product/use-product-dialog';
import { listingHeading, productCount } from '../../lib/labels';
import { listedColour } from '../../lib/picture-colour';
import { FiltersDrawer } from './filters-drawer';
import { FiltersPanel } from './filters-panel';
import { LoadMore } from './load-more';
import { SortSelect } from './sort-select';
import { useListingFilters } from './use-listing-filters';

/**
 * The counts of the newest reply, kept while the next one loads: blanking them on every click
 * would make the filters jump twice per choice.
 */
function useShownFacets(facets: ListingFacets | undefined): ListingFacets | undefined {
  const [shown, setShown] = useState(facets);
  if (facets && facets !== shown) setShown(facets);
  return facets ?? shown;
}

/** Tailwind's `md`: where the panel beside the grid replaces the Filters button. */
const WIDE = '(min-width: 768px)';

export function ListingPage() {
  const { filters, toggle, change, clear } = useListingFilters();
  const [sortBy, setSortBy] = useState<SortId>(DEFAULT_SORT);
  const products = useProducts(filters, sortBy);
  const { openProduct, dialog } = useProductDialog();
  const facets = useShownFacets(products.data?.pages[0]?.facets);
  // Phones open the filters in a drawer: building the hidden panel too would double the page's
  // first render there (about 300 elements) for nothing.
  const wide = useMediaQuery(WIDE, true);
  const controls = { filters, facets, onToggle: toggle, onChange: change, onClear: clear };

  const heading = listingHeading(filters);
  const list = products.data?.pages.flatMap((page) => page.products);
  const total = products.data?.pages[0]?.total ?? 0;
  const countText = products.isPending || products.isError ? null : productCount(total);
  const loadMore = () => {
    if (products.hasNextPage && !products.isFetchingNextPage) void products.fetchNextPage();
  };

  return (
    <div className="grid gap-6 p-4 md:grid-cols-[220px_1fr] md:p-6">
      <title>{`${heading} · Attire`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-4 md:col-span-2">
        <h1 className="text-lg font-extrabold">{heading}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {products.isPending ? 'Loading products' : (countText ?? '')}
          </p>
          <FiltersDrawer {...controls} resultLabel={countText} />
          <SortSelect value={sortBy} onChange={setSortBy} />
        </div>
      </div>
      {wide && <FiltersPanel {...controls} />}
      <section aria-labelledby="listing-products" className="min-w-0">
        <h2 id="listing-products" className="sr-only">
          Products
        </h2>
        <ProductGrid
          products={list}
          isLoading={products.isPending}
          failed={products.isError && !list}
          onRetry={() => void products.refetch()}
          onOpen={openProduct}
          colourOf={(product) => listedColour(product, filters.colour ?? [])}
        />
        <LoadMore
          hasMore={Boolean(products.hasNextPage)}
          loading={products.isFetchingNextPage}
          onLoadMore={loadMore}
        />
      </section>
      {dialog}
    </div>
  );
}
