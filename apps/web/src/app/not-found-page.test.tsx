import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import type { User } from '@attire/contract';
import { seriousAxeFindings } from '@/test/axe';
import { renderWithProviders, SHOPPER } from '@/test/render';
import { NotFoundPage } from './not-found-page';

const ADMIN: User = { ...SHOPPER, id: '22222222-2222-4222-8222-222222222222', role: 'admin' };

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

describe('the not-found page', () => {
  it('offers a shopper a search and ways on', async () => {
    const { container } = renderWithProviders(
      <>
        <NotFoundPage />
        <Location />
      </>,
      { route: '/shop/nope' },
    );
    expect(screen.getByRole('heading', { name: 'Page does not exist!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/shop/home',
    );
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/shop/listing',
    );
    expect(await seriousAxeFindings(container)).toEqual([]);
    const search = screen.getByRole('search', { name: 'Search for a product' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for a product' }), 'kurta');
    await userEvent.click(search.querySelector('button')!);
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/shop\/search\?searchKeyword=kurta$/,
    );
  });

  it('keeps the plain page, with its link to "/", for an admin', () => {
    renderWithProviders(<NotFoundPage />, { route: '/adminx', user: ADMIN });
    expect(screen.getByRole('heading', { name: 'Page does not exist!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
