import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '@/test/catalog-fixtures';
import {
  ID,
  NotifyStandIn,
  renderPage,
  sizeButton,
  tee,
  variants,
} from '@/test/product-page-harness';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

// A sold-out size is marked and can still be chosen: the shop layout then puts "Notify me"
// where Add to cart was (here a stand-in that shows what it was given).
describe('product page: sold-out sizes', () => {
  it('lists sizes in scale order and marks a size sold out in the chosen colour', async () => {
    renderPage(tee);
    const group = await screen.findByRole('group', { name: 'Size' });
    const names = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    // Navy, the colour shown, is chosen: its M is sold out.
    expect(names).toEqual(['S', 'MSold out', 'L']);
    expect(sizeButton('M')).toHaveAccessibleName('M, Sold out');
    expect(sizeButton('L')).toHaveAccessibleName('L');

    await userEvent.click(screen.getByRole('button', { name: 'Red' }));
    expect(sizeButton('M')).toHaveAccessibleName('M');
    expect(sizeButton('L')).toHaveAccessibleName('L, Sold out');
  });

  it('lets a sold-out size be chosen, and offers what the shop layout gives instead of Add to cart', async () => {
    const { addToCart } = renderPage(tee, '', NotifyStandIn);
    await userEvent.click(await screen.findByRole('button', { name: 'M, Sold out' }));
    expect(sizeButton('M')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    // Navy M's own id: the alert is for that size in that colour.
    expect(
      await screen.findByRole('button', { name: `Notify about ${ID} ${variants[1]!.id}` }),
    ).toBeInTheDocument();

    await userEvent.click(sizeButton('S'));
    expect(screen.queryByRole('button', { name: /^Notify about/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addToCart).toHaveBeenCalledWith(expect.objectContaining({ variantId: variants[0]!.id }));
  });

  it('says Out of stock, disabled, for a sold-out size when nothing is offered instead', async () => {
    renderPage(tee);
    await userEvent.click(await screen.findByRole('button', { name: 'M, Sold out' }));
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('asks for the size first when the whole product is sold out', async () => {
    const soldOut = productFixture({
      ...tee,
      totalStock: 0,
      variants: variants.map((one) => ({ ...one, totalStock: 0 })),
    });
    renderPage(soldOut, '', NotifyStandIn);
    const notify = await screen.findByRole('button', { name: `Notify about ${ID} nothing yet` });
    await userEvent.click(notify);
    expect(screen.getByText('Please select a size')).toBeInTheDocument();
  });

  it('disables a size the chosen colour does not come in', async () => {
    renderPage({ ...tee, variants: variants.filter((one) => one !== variants[5]) }, '?colour=red');
    const large = await screen.findByRole('button', { name: 'L, Sold out' });
    expect(large).toBeDisabled();
    expect(sizeButton('M')).toBeEnabled();
  });

  it("shows the chosen variant's sale price, and a size sold out in a new colour stays chosen", async () => {
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
    // Navy M is sold out: still chosen, so the shopper can ask to hear when it is back.
    expect(screen.getByText(': M')).toBeInTheDocument();
    expect(sizeButton('M')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });
});
