import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SliderImage } from '@attire/contract';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { HeroSlider } from './hero-slider';

const images: SliderImage[] = ['a', 'b', 'c'].map((name, index) => ({
  id: `0000000${index}-0000-4000-8000-000000000000`,
  sliderImage: `/uploads/${name}.webp`,
}));

const worded: SliderImage[] = [
  {
    ...images[0]!,
    heading: "Men's Essentials",
    subheading: 'New season: tees, jeans & jackets',
    actionLabel: 'Shop men',
    link: '/shop/listing?category=men',
  },
  {
    ...images[1]!,
    heading: "Women's Wardrobe",
    subheading: 'Wrap dresses, cardigans and denim',
    actionLabel: 'Shop women',
    link: '/shop/listing?category=women',
  },
  { ...images[2]!, heading: 'Fresh Footwear' },
];

afterEach(() => vi.unstubAllGlobals());

function serve(slides: SliderImage[]) {
  vi.stubGlobal('fetch', async () => jsonResponse({ success: true, sliderImages: slides }));
  renderWithProviders(<HeroSlider />);
}

const shownPictures = (slides: HTMLElement[]) =>
  slides.map((slide) => slide.className.includes('opacity-100'));

describe('hero slider', () => {
  it('cross-fades over 1000 ms, showing only the current slide, and wraps with previous', async () => {
    serve(images);
    const slides = await screen.findAllByRole('img', { hidden: true });
    expect(slides).toHaveLength(3);
    for (const slide of slides) expect(slide.style.transitionDuration).toBe('1000ms');
    expect(shownPictures(slides)).toEqual([true, false, false]);

    await userEvent.click(await screen.findByRole('button', { name: 'Previous slide' }));
    expect(shownPictures(slides)).toEqual([false, false, true]);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slides[0]).toHaveClass('opacity-100');
  });

  it("lays the shown slide's words over its picture as text, with a button to its page", async () => {
    serve(worded);
    const carousel = await screen.findByRole('region', { name: 'Featured collections' });
    expect(
      await within(carousel).findByRole('heading', { name: "Men's Essentials" }),
    ).toBeInTheDocument();
    expect(within(carousel).getByText('New season: tees, jeans & jackets')).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'Shop men' })).toHaveAttribute(
      'href',
      '/shop/listing?category=men',
    );
    // Only the shown slide's words: the others' are not in the page.
    expect(screen.queryByText("Women's Wardrobe")).toBeNull();
    expect(within(carousel).getAllByRole('link')).toHaveLength(1);
  });

  it('offers a dot per slide that picks it, the shown one marked as current', async () => {
    serve(worded);
    const dots = await screen.findAllByRole('button', { name: /^Slide \d of 3$/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', 'false', 'false']);

    await userEvent.click(screen.getByRole('button', { name: 'Slide 2 of 3' }));
    expect(screen.getByRole('heading', { name: "Women's Wardrobe" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Men's Essentials" })).toBeNull();
    expect(screen.getByRole('link', { name: 'Shop women' })).toHaveAttribute(
      'href',
      '/shop/listing?category=women',
    );
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('img', { name: 'Slide 2 of 3' })).toHaveAttribute(
      'aria-hidden',
      'false',
    );

    // By keyboard: Tab reaches the dots, Enter picks one.
    screen.getByRole('button', { name: 'Slide 2 of 3' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Slide 3 of 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Fresh Footwear' })).toBeInTheDocument();
    // A slide with a heading and no link has no button.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('moves the words with the arrows too', async () => {
    serve(worded);
    await userEvent.click(await screen.findByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('heading', { name: "Women's Wardrobe" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('heading', { name: 'Fresh Footwear' })).toBeInTheDocument();
  });

  it('holds the shown slide while the pointer is over it or focus is inside', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serve(worded);
      const carousel = await screen.findByRole('region', { name: 'Featured collections' });
      const next = await screen.findByRole('button', { name: 'Next slide' });
      const shows = (name: string) =>
        expect(screen.getByRole('heading', { name })).toBeInTheDocument();
      const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

      fireEvent.mouseEnter(carousel);
      wait(10_000);
      shows("Men's Essentials");
      fireEvent.mouseLeave(carousel);
      wait(3000);
      shows("Women's Wardrobe");

      act(() => next.focus());
      wait(10_000);
      shows("Women's Wardrobe");
      act(() => next.blur());
      wait(3000);
      shows('Fresh Footwear');
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a pause button for the slideshow', async () => {
    serve(images);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('starts paused for whoever asked for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    serve(images);
    expect(await screen.findByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('makes a slide without words of its own (an older one) the link to its page', async () => {
    const linked = [
      { ...images[0]!, link: '/shop/listing?category=men' },
      { ...images[1]!, link: '/shop/listing?category=women' },
    ];
    serve(linked);
    const link = await screen.findByRole('link', { name: /slide 1 of 2/ });
    expect(link).toHaveAttribute('href', '/shop/listing?category=men');
    expect(screen.queryByRole('heading')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('link', { name: /slide 2 of 2/ })).toHaveAttribute(
      'href',
      '/shop/listing?category=women',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
