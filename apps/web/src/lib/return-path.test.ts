import { describe, expect, it } from 'vitest';
import { returnPathOf, returnQuery, safeReturnPath } from './return-path';

describe('the page to return to after signing in', () => {
  it('keeps a path of the shop with its query', () => {
    expect(safeReturnPath('/shop/listing?category=men')).toBe('/shop/listing?category=men');
    expect(safeReturnPath('/shop/product/42')).toBe('/shop/product/42');
    expect(safeReturnPath('/admin/orders')).toBe('/admin/orders');
  });

  it('refuses anything that would leave the shop (no open redirect)', () => {
    for (const value of [
      'https://evil.example/shop/home',
      '//evil.example/shop/home',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'shop/home',
      ' /shop/home',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('refuses the sign-in pages themselves and the bare root', () => {
    for (const value of ['/', '/auth/login', '/auth/register?returnTo=%2Fshop', '/auth']) {
      expect(safeReturnPath(value), value).toBeNull();
    }
  });

  it('reads and writes the query parameter', () => {
    const query = returnQuery('/shop/listing?category=men&brand=nike');
    expect(query).toBe('?returnTo=%2Fshop%2Flisting%3Fcategory%3Dmen%26brand%3Dnike');
    expect(returnPathOf(query)).toBe('/shop/listing?category=men&brand=nike');
    expect(returnPathOf('?returnTo=%2F%2Fevil.example')).toBeNull();
    expect(returnQuery(null)).toBe('');
  });
});
