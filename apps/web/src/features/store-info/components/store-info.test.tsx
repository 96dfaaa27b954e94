import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopInfo } from '@attire/contract';
import { seriousAxeFindings } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ShopFooter } from './shop-footer';
import { StoreInfoPages } from './store-info-pages';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const SHOP: ShopInfo = {
  storeName: 'Attire',
  legalName: 'Attire Retail Private Limited',
  supportEmail: 'help@attire.example.in',
  supportPhone: '080 4123 4567',
  address: '4th Floor, 12 MG Road\nBengaluru 560001',
  returnAddress: 'Attire Returns\nDock 4, Peenya\nBengaluru 560058',
  gstin: '29AAACA1234B1ZE',
  returnWindowDays: 14,
  shipping: {
    flatRate: 49,
    freeFrom: 999,
    zones: [{ name: 'North-east', states: ['18', '14'], rate: 99.5, freeFrom: null }],
  },
};

const stubShop = (shop: ShopInfo) =>
  stubApi({ 'GET /shop/info': () => ({ body: { success: true, shop } }) });

const renderPage = (route: string) => renderWithProviders(<StoreInfoPages />, { route });

describe('the shop footer', () => {
  it('links to the contact, shipping, returns and privacy pages and names the e-mail and phone', async () => {
    stubShop(SHOP);
    const { container } = renderWithProviders(<ShopFooter />);
    const nav = screen.getByRole('navigation', { name: 'Shop information' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Contact', '/shop/contact'],
      ['Shipping', '/shop/shipping-policy'],
      ['Returns', '/shop/returns-policy'],
      ['Privacy', '/shop/privacy'],
    ]);
    const footer = screen.getByRole('contentinfo');
    expect(
      await within(footer).findByRole('link', { name: 'help@attire.example.in' }),
    ).toHaveAttribute('href', 'mailto:help@attire.example.in');
    expect(within(footer).getByRole('link', { name: '080 4123 4567' })).toHaveAttribute(
      'href',
      'tel:08041234567',
    );
    expect(await seriousAxeFindings(container)).toEqual([]);
  });

  it('keeps its links when the details cannot be read', async () => {
    stubApi({
      'GET /shop/info': () => ({ status: 503, body: { success: false, message: 'Down' } }),
    });
    renderWithProviders(<ShopFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link')).toHaveLength(4);
  });
});

describe("the shop's pages about itself", () => {
  it('says what delivery costs, with the free-delivery threshold and the zones in rupees', async () => {
    stubShop(SHOP);
    renderPage('/shop/shipping-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping policy' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Delivery costs ₹49.00 an order, free on orders of ₹999.00 or more (the states listed below have their own).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('North-east (Assam, Manipur): ₹99.50 an order')).toBeInTheDocument();
    expect(screen.getByText(/counts your items after any promotion code/)).toBeInTheDocument();
  });

  it('says delivery is free when the shop charges none', async () => {
    stubShop({ ...SHOP, shipping: { flatRate: 0, freeFrom: null, zones: [] } });
    renderPage('/shop/shipping-policy');
    expect(
      await screen.findByText('Delivery is free on every order, anywhere in India.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/promotion code/)).toBeNull();
  });

  it('tells the return window, where the items go and how the money comes back', async () => {
    stubShop(SHOP);
    renderPage('/shop/returns-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Returns policy' })).toBeInTheDocument();
    expect(await screen.findByText(/within 14 days of delivery/)).toBeInTheDocument();
    const address = screen.getByText(/Attire Returns/);
    expect(address.tagName).toBe('ADDRESS');
    expect(address).toHaveTextContent('Attire Returns Dock 4, Peenya Bengaluru 560058');
    expect(screen.getByText(/refund them to the PayPal account you paid with/)).toBeInTheDocument();
  });

  it('says the return address comes by e-mail while the shop has none', async () => {
    stubShop({ ...SHOP, address: null, returnAddress: null });
    renderPage('/shop/returns-policy');
    expect(
      await screen.findByText(/e-mail you the address to send the items to/),
    ).toBeInTheDocument();
  });

  it('gives the e-mail, phone, address, legal name and GSTIN on the contact page', async () => {
    stubShop(SHOP);
    const { container } = renderPage('/shop/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@attire.example.in' })).toBeVisible();
    expect(screen.getByRole('link', { name: '080 4123 4567' })).toHaveAttribute(
      'href',
      'tel:08041234567',
    );
    expect(container.querySelector('address')).toHaveTextContent(
      'Attire Retail Private Limited 4th Floor, 12 MG Road Bengaluru 560001',
    );
    expect(screen.getByText('29AAACA1234B1ZE')).toBeInTheDocument();
    expect(await seriousAxeFindings(container)).toEqual([]);
  });

  it('leaves out what the shop has not set: no phone, address or GSTIN', async () => {
    stubShop({ ...SHOP, supportPhone: null, legalName: null, address: null, gstin: null });
    const { container } = renderPage('/shop/contact');
    expect(await screen.findByRole('link', { name: 'help@attire.example.in' })).toBeVisible();
    expect(screen.queryByText('Phone')).toBeNull();
    expect(screen.queryByText('GSTIN')).toBeNull();
    expect(container.querySelector('address')).toBeNull();
  });

  it('says what it keeps and why on the privacy page, and whom to write to', async () => {
    stubShop(SHOP);
    renderPage('/shop/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'What we keep and why' })).toBeVisible();
    expect(screen.getByText(/we never see your card or bank details/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@attire.example.in' })).toBeVisible();
  });

  it('says while it loads, and when it failed, with Retry', async () => {
    let fail = true;
    stubApi({
      'GET /shop/info': () =>
        fail
          ? {
              status: 503,
              body: { success: false, message: 'The shop cannot reach its database.' },
            }
          : { body: { success: true, shop: SHOP } },
    });
    const user = userEvent.setup({ delay: null });
    renderPage('/shop/returns-policy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the shop’s details...');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop’s details could not be loaded.');
    expect(alert).toHaveTextContent('The shop cannot reach its database.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText(/within 14 days of delivery/)).toBeVisible());
  });
});
