import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { seriousAxeFindings } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { HeaderSearch } from './header-search';

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

const renderHeaderSearch = (route: string) =>
  renderWithProviders(
    <>
      <HeaderSearch />
      <Location />
    </>,
    { route },
  );

describe('the search box in the shop header', () => {
  it('opens the search page with the keyword typed, on Enter', async () => {
    const { container } = renderHeaderSearch('/shop/home');
    expect(await seriousAxeFindings(container)).toEqual([]);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search the shop' }),
      '  caps{Enter}',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/shop\/search\?searchKeyword=caps$/,
    );
  });

  it('opens it on its button too, the keyword encoded', async () => {
    renderHeaderSearch('/shop/listing?category=men');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search the shop' }),
      'tee & shorts',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/shop\/search\?searchKeyword=tee\+%26\+shorts$/,
    );
  });

  it('gives way to the search page, which has its own box', () => {
    renderHeaderSearch('/shop/search?searchKeyword=caps');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('search', { hidden: true })).not.toBeVisible();
  });
});
