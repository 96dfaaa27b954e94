import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Product, type ProductInput } from '@attire/contract';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ADMIN, HOODIE, polyfillRadixSelect } from '../testing/fixtures';
import { ProductForm } from './product-form';

// The form is driven through real events, field by field: give a busy CI machine room.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(polyfillRadixSelect);
afterEach(() => vi.unstubAllGlobals());

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByText(option, { selector: '[role="option"] span' }));
}

async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

function renderForm(editing: Product | null, submit?: (product: ProductInput) => Promise<unknown>) {
  const onSubmit = vi.fn(submit ?? (async () => undefined));
  renderWithProviders(<ProductForm editing={editing} pending={false} onSubmit={onSubmit} />, {
    user: ADMIN,
  });
  return onSubmit;
}

/** The body the form sent the last time. */
const sent = (onSubmit: ReturnType<typeof renderForm>) => onSubmit.mock.lastCall?.[0];
const details = () => screen.getByRole('button', { name: 'SKU and price of each size and colour' });

describe('product form with sizes and colours', () => {
  it('sends a variant per cell of the stock grid, with the SKU and price set for one', async () => {
    let uploads = 0;
    stubApi({
      'POST /admin/products/upload-image': () => ({
        body: { success: true, result: { url: `/uploads/hoodie-${++uploads}.png` } },
      }),
    });
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm(null);
    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File(['a'], 'a.png', { type: 'image/png' }),
    );
    await fill(user, screen.getByPlaceholderText('Enter product title'), 'Zip hoodie');
    await fill(user, screen.getByPlaceholderText('Enter product description'), 'Warm');
    await choose(user, 'Category', 'Men');
    await choose(user, 'Brand', 'Nike');
    await fill(user, screen.getByPlaceholderText('Enter product price'), '2499');
    await fill(user, screen.getByPlaceholderText('Enter sale price (optional)'), '0');
    expect(screen.getByPlaceholderText('Enter total stock')).toBeInTheDocument();

    await user.click(screen.getByLabelText('M'));
    await user.click(screen.getByLabelText('L'));
    await user.click(screen.getByLabelText('Navy'));
    await user.click(screen.getByLabelText('Black'));
    // The grid stands in for Total Stock; its cells start at 0.
    expect(screen.queryByPlaceholderText('Enter total stock')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Stock' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByLabelText('Stock of M · Black')).toHaveValue(0);
    await fill(user, screen.getByLabelText('Stock of M · Navy'), '5');
    await fill(user, screen.getByLabelText('Stock of L · Navy'), '7');
    await fill(user, screen.getByLabelText('Stock of L · Black'), '3');

    await user.click(details());
    expect(details()).toHaveAttribute('aria-expanded', 'true');
    const largeBlack = screen.getByRole('group', { name: 'L · Black' });
    await fill(user, within(largeBlack).getByLabelText('SKU'), 'hood-l-blk');
    await fill(user, within(largeBlack).getByLabelText('Price'), '2799');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const body = sent(onSubmit);
    expect(body).toMatchObject({ sizes: ['M', 'L'], colours: ['navy', 'black'], price: 2499 });
    expect(body?.totalStock).toBeUndefined();
    expect(body?.variants).toEqual([
      { size: 'M', colour: 'navy', totalStock: 5, image: null },
      { size: 'M', colour: 'black', totalStock: 0, image: null },
      { size: 'L', colour: 'navy', totalStock: 7, image: null },
      { size: 'L', colour: 'black', totalStock: 3, sku: 'HOOD-L-BLK', price: 2799, image: null },
    ]);
  });

  it('keeps only the sizes of a new category, and Total Stock returns without any', async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderForm(null);
    expect(screen.getByText('Choose a category to pick its sizes.')).toBeInTheDocument();
    await choose(user, 'Category', 'Men');
    await user.click(screen.getByLabelText('M'));
    expect(screen.getByLabelText('Stock of M')).toBeInTheDocument();
    await choose(user, 'Category', 'Kids');
    expect(screen.queryByLabelText('M')).not.toBeInTheDocument();
    expect(screen.getByLabelText('4-5Y')).not.toBeChecked();
    expect(screen.queryByRole('table', { name: 'Stock' })).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter total stock')).toHaveValue(null);
  });

  it('fills an edit from the variants and sends them back as they were', async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm(HOODIE);
    for (const label of ['M', 'L', 'Navy', 'Black'])
      expect(screen.getByLabelText(label)).toBeChecked();
    expect(screen.getByLabelText('S')).not.toBeChecked();
    expect(screen.getByLabelText('Stock of M · Navy')).toHaveValue(5);
    expect(screen.getByLabelText('Stock of L · Black')).toHaveValue(3);
    await user.click(details());
    const mediumNavy = screen.getByRole('group', { name: 'M · Navy' });
    expect(within(mediumNavy).getByLabelText('SKU')).toHaveValue('HOOD-M-NAVY');
    expect(within(mediumNavy).getByLabelText('Price')).toHaveValue(null);
    const largeBlack = screen.getByRole('group', { name: 'L · Black' });
    expect(within(largeBlack).getByLabelText('Price')).toHaveValue(2799);
    expect(within(largeBlack).getByLabelText('Sale Price')).toHaveValue(2599);
    expect(screen.getByLabelText('Colour of image 2')).toHaveTextContent('Navy');
    expect(screen.getByLabelText('Colour of image 3')).toHaveTextContent('Black');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sent(onSubmit)?.images).toEqual(HOODIE.images);
    expect(sent(onSubmit)?.variants).toEqual(
      HOODIE.variants.map(({ size, colour, sku, totalStock, image }) => ({
        size,
        colour,
        sku,
        totalStock,
        image,
        ...(sku === 'HOOD-L-BLACK' && { price: 2799, salePrice: 2599 }),
      })),
    );
  });

  it('reorders the gallery from the keyboard and tags images with colours', async () => {
    stubApi({
      'POST /admin/products/upload-image': () => ({
        body: { success: true, result: { url: '/uploads/hoodie-side.png' } },
      }),
    });
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm(HOODIE);
    // Edit mode keeps the product's image first.
    expect(screen.getByLabelText('Move image 1 down')).toBeDisabled();
    expect(screen.getByLabelText('Remove image 1')).toBeDisabled();
    expect(screen.getByLabelText('Move image 2 up')).toBeDisabled();

    await user.upload(
      screen.getByLabelText('Add Gallery Image'),
      new File(['s'], 'side.png', { type: 'image/png' }),
    );
    expect(await screen.findByAltText('Gallery image 4')).toHaveAttribute(
      'src',
      '/uploads/hoodie-side.png',
    );

    // The black photo moves up to second; the focus stays on it (now at the top, on Down).
    screen.getByLabelText('Move image 3 up').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByAltText('Gallery image 2')).toHaveAttribute(
      'src',
      '/uploads/hoodie-black.png',
    );
    expect(screen.getByLabelText('Move image 2 down')).toHaveFocus();

    // The new side view shows navy, and comes before the navy photo now third.
    await user.click(screen.getByLabelText('Move image 4 up'));
    expect(screen.getByLabelText('Move image 3 up')).toHaveFocus();
    await choose(user, 'Colour of image 3', 'Navy');
    await user.click(screen.getByLabelText('Remove image 2'));

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(sent(onSubmit)?.images).toEqual([
      '/uploads/hoodie.png',
      '/uploads/hoodie-side.png',
      '/uploads/hoodie-navy.png',
    ]);
    expect(sent(onSubmit)?.variants?.map((variant) => [variant.colour, variant.image])).toEqual([
      ['navy', '/uploads/hoodie-side.png'],
      ['black', null],
      ['navy', '/uploads/hoodie-side.png'],
      ['black', null],
    ]);
  });

  it("puts the server's refusal of a SKU on that variant's SKU, opening its panel", async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderForm(HOODIE, async () => {
      throw new ApiError(409, MESSAGES.skuTaken, { 'variants.1.sku': [MESSAGES.skuTaken] });
    });
    expect(details()).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const sku = within(await screen.findByRole('group', { name: 'M · Black' })).getByLabelText(
      'SKU',
    );
    expect(details()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(MESSAGES.skuTaken)).toBeInTheDocument();
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(sku).toHaveFocus();
  });

  it('shows the refusal of a cell or of the variants as a whole beside the grid', async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm(HOODIE, async () => {
      throw new ApiError(400, 'Validation Error', { variants: ['A SKU is repeated'] });
    });
    await fill(user, screen.getByLabelText('Stock of L · Navy'), '-2');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(
      await screen.findByText('L · Navy: Total stock must not be negative'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Stock of L · Navy')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await fill(user, screen.getByLabelText('Stock of L · Navy'), '2');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('A SKU is repeated')).toBeInTheDocument();
  });
});
