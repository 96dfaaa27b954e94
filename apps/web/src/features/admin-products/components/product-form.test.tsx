import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@attire/contract';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ADMIN, LINEN_SHIRT, polyfillRadixSelect } from '../testing/fixtures';
import { ProductForm } from './product-form';

// The form is driven through real events, field by field: give a busy CI machine room.
vi.setConfig({ testTimeout: 15_000 });
beforeAll(polyfillRadixSelect);

afterEach(() => {
  vi.unstubAllGlobals();
});

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  // By text, not by role: role queries walk the accessibility tree and are slow in jsdom.
  await user.click(await screen.findByText(option, { selector: '[role="option"] span' }));
}

// Pasting is one change per field; typing re-renders the whole form once per character.
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderForm(editing: Product | null = null) {
  const onSubmit = vi.fn(async () => undefined);
  renderWithProviders(<ProductForm editing={editing} pending={false} onSubmit={onSubmit} />, {
    user: ADMIN,
  });
  return onSubmit;
}

describe('product form', () => {
  it('keeps Add disabled until every field, the image and sale price included, is filled', async () => {
    const { calls } = stubApi({
      'POST /admin/products/upload-image': () => ({
        body: { success: true, result: { url: '/uploads/new.png' } },
      }),
    });
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    // Beside the grey button, in words, what it waits for.
    expect(add).toHaveAccessibleDescription(
      'Still needed: image, title, description, category, brand, price, sale price and total stock.',
    );

    await fill(user, screen.getByPlaceholderText('Enter product title'), 'Denim jacket');
    await fill(user, screen.getByPlaceholderText('Enter product description'), 'Warm');
    await choose(user, 'Category', 'Women');
    await choose(user, 'Brand', "Levi's");
    await fill(user, screen.getByPlaceholderText('Enter product price'), '2499.5');
    await fill(user, screen.getByPlaceholderText('Enter total stock'), '7');
    expect(add).toBeDisabled();
    expect(screen.getByText('Still needed: image and sale price.')).toBeVisible();
    await fill(user, screen.getByPlaceholderText('Enter sale price (optional)'), '0');
    // Still no image: the spec counts it among the fields.
    expect(add).toBeDisabled();

    const file = new File(['png'], 'jacket.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload Image'), file);
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByText(/^Still needed/)).toBeNull();
    const form = calls[0]?.body as FormData;
    expect(form.get('myFile')).toBeInstanceOf(File);

    await user.clear(screen.getByPlaceholderText('Enter product title'));
    expect(add).toBeDisabled();
    await fill(user, screen.getByPlaceholderText('Enter product title'), 'Denim jacket');
    // An emptied number input is empty too, not 0.
    await user.clear(screen.getByPlaceholderText('Enter product price'));
    expect(add).toBeDisabled();
    await fill(user, screen.getByPlaceholderText('Enter product price'), '2499.5');
    await user.click(add);
    // Without sizes or colours: the spec's one-stock product, no variants.
    expect(onSubmit).toHaveBeenCalledWith({
      image: '/uploads/new.png',
      images: ['/uploads/new.png'],
      title: 'Denim jacket',
      description: 'Warm',
      category: 'women',
      brand: 'levi',
      price: 2499.5,
      salePrice: 0,
      totalStock: 7,
      sizes: [],
      colours: [],
    });
  });

  it('shows the upload state and the server message when an upload is refused', async () => {
    let finish: (reply: { status: number; body: unknown }) => void = () => {};
    stubApi({
      'POST /admin/products/upload-image': () => new Promise((resolve) => (finish = resolve)),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File(['x'], 'notes.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Uploading image...')).toBeInTheDocument();
    finish({ status: 415, body: { success: false, message: 'Unsupported image type' } });
    expect(await screen.findByText('Unsupported image type')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('takes a dropped file like a chosen one', async () => {
    const { calls } = stubApi({
      'POST /admin/products/upload-image': () => ({
        body: { success: true, result: { url: '/uploads/drop.png' } },
      }),
    });
    renderForm();
    const file = new File(['png'], 'dropped.png', { type: 'image/png' });
    fireEvent.drop(screen.getByTestId('product-image-zone'), { dataTransfer: { files: [file] } });
    expect(await screen.findByText('dropped.png')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('in edit mode fills the fields, disables the image uploader and submits with Edit', async () => {
    const { fetch } = stubApi({});
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm(LINEN_SHIRT);
    const uploader = screen.getByLabelText('Upload Image');
    expect(uploader).toBeDisabled();
    expect(screen.getByPlaceholderText('Enter product title')).toHaveValue('Linen shirt');
    expect(screen.getByLabelText('Brand')).toHaveTextContent("Levi's");

    fireEvent.drop(screen.getByTestId('product-image-zone'), {
      dataTransfer: { files: [new File(['x'], 'other.png', { type: 'image/png' })] },
    });
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ image: '/uploads/shirt.png', price: 1999, salePrice: 1499 }),
    );
  });

  it("names the category's tax defaults, and sends a chosen tax class and HSN code", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm({ ...LINEN_SHIRT, category: 'accessories', hsn: '' });
    expect(screen.getByLabelText('HSN code')).toHaveAttribute(
      'placeholder',
      "4202 (the category's default)",
    );
    await choose(user, 'Tax class', 'GST 5%');
    await fill(user, screen.getByLabelText('HSN code'), '42023110');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ taxClass: 'gst5', hsn: '42023110' }),
    );
  });
});
