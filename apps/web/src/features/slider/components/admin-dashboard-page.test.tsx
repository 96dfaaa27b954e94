import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SliderImage, User } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { AdminDashboardPage } from './admin-dashboard-page';

// Whole pages driven through real events: give a busy CI machine room.
vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const ADMIN: User = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Admin',
  email: 'admin@attire.test',
  role: 'admin',
  emailVerified: true,
};

/** Slider images the stubbed server keeps; uploads answer with `upload`. */
function stubSlider(initial: SliderImage[], upload: () => { status?: number; body: unknown }) {
  let images = [...initial];
  let next = 1;
  return stubApi({
    'POST /admin/products/upload-image': upload,
    'GET /features': () => ({ body: { success: true, sliderImages: images } }),
    'POST /features': ({ body }) => {
      const image = {
        id: `bbbbbbbb-0000-4000-8000-00000000000${next++}`,
        ...(body as Omit<SliderImage, 'id'>),
      };
      images = [...images, image];
      return { status: 201, body: { success: true, sliderImage: image } };
    },
    'DELETE /features/:id': ({ params }) => {
      images = images.filter((image) => image.id !== params.id);
      return { body: { success: true, message: 'Slider image deleted successfully.' } };
    },
  });
}

const uploaded = () => ({ body: { success: true, result: { url: '/uploads/banner.png' } } });

describe('admin dashboard', () => {
  it('uploads a dropped image, then adds its URL to the slider list', async () => {
    const { calls } = stubSlider([], uploaded);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    expect(await screen.findByText('No slider images yet.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add Slider Image' });
    expect(add).toBeDisabled();

    const file = new File(['png'], 'banner.png', { type: 'image/png' });
    fireEvent.drop(screen.getByTestId('slider-image-zone'), { dataTransfer: { files: [file] } });
    expect(await screen.findByText('banner.png')).toBeInTheDocument();
    await waitFor(() => expect(add).toBeEnabled());
    const upload = calls.find((call) => call.path === '/admin/products/upload-image');
    expect((upload?.body as FormData).get('myFile')).toBeInstanceOf(File);

    await user.click(add);
    expect(await screen.findByRole('img', { name: 'Slider image 1' })).toHaveAttribute(
      'src',
      '/uploads/banner.png',
    );
    expect(calls.find((call) => call.method === 'POST' && call.path === '/features')?.body).toEqual(
      { sliderImage: '/uploads/banner.png' },
    );
    expect(getToasts()[0]?.title).toBe('Slider image added successfully');
    // Ready for the next one.
    expect(screen.queryByText('banner.png')).not.toBeInTheDocument();
    expect(add).toBeDisabled();
  });

  it('says beside the disabled Add Slider Image what it waits for, in words', async () => {
    let finish: () => void = () => {};
    const uploadDone = new Promise<void>((resolve) => (finish = resolve));
    // The upload answers when the test lets it.
    stubApi({
      'GET /features': () => ({ body: { success: true, sliderImages: [] } }),
      'POST /admin/products/upload-image': async () => {
        await uploadDone;
        return uploaded();
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    const add = screen.getByRole('button', { name: 'Add Slider Image' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Still needed: an image.');
    expect(screen.getByText('Still needed: an image.')).toBeVisible();

    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File(['png'], 'banner.png', { type: 'image/png' }),
    );
    expect(add).toHaveAccessibleDescription('Wait for the image to finish uploading.');
    finish();
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByText(/^Still needed|^Wait for the image/)).toBeNull();
  });

  it('sends an optional link with the image, lists it, and is ready for the next slide', async () => {
    const { calls } = stubSlider([], uploaded);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    const input = screen.getByLabelText('Upload Image');
    const link = screen.getByRole('textbox', { name: 'Link (optional)' });
    expect(link).toHaveAttribute('placeholder', '/shop/listing?category=men');

    await user.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }));
    await user.type(link, '  /shop/listing?category=men ');
    const add = screen.getByRole('button', { name: 'Add Slider Image' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await screen.findByText('Links to /shop/listing?category=men')).toBeInTheDocument();
    const posts = () => calls.filter((call) => call.method === 'POST' && call.path === '/features');
    expect(posts()[0]?.body).toEqual({
      sliderImage: '/uploads/banner.png',
      link: '/shop/listing?category=men',
    });
    // The button disables itself until the next upload; focus waits where that one starts.
    expect(add).toBeDisabled();
    expect(input).toHaveFocus();
    expect(link).toHaveValue('');

    // A slide without a link is still allowed, and sends none.
    await user.upload(input, new File(['png'], 'second.png', { type: 'image/png' }));
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await screen.findByText('No link')).toBeInTheDocument();
    expect(posts()[1]?.body).toEqual({ sliderImage: '/uploads/banner.png' });
  });

  it('says what size of picture to upload, and where the products go', async () => {
    stubSlider([], uploaded);
    renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    expect(
      screen.getByText(
        'Upload a picture at least 1600 × 640 px. Keep the products in its right half: a phone shows only the middle-right part, with the words over its left.',
      ),
    ).toBeVisible();
  });

  it('sends the words with the picture, previews them on a computer and a phone, and lists them', async () => {
    const { calls } = stubSlider([], uploaded);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    // No preview before there is a picture.
    expect(screen.queryByText('On a phone (390 px wide)')).toBeNull();
    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File(['png'], 'banner.png', { type: 'image/png' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Heading (optional)' }),
      "Men's Essentials",
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Subheading (optional)' }),
      'New season: tees, jeans & jackets ',
    );
    await user.type(screen.getByRole('textbox', { name: 'Link (optional)' }), '/shop/listing');
    await user.type(screen.getByRole('textbox', { name: 'Button label (optional)' }), 'Shop men');

    // The picture with its words over it, at 1280 and at 390 px wide.
    for (const width of [1280, 390]) {
      const frame = await screen.findByTestId(`slide-preview-${width}`);
      expect(frame).toHaveStyle({ width: `${width}px` });
      expect(frame.querySelector('img')).toHaveAttribute('src', '/uploads/banner.png');
      expect(within(frame).getByText("Men's Essentials")).toBeInTheDocument();
      expect(within(frame).getByText('Shop men')).toBeInTheDocument();
    }
    expect(screen.getByText('On a computer (1280 px wide)')).toBeVisible();
    expect(screen.getByText('On a phone (390 px wide)')).toBeVisible();

    const add = screen.getByRole('button', { name: 'Add Slider Image' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const list = await screen.findByRole('region', { name: 'Slider Images' });
    expect(await within(list).findByText("Men's Essentials")).toBeInTheDocument();
    expect(within(list).getByText('New season: tees, jeans & jackets')).toBeInTheDocument();
    expect(within(list).getByText('Button: Shop men')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/features')?.body).toEqual(
      {
        sliderImage: '/uploads/banner.png',
        link: '/shop/listing',
        heading: "Men's Essentials",
        subheading: 'New season: tees, jeans & jackets',
        actionLabel: 'Shop men',
      },
    );
    // Ready for the next slide: the words are cleared with the picture.
    expect(screen.getByRole('textbox', { name: 'Heading (optional)' })).toHaveValue('');
    expect(screen.queryByTestId('slide-preview-390')).toBeNull();
  });

  it("refuses a heading too long to fit, under the field, with the contract's message", async () => {
    const { calls } = stubSlider([], uploaded);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File(['png'], 'banner.png', { type: 'image/png' }),
    );
    const heading = screen.getByRole('textbox', { name: 'Heading (optional)' });
    await user.click(heading);
    await user.paste('w'.repeat(61));
    const add = screen.getByRole('button', { name: 'Add Slider Image' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    const message = 'Heading must be at most 60 characters';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(heading).toHaveAccessibleDescription(message);
    expect(heading).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/features')).toBe(false);
  });

  it('lists an older slide without words as the picture alone', async () => {
    stubSlider(
      [{ id: 'bbbbbbbb-0000-4000-8000-0000000000a1', sliderImage: '/uploads/one.png' }],
      uploaded,
    );
    renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    expect(await screen.findByText('No words: the picture alone')).toBeInTheDocument();
  });

  it("refuses a link outside the shop under the field, with the contract's message", async () => {
    const { calls } = stubSlider([], uploaded);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File(['png'], 'banner.png', { type: 'image/png' }),
    );
    const link = screen.getByRole('textbox', { name: 'Link (optional)' });
    await user.type(link, 'https://elsewhere.example/sale');
    const add = screen.getByRole('button', { name: 'Add Slider Image' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    const message = 'Link must be a page of the shop, starting with /shop/';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(message);
    expect(link).toHaveFocus();
    expect(getToasts()[0]).toMatchObject({ title: 'Validation Error', description: message });
    expect(calls.some((call) => call.method === 'POST' && call.path === '/features')).toBe(false);
  });

  it('opens with the keyboard-reachable file input and shows the server message on failure', async () => {
    stubSlider([], () => ({
      status: 413,
      body: { success: false, message: 'The image is larger than 5 MB.' },
    }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    const input = screen.getByLabelText('Upload Image');
    await user.tab();
    expect(input).toHaveFocus();
    await user.upload(input, new File(['big'], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('The image is larger than 5 MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Slider Image' })).toBeDisabled();
  });

  it('deletes a slider image with one click', async () => {
    stubSlider(
      [
        { id: 'bbbbbbbb-0000-4000-8000-0000000000a1', sliderImage: '/uploads/one.png' },
        { id: 'bbbbbbbb-0000-4000-8000-0000000000a2', sliderImage: '/uploads/two.png' },
      ],
      uploaded,
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Delete Slider image 1' }));
    await waitFor(() =>
      expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
        '/uploads/two.png',
      ]),
    );
    expect(getToasts()[0]?.title).toBe('Slider image deleted successfully.');
  });
});
