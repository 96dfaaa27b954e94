import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  COLOURS,
  COLOUR_IDS,
  DEFAULT_SORT,
  LISTING_PAGE_SIZE,
  colourLabel,
  type Product,
  type Variant,
} from '@attire/contract';
import { api, registerShopper } from './support/api';
import { cartButton, signInWithToken } from './support/ui';

/**
 * Issue 25, item 9: a title never contradicts the colour bought, and a listing filtered by a
 * colour shows that colour, on the tile, on the product's page and in the cart.
 */

interface ColourPick {
  colour: string;
  product: Product;
  /** The colour's own picture, as the product's details give it. */
  picture: string;
  /** A variant of the colour in stock, to buy. */
  variant: Variant;
}

/**
 * A colour whose filtered listing opens with a product sold in several colours, led by another
 * colour (so that its own picture would be the wrong one), found through the API.
 */
async function findColourPick(request: APIRequestContext, token: string): Promise<ColourPick> {
  for (const colour of COLOUR_IDS) {
    const reply = await api(request, 'shopProducts.list', {
      query: { colour, sortBy: DEFAULT_SORT, page: 1, limit: LISTING_PAGE_SIZE },
      token,
    });
    const first = reply.products[0];
    if (!first || first.colours.length < 2 || first.colours[0] === colour) continue;
    const { product } = await api(request, 'shopProducts.details', {
      params: { id: first.id },
      token,
    });
    const ofColour = product.variants.filter((variant) => variant.colour === colour);
    const picture = ofColour.find((variant) => variant.image)?.image;
    const variant = ofColour.find((entry) => entry.totalStock > 0);
    if (picture && variant && picture !== product.image) {
      return { colour, product, picture, variant };
    }
  }
  throw new Error('No colour-filtered listing opens with a product led by another colour');
}

/** The palette's colours other than `colour` that `text` names as words. */
const otherColoursNamed = (text: string, colour: string) =>
  COLOURS.filter(
    (entry) => entry.id !== colour && new RegExp(`\\b${entry.label}\\b`, 'i').test(text),
  ).map((entry) => entry.label);

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}

for (const width of [1280, 390] as const) {
  test(`a listing filtered by a colour shows and sells that colour (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const shopper = await registerShopper(request, `colour${width}`);
    const pick = await findColourPick(request, shopper.token);
    const { product, colour, picture, variant } = pick;
    const label = colourLabel(colour);
    const swatch = (scope: Page | ReturnType<Page['getByRole']>) =>
      scope
        .getByRole('group', { name: /^Colour/ })
        .getByRole('button', { name: label, exact: true });

    const tiles = page.getByRole('region', { name: 'Products' }).getByRole('listitem');
    await test.step("the first tile shows the colour's picture and links to it", async () => {
      await signInWithToken(page, shopper.token, `/shop/listing?colour=${colour}`);
      const first = tiles.first();
      await expect(first.getByRole('heading', { level: 3 })).toHaveText(product.title);
      await expect(first.getByRole('img', { name: product.title })).toHaveAttribute('src', picture);
      await expect(first.getByRole('link', { name: product.title })).toHaveAttribute(
        'href',
        `/shop/product/${product.id}?colour=${colour}`,
      );
    });

    await test.step('its quick view opens on that colour, chosen', async () => {
      await tiles.first().getByRole('link', { name: product.title }).click();
      const details = page.getByRole('dialog', { name: product.title });
      await expect(swatch(details)).toHaveAttribute('aria-pressed', 'true');
      await expect(details.getByText(`: ${label}`, { exact: true })).toBeVisible();
      await expect(
        details.getByRole('img', { name: product.title, exact: true }).first(),
      ).toHaveAttribute('src', picture);
      await expect(page).toHaveURL(`/shop/product/${product.id}?colour=${colour}`);
    });

    await test.step('its full page does too, and sells that colour', async () => {
      await page
        .getByRole('dialog', { name: product.title })
        .getByRole('link', { name: 'View the full page' })
        .click();
      await expect(page).toHaveURL(`/shop/product/${product.id}?colour=${colour}`);
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      await expect(swatch(page)).toHaveAttribute('aria-pressed', 'true');
      const main = page.getByRole('main');
      await expect(main.getByRole('img', { name: product.title, exact: true })).toHaveAttribute(
        'src',
        picture,
      );
      await expectAccessible(page);
      if (variant.size) {
        await page
          .getByRole('group', { name: 'Size' })
          .getByRole('button', { name: new RegExp(`^${variant.size}\\b`) })
          .click();
      }
      await page.getByRole('button', { name: 'Add to cart' }).click();
    });

    await test.step('the cart line says that colour, and its title no other', async () => {
      const cart = page.getByRole('dialog', { name: 'Your Cart' });
      const line = cart.getByRole('listitem');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(product.title);
      await expect(line).toContainText(label);
      expect(otherColoursNamed(product.title, colour)).toEqual([]);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(cart).toBeHidden();
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    });
  });
}
