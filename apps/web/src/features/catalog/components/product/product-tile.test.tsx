import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@attire/contract';
import { renderWithProviders } from '@/test/render';
import { AddToCartContext, type AddToCartAction } from './add-to-cart-context';
import { ProductTile } from './product-tile';

const product: Product = {
  id: '22222222-2222-4222-8222-222222222222',
  image: '/uploads/shirt.webp',
  title: 'Linen Shirt',
  description: 'Cool',
  category: 'men',
  brand: 'zara',
  price: 1999,
  salePrice: 1499,
  totalStock: 25,
  rating: 4,
  reviewCount: 1,
};

/** The tile only calls the action; what adding does is the cart's business. */
function WithCart({ children }: { children: ReactNode }) {
  return <AddToCartContext value={async () => true}>{children}</AddToCartContext>;
}

describe('product tile', () => {
  it('shows the image at 300 px, lazily, and the price struck through beside the sale price', () => {
    renderWithProviders(
      <WithCart>
        <ProductTile product={product} onOpen={() => {}} />
      </WithCart>,
    );
    const image = screen.getByRole('img', { name: 'Linen Shirt' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('height', '300');
    expect(screen.getByText('Sale')).toBeInTheDocument();
    expect(screen.getByText(/₹1,999\.00/)).toHaveClass('line-through');
    expect(screen.getByText(/₹1,499\.00/)).not.toHaveClass('line-through');
  });

  it('warns of low stock at 10 or fewer and disables add at 0', () => {
    const { unmount } = renderWithProviders(
      <WithCart>
        <ProductTile product={{ ...product, totalStock: 10 }} onOpen={() => {}} />
      </WithCart>,
    );
    expect(screen.getByText('Only 10 items left')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <WithCart>
        <ProductTile product={{ ...product, totalStock: 0 }} onOpen={() => {}} />
      </WithCart>,
    );
    expect(screen.getByText('Out of stock', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Out of stock/ })).toBeDisabled();
  });

  it('hands the product to the add-to-cart action on click', async () => {
    const addToCart = vi.fn<AddToCartAction>(async () => true);
    renderWithProviders(
      <AddToCartContext value={addToCart}>
        <ProductTile product={product} onOpen={() => {}} />
      </AddToCartContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(addToCart).toHaveBeenCalledWith(product);
  });
});
