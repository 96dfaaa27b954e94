import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  MAIL_KINDS,
  colourLabel,
  formatRupees,
  type MailKind,
  type MailMessage,
  type OrderStatus,
  type Product,
} from '@attire/contract';
import {
  ADMIN,
  api,
  login,
  placePaidOrder,
  productDetails,
  registerShopper,
  shopProducts,
  stockedVariant,
} from './support/api';
import { expectBackInStock, waitForKeptMail } from './support/mail';
import { VIEWPORT_HEIGHT, WIDTHS } from './support/main-pages';
import { garmentWithSoldOutSize } from './support/stock';
import { sidewaysOverflow } from './support/ui';

/**
 * One e-mail of each kind, made by the app itself (a registration, a reset request, a password
 * change, a purchase through the sandbox, its journey to delivery, a return and its refund, a
 * sold-out size the shopper asked to hear about and the admin restocked),
 * read back from the back office's API and drawn by Chromium at a phone's and a desktop's width.
 * The pictures are committed beside the pages' (main-pages.spec.ts), so a reviewer can see the
 * e-mails without running the shop.
 */

const DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));
const fileName = (kind: MailKind, width: number) => `email-${kind}-${width}.png`;

const SHIPPING_NOTE = 'Sent with Blue Dart, tracking number BD4471902';
const APPROVAL_NOTE = 'Please post the shirt back within 10 days';
const NEW_PASSWORD = 'Harbour@Lights24';

interface MadeMails {
  mails: Record<MailKind, MailMessage>;
  /** What the order e-mails must show, in rupees as the shop writes them. */
  unitPrice: string;
  orderTotal: string;
  size: string;
  colour: string;
  /** The back-in-stock e-mail's garment and its size and colour, as the e-mail names them. */
  restocked: { title: string; size: string; colour: string };
}

/** Moves a paid order to its delivery as the admin, with a note when it is handed to the courier. */
async function deliverWithNote(request: APIRequestContext, adminToken: string, orderId: string) {
  const steps: OrderStatus[] = ['inProcess', 'inShipping', 'inTransit', 'delivered'];
  for (const orderStatus of steps) {
    await api(request, 'adminOrders.updateStatus', {
      params: { id: orderId },
      token: adminToken,
      body: { orderStatus, ...(orderStatus === 'inShipping' && { note: SHIPPING_NOTE }) },
    });
  }
}

/** Makes every kind of e-mail for one shopper, through the same API calls the app makes. */
async function makeMails(request: APIRequestContext): Promise<MadeMails> {
  const admin = await login(request, ADMIN);
  const shopper = await registerShopper(request, 'asha');
  // A garment that comes in sizes and colours, so the e-mails show both; the dearest (the list
  // is cheapest first), so its prices show the thousands separator.
  const garments = (await shopProducts(request, shopper.token)).filter(
    (candidate) => candidate.sizes.length > 0 && candidate.colours.length > 0,
  );
  let product: Product | undefined;
  for (const candidate of garments.reverse()) {
    const whole = await productDetails(request, shopper.token, candidate.id);
    if (stockedVariant(whole).totalStock >= 10) {
      product = whole;
      break;
    }
  }
  if (!product) throw new Error('the demo catalogue has no garment in stock in a size and colour');
  const variant = stockedVariant(product);
  const unit = variant.salePrice > 0 ? variant.salePrice : variant.price;

  const orderId = await placePaidOrder(request, shopper, product, 2);
  await deliverWithNote(request, admin.token, orderId);
  const { return: opened } = await api(request, 'shopOrders.requestReturn', {
    params: { id: orderId },
    token: shopper.token,
    body: {
      items: [{ productId: product.id, variantId: variant.id, quantity: 1 }],
      reason: 'Too tight across the shoulders',
    },
  });
  for (const [status, note] of [
    ['approved', APPROVAL_NOTE],
    ['refunded', undefined],
  ] as const) {
    await api(request, 'adminReturns.update', {
      params: { id: opened.id },
      token: admin.token,
      body: { status, ...(note && { note }) },
    });
  }
  // A sold-out size the shopper asks to hear about, which the admin then restocks.
  const garment = await garmentWithSoldOutSize(request, 'Harbour');
  await api(request, 'stockAlerts.add', {
    token: shopper.token,
    body: { productId: garment.product.id, variantId: garment.soldOut.id },
  });
  await garment.restock(6);
  await api(request, 'auth.forgotPassword', { body: { email: shopper.email } });
  await api(request, 'auth.changePassword', {
    token: shopper.token,
    body: {
      currentPassword: shopper.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    },
  });

  const wait = (kind: MailKind, matches?: (mail: MailMessage) => boolean) =>
    waitForKeptMail(request, admin.token, shopper.email, kind, matches);
  const mails: Record<MailKind, MailMessage> = {
    verifyEmail: await wait('verifyEmail'),
    resetPassword: await wait('resetPassword'),
    passwordChanged: await wait('passwordChanged'),
    orderConfirmed: await wait('orderConfirmed'),
    // The step with a note: it shows the most of what a status e-mail can hold.
    orderStatusChanged: await wait('orderStatusChanged', (mail) =>
      mail.text.includes(SHIPPING_NOTE),
    ),
    orderRefunded: await wait('orderRefunded'),
    returnUpdated: await wait('returnUpdated', (mail) => mail.text.includes(APPROVAL_NOTE)),
    backInStock: await wait('backInStock'),
  };
  return {
    mails,
    unitPrice: formatRupees(unit),
    orderTotal: formatRupees(unit * 2),
    size: variant.size!,
    colour: colourLabel(variant.colour!),
    restocked: {
      title: garment.product.title,
      size: garment.soldOut.size!,
      colour: colourLabel(garment.soldOut.colour!),
    },
  };
}

const test = base.extend<object, { made: MadeMails }>({
  made: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      await provide(await makeMails(request));
      await request.dispose();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/**
 * How much of a screenshot is drawn: the share of its pixels darker than mid-grey (text, the
 * button) and how many colours it has, measured by decoding the PNG in the browser.
 */
async function inkOf(page: Page, png: Buffer) {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) {
      const [red, green, blue] = [data[index]!, data[index + 1]!, data[index + 2]!];
      if (0.299 * red + 0.587 * green + 0.114 * blue < 128) dark += 1;
      colours.add(((red >> 4) << 8) | ((green >> 4) << 4) | (blue >> 4));
    }
    return { darkShare: dark / (data.length / 4), colours: colours.size };
  }, png.toString('base64'));
}

/** What each e-mail must show besides the shop's name, in the words of the e-mail. */
function expectedText(kind: MailKind, made: MadeMails): string[] {
  const lines = [`Size ${made.size} · Colour ${made.colour}`, `2 × ${made.unitPrice}`];
  switch (kind) {
    case 'verifyEmail':
      return ['Verify my e-mail address', 'The link works for 7 days.'];
    case 'resetPassword':
      return ['Choose a new password', 'The link works once, for 60 minutes.'];
    case 'passwordChanged':
      return ['Your password has been changed', 'Reset my password'];
    case 'orderConfirmed':
      return [...lines, made.orderTotal, '12 MG Road, Indiranagar, Bengaluru 560038'];
    case 'orderStatusChanged':
      return [...lines, made.orderTotal, 'In shipping', SHIPPING_NOTE];
    case 'orderRefunded':
      return [made.unitPrice, made.orderTotal, 'Your refund has been issued'];
    case 'returnUpdated':
      return [`1 × ${made.unitPrice}`, 'Approved', APPROVAL_NOTE];
    case 'backInStock':
      return ['It is back in stock', made.restocked.title, 'See it in the shop'];
  }
}

/** The first visible text of the e-mail that has `text` (its preheader is hidden). */
const shown = (page: Page, text: string | RegExp) =>
  page.getByText(text).filter({ visible: true }).first();

const WITH_PRICES = new Set<MailKind>([
  'orderConfirmed',
  'orderStatusChanged',
  'orderRefunded',
  'returnUpdated',
]);

test.describe('screenshots of the e-mails', () => {
  test.beforeAll(() => {
    mkdirSync(DIR, { recursive: true });
    // Pictures of e-mails that are no longer captured would mislead a reviewer.
    const current = new Set(
      MAIL_KINDS.flatMap((kind) => WIDTHS.map((width) => fileName(kind, width))),
    );
    for (const file of readdirSync(DIR)) {
      if (file.startsWith('email-') && file.endsWith('.png') && !current.has(file)) {
        rmSync(path.join(DIR, file));
      }
    }
  });

  for (const kind of MAIL_KINDS) {
    test(`${kind} at ${WIDTHS.join(' and ')} px`, async ({ page, made }) => {
      const mail = made.mails[kind];
      if (kind === 'backInStock') {
        // The contract fixes this subject, without the shop's name.
        const { title, size, colour } = made.restocked;
        expect(mail.subject).toBe(`Back in stock: ${title}, ${size}, ${colour}`);
      } else {
        expect(mail.subject).toContain('Attire');
      }
      expect(mail.text).toContain('Attire');
      if (kind === 'backInStock') {
        expect(mail.text).toContain(
          `Size: ${made.restocked.size}\nColour: ${made.restocked.colour}`,
        );
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: VIEWPORT_HEIGHT[width] });
        await page.setContent(mail.html);
        await expect(page).toHaveTitle(mail.subject);
        // The shop's name heads every e-mail.
        await expect(page.getByText('Attire', { exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const text of expectedText(kind, made)) {
          await expect(shown(page, text)).toBeVisible();
        }
        if (WITH_PRICES.has(kind)) {
          await expect(shown(page, /₹\d[\d,]*\.\d\d/)).toBeVisible();
        }
        if (kind === 'backInStock') await expectBackInStock(page, made.restocked);
        // Nothing is cut off on a phone: the e-mail fits the screen's width.
        expect(await sidewaysOverflow(page)).toBe(0);

        const png = await page.screenshot({
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
        const ink = await inkOf(page, png);
        expect(ink.darkShare, 'dark pixels (text) in the picture').toBeGreaterThan(0.002);
        expect(ink.colours, 'colours in the picture').toBeGreaterThan(8);
        writeFileSync(path.join(DIR, fileName(kind, width)), png);
      }
    });
  }
});
