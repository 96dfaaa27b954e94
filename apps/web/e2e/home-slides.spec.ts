import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ADMIN, api, login, registerShopper } from './support/api';
import { settle, signInWithToken } from './support/ui';

// Issue 25, item 8: the phone's first screen read "OMEN'S RDROBE" (the words were drawn into a
// wide picture that a phone crops, under the arrows). The words are now text over the picture,
// the arrows along the bottom edge, with a dot per slide; the admin's form previews both crops.

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const FIRST = "Men's Essentials";
const SECOND = "Women's Wardrobe";

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  return box!;
}

/** The heading lies wholly in the window, none of it cut off, and no control covers it. */
async function expectHeadingClear(page: Page, slider: Locator, name: string) {
  const heading = slider.getByRole('heading', { name, exact: true });
  await expect(heading).toBeVisible();
  await expect(heading).toBeInViewport({ ratio: 1 });
  const box = await boxOf(heading);
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  // Wrapped rather than clipped: the text is no wider than its box.
  expect(await heading.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  const frame = await boxOf(slider);
  expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
  const controls = slider.getByRole('button');
  await expect(controls.first()).toBeVisible();
  for (const control of await controls.all()) {
    const label = await control.getAttribute('aria-label');
    expect(overlaps(box, await boxOf(control)), `${label} covers "${name}"`).toBe(false);
  }
}

async function expectNoSeriousAxeFinding(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
  expect(serious, what).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the first slide shows its words whole, with dots that pick a slide', async ({
      page,
      request,
    }) => {
      const shopper = await registerShopper(request, 'slides');
      await signInWithToken(page, shopper.token, '/shop/home');
      const slider = page.getByRole('region', { name: 'Featured collections' });
      // Held still, so the clock cannot move the slide between two looks.
      await slider.getByRole('button', { name: 'Pause slideshow' }).click();
      await slider.getByRole('button', { name: 'Slide 1 of 3' }).click();
      await page.mouse.move(0, viewport.height - 1);

      await test.step('the first slide: its words as text, clear of the controls', async () => {
        await expectHeadingClear(page, slider, FIRST);
        await expect(slider.getByRole('link', { name: 'Shop men' })).toHaveAttribute(
          'href',
          '/shop/listing?category=men',
        );
        await expect(slider.getByRole('link', { name: 'Shop men' })).toBeInViewport({ ratio: 1 });
        // The picture is still the one the page asks for first.
        const picture = slider.getByRole('img', { name: 'Slide 1 of 3' });
        await expect(picture).toHaveAttribute('fetchpriority', 'high');
        await expect(picture).toHaveAttribute('loading', 'eager');
      });

      await test.step('a dot per slide; the second dot shows the second slide', async () => {
        const dots = slider.getByRole('button', { name: /^Slide \d of 3$/ });
        await expect(dots).toHaveCount(3);
        await expect(dots.first()).toHaveAttribute('aria-current', 'true');
        for (const dot of await dots.all()) {
          const box = await boxOf(dot);
          // Big enough to press (WCAG 2.5.8: 24 x 24 px).
          expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
        }
        await slider.getByRole('button', { name: 'Slide 2 of 3' }).click();
        await expect(slider.getByRole('button', { name: 'Slide 2 of 3' })).toHaveAttribute(
          'aria-current',
          'true',
        );
        await expectHeadingClear(page, slider, SECOND);
        await expect(slider.getByRole('heading', { name: FIRST })).toHaveCount(0);
      });

      await test.step('by keyboard: the next dot, then Enter', async () => {
        await slider.getByRole('button', { name: 'Slide 2 of 3' }).focus();
        await page.keyboard.press('Tab');
        await expect(slider.getByRole('button', { name: 'Slide 3 of 3' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expectHeadingClear(page, slider, 'Fresh Footwear');
      });

      await test.step('axe finds nothing serious; the first screen, captured', async () => {
        await slider.getByRole('button', { name: 'Slide 1 of 3' }).click();
        await expect(slider.getByRole('heading', { name: FIRST })).toBeVisible();
        await expect(page.locator('main ul li h3').first()).toBeVisible();
        await settle(page);
        await page.mouse.move(0, viewport.height - 1);
        await expectNoSeriousAxeFinding(page, `home at ${viewport.width} px`);
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({
          path: `${SCREENSHOTS}home-slides-${viewport.width}.png`,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    });

    test("the admin's form says the size to upload and previews both crops", async ({
      page,
      request,
    }) => {
      const admin = await login(request, ADMIN);
      const [seeded] = (await api(request, 'slider.list', { token: admin.token })).sliderImages;
      const picture = await (await request.get(seeded!.sliderImage)).body();
      await signInWithToken(page, admin.token, '/admin/dashboard');

      await expect(page.getByText(/^Upload a picture at least 1600 × 640 px\./)).toBeVisible();
      await page.getByLabel('Upload Image').setInputFiles({
        name: 'campaign.webp',
        mimeType: 'image/webp',
        buffer: picture,
      });
      await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
      await page
        .getByRole('textbox', { name: 'Heading (optional)', exact: true })
        .fill('Monsoon Layers');
      await page
        .getByRole('textbox', { name: 'Subheading (optional)' })
        .fill('Rain jackets and quick-dry shorts');
      await page.getByRole('textbox', { name: 'Link (optional)' }).fill('/shop/listing');
      await page.getByRole('textbox', { name: 'Button label (optional)' }).fill('Shop the rain');

      for (const width of [1280, 390]) {
        const frame = page.getByTestId(`slide-preview-${width}`);
        await expect(frame.getByText('Monsoon Layers')).toBeVisible();
        await expect(frame.getByText('Shop the rain')).toBeVisible();
        // Scaled to fit the form, never wider than the window.
        const box = await boxOf(frame);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      await expect(page.getByText('On a phone (390 px wide)')).toBeVisible();
      // Nothing on the page scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await page.getByTestId('slide-preview-390').scrollIntoViewIfNeeded();
      await settle(page);
      await expectNoSeriousAxeFinding(page, `slide form at ${viewport.width} px`);
      // For whoever looks at a failure or a change: the form with its previews.
      await page.screenshot({ path: test.info().outputPath('slide-form.png'), fullPage: true });
    });
  });
}
