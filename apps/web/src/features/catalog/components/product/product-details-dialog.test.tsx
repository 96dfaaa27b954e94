import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { teeInTwoSizes } from '@/test/catalog-fixtures';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { AddToCartContext } from './add-to-cart-context';
import { ProductDetailsDialog } from './product-details-dialog';
import { ProductReviewsContext } from './product-reviews-slot';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = '88888888-8888-4888-8888-888888888888';
const tee: Product = teeInTwoSizes(ID, 'Soft cotton, cut long');

function renderDialog(onClose = vi.fn()) {
  renderWithProviders(
    <AddToCartContext value={async () => true}>
      <ProductReviewsContext value={() => <h3>Reviews</h3>}>
        <ProductDetailsDialog productId={ID} onClose={onClose} askForChoice />
      </ProductReviewsContext>
    </AddToCartContext>,
  );
  return onClose;
}

// The listing's tiles carry summaries (no description, sizes' stock or gallery): the quick
// view asks for the product's details itself.
describe('the quick view', () => {
  it("fetches the product's details, saying they are loading until they come", async () => {
    let answer: (product: Product) => void = () => {};
    const details = new Promise<Product>((resolve) => (answer = resolve));
    const calls = stubApi({
      'GET /shop/products/:id': async () => ({
        body: { success: true, product: await details },
      }),
    });
    renderDialog();
    expect(
      await screen.findByRole('dialog', { name: 'Loading product' }),
    ).toHaveAccessibleDescription('The product details are loading.');
    answer(tee);
    const dialog = await screen.findByRole('dialog', { name: 'Crew Tee' });
    expect(dialog).toHaveAccessibleDescription('Soft cotton, cut long');
    // Opened by a tile's Add to cart: it asks for what the details say is still to choose.
    expect(dialog).toHaveTextContent('Please select a size');
    expect(calls.calls.map((call) => call.path)).toEqual([`/shop/products/${ID}`]);
  });

  it('closes and says so when the details cannot be loaded', async () => {
    stubApi({
      'GET /shop/products/:id': () => ({
        status: 404,
        body: { success: false, message: 'Product not found' },
      }),
    });
    const onClose = renderDialog();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getToasts()[0]).toMatchObject({ title: 'Product not found', variant: 'destructive' });
    expect(screen.queryByRole('dialog', { name: 'Crew Tee' })).not.toBeInTheDocument();
  });
});
