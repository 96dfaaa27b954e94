import { HEADER_SEARCH_MESSAGES } from '@attire/contract';
import { useLocation } from 'react-router';
import { SearchForm } from './search-form';

/**
 * The search box in the shop's header (desktop). The search page has its own: there it keeps
 * its place, unseen, so that the header's navigation does not move from page to page.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <SearchForm
      label={HEADER_SEARCH_MESSAGES.label}
      className={className}
      inputClassName="w-48"
      hidden={pathname === '/shop/search'}
    />
  );
}
