import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { HeroSlider } from './hero-slider';

const images = ['a', 'b', 'c'].map((name, index) => ({
  id: `0000000${index}-0000-4000-8000-000000000000`,
  sliderImage: `/uploads/${name}.webp`,
}));

afterEach(() => vi.unstubAllGlobals());

describe('hero slider', () => {
  it('cross-fades over 1000 ms, showing only the current slide, and wraps with previous', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ success: true, sliderImages: images }));
    renderWithProviders(<HeroSlider />);
    const slides = await screen.findAllByRole('img', { hidden: true });
    expect(slides).toHaveLength(3);
    for (const slide of slides) expect(slide.style.transitionDuration).toBe('1000ms');
    expect(slides.map((slide) => slide.className.includes('opacity-100'))).toEqual([
      true,
      false,
      false,
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slides.map((slide) => slide.className.includes('opacity-100'))).toEqual([
      false,
      false,
      true,
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slides[0]).toHaveClass('opacity-100');
  });

  it('offers a pause button for the slideshow', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ success: true, sliderImages: images }));
    renderWithProviders(<HeroSlider />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('leads from a slide to the page its link names, and only the shown slide does', async () => {
    const linked = [
      { ...images[0]!, link: '/shop/listing?category=men' },
      { ...images[1]!, link: '/shop/listing?category=women' },
    ];
    vi.stubGlobal('fetch', async () => jsonResponse({ success: true, sliderImages: linked }));
    renderWithProviders(<HeroSlider />);
    const link = await screen.findByRole('link', { name: /slide 1 of 2/ });
    expect(link).toHaveAttribute('href', '/shop/listing?category=men');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('link', { name: /slide 2 of 2/ })).toHaveAttribute(
      'href',
      '/shop/listing?category=women',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
