import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ADMIN, HOODIE, LINEN_SHIRT, PLAIN_TEE, polyfillRadixSelect } from '../testing/fixtures';
import { AdminProductsPage } from './admin-products-page';

// Whole pages driven through real events: give a busy CI machine room.
vi.setConfig({ testTimeout: 15_000 });
beforeAll(polyfillRadixSelect);
afterEach(() => vi.unstubAllGlobals());

/** A catalogue the stubbed server keeps, so that refetches show what changed. */
function stubCatalogue(initial: Product[]) {
  let products = [...initial];
  const api = stubApi({
    'GET /admin/products': ({ query }) => ({
      body: {
        success: true,
        products: products.slice(0, Number(query.get('limit'))),
        total: products.length,
        page: 1,
        limit: Number(query.get('limit')),
      },
    }),
    // A rule only the server knows (the browser may run an older build than the server).
    'PUT /admin/products/:id': ({ params, body }) => {
      const input = body as Partial<Product>;
      if (products.some((item) => item.id !== params.id && item.title === input.title)) {
        return {
          status: 400,
          body: {
            success: false,
            message: 'Validation Error',
            errors: { title: ['Another product already has this title'] },
          },
        };
      }
      products = products.map((item) => (item.id === params.id ? { ...item, ...input } : item));
      return { body: { success: true, product: products.find((item) => item.id === params.id) } };
    },
    'DELETE /admin/products/:id': ({ params }) => {
      products = products.filter((item) => item.id !== params.id);
      return { body: { success: true, message: 'Product deleted successfully.' } };
    },
  });
  return api;
}

describe('admin products page', () => {
  it('shows each product with its price struck through beside the sale price, in rupees', async () => {
    const { calls } = stubCatalogue([LINEN_SHIRT, PLAIN_TEE]);
    renderWithProviders(<AdminProductsPage />, { user: ADMIN });
    const shirt = (await screen.findByRole('heading', { name: 'Linen shirt' })).closest('li')!;
    expect(within(shirt).getByText('₹1,999.00')).toHaveClass('line-through');
    expect(within(shirt).getByText('₹1,499.00')).toBeInTheDocument();
    const tee = screen.getByRole('heading', { name: 'Plain tee' }).closest('li')!;
    expect(within(tee).getByText('₹499.00')).not.toHaveClass('line-through');
    expect(calls[0]?.query.get('limit')).toBe('100');
  });

  it('shows the total stock of each product, and what sizes and colours it comes in', async () => {
    stubCatalogue([LINEN_SHIRT, HOODIE]);
    renderWithProviders(<AdminProductsPage />, { user: ADMIN });
    const hoodie = (await screen.findByRole('heading', { name: 'Zip hoodie' })).closest('li')!;
    expect(within(hoodie).getByText('Total Stock: 15')).toBeInTheDocument();
    expect(within(hoodie).getByText('2 sizes · 2 colours')).toBeInTheDocument();
    const shirt = screen.getByRole('heading', { name: 'Linen shirt' }).closest('li')!;
    expect(within(shirt).getByText('Total Stock: 12')).toBeInTheDocument();
    expect(within(shirt).queryByText(/sizes?\b|colours?\b/)).not.toBeInTheDocument();
  });

  it("opens a product's sheet from a link naming it (the Low Stock page's)", async () => {
    stubCatalogue([LINEN_SHIRT, HOODIE]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminProductsPage />, {
      user: ADMIN,
      route: `/admin/products?edit=${HOODIE.id}`,
    });
    const sheet = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(within(sheet).getByPlaceholderText('Enter product title')).toHaveValue('Zip hoodie');
    expect(within(sheet).getByLabelText('Stock of M · Navy')).toHaveValue(5);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits in the sheet: uploader disabled, field errors shown, then saved and closed', async () => {
    const { calls } = stubCatalogue([LINEN_SHIRT, PLAIN_TEE]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminProductsPage />, { user: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Edit Linen shirt' }));

    const sheet = await screen.findByRole('dialog', { name: 'Edit Product' });
    const edit = within(sheet).getByRole('button', { name: 'Edit' });
    expect(within(sheet).getByLabelText('Upload Image')).toBeDisabled();

    // The contract's rule, checked before anything is sent.
    const salePrice = within(sheet).getByPlaceholderText('Enter sale price (optional)');
    await user.clear(salePrice);
    await user.paste('2500');
    await user.click(edit);
    const saleRule = 'Sale price must be below the price (or 0 for no sale)';
    expect(await within(sheet).findByText(saleRule)).toBeInTheDocument();
    expect(salePrice).toHaveAttribute('aria-invalid', 'true');
    expect(getToasts()[0]).toMatchObject({ title: 'Validation Error', description: saleRule });
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    // The server's refusal: toasted, and put back on the field it names.
    await user.clear(salePrice);
    await user.paste('999');
    const title = within(sheet).getByPlaceholderText('Enter product title');
    await user.clear(title);
    await user.paste('Plain tee');
    await user.click(edit);
    const taken = 'Another product already has this title';
    expect(await within(sheet).findByText(taken)).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(salePrice).not.toHaveAttribute('aria-invalid');
    expect(getToasts()[0]).toMatchObject({ title: 'Validation Error', description: taken });

    await user.clear(title);
    await user.paste('Linen shirt');
    await user.click(edit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getToasts()[0]?.title).toBe('Product updated successfully');
    expect(await screen.findByText('₹999.00')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
  });

  it('opens the sheet in add mode after an edit was cancelled', async () => {
    stubCatalogue([LINEN_SHIRT]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminProductsPage />, { user: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Edit Linen shirt' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Add New Product' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add New Product' });
    expect(within(sheet).getByLabelText('Upload Image')).toBeEnabled();
    expect(within(sheet).getByPlaceholderText('Enter product title')).toHaveValue('');
    expect(within(sheet).getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('deletes after a confirmation, refreshes the grid and shows the server message', async () => {
    stubCatalogue([LINEN_SHIRT, PLAIN_TEE]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminProductsPage />, { user: ADMIN });
    const deleteButton = await screen.findByRole('button', { name: 'Delete Plain tee' });
    await user.click(deleteButton);
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    expect(confirm).toHaveTextContent('“Plain tee” will be removed');
    // Cancel keeps the product and gives focus back to its Delete button.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Plain tee' })).toBeInTheDocument();
    await waitFor(() => expect(deleteButton).toHaveFocus());
    // The modal blocks pointer events on the page until its layer is gone, which Radix finishes
    // a moment after focus returns: on a busy machine the next click came before it.
    await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));

    await user.click(deleteButton);
    confirm = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete product' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Plain tee' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Linen shirt' })).toBeInTheDocument();
    expect(getToasts()[0]?.title).toBe('Product deleted successfully.');
  });
});
