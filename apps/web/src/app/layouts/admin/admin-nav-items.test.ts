import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, adminTitleFor } from './admin-nav-items';

describe('admin navigation', () => {
  it('lists Returns right after Orders', () => {
    const labels = ADMIN_NAV_ITEMS.map((item) => item.label);
    const orders = labels.indexOf('Orders');
    expect(labels.slice(orders, orders + 2)).toEqual(['Orders', 'Returns']);
    expect(ADMIN_NAV_ITEMS.find((item) => item.label === 'Returns')?.path).toBe('/admin/returns');
  });

  it('ends with Messages, the e-mails the shop wrote', () => {
    expect(ADMIN_NAV_ITEMS.at(-1)).toMatchObject({ label: 'Messages', path: '/admin/messages' });
  });

  it('reaches the store and shipping settings', () => {
    expect(ADMIN_NAV_ITEMS.find((item) => item.label === 'Store settings')?.path).toBe(
      '/admin/settings/store',
    );
    expect(ADMIN_NAV_ITEMS.find((item) => item.label === 'Shipping')?.path).toBe(
      '/admin/settings/shipping',
    );
    expect(adminTitleFor('/admin/settings/store')).toBe('Store settings');
    expect(adminTitleFor('/admin/settings/shipping')).toBe('Shipping');
  });

  it('reaches the promotion codes', () => {
    expect(ADMIN_NAV_ITEMS.find((item) => item.label === 'Promotions')?.path).toBe(
      '/admin/promotions',
    );
    expect(adminTitleFor('/admin/promotions')).toBe('Promotions');
  });

  it('reaches the demand report beside Low Stock', () => {
    const labels = ADMIN_NAV_ITEMS.map((item) => item.label);
    expect(labels[labels.indexOf('Low Stock') + 1]).toBe('Demand');
    expect(ADMIN_NAV_ITEMS.find((item) => item.label === 'Demand')?.path).toBe('/admin/demand');
    expect(adminTitleFor('/admin/demand')).toBe('Demand');
  });

  it('titles each page by its section', () => {
    expect(adminTitleFor('/admin/returns')).toBe('Returns');
    expect(adminTitleFor('/admin/orders')).toBe('Orders');
    expect(adminTitleFor('/admin/messages')).toBe('Messages');
  });
});
