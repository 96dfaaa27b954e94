import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@attire/contract';
import { renderWithProviders } from '@/test/render';
import { AddToCartContext, type AddToCartAction } from './add-to-cart-context';
import { listedColour } from '../../lib/picture-colour';
import { ProductTile } from './product-tile';
import { WishlistHeartContext, type WishlistHeart } from './wishlist-heart-slot';
import { productFixture, summaryFixture } from '@/test/catalog-fixtures';

const whole = productFixture({
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
});
/** The tile's product as the listing sends it: a summary, naming its only variant. */
const product: ProductSummary = summaryFixture(whole);

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

  it('hands its only variant, which the summary names, to the add-to-cart action on click', async () => {
    const addToCart = vi.fn<AddToCartAction>(async () => true);
    renderWithProviders(
      <AddToCartContext value={addToCart}>
        <ProductTile product={product} onOpen={() => {}} />
      </AddToCartContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(product.variantId).toBe(whole.variants[0]!.id);
    expect(addToCart).toHaveBeenCalledWith({
      productId: product.id,
      variantId: whole.variants[0]!.id,
      totalStock: 25,
    });
  });

  it('opens the details asking for a size instead of adding a product sold in sizes', async () => {
    const addToCart = vi.fn<AddToCartAction>(async () => true);
    const onOpen = vi.fn();
    const sized = summaryFixture(
      productFixture({
        ...whole,
        sizes: ['S', 'M'],
        variants: ['S', 'M'].map((size, index) => ({
          ...whole.variants[0]!,
          id: `33333333-3333-4333-8333-00000000000${index}`,
          size,
        })),
      }),
    );
    expect(sized.variantCount).toBe(2);
    expect(sized).not.toHaveProperty('variantId');
    renderWithProviders(
      <AddToCartContext value={addToCart}>
        <ProductTile product={sized} onOpen={onOpen} />
      </AddToCartContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(onOpen).toHaveBeenCalledWith(sized.id, { askForChoice: true });
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('links to the colour its picture shows when the listing is filtered by colour', async () => {
    const onOpen = vi.fn();
    const navyPicture = '/uploads/shirt-navy.webp';
    const blackPicture = '/uploads/shirt-black.webp';
    const twoColours = summaryFixture(
      productFixture({
        ...whole,
        // The listing, filtered by black, chose black's picture (the server does).
        image: blackPicture,
        images: [navyPicture, blackPicture],
        sizes: ['M'],
        colours: ['navy', 'black'],
        variants: (['navy', 'black'] as const).map((colour, index) => ({
          ...whole.variants[0]!,
          id: `44444444-4444-4444-8444-00000000000${index}`,
          size: 'M',
          colour,
          image: colour === 'navy' ? navyPicture : blackPicture,
        })),
      }),
    );
    renderWithProviders(
      <WithCart>
        <ProductTile
          product={twoColours}
          onOpen={onOpen}
          colourOf={(shown) => listedColour(shown, ['white', 'black'])}
        />
      </WithCart>,
    );
    expect(screen.getByRole('img', { name: 'Linen Shirt' })).toHaveAttribute('src', blackPicture);
    const title = screen.getByRole('link', { name: 'Linen Shirt' });
    expect(title).toHaveAttribute('href', `/shop/product/${product.id}?colour=black`);
    await userEvent.click(title);
    expect(onOpen).toHaveBeenCalledWith(product.id, { colour: 'black' });
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(onOpen).toHaveBeenLastCalledWith(product.id, { askForChoice: true, colour: 'black' });
  });

  it("links its title to the product's page, opening the details there on a plain click", async () => {
    const onOpen = vi.fn();
    renderWithProviders(
      <WithCart>
        <ProductTile product={product} onOpen={onOpen} />
      </WithCart>,
    );
    const title = screen.getByRole('link', { name: 'Linen Shirt' });
    expect(title).toHaveAttribute('href', `/shop/product/${product.id}`);
    await userEvent.click(title);
    expect(onOpen).toHaveBeenCalledWith(product.id, undefined);
    expect(title).toHaveFocus();
  });

  it("shows the shop layout's heart over the picture, or, given a footer, the footer instead", () => {
    const Heart: WishlistHeart = ({ product: kept }) => (
      <button type="button" aria-pressed="false">
        Keep {kept.title}
      </button>
    );
    const onOpen = vi.fn();
    const { rerender } = renderWithProviders(
      <WithCart>
        <WishlistHeartContext value={Heart}>
          <ProductTile product={product} onOpen={onOpen} />
        </WishlistHeartContext>
      </WithCart>,
    );
    expect(screen.getByRole('button', { name: 'Keep Linen Shirt' })).toBeInTheDocument();
    rerender(
      <WithCart>
        <WishlistHeartContext value={Heart}>
          <ProductTile product={product} onOpen={onOpen} footer={<button>Remove</button>} />
        </WishlistHeartContext>
      </WithCart>,
    );
    expect(screen.queryByRole('button', { name: 'Keep Linen Shirt' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});
