import { LIMITS } from '@attire/contract';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavigationType, useNavigationType, useSearchParams } from 'react-router';
import { Input } from '@/components/ui/input';
import { isSearchable, useSearchProducts } from '../../api/search-products';
import { useProductDialog } from '../product/use-product-dialog';
import { SearchResults } from './search-results';
import { useDebouncedValue } from './use-debounced-value';

const PARAM = 'searchKeyword';

/**
 * The box writes `searchKeyword` to the query string as the shopper types; the server is asked
 * only once the trimmed keyword is longer than 3 characters and typing has paused for 1000 ms.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const urlKeyword = params.get(PARAM) ?? '';
  // The box keeps its own value: the router applies URL changes in a transition, so a box fed
  // from the URL would drop keystrokes typed faster than those land. Back and forward (POP)
  // still bring the URL's keyword into the box.
  const [keyword, setKeyword] = useState(urlKeyword);
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === NavigationType.Pop) setKeyword(urlKeyword);
  }, [urlKeyword, navigationType]);
  const settled = useDebouncedValue(keyword, LIMITS.searchDelayMs);
  const searchable = isSearchable(settled);
  const results = useSearchProducts(settled);
  const { openProduct, dialog } = useProductDialog();

  return (
    <div className="grid gap-6 p-4 md:p-6">
      <title>Search · Attire</title>
      <h1 className="sr-only">Search products</h1>
      <div className="relative mx-auto w-full max-w-2xl">
        <Search
          className="absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <label htmlFor="search-keyword" className="sr-only">
          Search products
        </label>
        <Input
          id="search-keyword"
          type="search"
          value={keyword}
          autoFocus
          placeholder="Search Products..."
          className="h-12 pl-10"
          onChange={(event) => {
            const value = event.target.value;
            setKeyword(value);
            setParams(value ? { [PARAM]: value } : {}, { replace: true });
          }}
        />
      </div>
      {searchable ? (
        <SearchResults
          results={results.data}
          isPending={results.isPending}
          failed={results.isError}
          onRetry={() => void results.refetch()}
          onOpen={openProduct}
        />
      ) : (
        <p className="text-center text-muted-foreground">
          Type more than {LIMITS.searchMinLength} characters to search.
        </p>
      )}
      {dialog}
    </div>
  );
}
