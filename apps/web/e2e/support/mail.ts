import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { LIMITS, type MailKind, type MailMessage } from '@attire/contract';
import { ADMIN, api, login } from './api';
import { signInWithToken } from './ui';

/**
 * The e-mails the shop writes. The e2e server has no SMTP_URL, so nothing is sent: every e-mail
 * is kept, and the admin reads it through the back office (its page, or its API).
 */

/** The e-mails to one address, newest first, as the back office lists them. */
export async function mailsTo(
  request: APIRequestContext,
  adminToken: string,
  to: string,
): Promise<MailMessage[]> {
  const { messages } = await api(request, 'adminMessages.list', {
    token: adminToken,
    query: { to, limit: LIMITS.pageSizeMax },
  });
  return messages;
}

/**
 * Waits until the e-mail of `kind` to `to` that `matches` picks has been written and has gone
 * through its sending (kept, with no SMTP_URL). Background jobs write and send e-mails a
 * second or so after the event, so they are polled for.
 */
export async function waitForKeptMail(
  request: APIRequestContext,
  adminToken: string,
  to: string,
  kind: MailKind,
  matches: (mail: MailMessage) => boolean = () => true,
): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(request, adminToken, to);
        found = mails.find((mail) => mail.kind === kind && matches(mail));
        return found?.state;
      },
      { message: `a kept ${kind} e-mail to ${to}`, timeout: 30_000 },
    )
    .toBe('kept');
  return found!;
}

/**
 * Signs the admin in, in a browser context of its own (a shopper's page stays as it is), and
 * opens the Messages page through the back office's menu.
 */
export async function openMessagesAsAdmin(
  browser: Browser,
  baseURL: string | undefined,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const admin = await login(context.request, ADMIN);
  await signInWithToken(page, admin.token, '/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Messages', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page).toHaveTitle('Messages · Admin · Attire');
  return page;
}

/**
 * A back-in-stock e-mail drawn in `page`: the garment's picture, loaded, its size and colour,
 * and its button to the product's page, on the alert's colour.
 */
export async function expectBackInStock(
  page: Page,
  garment: { title: string; size: string; colour: string },
) {
  const picture = page.getByRole('img', { name: garment.title });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  for (const fact of ['Size', garment.size, 'Colour', garment.colour]) {
    await expect(page.getByText(fact, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'See it in the shop' })).toHaveAttribute(
    'href',
    /\/shop\/product\/[0-9a-f-]{36}\?colour=/,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Filters the Messages page to one recipient and presses Refresh until the e-mail with this
 * subject is listed (a background job writes it), then opens it. Returns its dialog.
 */
export async function openMailFromMessagesPage(page: Page, to: string, subject: string) {
  await page.getByRole('searchbox', { name: 'Recipient' }).fill(to);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe(to);
  const table = page.getByRole('table', { name: 'E-mails' });
  // "View: <subject> to <address>"; Chromium puts a space before the colon, as the words after
  // "View" are in a visually hidden span, which it takes for a block of its own.
  const view = table.getByRole('button', {
    name: new RegExp(`^View ?: ${escapeRegExp(subject)} to ${escapeRegExp(to)}$`),
  });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(view).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await view.click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toBeVisible();
  return dialog;
}
