import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '@/test/catalog-fixtures';
import {
  BACK,
  ID,
  NAVY,
  RED,
  mainPicture,
  renderPage,
  sizeButton,
  tee,
  variants,
} from '@/test/product-page-harness';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

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

  it('chooses the colour the link names, and shows its picture', async () => {
    const { addToCart } = renderPage(tee, '?colour=red');
    const red = await screen.findByRole('button', { name: 'Red' });
    expect(red).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'false');
    expect(mainPicture()).toHaveAttribute('src', RED);
    // Red L is sold out; red M is the one bought.
    expect(sizeButton('L')).toHaveAccessibleName('L, Sold out');
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
