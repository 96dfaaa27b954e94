import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product, Variant } from '@attire/contract';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { productFixture } from '@/test/catalog-fixtures';
import { AddToCartContext, type AddToCartAction } from '../product/add-to-cart-context';
import { ProductReviewsContext } from '../product/product-reviews-slot';
import { ProductPage } from './product-page';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = '66666666-6666-4666-8666-666666666666';
const NAVY = '/uploads/tee-navy.webp';
const RED = '/uploads/tee-red.webp';
const BACK = '/uploads/tee-back.webp';

function variant(size: string, colour: 'navy' | 'red', totalStock: number): Variant {
  const red = colour === 'red';
  return {
    id: `${ID.slice(0, -6)}${colour === 'navy' ? 1 : 2}0000${size}`.slice(0, 36),
    sku: `TEE-${size}-${colour}`.toUpperCase(),
    size,
    colour,
    price: red ? 1299 : 999,
    salePrice: red ? 0 : 799,
    totalStock,
    image: red ? RED : NAVY,
  };
}

// Navy M and red L are sold out; red M is running low.
const variants = [
  variant('S', 'navy', 5),
  variant('M', 'navy', 0),
  variant('L', 'navy', 30),
  variant('S', 'red', 12),
  variant('M', 'red', 4),
  variant('L', 'red', 0),
];
const tee: Product = productFixture({
  id: ID,
  image: NAVY,
  images: [NAVY, RED, BACK],
  title: 'Crew Tee',
  description: 'Soft cotton',
  category: 'men',
  brand: 'levi',
  price: 999,
  salePrice: 799,
  totalStock: 51,
  rating: 4.5,
  reviewCount: 2,
  // Chosen out of order: the page shows them in the scale's order.
  sizes: ['L', 'S', 'M'],
  colours: ['navy', 'red'],
  variants,
});

function renderPage(product: Product | { status: number; message: string }, search = '') {
  const api = stubApi({
    'GET /shop/products/:id': () =>
      'status' in product
        ? { status: product.status, body: { success: false, message: product.message } }
        : { body: { success: true, product } },
  });
  const addToCart = vi.fn<AddToCartAction>(async () => true);
  renderWithProviders(
    <AddToCartContext value={addToCart}>
      <ProductReviewsContext value={({ productId }) => <p>Reviews of {productId}</p>}>
        <Routes>
          <Route path="/shop/product/:id" element={<ProductPage />} />
        </Routes>
      </ProductReviewsContext>
    </AddToCartContext>,
    { route: `/shop/product/${'id' in product ? product.id : ID}${search}` },
  );
  return { addToCart, api };
}

const mainPicture = () => screen.getByRole('img', { name: 'Crew Tee' });
const sizeButton = (size: string) =>
  screen.getByRole('button', { name: new RegExp(`^${size}\\b`) });

describe('product page', () => {
  it('shows the product with its reviews, and the gallery follows the chosen colour', async () => {
    renderPage(tee);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crew Tee' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Crew Tee · Attire'));
    expect(screen.getByText(`Reviews of ${ID}`)).toBeInTheDocument();
    expect(mainPicture()).toHaveAttribute('src', NAVY);

    // The picture shown is navy's: navy is chosen, so what is seen is what is bought.
    expect(screen.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(': Navy')).toBeInTheDocument();
    const red = screen.getByRole('button', { name: 'Red' });
    expect(red).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(red);
    expect(red).toHaveAttribute('aria-pressed', 'true');
    expect(mainPicture()).toHaveAttribute('src', RED);
    expect(screen.getByText(': Red')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Navy' }));
    expect(mainPicture()).toHaveAttribute('src', NAVY);
  });

  it('chooses pictures with the thumbnails, by click and by arrow keys, and zooms', async () => {
    renderPage(tee);
    const third = await screen.findByRole('button', { name: 'Picture 3 of 3' });
    await userEvent.click(third);
    expect(mainPicture()).toHaveAttribute('src', BACK);
    expect(third).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Picture 1 of 3' })).toHaveFocus();
    expect(mainPicture()).toHaveAttribute('src', NAVY);

    await userEvent.click(screen.getByRole('button', { name: 'Zoom in on the picture' }));
    const zoom = await screen.findByRole('dialog', { name: 'Crew Tee' });
    expect(within(zoom).getByRole('img', { name: 'Crew Tee' })).toHaveAttribute('src', NAVY);
    await userEvent.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    expect(within(zoom).getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists sizes in scale order and disables a size sold out in the chosen colour', async () => {
    renderPage(tee);
    const group = await screen.findByRole('group', { name: 'Size' });
    const names = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    // Navy, the colour shown, is chosen: its sold-out M cannot be.
    expect(names).toEqual(['S', 'MSold out', 'L']);
    expect(sizeButton('M')).toBeDisabled();
    expect(sizeButton('M')).toHaveAccessibleName('M, Sold out');
    expect(sizeButton('L')).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Red' }));
    expect(sizeButton('M')).toBeEnabled();
    expect(sizeButton('L')).toBeDisabled();
  });

  it('asks for a size and a colour before adding, then sends the chosen variant', async () => {
    // The page opens on a picture of no one colour (the back): no colour is chosen for them.
    const { addToCart } = renderPage({ ...tee, image: BACK, images: [BACK, NAVY, RED] });
    expect(await screen.findByRole('img', { name: 'Crew Tee' })).toHaveAttribute('src', BACK);
    // No colour yet: a size counts as sold out only when no colour has it.
    expect(sizeButton('M')).toBeEnabled();
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    expect(screen.getByText('Please select a size')).toBeInTheDocument();
    expect(screen.getByText('Please select a colour')).toBeInTheDocument();
    expect(addToCart).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Red' }));
    expect(screen.queryByText('Please select a colour')).not.toBeInTheDocument();
    await userEvent.click(add);
    expect(screen.getByText('Please select a size')).toBeInTheDocument();
    expect(addToCart).not.toHaveBeenCalled();

    await userEvent.click(sizeButton('M'));
    expect(sizeButton('M')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Please select a size')).not.toBeInTheDocument();
    expect(screen.getByText('Only 4 items left')).toBeInTheDocument();
    expect(screen.getByText('₹1,299.00')).toBeInTheDocument();
    await userEvent.click(add);
    expect(addToCart).toHaveBeenCalledWith({
      productId: ID,
      variantId: variants[4]!.id,
      totalStock: 4,
    });
  });

  it("shows the chosen variant's sale price, and a size sold out in a new colour is let go", async () => {
    renderPage(tee);
    await userEvent.click(await screen.findByRole('button', { name: 'Red' }));
    await userEvent.click(sizeButton('S'));
    await userEvent.click(screen.getByRole('button', { name: 'Navy' }));
    expect(screen.getByText('₹799.00')).toBeInTheDocument();
    expect(screen.getByText('₹999.00')).toHaveClass('line-through');
    expect(screen.getByText('Only 5 items left')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Red' }));
    await userEvent.click(sizeButton('M'));
    expect(screen.getByText(': M')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Navy' }));
    expect(screen.queryByText(': M')).not.toBeInTheDocument();
    expect(sizeButton('M')).toHaveAttribute('aria-pressed', 'false');
  });

  it('chooses the colour the link names, and shows its picture', async () => {
    const { addToCart } = renderPage(tee, '?colour=red');
    const red = await screen.findByRole('button', { name: 'Red' });
    expect(red).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'false');
    expect(mainPicture()).toHaveAttribute('src', RED);
    // Red L is sold out; red M is the one bought.
    expect(sizeButton('L')).toBeDisabled();
    await userEvent.click(sizeButton('M'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addToCart).toHaveBeenCalledWith(expect.objectContaining({ variantId: variants[4]!.id }));
  });

  it("ignores a linked colour the product does not come in, choosing the picture's", async () => {
    renderPage(tee, '?colour=green');
    expect(await screen.findByRole('button', { name: 'Navy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(mainPicture()).toHaveAttribute('src', NAVY);
  });

  it("shows the category's size guide", async () => {
    renderPage(tee);
    await userEvent.click(await screen.findByText('Size guide'));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Chest (cm)' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });

  it('adds a product without sizes or colours as before, and picks an only colour and size', async () => {
    const plain = productFixture({
      ...tee,
      sizes: [],
      colours: [],
      variants: undefined,
      images: [NAVY],
    });
    const { addToCart } = renderPage(plain);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Picture 1 of 1' })).not.toBeInTheDocument();
    expect(addToCart).toHaveBeenCalledWith({
      productId: ID,
      variantId: plain.variants[0]!.id,
      totalStock: 51,
    });
  });

  it('chooses the only colour and the only size for the shopper', async () => {
    const single = productFixture({
      ...tee,
      category: 'accessories',
      sizes: ['One Size'],
      colours: ['red'],
      variants: [{ ...variants[3]!, size: 'One Size' }],
    });
    const { addToCart } = renderPage(single);
    expect(await screen.findByRole('button', { name: 'Red' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(sizeButton('One Size')).toHaveAttribute('aria-pressed', 'true');
    expect(mainPicture()).toHaveAttribute('src', RED);
    // Accessories come in One Size: there is nothing to measure.
    expect(screen.queryByText('Size guide')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addToCart).toHaveBeenCalledWith(expect.objectContaining({ variantId: variants[3]!.id }));
  });

  it('says so on the page when the product does not exist', async () => {
    renderPage({ status: 404, message: 'Product not found!' });
    expect(
      await screen.findByRole('heading', { name: 'Page does not exist!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/shop/listing',
    );
  });
});
