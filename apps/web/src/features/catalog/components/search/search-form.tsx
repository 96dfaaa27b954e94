import { HEADER_SEARCH_MESSAGES } from '@attire/contract';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The search page's address for a keyword, as the page itself writes it (spec: searchKeyword). */
export const searchPath = (keyword: string) =>
  `/shop/search${keyword ? `?${new URLSearchParams({ searchKeyword: keyword })}` : ''}`;

/**
 * A search box that opens the search page with its keyword, where the spec's rule (more than
 * 3 characters) applies. A plain form with no icon, as it sits in the header of every shop
 * page's first load; without JavaScript it still sends the keyword. `label` names the box and
 * its landmark.
 */
export function SearchForm({
  label,
  className,
  inputClassName,
  hidden = false,
}: {
  label: string;
  className?: string;
  /** The box's width, say (the primitives resolve no Tailwind conflicts). */
  inputClassName?: string;
  /** Keeps its place but is neither seen nor reached (by keyboard or screen reader). */
  hidden?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-label={label}
      action="/shop/search"
      className={cn('flex gap-2', className)}
      style={hidden ? { visibility: 'hidden' } : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const keyword = new FormData(event.currentTarget).get('searchKeyword');
        void navigate(searchPath(String(keyword).trim()));
      }}
    >
      <input
        type="search"
        name="searchKeyword"
        aria-label={label}
        placeholder={HEADER_SEARCH_MESSAGES.placeholder}
        className={cn(
          'h-9 min-w-0 rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
          inputClassName,
        )}
      />
      <Button type="submit" variant="outline" size="sm">
        {HEADER_SEARCH_MESSAGES.submit}
      </Button>
    </form>
  );
}
