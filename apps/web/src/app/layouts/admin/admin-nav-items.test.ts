import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, adminTitleFor } from './admin-nav-items';

describe('admin navigation', () => {
  it('lists Returns right after Orders', () => {
    const labels = ADMIN_NAV_ITEMS.map((item) => item.label);
    expect(labels.slice(labels.indexOf('Orders'))).toEqual(['Orders', 'Returns']);
    expect(ADMIN_NAV_ITEMS.find((item) => item.label === 'Returns')?.path).toBe('/admin/returns');
  });

  it('titles each page by its section', () => {
    expect(adminTitleFor('/admin/returns')).toBe('Returns');
    expect(adminTitleFor('/admin/orders')).toBe('Orders');
  });
});
