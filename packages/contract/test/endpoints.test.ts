import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENDPOINT_NAMES, ENDPOINT_SCHEMAS, ROUTES, endpoint, fillPath } from '../src/index.js';

describe('endpoint descriptions', () => {
  it('give every route its schemas and no schemas without a route', () => {
    expect(Object.keys(ENDPOINT_SCHEMAS).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('name each path parameter in the path and in the params schema alike', () => {
    for (const name of ENDPOINT_NAMES) {
      const described = endpoint(name);
      const inPath = [...described.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      const params = 'params' in described ? (described.params as z.ZodObject) : undefined;
      expect(Object.keys(params?.shape ?? {}).sort(), name).toEqual(inPath.sort());
    }
  });

  it('read and write no body on GET and DELETE, and describe a reply with success', () => {
    for (const name of ENDPOINT_NAMES) {
      const described = endpoint(name);
      if (described.method === 'GET' || described.method === 'DELETE') {
        expect('body' in described, name).toBe(false);
      }
      // A document (a tax invoice's PDF, a CSV file) answers bytes, not the JSON envelope.
      if ('produces' in described) {
        expect([['application/pdf'], ['text/csv']], name).toContainEqual(described.produces);
        continue;
      }
      const shape = (described.reply as z.ZodObject).shape;
      expect(shape.success, name).toBeDefined();
    }
  });

  it('keep method and path pairs unique', () => {
    const pairs = ENDPOINT_NAMES.map((name) => `${ROUTES[name].method} ${ROUTES[name].path}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

describe('fillPath', () => {
  it('fills and URL-encodes path parameters', () => {
    expect(fillPath('/shop/products/search/:keyword', { keyword: 'tee / 50%' })).toBe(
      '/shop/products/search/tee%20%2F%2050%25',
    );
    expect(fillPath('/shop/cart/:userId/:productId', { userId: 'u', productId: 'p' })).toBe(
      '/shop/cart/u/p',
    );
  });

  it('refuses a missing parameter rather than calling a wrong URL', () => {
    expect(() => fillPath('/admin/order/:id', {})).toThrow(/Missing path parameter "id"/);
  });
});
